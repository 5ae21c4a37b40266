/**
 * The start form's values checked on the server as the form checks them in the browser: a
 * required field filled, a number within its bounds, a text within its length, a choice among
 * the options, and nothing the form does not have. Each problem names its field (variables.<prop>).
 */
import { fieldError } from '../../../lib/app-error';

interface Field {
  type: string;
  label?: string;
  prop: string;
  required?: boolean;
  options?: Array<{ value: string; children?: unknown[] }>;
  props?: { min?: number; max?: number; maxLength?: number; multiple?: boolean };
  children?: Field[];
}

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values sit at the top level of the form value (a group's children sit beside it). */
function valueFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => (field.type === 'group' ? valueFields(field.children ?? []) : [field]));
}

/** `partial`: only the values sent are checked (an application changed on its way back to the initiator). */
export function checkStartValues(schema: unknown, values: Record<string, unknown>, { partial = false } = {}): void {
  const fields = valueFields(((schema as { fields?: Field[] } | null)?.fields ?? []).filter((field) => field && typeof field.prop === 'string'));
  if (!fields.length) return;
  const byProp = new Map(fields.map((field) => [field.prop, field]));
  for (const name of Object.keys(values)) {
    if (!byProp.has(name)) throw fieldError(`variables.${name}`, `表单中没有字段「${name}」`);
  }
  for (const field of fields) {
    if (partial && !Object.hasOwn(values, field.prop)) continue;
    const value = values[field.prop];
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
}
