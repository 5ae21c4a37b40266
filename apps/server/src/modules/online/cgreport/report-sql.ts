/**
 * The static half of the report sandbox (the planner check in report-runner.ts is the other): a
 * report's SQL is written by an administrator, so before it ever reaches the database it must be
 * ONE SELECT (or WITH ... SELECT) statement that calls only allowlisted functions, never
 * redefines a report source, and takes values only through named parameters `${name}`, which
 * become bound parameters (never text pasted into the statement).
 *
 * A small lexer (strings, quoted identifiers, comments, dollar quotes) so that a keyword inside a
 * string literal is not mistaken for one, and a `;` inside a comment does not hide a second
 * statement.
 */

export type TokenKind = 'word' | 'quoted' | 'string' | 'number' | 'param' | 'positional' | 'op' | 'lparen' | 'rparen' | 'comma' | 'semicolon' | 'dot';

export interface Token {
  kind: TokenKind;
  /** lower-cased for words, the name for params, the raw text otherwise */
  text: string;
  start: number;
  end: number;
}

/** A problem with the report SQL, worded for the administrator editing it. */
export class ReportSqlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportSqlError';
  }
}

export const MAX_REPORT_SQL_LENGTH = 20_000;

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const OPERATOR = /[+\-*/<>=~!@#%^&|`?:]/;

function readQuoted(text: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < text.length) {
    const c = text[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (text[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  throw new ReportSqlError(quote === "'" ? 'SQL 中有未闭合的字符串' : 'SQL 中有未闭合的引号标识符');
}

function skipBlockComment(text: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (text.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  throw new ReportSqlError('SQL 中有未闭合的注释');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, start: number, end: number, value = text.slice(start, end)) => {
    tokens.push({ kind, text: value, start, end });
    i = end;
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1] ?? '';
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (c === '/' && next === '*') {
      i = skipBlockComment(text, i);
    } else if (c === "'") {
      push('string', i, readQuoted(text, i, "'", false));
    } else if (/[EeBbXxNn]/.test(c) && next === "'") {
      push('string', i, readQuoted(text, i + 1, "'", c === 'E' || c === 'e'));
    } else if (/[Uu]/.test(c) && next === '&' && (text[i + 2] === "'" || text[i + 2] === '"')) {
      const quote = text[i + 2];
      push(quote === "'" ? 'string' : 'quoted', i, readQuoted(text, i + 2, quote, false));
    } else if (c === '"') {
      const end = readQuoted(text, i, '"', false);
      push('quoted', i, end, text.slice(i + 1, end - 1).replaceAll('""', '"'));
    } else if (c === '$') {
      const named = /^\$\{([A-Za-z_][A-Za-z0-9_]{0,62})\}/.exec(text.slice(i));
      const positional = /^\$\d+/.exec(text.slice(i));
      const dollarTag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
      if (named) push('param', i, i + named[0].length, named[1]);
      else if (positional) push('positional', i, i + positional[0].length);
      else if (dollarTag) {
        const close = text.indexOf(dollarTag[0], i + dollarTag[0].length);
        if (close === -1) throw new ReportSqlError('SQL 中有未闭合的 $$ 字符串');
        push('string', i, close + dollarTag[0].length);
      } else throw new ReportSqlError(`SQL 第 ${i + 1} 个字符处的 $ 无法识别（参数请写成 \${name}）`);
    } else if (WORD_START.test(c)) {
      let end = i + 1;
      while (end < text.length && WORD_PART.test(text[end])) end += 1;
      push('word', i, end, text.slice(i, end).toLowerCase());
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      let end = i + 1;
      while (end < text.length && /[0-9.eE]/.test(text[end])) end += 1;
      push('number', i, end);
    } else if (c === '(') push('lparen', i, i + 1);
    else if (c === ')') push('rparen', i, i + 1);
    else if (c === ',') push('comma', i, i + 1);
    else if (c === ';') push('semicolon', i, i + 1);
    else if (c === '.') push('dot', i, i + 1);
    else if (c === '[' || c === ']') push('op', i, i + 1);
    else if (OPERATOR.test(c)) {
      let end = i + 1;
      while (end < text.length && OPERATOR.test(text[end]) && !text.startsWith('--', end) && !text.startsWith('/*', end)) end += 1;
      push('op', i, end);
    } else throw new ReportSqlError(`SQL 第 ${i + 1} 个字符 “${c}” 无法识别`);
  }
  return tokens;
}

/** Statements and clauses a report may never contain (the read-only transaction refuses most anyway). */
const FORBIDDEN_WORDS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'copy',
  'create',
  'alter',
  'drop',
  'truncate',
  'grant',
  'revoke',
  'call',
  'do',
  'execute',
  'prepare',
  'deallocate',
  'listen',
  'unlisten',
  'notify',
  'lock',
  'vacuum',
  'analyze',
  'set',
  'reset',
  'into',
  'commit',
  'rollback',
  'begin',
  'savepoint',
  'refresh',
  'reindex',
  'cluster',
  'comment',
  'security',
  'load',
  'import',
  'discard',
]);

/** Functions a report may call: plain computations, none that reads files, settings or runs SQL text. */
export const ALLOWED_FUNCTIONS = new Set([
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'string_agg',
  'array_agg',
  'bool_and',
  'bool_or',
  'coalesce',
  'nullif',
  'greatest',
  'least',
  'concat',
  'concat_ws',
  'upper',
  'lower',
  'initcap',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'length',
  'char_length',
  'substring',
  'substr',
  'left',
  'right',
  'replace',
  'lpad',
  'rpad',
  'position',
  'strpos',
  'split_part',
  'array_to_string',
  'to_char',
  'to_date',
  'to_timestamp',
  'to_number',
  'date_trunc',
  'date_part',
  'extract',
  'age',
  'now',
  'date',
  'round',
  'floor',
  'ceil',
  'ceiling',
  'abs',
  'mod',
  'row_number',
  'rank',
  'dense_rank',
  'cast',
]);

/** Keywords and type names that may stand right before a parenthesis without being a function call. */
const KEYWORDS_BEFORE_PAREN = new Set([
  'select',
  'from',
  'where',
  'and',
  'or',
  'not',
  'in',
  'exists',
  'any',
  'all',
  'some',
  'values',
  'over',
  'filter',
  'within',
  'group',
  'as',
  'on',
  'join',
  'lateral',
  'by',
  'when',
  'then',
  'else',
  'case',
  'having',
  'using',
  'between',
  'like',
  'ilike',
  'is',
  'materialized',
  'union',
  'intersect',
  'except',
  'distinct',
  'array',
  'row',
  'limit',
  'offset',
  'with',
  'recursive',
  'rollup',
  'cube',
  'sets',
  'numeric',
  'decimal',
  'varchar',
  'char',
  'character',
  'varying',
  'timestamp',
  'time',
  'interval',
  'bit',
  'float',
  'return',
  'end',
  'asc',
  'desc',
  'only',
  'escape',
]);

export interface CheckedReportSql {
  /** the text without a trailing semicolon */
  text: string;
  tokens: Token[];
  /** names of the `${name}` parameters, in order of first use */
  params: string[];
}

/** Checks the statement against the rules above; `sourceNames` are the report sources (rpt_user ...). */
export function checkReportSql(raw: string, sourceNames: readonly string[]): CheckedReportSql {
  const text = raw.trim();
  if (!text) throw new ReportSqlError('请填写报表 SQL');
  if (text.length > MAX_REPORT_SQL_LENGTH) throw new ReportSqlError(`报表 SQL 不能超过 ${MAX_REPORT_SQL_LENGTH} 个字符`);
  let tokens = tokenize(text);
  let body = text;
  const last = tokens.at(-1);
  if (last?.kind === 'semicolon') {
    tokens = tokens.slice(0, -1);
    body = text.slice(0, last.start);
  }
  if (tokens.length === 0) throw new ReportSqlError('请填写报表 SQL');
  const first = tokens[0];
  if (first.kind !== 'word' || (first.text !== 'select' && first.text !== 'with'))
    throw new ReportSqlError('报表 SQL 必须是一条 SELECT（或 WITH ... SELECT）查询');
  const sources = new Set(sourceNames);
  const params: string[] = [];
  let depth = 0;

  tokens.forEach((token, index) => {
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    switch (token.kind) {
      case 'semicolon':
        throw new ReportSqlError('报表 SQL 只能是一条语句（不能包含分号分隔的多条语句）');
      case 'positional':
        throw new ReportSqlError(`不支持位置参数 ${token.text}，请使用命名参数 \${name}`);
      case 'param':
        if (!params.includes(token.text)) params.push(token.text);
        break;
      case 'lparen':
        depth += 1;
        break;
      case 'rparen':
        depth -= 1;
        if (depth < 0) throw new ReportSqlError('SQL 中括号不匹配');
        break;
      case 'quoted':
        if (after?.kind === 'lparen') throw new ReportSqlError(`不允许调用函数 "${token.text}"`);
        if (sources.has(token.text) && isDefinition(tokens, index)) throw new ReportSqlError(`报表数据源 ${token.text} 不能被重新定义`);
        break;
      case 'word': {
        if (FORBIDDEN_WORDS.has(token.text)) throw new ReportSqlError(`报表 SQL 不能包含 ${token.text.toUpperCase()}，只能查询数据`);
        if (token.text === 'for' && after?.kind === 'word' && ['update', 'share', 'no', 'key'].includes(after.text)) {
          throw new ReportSqlError('报表 SQL 不能加锁（FOR UPDATE / FOR SHARE）');
        }
        if (sources.has(token.text) && isDefinition(tokens, index)) throw new ReportSqlError(`报表数据源 ${token.text} 不能被重新定义`);
        if (after?.kind !== 'lparen') break;
        if (before?.kind === 'dot') throw new ReportSqlError(`不允许调用带模式名的函数 ${token.text}`);
        if (ALLOWED_FUNCTIONS.has(token.text) || KEYWORDS_BEFORE_PAREN.has(token.text)) break;
        // a column list: `cte(a, b) AS (` or an alias `AS t(a, b)`
        if (before?.kind === 'word' && before.text === 'as') break;
        if (opensCteBody(tokens, closingParen(tokens, index + 1) + 1)) break;
        throw new ReportSqlError(`报表 SQL 不允许调用函数 ${token.text}（可用：${[...ALLOWED_FUNCTIONS].join('、')}）`);
      }
      default:
        break;
    }
  });
  if (depth !== 0) throw new ReportSqlError('SQL 中括号不匹配');
  return { text: body, tokens, params };
}

function closingParen(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    if (tokens[i].kind === 'lparen') depth += 1;
    if (tokens[i].kind === 'rparen') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return tokens.length;
}

/** `AS (` or `AS [NOT] MATERIALIZED (` starting at `index`: the body of a CTE follows. */
function opensCteBody(tokens: Token[], index: number): boolean {
  let i = index;
  if (tokens[i]?.text !== 'as' || tokens[i]?.kind !== 'word') return false;
  i += 1;
  if (tokens[i]?.text === 'not') i += 1;
  if (tokens[i]?.text === 'materialized') i += 1;
  return tokens[i]?.kind === 'lparen';
}

/** `name (` or `name AS [NOT] [MATERIALIZED] (`: a CTE definition, never a reference. */
function isDefinition(tokens: Token[], index: number): boolean {
  return tokens[index + 1]?.kind === 'lparen' || opensCteBody(tokens, index + 1);
}

/** The statement split into literal SQL and parameter slots, for binding. */
export type SqlPiece = { sql: string } | { param: string };

export function splitOnParams(checked: CheckedReportSql): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let from = 0;
  for (const token of checked.tokens) {
    if (token.kind !== 'param') continue;
    pieces.push({ sql: checked.text.slice(from, token.start) }, { param: token.text });
    from = token.end;
  }
  pieces.push({ sql: checked.text.slice(from) });
  return pieces;
}
