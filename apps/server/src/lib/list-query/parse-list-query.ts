import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_IN_VALUES, MAX_SUPER_QUERY_CONDITIONS, SUPER_QUERY_MATCH_TYPES, SUPER_QUERY_RULES, type SuperQueryRule } from '@bus/contracts';
import { fieldError } from '../app-error';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, type ListDefinition, type ListField } from './list-definition';
import { ownValue } from '../own-property';

export { SUPER_QUERY_RULES, type SuperQueryRule };

export interface Condition {
  field: string;
  rule: SuperQueryRule;
  value: unknown;
}

export type QueryParams = Record<string, unknown>;

/** Parameters that are never filters. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 'superQueryParams', 'superQueryMatchType', '_t', 'selections', 'field', 'cursor']);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  if (value === undefined || value === null) return undefined;
  return String(value);
}

/** Largest magnitude an integer column holds (drizzle column types); undefined = not an integer column. */
const INTEGER_LIMITS: Record<string, number> = {
  PgSmallInt: 32767,
  PgSmallSerial: 32767,
  PgInteger: 2147483647,
  PgSerial: 2147483647,
  PgBigInt53: Number.MAX_SAFE_INTEGER,
  PgBigInt64: Number.MAX_SAFE_INTEGER,
  PgBigSerial53: Number.MAX_SAFE_INTEGER,
  PgBigSerial64: Number.MAX_SAFE_INTEGER,
};

const integerLimit = (field: ListField) => INTEGER_LIMITS[(field.column as { columnType?: string }).columnType ?? ''];

/** `YYYY-MM-DD`, optionally with ` HH:mm[:ss[.fff]]` (or `T`) and a zone: nothing else is a date. */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A real calendar date between years 1 and 9999 (the database refuses 2024-02-30 or year 0). */
function parseDateText(text: string): { day: string; time: Date } | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(2000, month - 1, day));
  calendar.setUTCFullYear(year);
  if (year < 1 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const time = Date.parse(match[4] === undefined ? `${text}T00:00:00` : text.replace(' ', 'T'));
  return Number.isFinite(time) ? { day: text.slice(0, 10), time: new Date(time) } : undefined;
}

/** Converts one value to the field's type, or a 422 naming the parameter. */
export function coerceValue(field: ListField, raw: unknown, param: string): unknown {
  if (raw !== null && typeof raw === 'object') throw fieldError(param, `${param} 的值格式不正确`);
  const text = String(raw).trim();
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database
  if (text.includes('\u0000')) throw fieldError(param, `${param} 含有非法字符`);
  switch (field.type) {
    case 'number': {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n)) throw fieldError(param, `${param} 必须是数字`);
      const limit = integerLimit(field);
      if (limit !== undefined && (!Number.isInteger(n) || Math.abs(n) > limit)) {
        throw fieldError(param, `${param} 必须是 -${limit} 到 ${limit} 之间的整数`);
      }
      return n;
    }
    case 'boolean':
      if (['true', '1'].includes(text)) return true;
      if (['false', '0'].includes(text)) return false;
      throw fieldError(param, `${param} 必须是 true 或 false`);
    case 'date':
    case 'datetime': {
      const parsed = parseDateText(text);
      if (!parsed) throw fieldError(param, `${param} 不是有效的日期`);
      return field.type === 'date' ? parsed.day : parsed.time;
    }
    default:
      return text;
  }
}

/** One condition on an allowlisted field; every value is bound. */
export function conditionToSql(field: ListField, rule: SuperQueryRule, value: unknown, param: string): SQL {
  // a column or an SQL expression: drizzle binds the value either way (the union only confuses its overloads)
  const column = field.column as AnyPgColumn;
  const first = Array.isArray(value) ? value[0] : value;
  if (rule === 'in') {
    const list = Array.isArray(value) ? value : String(value).split(',');
    if (list.length > MAX_IN_VALUES) throw fieldError(param, `${param} 的 in 条件最多 ${MAX_IN_VALUES} 个值`);
    const values = list.map((v) => coerceValue(field, v, param));
    return values.length === 0 ? sql`false` : inArray(column, values);
  }
  const single = coerceValue(field, first, param);
  const text = String(first);
  switch (rule) {
    case 'eq':
      return eq(column, single);
    case 'ne':
      return ne(column, single);
    case 'gt':
      return gt(column, single);
    case 'ge':
      return gte(column, single);
    case 'lt':
      return lt(column, single);
    case 'le':
      return lte(column, single);
    case 'like':
      return ilike(sql`${column}::text`, `%${escapeLike(text)}%`);
    case 'right_like':
      return ilike(sql`${column}::text`, `${escapeLike(text)}%`);
    case 'left_like':
      return ilike(sql`${column}::text`, `%${escapeLike(text)}`);
  }
}

/** `field=value`: `*x*` like, `x*` right like, `*x` left like, else the field's default rule. */
function plainFilter(field: ListField, raw: string, param: string): SQL {
  if (field.filter) return field.filter(raw);
  if (field.type === 'string') {
    const starts = raw.startsWith('*');
    const ends = raw.endsWith('*') && raw.length > 1;
    const core = raw.replace(/^\*|\*$/g, '');
    if (starts && ends) return conditionToSql(field, 'like', core, param);
    if (ends) return conditionToSql(field, 'right_like', core, param);
    if (starts) return conditionToSql(field, 'left_like', core, param);
    return conditionToSql(field, field.rule ?? 'eq', raw, param);
  }
  return conditionToSql(field, 'eq', raw, param);
}

