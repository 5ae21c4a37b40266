/**
 * Values a form works out instead of asking: a number field with `workdaysOf` holds the working
 * days of that date range (请假天数 of 起止日期), as the server checks them (@bus/contracts leaveDays).
 */
import { leaveDays } from '@bus/contracts/leave-days';
import type { FormField, FormSchema, FormValues } from './types';

/** The number fields of the form (groups opened) that are worked out from a date range. */
export function derivedFields(schema: FormSchema): FormField[] {
  const all = (fields: FormField[]): FormField[] => fields.flatMap((field) => (field.type === 'group' ? all(field.children ?? []) : [field]));
  return all(schema.fields).filter((field) => field.type === 'number' && field.props?.workdaysOf);
}

/** The days for these values, or why there are none (`error`), or nothing while the range is empty. */
export function workdaysFor(field: FormField, values: FormValues): { days?: number; error?: string } {
  const { workdaysOf, startHalfOf, endHalfOf } = field.props ?? {};
  const range = workdaysOf ? values[workdaysOf] : undefined;
  if (!Array.isArray(range) || range.length !== 2 || !range[0] || !range[1]) return {};
  const result = leaveDays(range[0], range[1], startHalfOf ? values[startHalfOf] : undefined, endHalfOf ? values[endHalfOf] : undefined);
  return result.ok ? { days: result.days } : { error: result.error };
}

/** The derived values that differ from `values` (empty when all are up to date). */
export function derivedChanges(fields: FormField[], values: FormValues): FormValues {
  const changes: FormValues = {};
  for (const field of fields) {
    const { days } = workdaysFor(field, values);
    if (values[field.prop] !== days) changes[field.prop] = days;
  }
  return changes;
}
