/**
 * Conditions and assignee expressions of a process model (`${days >= 3 && dept == 'A01'}`,
 * `${initiator}`, the designer's countersign rule `${nrOfCompletedInstances / nrOfInstances >= 0.6}`),
 * read by an interpreter of their own over the instance's variables: never eval, Function or vm.
 *
 * The language is the part of JUEL (the expression language of Flowable, Activiti and Camunda,
 * which the designer writes) that a condition needs: numbers, strings, true / false / null,
 * variables, `a.b` and `a['b']` on a variable's own fields, arithmetic (`+ - * / %`, `div`, `mod`),
 * comparison (`== != < > <= >=` and `eq ne lt gt le ge`), logic (`&& || !`, `and or not`),
 * `empty x` and `c ? a : b`. There are no function or method calls, and only a value's own fields
 * can be read, so `${''.constructor.constructor('return process')()}` is refused before anything
 * runs. A variable the instance lacks, a value of the wrong kind or a division by zero is an
 * ExpressionError naming what went wrong, in Chinese, for the instance's error record.
 */

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly expression: string,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

/** Longest expression accepted, and deepest nesting (a parser's recursion must not overflow). */
export const MAX_EXPRESSION_LENGTH = 2000;
const MAX_DEPTH = 64;

export type Expression =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'variable'; name: string }
  | { kind: 'member'; object: Expression; property: Expression }
  | { kind: 'unary'; operator: '!' | '-' | 'empty'; operand: Expression }
  | { kind: 'binary'; operator: BinaryOperator; left: Expression; right: Expression }
  | { kind: 'conditional'; test: Expression; then: Expression; otherwise: Expression };

type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '+' | '-' | '*' | '/' | '%';

type Token =
  | { type: 'number'; value: number; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'name'; value: string; at: number }
  | { type: 'punct'; value: string; at: number }
  | { type: 'end'; at: number };

/** JUEL's word operators, as the symbol they stand for */
const WORD_OPERATORS = new Map<string, string>([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
  ['eq', '=='],
  ['ne', '!='],
  ['lt', '<'],
  ['gt', '>'],
  ['le', '<='],
  ['ge', '>='],
  ['div', '/'],
  ['mod', '%'],
]);
const PUNCTUATION = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '.', '[', ']', '(', ')'];

/** The body of `${...}` or `#{...}`; a bare expression as it is. */
export function expressionBody(text: string): string {
  const trimmed = text.trim();
  const wrapped = /^[$#]\{([\s\S]*)\}$/.exec(trimmed);
  return wrapped ? wrapped[1] : trimmed;
}

function tokenize(source: string, original: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (message: string): never => {
    throw new ExpressionError(message, original);
  };
  while (i < source.length) {
    const char = source[i];
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const at = i;
    if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i))!;
      tokens.push({ type: 'number', value: Number(match[0]), at });
      i += match[0].length;
      continue;
    }
    if (char === "'" || char === '"') {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= source.length) fail(`第 ${at + 1} 个字符起的字符串没有结束引号`);
        const next = source[i];
        if (next === '\\' && i + 1 < source.length) {
          value += source[i + 1];
          i += 2;
          continue;
        }
        i += 1;
        if (next === char) break;
        value += next;
      }
      tokens.push({ type: 'string', value, at });
      continue;
    }
    if (/[A-Za-z_\u4e00-\u9fa5]/.test(char)) {
      const match = /^[A-Za-z_\u4e00-\u9fa5][A-Za-z0-9_\u4e00-\u9fa5]*/.exec(source.slice(i))!;
      const word = match[0];
      const operator = WORD_OPERATORS.get(word);
      tokens.push(operator ? { type: 'punct', value: operator, at } : { type: 'name', value: word, at });
      i += word.length;
      continue;
    }
    const punct = PUNCTUATION.find((p) => source.startsWith(p, i));
    if (!punct) fail(`不认识的字符「${char}」（第 ${at + 1} 个字符）`);
    tokens.push({ type: 'punct', value: punct!, at });
    i += punct!.length;
  }
  tokens.push({ type: 'end', at: source.length });
  return tokens;
}

/** Operators by binding strength, weakest first (JUEL's order). */
const BINARY_LEVELS: BinaryOperator[][] = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];