function endOfRange(field: ListField, raw: string, param: string): SQL {
  // a date-only end of a datetime range includes that whole day
  if (field.type === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) {
    const next = new Date(`${raw.trim()}T00:00:00`);
    next.setDate(next.getDate() + 1);
    return lt(field.column as AnyPgColumn, next);
  }
  return conditionToSql(field, 'le', raw, param);
}

export function parseSuperQuery(definition: ListDefinition, params: QueryParams): SQL | undefined {
  // checked even without conditions: a wrong match type is a caller's mistake worth naming
  const matchType = firstString(params.superQueryMatchType) || 'and';
  if (!(SUPER_QUERY_MATCH_TYPES as readonly string[]).includes(matchType)) throw fieldError('superQueryMatchType', '匹配方式只能是 and 或 or');
  const raw = firstString(params.superQueryParams);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      throw fieldError('superQueryParams', '高级查询条件格式不正确');
    }
  }
  if (!Array.isArray(parsed)) throw fieldError('superQueryParams', '高级查询条件格式不正确');
  if (parsed.length > MAX_SUPER_QUERY_CONDITIONS) throw fieldError('superQueryParams', `高级查询条件最多 ${MAX_SUPER_QUERY_CONDITIONS} 个`);
  const conditions = parsed.map((item: unknown) => {
    const { field, rule, val } = (item ?? {}) as { field?: unknown; rule?: unknown; val?: unknown };
    const spec = typeof field === 'string' ? ownValue(definition.fields, field) : undefined;
    // the name is echoed back shortened: it is the caller's own text, but need not be a page long
    if (!spec || spec.filterable === false) throw fieldError('superQueryParams', `不支持按字段 ${String(field).slice(0, 40)} 查询`);
    if (!SUPER_QUERY_RULES.includes(rule as SuperQueryRule)) throw fieldError('superQueryParams', `不支持的查询规则 ${String(rule).slice(0, 40)}`);
    if (val === undefined || val === null || val === '') throw fieldError('superQueryParams', `字段 ${field} 的查询值不能为空`);
    return conditionToSql(spec, rule as SuperQueryRule, val, String(field));
  });
  if (conditions.length === 0) return undefined;
  return matchType === 'or' ? or(...conditions) : and(...conditions);
}

export interface ParsedListQuery {
  where: SQL[];
  orderBy: SQL[];
  /** the sort the request asked for (orderBy is it plus the tie-breaker) */
  sort: ListSort;
  pageNo: number;
  pageSize: number;
  offset: number;
}

export interface ListSort {
  field: string;
  column: AnyPgColumn | SQL;
  order: 'asc' | 'desc';
}

export function parsePaging(params: QueryParams, maxPageSize = MAX_PAGE_SIZE) {
  const pageNo = params.pageNo === undefined ? 1 : Number(firstString(params.pageNo));
  const pageSize = params.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(firstString(params.pageSize));
  if (!Number.isInteger(pageNo) || pageNo < 1) throw fieldError('pageNo', 'pageNo 必须是正整数');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw fieldError('pageSize', `pageSize 必须在 1 - ${maxPageSize} 之间`);
  }
  const offset = (pageNo - 1) * pageSize;
  if (offset > MAX_OFFSET) throw fieldError('pageNo', `页码过深（超过 ${MAX_OFFSET} 条），请缩小查询范围`);
  return { pageNo, pageSize, offset };
}

export function parseSort(definition: ListDefinition, params: QueryParams): { sort: ListSort; orderBy: SQL[] } {
  const column = firstString(params.column) || definition.defaultSort.field;
  const orderText = (firstString(params.order) || definition.defaultSort.order).toLowerCase();
  const field = ownValue(definition.fields, column);
  if (!field || field.sortable === false) throw fieldError('column', `不支持按 ${column} 排序`);
  if (orderText !== 'asc' && orderText !== 'desc') throw fieldError('order', 'order 只能是 asc 或 desc');
  const direction = orderText === 'asc' ? asc : desc;
  return {
    sort: { field: column, column: field.column, order: orderText },
    orderBy: [direction(field.column as AnyPgColumn), direction(definition.tieBreaker)],
  };
}

/** Filters of the request (not tenant or data rules: see run-list.ts). */
export function parseFilters(definition: ListDefinition, params: QueryParams): SQL[] {
  const where: SQL[] = [];
  for (const [param, rawValue] of Object.entries(params)) {
    if (RESERVED.has(param)) continue;
    const value = firstString(rawValue);
    if (value === undefined || value.trim() === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(param);
    const multi = /^(.+)_MultiString$/.exec(param);
    const name = range?.[1] ?? multi?.[1] ?? param;
    const field = ownValue(definition.fields, name);
    if (!field || field.filterable === false) continue; // unknown parameters are not filters
    if (range) where.push(range[2] === 'begin' ? conditionToSql(field, 'ge', value, param) : endOfRange(field, value, param));
    else if (multi) where.push(conditionToSql(field, 'in', value, param));
    else where.push(plainFilter(field, value, param));
  }
  const superQuery = parseSuperQuery(definition, params);
  if (superQuery) where.push(superQuery);
  return where;
}

export function parseListQuery(definition: ListDefinition, params: QueryParams, maxPageSize = MAX_PAGE_SIZE): ParsedListQuery {
  return { where: parseFilters(definition, params), ...parseSort(definition, params), ...parsePaging(params, maxPageSize) };
}
