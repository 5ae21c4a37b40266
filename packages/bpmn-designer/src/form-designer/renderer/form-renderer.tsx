/**
 * Renders a form schema with antd: the designer's preview and, with the same code, the start
 * form at process start and the node forms of an approval (readOnly, fieldPermissions).
 *
 * The value is controlled loosely: every user edit reports all values through `onChange`
 * (hidden fields keep theirs), and a `value` the parent passes back that is not the one just
 * reported is written into the form. The handle validates before a submit.
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { defaultValuesOf } from '../schema/default-values';
import { derivedChanges, derivedFields } from '../schema/derived-values';
import { OPEN_ACCESS } from '../schema/field-permissions';
import type { FieldPermission, FormSchema, FormValues } from '../schema/types';
import { FieldList } from './field-list';

export interface FormRendererProps {
  schema: FormSchema;
  value?: FormValues;
  onChange?(values: FormValues): void;
  /** everything shown, nothing editable (a finished approval) */
  readOnly?: boolean;
  /** a node's readable / writable flags (absent: every field open; a field the list omits: read only) */
  fieldPermissions?: FieldPermission[];
  /** prefixes the inputs' ids when two forms share a page */
  name?: string;
}

export interface FormRendererHandle {
  /** resolves with every value when the form passes its rules; rejects and marks the fields otherwise */
  validate(): Promise<FormValues>;
  getValues(): FormValues;
  reset(): void;
  /** the antd form underneath (fields named by their props): the app's submit helper puts a server's field errors there */
  form: FormInstance;
}

export const FormRenderer = forwardRef<FormRendererHandle, FormRendererProps>(function FormRenderer(
  { schema, value, onChange, readOnly = false, fieldPermissions, name },
  ref,
) {
  // untyped store: values are whatever the schema's fields hold
  const [form] = Form.useForm();
  const reported = useRef<FormValues | undefined>(undefined);
  const defaults = useMemo(() => defaultValuesOf(schema), [schema]);
  // 请假天数 and the like: worked out from other fields at every change, never typed
  const derived = useMemo(() => derivedFields(schema), [schema]);
  // read once: antd applies initialValues on mount only; later values go through setFieldsValue
  const [initialValues] = useState(() => {
    const start = { ...defaults, ...value };
    return { ...start, ...derivedChanges(derived, start) };
  });

  useEffect(() => {
    if (value && value !== reported.current) form.setFieldsValue(value);
  }, [form, value]);

  // a field added to the schema while the form is open starts at its default
  useEffect(() => {
    const missing = Object.fromEntries(Object.entries(defaults).filter(([prop]) => form.getFieldValue(prop) === undefined));
    if (Object.keys(missing).length) form.setFieldsValue(missing);
  }, [form, defaults]);

  useImperativeHandle(
    ref,
    () => ({
      validate: async () => {
        await form.validateFields();
        return form.getFieldsValue(true);
      },
      getValues: () => form.getFieldsValue(true),
      reset: () => form.resetFields(),
      form,
    }),
    [form],
  );

  const horizontal = (schema.layout ?? 'horizontal') === 'horizontal';
  return (
    <Form
      form={form}
      name={name}
      className="fd-form"
      layout={schema.layout ?? 'horizontal'}
      labelCol={horizontal ? { flex: `${schema.labelWidth ?? 100}px` } : undefined}
      // '1 1 0' with no min width: wide pickers shrink instead of wrapping under the label
      wrapperCol={horizontal ? { flex: '1 1 0', style: { minWidth: 0 } } : undefined}
      labelWrap
      disabled={readOnly}
      initialValues={initialValues}
      onValuesChange={() => {
        const changes = derivedChanges(derived, form.getFieldsValue(true));
        if (Object.keys(changes).length) {
          form.setFieldsValue(changes);
          // a worked-out value shown or cleared: its check (the dates' error) shown again
          if (derived.some((field) => form.isFieldTouched(field.prop) || form.getFieldError(field.prop).length))
            void form.validateFields(derived.map((field) => field.prop)).catch(() => undefined);
        }
        const all = form.getFieldsValue(true);
        reported.current = all;
        onChange?.(all);
      }}
    >
      <FieldList fields={schema.fields} permissions={fieldPermissions} inherited={OPEN_ACCESS} readOnly={readOnly} />
    </Form>
  );
});