/** Parses an expression (`${...}`, `#{...}` or bare); an ExpressionError says where it is wrong. */
export function parseExpression(text: string): Expression {
  if (text.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError(`表达式超过 ${MAX_EXPRESSION_LENGTH} 个字符`, text.slice(0, 80));
  const source = expressionBody(text);
  if (!source) throw new ExpressionError('表达式为空', text);
  const tokens = tokenize(source, text);
  let position = 0;
  const peek = () => tokens[position];
  const fail = (message: string): never => {
    throw new ExpressionError(message, text);
  };
  const isPunct = (value: string) => {
    const token = peek();
    return token.type === 'punct' && token.value === value;
  };
  const expect = (value: string) => {
    if (!isPunct(value)) fail(`第 ${peek().at + 1} 个字符处应为「${value}」`);
    position += 1;
  };

  const conditional = (depth: number): Expression => {
    if (depth > MAX_DEPTH) fail('表达式嵌套过深');
    const test = binary(0, depth);
    if (!isPunct('?')) return test;
    position += 1;
    const then = conditional(depth + 1);
    expect(':');
    return { kind: 'conditional', test, then, otherwise: conditional(depth + 1) };
  };

  const binary = (level: number, depth: number): Expression => {
    if (level === BINARY_LEVELS.length) return unary(depth);
    let left = binary(level + 1, depth);
    for (;;) {
      const token = peek();
      if (token.type !== 'punct' || !(BINARY_LEVELS[level] as string[]).includes(token.value)) return left;
      position += 1;
      left = { kind: 'binary', operator: token.value as BinaryOperator, left, right: binary(level + 1, depth) };
    }
  };

  const unary = (depth: number): Expression => {
    if (depth > MAX_DEPTH) fail('表达式嵌套过深');
    const token = peek();
    if (token.type === 'punct' && (token.value === '!' || token.value === '-')) {
      position += 1;
      return { kind: 'unary', operator: token.value, operand: unary(depth + 1) };
    }
    if (token.type === 'name' && token.value === 'empty') {
      position += 1;
      return { kind: 'unary', operator: 'empty', operand: unary(depth + 1) };
    }
    return member(depth);
  };

  const member = (depth: number): Expression => {
    let object = primary(depth);
    for (;;) {
      if (isPunct('.')) {
        position += 1;
        const name = peek();
        if (name.type !== 'name') fail(`第 ${name.at + 1} 个字符处应为字段名`);
        position += 1;
        object = { kind: 'member', object, property: { kind: 'literal', value: (name as { value: string }).value } };
      } else if (isPunct('[')) {
        position += 1;
        const property = conditional(depth + 1);
        expect(']');
        object = { kind: 'member', object, property };
      } else if (isPunct('(')) {
        fail(`不支持调用函数或方法（第 ${peek().at + 1} 个字符）`);
      } else return object;
    }
  };

  const primary = (depth: number): Expression => {
    const token = peek();
    position += 1;
    switch (token.type) {
      case 'number':
      case 'string':
        return { kind: 'literal', value: token.value };
      case 'name':
        if (token.value === 'true' || token.value === 'false') return { kind: 'literal', value: token.value === 'true' };
        if (token.value === 'null') return { kind: 'literal', value: null };
        return { kind: 'variable', name: token.value };
      case 'punct':
        if (token.value === '(') {
          const inner = conditional(depth + 1);
          expect(')');
          return inner;
        }
        return fail(`第 ${token.at + 1} 个字符处不应出现「${token.value}」`);
      case 'end':
        return fail('表达式不完整');
    }
  };

  const tree = conditional(0);
  if (peek().type !== 'end') fail(`第 ${peek().at + 1} 个字符起多余的内容`);
  return tree;
}

export type Variables = Readonly<Record<string, unknown>>;

const describe = (value: unknown) =>
  value === null || value === undefined ? '空值' : Array.isArray(value) ? '列表' : typeof value === 'object' ? '对象' : `「${String(value)}」`;

function toNumber(value: unknown, original: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw new ExpressionError(`${describe(value)} 不是数字`, original);
}

function toBoolean(value: unknown, original: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ExpressionError(`${describe(value)} 不是真假值`, original);
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function equals(left: unknown, right: unknown, original: string): boolean {
  if (left === null || left === undefined || right === null || right === undefined) return (left ?? null) === (right ?? null);
  if (typeof left === 'number' || typeof right === 'number') {
    const a = Number(left);
    const b = Number(right);
    return !Number.isNaN(a) && !Number.isNaN(b) && a === b;
  }
  if (typeof left === 'boolean' || typeof right === 'boolean') return toBoolean(left, original) === toBoolean(right, original);
  if (typeof left === 'object' || typeof right === 'object') throw new ExpressionError('不能比较对象或列表', original);
  return String(left) === String(right);
}

function compare(operator: '<' | '>' | '<=' | '>=', left: unknown, right: unknown, original: string): boolean {
  const bothText = typeof left === 'string' && typeof right === 'string' && (!Number.isFinite(Number(left)) || !Number.isFinite(Number(right)));
  const a = bothText ? (left as string) : toNumber(left, original);
  const b = bothText ? (right as string) : toNumber(right, original);
  switch (operator) {
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
  }
}

/** A field of a variable's value: own fields of plain objects and list positions only. */
function readMember(object: unknown, property: unknown, original: string): unknown {
  if (object === null || object === undefined) throw new ExpressionError(`不能从空值读取「${String(property)}」`, original);
  if (Array.isArray(object)) {
    const index = typeof property === 'number' ? property : Number(property);
    if (!Number.isInteger(index) || index < 0) throw new ExpressionError(`列表没有第「${String(property)}」项`, original);
    return object[index];
  }
  const prototype = typeof object === 'object' ? Object.getPrototypeOf(object) : undefined;
  if (typeof object !== 'object' || (prototype !== Object.prototype && prototype !== null)) {
    throw new ExpressionError(`不能读取${describe(object)}的「${String(property)}」`, original);
  }
  const key = String(property);
  if (!Object.hasOwn(object, key)) throw new ExpressionError(`对象没有字段「${key}」`, original);
  return (object as Record<string, unknown>)[key];
}

/** Evaluates a parsed expression over the variables (own properties only: `constructor` is just a missing name). */
export function evaluate(tree: Expression, variables: Variables, original = ''): unknown {
  const run = (node: Expression): unknown => {
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'variable':
        if (!Object.hasOwn(variables, node.name)) throw new ExpressionError(`变量「${node.name}」不存在`, original);
        return variables[node.name];
      case 'member':
        return readMember(run(node.object), run(node.property), original);
      case 'unary': {
        const value = run(node.operand);
        if (node.operator === '!') return !toBoolean(value, original);
        if (node.operator === '-') return -toNumber(value, original);
        return isEmpty(value);
      }
      case 'conditional':
        return toBoolean(run(node.test), original) ? run(node.then) : run(node.otherwise);
      case 'binary': {
        const { operator } = node;
        if (operator === '&&') return toBoolean(run(node.left), original) && toBoolean(run(node.right), original);
        if (operator === '||') return toBoolean(run(node.left), original) || toBoolean(run(node.right), original);
        const left = run(node.left);
        const right = run(node.right);
        switch (operator) {
          case '==':
            return equals(left, right, original);
          case '!=':
            return !equals(left, right, original);
          case '<':
          case '>':
          case '<=':
          case '>=':
            return compare(operator, left, right, original);
          case '+':
            return toNumber(left, original) + toNumber(right, original);
          case '-':
            return toNumber(left, original) - toNumber(right, original);
          case '*':
            return toNumber(left, original) * toNumber(right, original);
          case '/':
          case '%': {
            const divisor = toNumber(right, original);
            if (divisor === 0) throw new ExpressionError('除数为零', original);
            const dividend = toNumber(left, original);
            return operator === '/' ? dividend / divisor : dividend % divisor;
          }
        }
      }
    }
  };
  return run(tree);
}

/** Parses and evaluates an expression over the variables. */
export function evaluateExpression(text: string, variables: Variables): unknown {
  return evaluate(parseExpression(text), variables, text);
}

/** A flow's condition or a countersign's completion rule: its value must be true or false (a form's 'true' / 'false' counts). */
export function evaluateCondition(text: string, variables: Variables): boolean {
  const value = evaluateExpression(text, variables);
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ExpressionError(`条件的结果应为真或假，实际为${describe(value)}`, text);
}
