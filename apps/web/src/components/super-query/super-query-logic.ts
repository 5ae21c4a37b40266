/**
 * The rules of the advanced query (spec 03 sections 4, 5 and 9) as pure functions: rows of
 * field / rule / value edited in the modal, checked and turned into the `superQueryParams`
 * (URI-encoded JSON) and `superQueryMatchType` the list endpoints parse.
 */
import {
  MAX_IN_VALUES,
  MAX_SUPER_QUERY_CONDITIONS,
  type SuperQueryCondition,
  type SuperQueryFieldType,
  type SuperQueryMatchType,
  type SuperQueryRule,
} from '@bus/contracts';

export type { SuperQueryFieldType, SuperQueryMatchType, SuperQueryRule };

/** A field the page offers; `field` must be one the server's list definition allowlists. */
export interface SuperQueryField {
  field: string;
  label: string;
  type: SuperQueryFieldType;
  /** dictionary code of a 'dict' field (values come from GET /sys/dict/getDictItems/{code}) */
  dictCode?: string;
  /** choices of an 'options' field */
  options?: Array<{ value: string | number; label: string }>;
  /** the column type, sent along for servers that care (e.g. 'int') */
  dbType?: string;
}

export type SuperQueryValue = string | string[] | undefined;

/** One row of the modal; `key` only identifies the row on screen. */
export interface SuperQueryRow {
  key: string;
  field?: string;
  rule?: SuperQueryRule;
  val?: SuperQueryValue;
}

/** What a saved query keeps (spec 03 section 3 "Saved query"). */
export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: Array<Omit<SuperQueryRow, 'key'>>;
}

/** What the list request carries. */
export interface SuperQueryParams {
  superQueryParams: string;
  superQueryMatchType: SuperQueryMatchType;
}

export const RULE_LABELS: Record<SuperQueryRule, string> = {
  eq: '等于',
  like: '包含',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
};

const RULES_BY_TYPE: Record<SuperQueryFieldType, SuperQueryRule[]> = {
  string: ['eq', 'like', 'right_like', 'left_like', 'in', 'ne'],
  number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  datetime: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  dict: ['eq', 'ne', 'in'],
  options: ['eq', 'ne', 'in'],
};

export const MATCH_TYPE_OPTIONS: Array<{ value: SuperQueryMatchType; label: string }> = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

export const MESSAGES = {
  emptyQuery: '不能查询空条件！',
  emptySave: '空条件不能保存！',
  emptyName: '保存名称不能为空！',
  overwrite: (title: string) => `“${title}” 已存在，是否覆盖？`,
  confirmDelete: '确定删除当前查询吗？',
} as const;

export function rulesFor(type: SuperQueryFieldType | undefined): SuperQueryRule[] {
  return type ? RULES_BY_TYPE[type] : RULES_BY_TYPE.string;
}

let counter = 0;
export const newRowKey = () => `sq-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const emptyRow = (): SuperQueryRow => ({ key: newRowKey(), rule: 'eq' });

const hasValue = (val: SuperQueryValue) => (Array.isArray(val) ? val.some((v) => String(v).trim() !== '') : val !== undefined && String(val).trim() !== '');

/** A row nobody filled in (a rule alone, which every new row has, does not count). */
export const isEmptyRow = (row: Omit<SuperQueryRow, 'key'>) => !row.field && !hasValue(row.val);

/** Spec: 'a single row with no field, value or rule counts as empty'; empty rows are dropped. */
export const filledRows = <R extends Omit<SuperQueryRow, 'key'>>(rows: R[]) => rows.filter((row) => !isEmptyRow(row));

/** Choosing another field clears the value and keeps the rule only when the new field allows it. */
export function changeRowField(row: SuperQueryRow, field: SuperQueryField | undefined): SuperQueryRow {
  const rules = rulesFor(field?.type);
  return { ...row, field: field?.field, rule: row.rule && rules.includes(row.rule) ? row.rule : 'eq', val: undefined };
}

/** Leaving 'in' keeps only the first value; entering it turns one value into a list. */
export function changeRowRule(row: SuperQueryRow, rule: SuperQueryRule): SuperQueryRow {
  let val = row.val;
  if (rule === 'in' && !Array.isArray(val)) val = hasValue(val) ? [String(val)] : [];
  if (rule !== 'in' && Array.isArray(val)) val = val[0];
  return { ...row, rule, val };
}

export const valuesOf = (val: SuperQueryValue): string[] =>
  (Array.isArray(val) ? val : String(val ?? '').split(',')).map((v) => String(v).trim()).filter((v) => v !== '');

export type BuildResult = { ok: true; params: SuperQueryParams; conditions: SuperQueryCondition[] } | { ok: false; error: string };

/**
 * Checks the rows and builds the request parameters. Empty rows are dropped; a half-filled row
 * is named in the error rather than sent to the server to be refused there.
 */
export function buildSuperQuery(rows: Array<Omit<SuperQueryRow, 'key'>>, fields: SuperQueryField[], matchType: SuperQueryMatchType): BuildResult {
  const filled = filledRows(rows);
  if (filled.length === 0) return { ok: false, error: MESSAGES.emptyQuery };
  if (filled.length > MAX_SUPER_QUERY_CONDITIONS) return { ok: false, error: `查询条件最多 ${MAX_SUPER_QUERY_CONDITIONS} 个` };
  const conditions: SuperQueryCondition[] = [];
  for (const [index, row] of filled.entries()) {
    const field = fields.find((f) => f.field === row.field);
    const at = `第 ${index + 1} 个条件`;
    if (!field) return { ok: false, error: `${at}：请选择查询字段` };
    const rule = row.rule ?? 'eq';
    if (!rulesFor(field.type).includes(rule)) return { ok: false, error: `${at}：“${field.label}”不支持“${RULE_LABELS[rule] ?? rule}”` };
    const single = Array.isArray(row.val) ? row.val[0] : row.val;
    const values = rule === 'in' ? valuesOf(row.val) : hasValue(single) ? [String(single).trim()] : [];
    if (values.length === 0) return { ok: false, error: `${at}：请输入“${field.label}”的值` };
    if (values.length > MAX_IN_VALUES) return { ok: false, error: `${at}：“${field.label}”最多 ${MAX_IN_VALUES} 个值` };
    if (field.type === 'number' && values.some((v) => !Number.isFinite(Number(v)))) return { ok: false, error: `${at}：“${field.label}”必须是数字` };
    conditions.push({ field: field.field, rule, val: values.join(','), type: field.type, ...(field.dbType ? { dbType: field.dbType } : {}) });
  }
  return { ok: true, conditions, params: { superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: matchType } };
}

/** Rows of a saved query, dropping fields the page no longer offers. */
export function rowsFromSaved(saved: SavedQuery, fields: SuperQueryField[]): SuperQueryRow[] {
  const rows = saved.records.filter((record) => fields.some((f) => f.field === record.field)).map((record) => ({ ...record, key: newRowKey() }));
  return rows.length ? rows : [emptyRow()];
}

export const recordsOf = (rows: SuperQueryRow[]): SavedQuery['records'] =>
  filledRows(rows).map(({ field, rule, val }) => ({ field, rule, val: Array.isArray(val) ? [...val] : val }));
