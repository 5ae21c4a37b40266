/**
 * An application's title from its process's template (the start form's 标题模板), so two
 * applications of one person on one day are told apart by what they ask for:
 * `{流程名称}-{发起人}-{请假类型}{请假天数}天（{起止日期}）` gives 请假申请-刘洋-年休假5天（2026-12-07 至 2026-12-11）.
 * A placeholder names a built-in (流程名称, 发起人, 发起日期) or a form field by its title or its
 * property; a choice shows its option's text, a range its two ends.
 */

export const TITLE_BUILTINS = ['流程名称', '发起人', '发起日期'] as const;
export type TitleBuiltin = (typeof TITLE_BUILTINS)[number];

/** Without a template: the process, who applied and the day, as titles were before templates. */
export const DEFAULT_TITLE_TEMPLATE = '{流程名称}-{发起人}-{发起日期}';

/** Titles longer than this are cut (a list shows a line of it). */
export const MAX_TITLE_LENGTH = 200;

/** What the title needs of a form field (the form designer's field, loosely). */
export interface TitleField {
  type?: unknown;
  label?: unknown;
  prop?: unknown;
  options?: unknown;
  children?: unknown;
}

const PLACEHOLDER = /\{([^{}]{1,64})\}/g;

/** The names between braces, in order. */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((match) => match[1].trim());

/** Every field whose value sits at the top level of the form value (groups opened). */
export function titleFieldsOf(fields: unknown): TitleField[] {
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field: TitleField) => (field && field.type === 'group' ? titleFieldsOf(field.children) : field ? [field] : []));
}

/** The field a placeholder names: by its title first, then by its property. */
export const fieldNamed = (fields: TitleField[], name: string) => fields.find((field) => field.label === name) ?? fields.find((field) => field.prop === name);

function optionLabel(options: unknown, value: unknown): string {
  const list = Array.isArray(options) ? (options as Array<{ value?: unknown; label?: unknown; children?: unknown }>) : [];
  for (const option of list) {
    if (option.value === value) return String(option.label ?? value);
    const nested = optionLabel(option.children, value);
    if (nested !== String(value)) return nested;
  }
  return String(value);
}

function shown(field: TitleField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.type === 'daterange' || field.type === 'datetimerange' || field.type === 'timerange')
    return Array.isArray(value) ? value.map(String).join(' 至 ') : String(value);
  if (Array.isArray(value)) return value.map((item) => optionLabel(field.options, item)).join('、');
  if (typeof value === 'object') return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  return field.options ? optionLabel(field.options, value) : String(value);
}

export function renderTitle(
  template: string | undefined | null,
  input: { fields: unknown; values: Record<string, unknown>; builtins: Record<TitleBuiltin, string> },
): string {
  const fields = titleFieldsOf(input.fields);
  const text = (template?.trim() || DEFAULT_TITLE_TEMPLATE).replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if ((TITLE_BUILTINS as readonly string[]).includes(name)) return input.builtins[name as TitleBuiltin];
    const field = fieldNamed(fields, name);
    return field && typeof field.prop === 'string' && Object.hasOwn(input.values, field.prop) ? shown(field, input.values[field.prop]) : field ? '' : whole;
  });
  return text.trim().slice(0, MAX_TITLE_LENGTH) || input.builtins.流程名称;
}
