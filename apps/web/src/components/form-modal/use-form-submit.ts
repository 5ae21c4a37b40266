/**
 * The one way a form is submitted (issue 10, "one way to do each thing"): validate, save, say so,
 * close. A validation rejection stays on the form; a 422's named field errors land under their
 * fields; any other failed call is shown once (by the shared client, or here when the call was
 * silent); anything else is a bug and is thrown on, never swallowed.
 */
import { useCallback, useRef, useState } from 'react';
import { message, type FormInstance } from 'antd';
import { isApiError } from '../../lib/http';

/** antd's `validateFields` rejects with `{ errorFields, values, outOfDate }`. */
export function isValidationRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Array.isArray((error as { errorFields?: unknown }).errorFields);
}

/** Maps a server field name to the form's (e.g. `roleIds` of a nested path); null drops it. */
export type FieldNameOf = (serverField: string) => string | (string | number)[] | null;

/**
 * Puts the named field errors of a 422 under their form fields. Returns true when at least one
 * landed on a field the form has (registered fields only: an error on a field the form does not
 * show stays in the message).
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, nameOf: FieldNameOf = (field) => field): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const registered = new Set(form.getFieldsError().map((entry) => JSON.stringify(entry.name)));
  const fields = error.fieldErrors.flatMap((entry) => {
    const mapped = nameOf(entry.field);
    if (mapped === null) return [];
    const name = Array.isArray(mapped) ? mapped : [mapped];
    return registered.has(JSON.stringify(name)) ? [{ name, errors: [entry.message] }] : [];
  });
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

/** Shows a failed call's message unless the shared client already did; rethrows what is not a failed call. */
export function reportFailure(error: unknown, fallback = '保存失败'): void {
  if (!isApiError(error)) throw error;
  if (!error.notified) void message.error(error.message || fallback);
}

export interface FormSubmitOptions<V, R> {
  /** the form, or how to reach it at submit time (a form a child component owns, e.g. the start-form renderer's) */
  form: FormInstance<V> | (() => FormInstance<V> | null | undefined);
  /** the call; its ApiError is handled here */
  save(values: V): Promise<R>;
  /** shown after every successful save ('保存成功', '添加成功', ...); null only when the caller says something itself */
  success: string | null | ((result: R) => string | null);
  /** after the message: close the dialog, refresh, ... */
  onSaved?(result: R, values: V): void;
  fieldOf?: FieldNameOf;
  /** validate only these fields (a step of a larger form) */
  fields?: Parameters<FormInstance<V>['validateFields']>[0];
}

export interface FormSubmit {
  /** never rejects for invalid input or a refused save; rejects for bugs */
  submit(): Promise<void>;
  submitting: boolean;
}

export function useFormSubmit<V, R>(options: FormSubmitOptions<V, R>): FormSubmit {
  const latest = useRef(options);
  latest.current = options;
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(async () => {
    const { save, success, onSaved, fieldOf, fields } = latest.current;
    const form = typeof latest.current.form === 'function' ? latest.current.form() : latest.current.form;
    if (!form) return;
    let values: V;
    try {
      values = (fields ? await form.validateFields(fields) : await form.validateFields()) as V;
    } catch (error) {
      if (isValidationRejection(error)) return;
      throw error;
    }
    setSubmitting(true);
    let result: R;
    try {
      result = await save(values);
    } catch (error) {
      if (!showServerFieldErrors(form, error, fieldOf)) reportFailure(error);
      return;
    } finally {
      setSubmitting(false);
    }
    const text = typeof success === 'function' ? success(result) : success;
    if (text) void message.success(text);
    onSaved?.(result, values);
  }, []);

  return { submit, submitting };
}
