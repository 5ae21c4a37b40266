import type { FormInstance } from 'antd';
import { isApiError } from '../../../../lib/http';

/**
 * Puts a failed sign-in on the form: named field errors go under their field; anything else is
 * returned so the page can show it above the form.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, knownFields: readonly string[]): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : '登录失败';
  const onFields = error.fieldErrors.filter((entry) => knownFields.includes(entry.field));
  if (onFields.length > 0) {
    form.setFields(onFields.map((entry) => ({ name: entry.field, errors: [entry.message] })));
    return null;
  }
  return error.message || '登录失败';
}
