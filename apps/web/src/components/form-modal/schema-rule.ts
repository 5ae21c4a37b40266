/**
 * Form rules taken from the contracts, so a form says what the server would answer: a field checked
 * by its zod schema (the one the server parses the request with), or by a check of the whole record
 * that names its fields (a rule that depends on other fields or on today).
 */
import type { FormInstance, FormRule } from 'antd';

interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** checks a filled-in value as the server would; empty values are left to `required` */
export function schemaRule(schema: FieldSchema, toWire: (value: never) => unknown = (value) => value): FormRule {
  return {
    validator: async (_, value) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(toWire(value as never));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

/** the message a record check gives this field, read from the whole form */
export function recordRule<V>(field: string, problemsOf: (values: V) => ReadonlyArray<{ field: string; message: string }>): FormRule {
  return (form: Pick<FormInstance<V>, 'getFieldsValue'>) => ({
    validator: async () => {
      const problem = problemsOf(form.getFieldsValue(true) as V).find((p) => p.field === field);
      if (problem) throw new Error(problem.message);
    },
  });
}
