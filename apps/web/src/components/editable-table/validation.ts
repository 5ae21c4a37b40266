/**
 * Cell validation of the editable table (spec 03 section 5 "Editable-table rule presets"):
 * non-empty, the preset patterns, the unique rule and custom handlers. Pattern, unique and
 * handler rules are skipped when the value is empty (only `required` looks at empty values).
 * Pure functions: the table calls them on commit and from validate().
 */
import type { EditableColumn, RowData, ValidateRule } from './types';

export interface RulePreset {
  label: string;
  pattern: RegExp;
  message: string;
}

/** The presets, in the spec's order. */
export const RULE_PRESETS = {
  'digits6-16': { label: '6到16位数字', pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  'any6-16': { label: '6到16位任意字符', pattern: /^[\s\S]{6,16}$/, message: '请输入6到16位任意字符' },
  'letters6-18': { label: '6到18位字母', pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  url: {
    label: '网址',
    pattern: /^(https?|ftp):\/\/[\w-]+(\.[\w-]+)*(:\d{1,5})?([/?#][^\s]*)?$/i,
    message: '请输入正确的网址',
  },
  email: { label: '电子邮件', pattern: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, message: '请输入正确的电子邮件' },
  mobile: { label: '手机号码', pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  postcode: { label: '邮政编码', pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  letters: { label: '字母', pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  number: { label: '数字', pattern: /^-?\d+(\.\d+)?$/, message: '请输入数字' },
  integer: { label: '整数', pattern: /^-?\d+$/, message: '请输入整数' },
  money: { label: '金额', pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入正确的金额（最多两位小数）' },
} satisfies Record<string, RulePreset>;

export type PresetName = keyof typeof RULE_PRESETS;

/** JeecgBoot's short codes, so column definitions written for it keep working. */
const PRESET_ALIASES: Record<string, PresetName | 'required' | 'unique'> = {
  '*': 'required',
  only: 'unique',
  'n6-16': 'digits6-16',
  '*6-16': 'any6-16',
  's6-18': 'letters6-18',
  e: 'email',
  m: 'mobile',
  p: 'postcode',
  s: 'letters',
  n: 'number',
  z: 'integer',
};

export const REQUIRED_MESSAGE = '${title}不能为空';
export const UNIQUE_MESSAGE = '${title}不能重复';
export const INVALID_MESSAGE = '${title}填写不正确';

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function formatMessage(message: string, column: Pick<EditableColumn, 'title'>): string {
  return message.replaceAll('${title}', column.title);
}

/** Normalises a rule: preset codes become required / unique / a preset pattern. */
export function resolveRule(rule: ValidateRule): ValidateRule & { preset?: RulePreset } {
  if (typeof rule.pattern !== 'string') return rule;
  const name = PRESET_ALIASES[rule.pattern] ?? rule.pattern;
  if (name === 'required') return { ...rule, pattern: undefined, required: true };
  if (name === 'unique') return { ...rule, pattern: undefined, unique: true };
  const preset = (RULE_PRESETS as Record<string, RulePreset>)[name];
  if (!preset) throw new Error(`editable table: unknown validation preset '${rule.pattern}'`);
  return { ...rule, pattern: preset.pattern, preset };
}

/** Text a pattern is tested against (numbers and booleans as written, arrays comma-joined). */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Key a unique rule compares (trimmed text). */
export const uniqueKey = (value: unknown) => valueText(value).trim();

export interface CellCheck {
  value: unknown;
  row: RowData;
  column: EditableColumn;
  rows: readonly RowData[];
  /** how many rows of the table hold this value in the column (for unique rules) */
  countInColumn(value: unknown): number;
}

/**
 * The first failing rule's message, or undefined when the value passes. Sync rules run in
 * order; custom handlers are awaited in their place.
 */
export async function validateCell(check: CellCheck): Promise<string | undefined> {
  const sync = validateCellSync(check);
  if (sync.message !== undefined || sync.pending.length === 0) return sync.message;
  for (const rule of sync.pending) {
    const message = await runHandler(rule, check);
    if (message) return message;
  }
  return undefined;
}

/**
 * The sync part: returns the first failing message of the rules before the first handler, and
 * the handler rules still to run (after every sync rule has passed).
 */
export function validateCellSync(check: CellCheck): { message?: string; pending: ValidateRule[] } {
  const { value, column } = check;
  const pending: ValidateRule[] = [];
  const empty = isEmptyValue(value);
  for (const raw of column.validateRules ?? []) {
    const rule = resolveRule(raw);
    if (rule.required && empty) return { message: formatMessage(rule.message ?? REQUIRED_MESSAGE, column), pending };
    if (empty) continue;
    if (rule.pattern instanceof RegExp) {
      rule.pattern.lastIndex = 0;
      if (!rule.pattern.test(valueText(value))) {
        return { message: formatMessage(rule.message ?? rule.preset?.message ?? INVALID_MESSAGE, column), pending };
      }
    }
    if (rule.unique && check.countInColumn(value) > 1) {
      return { message: formatMessage(rule.message ?? UNIQUE_MESSAGE, column), pending };
    }
    if (rule.handler) pending.push(rule);
  }
  return { pending };
}

async function runHandler(rule: ValidateRule, check: CellCheck): Promise<string | undefined> {
  let outcome: boolean | string | void | undefined;
  try {
    outcome = await rule.handler!({ value: check.value, row: check.row, column: check.column, rows: check.rows });
  } catch (error) {
    outcome = error instanceof Error ? error.message : String(error);
  }
  if (outcome === undefined || outcome === true) return undefined;
  if (typeof outcome === 'string') return outcome ? formatMessage(outcome, check.column) : undefined;
  return formatMessage(rule.message ?? INVALID_MESSAGE, check.column);
}

/** Whether a column has any rule (cells without rules are never checked). */
export const hasRules = (column: EditableColumn) => (column.validateRules?.length ?? 0) > 0;

/** Whether a column has a unique rule (its other cells are rechecked when one changes). */
export const hasUniqueRule = (column: EditableColumn) => (column.validateRules ?? []).some((rule) => resolveRule(rule).unique);

/** Counts of each value of a column (for unique checks over the whole table). */
export function countValues(rows: readonly RowData[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyValue(value)) continue;
    const k = uniqueKey(value);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
