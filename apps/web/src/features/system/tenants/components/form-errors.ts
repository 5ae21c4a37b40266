import type { FormInstance } from 'antd';
import { isApiError } from '../../../../lib/http';

/** Puts the named field errors of a 422 under their form fields (the shared client shows the message). */
export function showFieldErrors(form: FormInstance, error: unknown) {
  if (!isApiError(error)) return;
  const names = new Set(Object.keys(form.getFieldsValue(true)));
  form.setFields(error.fieldErrors.filter((e) => names.has(e.field)).map((e) => ({ name: e.field, errors: [e.message] })));
}
