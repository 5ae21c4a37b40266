/**
 * The start form's values checked on the server as the form checks them in the browser: a
 * required field filled, a number within its bounds, a text within its length, a choice among
 * the options, and nothing the form does not have. Each problem names its field (variables.<prop>).
 *
 * A number field with `workdaysOf` (请假天数 of 起止日期) holds the working days of that date range
 * (leaveDays: Monday to Friday, half days by `startHalfOf` / `endHalfOf`): it is worked out here
 * when it is missing, and a value that contradicts the dates is refused, never corrected.
 */
import { leaveDays } from '@bus/contracts';
import { fieldError } from '../../../lib/app-error';

interface Field {
  type: string;
  label?: string;
  prop: string;
  required?: boolean;
  options?: Array<{ value: string; children?: unknown[] }>;
  props?: { min?: number; max?: number; maxLength?: number; multiple?: boolean; workdaysOf?: string; startHalfOf?: string; endHalfOf?: string };
  children?: Field[];
}

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values sit at the top level of the form value (a group's children sit beside it). */
function valueFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => (field.type === 'group' ? valueFields(field.children ?? []) : [field]));
}

/**
 * The working days a `workdaysOf` field must hold for these values (`current`: the values stored
 * before, for a change of some of them); undefined while its date range is not filled in.
 */
function derivedDays(field: Field, byProp: Map<string, Field>, values: Record<string, unknown>): number | undefined {
  const { workdaysOf, startHalfOf, endHalfOf } = field.props ?? {};
  const range = workdaysOf ? values[workdaysOf] : undefined;
  if (!workdaysOf || !Array.isArray(range) || range.length !== 2 || range.some(blank)) return undefined;
  const result = leaveDays(range[0], range[1], startHalfOf ? values[startHalfOf] : undefined, endHalfOf ? values[endHalfOf] : undefined);
  if (!result.ok) throw fieldError(`variables.${workdaysOf}`, `${byProp.get(workdaysOf)?.label || workdaysOf}：${result.error}`);
  return result.days;
}

/**
 * Checks `values` against the form and answers them with the derived fields filled in.
 * `partial`: only the values sent are checked (an application changed on its way back to the
 * initiator), the derived ones against `current` (what is stored) changed by them.
 */
export function checkStartValues(
  schema: unknown,
  values: Record<string, unknown>,
  { partial = false, current = {} }: { partial?: boolean; current?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const fields = valueFields(((schema as { fields?: Field[] } | null)?.fields ?? []).filter((field) => field && typeof field.prop === 'string'));
  if (!fields.length) return values;
  const byProp = new Map(fields.map((field) => [field.prop, field]));
  for (const name of Object.keys(values)) {
    if (!byProp.has(name)) throw fieldError(`variables.${name}`, `表单中没有字段「${name}」`);
  }
  const checked = { ...values };
  for (const field of fields) {
    if (field.type !== 'number' || !field.props?.workdaysOf) continue;
    const { workdaysOf, startHalfOf, endHalfOf } = field.props;
    // a change that touches neither the days nor what they come from leaves them as they are
    if (partial && ![field.prop, workdaysOf, startHalfOf, endHalfOf].some((prop) => prop && Object.hasOwn(values, prop))) continue;
    const days = derivedDays(field, byProp, { ...current, ...values });
    if (days === undefined) continue;
    const typed = values[field.prop];
    const label = field.label || field.prop;
    if (blank(typed)) checked[field.prop] = days;
    // a number that contradicts the dates (not a text: the checks below say it must be a number)
    else if (typeof typed === 'number' && typed !== days)
      throw fieldError(
        `variables.${field.prop}`,
        `${label}应为 ${days} 天（按${byProp.get(workdaysOf)?.label || workdaysOf}的工作日计算，周一至周五，含半天），与填写的 ${String(typed)} 不符`,
      );
  }
  for (const field of fields) {
    if (partial && !Object.hasOwn(checked, field.prop)) continue;
    const value = checked[field.prop];
    const label = field.label || field.prop;
    const fail = (message: string) => {
      throw fieldError(`variables.${field.prop}`, message);
    };
    if (blank(value)) {
      if (field.required) fail(`请填写${label}`);
      continue;
    }
    if (field.type === 'number' || field.type === 'slider') {
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${label}必须是数字`);
      const { min, max } = field.props ?? {};
      if (min !== undefined && (value as number) < min) fail(`${label}不能小于 ${min}`);
      if (max !== undefined && (value as number) > max) fail(`${label}不能大于 ${max}`);
    }
    if (field.type === 'input' || field.type === 'textarea') {
      if (typeof value !== 'string') fail(`${label}必须是文字`);
      const maxLength = field.props?.maxLength;
      if (maxLength !== undefined && (value as string).length > maxLength) fail(`${label}不能超过 ${maxLength} 个字`);
    }
    if ((field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') && field.options?.length) {
      const allowed = new Set(field.options.map((option) => option.value));
      const chosen = Array.isArray(value) ? value : [value];
      if (chosen.some((item) => !allowed.has(item as string))) fail(`${label}的选项无效`);
    }
  }
  return checked;
}
