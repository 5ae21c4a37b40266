import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from '../app-error';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, type ListDefinition, type ListField } from './list-definition';

export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

export interface Condition {
  field: string;
  rule: SuperQueryRule;
  value: unknown;
}

export type QueryParams = Record<string, unknown>;

/** Parameters that are never filters. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 'superQueryParams', 'superQueryMatchType', '_t', 'selections', 'field']);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  if (value === undefined || value === null) return undefined;
  return String(value);
}

/** Converts one value to the field's type, or a 422 naming the parameter. */
export function coerceValue(field: ListField, raw: unknown, param: string): unknown {
  const text = String(raw).trim();
  switch (field.type) {
    case 'number': {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n)) throw fieldError(param, `${param} 必须是数字`);
      return n;
    }
    case 'boolean':
      if (['true', '1'].includes(text)) return true;
      if (['false', '0'].includes(text)) return false;
      throw fieldError(param, `${param} 必须是 true 或 false`);
    case 'date':
    case 'datetime': {
      const normalised = /^\d{4}-\d{2}-\d{2} \d/.test(text) ? text.replace(' ', 'T') : text;
      const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(normalised) ? `${normalised}T00:00:00` : normalised);
      if (!Number.isFinite(time)) throw fieldError(param, `${param} 不是有效的日期`);
      return field.type === 'date' ? text.slice(0, 10) : new Date(time);
    }
    default:
      return text;
  }
}

/** One condition on an allowlisted field; every value is bound. */
export function conditionToSql(field: ListField, rule: SuperQueryRule, value: unknown, param: string): SQL {
  // a column or an SQL expression: drizzle binds the value either way (the union only confuses its overloads)
  const column = field.column as AnyPgColumn;
  const values = (Array.isArray(value) ? value : String(value).split(',')).map((v) => coerceValue(field, v, param));
  const single = coerceValue(field, Array.isArray(value) ? value[0] : value, param);
  const text = String(Array.isArray(value) ? value[0] : value);
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
    case 'in':
      if (values.length === 0) return sql`false`;
      return inArray(column, values);
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
  const conditions = parsed.map((item: unknown) => {
    const { field, rule, val } = (item ?? {}) as { field?: unknown; rule?: unknown; val?: unknown };
    const spec = typeof field === 'string' ? definition.fields[field] : undefined;
    if (!spec || spec.filterable === false) throw fieldError('superQueryParams', `不支持按字段 ${String(field)} 查询`);
    if (!SUPER_QUERY_RULES.includes(rule as SuperQueryRule)) throw fieldError('superQueryParams', `不支持的查询规则 ${String(rule)}`);
    if (val === undefined || val === null || val === '') throw fieldError('superQueryParams', `字段 ${field} 的查询值不能为空`);
    return conditionToSql(spec, rule as SuperQueryRule, val, String(field));
  });
  if (conditions.length === 0) return undefined;
  const matchType = firstString(params.superQueryMatchType) ?? 'and';
  if (matchType !== 'and' && matchType !== 'or') throw fieldError('superQueryMatchType', '匹配方式只能是 and 或 or');
  return matchType === 'or' ? or(...conditions) : and(...conditions);
}

export interface ParsedListQuery {
  where: SQL[];
  orderBy: SQL[];
  pageNo: number;
  pageSize: number;
  offset: number;
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

export function parseSort(definition: ListDefinition, params: QueryParams): SQL[] {
  const column = firstString(params.column) || definition.defaultSort.field;
  const orderText = (firstString(params.order) || definition.defaultSort.order).toLowerCase();
  const field = definition.fields[column];
  if (!field || field.sortable === false) throw fieldError('column', `不支持按 ${column} 排序`);
  if (orderText !== 'asc' && orderText !== 'desc') throw fieldError('order', 'order 只能是 asc 或 desc');
  const direction = orderText === 'asc' ? asc : desc;
  return [direction(field.column as AnyPgColumn), direction(definition.tieBreaker)];
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
    const field = definition.fields[name];
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
  return { where: parseFilters(definition, params), orderBy: parseSort(definition, params), ...parsePaging(params, maxPageSize) };
}
