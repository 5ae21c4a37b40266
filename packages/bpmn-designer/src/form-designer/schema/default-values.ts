/** The values a form starts with: each field's default, a group's children beside it. */
import type { FormField, FormSchema, FormValues } from './types';

const copy = <T>(value: T): T => (value !== null && typeof value === 'object' ? structuredClone(value) : value);

function collect(fields: FormField[], into: FormValues): FormValues {
  for (const field of fields) {
    if (field.type === 'group') collect(field.children ?? [], into);
    else if (field.defaultValue !== undefined) into[field.prop] = copy(field.defaultValue);
  }
  return into;
}

export function defaultValuesOf(schema: FormSchema): FormValues {
  return collect(schema.fields, {});
}

/** A new row of a dynamic field, holding its columns' defaults. */
export function defaultRowOf(dynamic: FormField): FormValues {
  return collect(dynamic.children ?? [], {});
}
