/**
 * A form in a dialog (issue 23: 27 dialogs repeated this): each time it opens the form is emptied
 * and filled from the record (or the blank values), a save goes through useFormSubmit (its 422s
 * under their fields, the success message said), the dialog closes after it, and the Modal's
 * props (title, 确定 / 取消, the busy state, keep the form mounted) come ready to spread.
 * useResourceForm is this hook with a resource's save.
 */
import { useEffect } from 'react';
import { Form, type FormInstance, type ModalProps } from 'antd';
import { useFormSubmit, type FieldNameOf } from './use-form-submit';

export interface ModalFormOptions<T, V, R> {
  open: boolean;
  /** the record edited; absent: a new one */
  record?: T | null;
  /** the record as the form's values (the record itself when absent) */
  toValues?(record: T): Partial<V>;
  /** the values of a new record */
  blank?: Partial<V>;
  save(values: V, record?: T | null): Promise<R>;
  /** what is said after a save (添加成功 / 编辑成功 when absent) */
  success?: string | null | ((result: R) => string | null);
  /** the dialog's title: `新增<noun>` / `编辑<noun>`, or a title of its own */
  noun?: string;
  title?: string;
  onClose(): void;
  /** after the save (the dialog closes in any case) */
  onSaved?(saved: R, values: V): void;
  fieldOf?: FieldNameOf;
}

export interface ModalForm<V> {
  form: FormInstance<V>;
  submit(): Promise<void>;
  submitting: boolean;
  editing: boolean;
  /** spread on the Modal */
  modalProps: ModalProps;
}

export function useModalForm<T, V extends object = Record<string, unknown>, R = unknown>(options: ModalFormOptions<T, V, R>): ModalForm<V> {
  const { open, record, toValues, blank, save, success, noun, title, onClose, onSaved, fieldOf } = options;
  const [form] = Form.useForm<V>();
  const editing = Boolean(record);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values = record ? (toValues ? toValues(record) : record) : blank;
    if (values) form.setFieldsValue(values as never);
    // fill once per opening: the callbacks are new functions at every render of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, form]);

  const { submit, submitting } = useFormSubmit<V, R>({
    form,
    save: (values) => save(values, record),
    success: success === undefined ? (editing ? '编辑成功' : '添加成功') : success,
    fieldOf,
    onSaved: (saved, values) => {
      onSaved?.(saved, values);
      onClose();
    },
  });

  return {
    form,
    submit,
    submitting,
    editing,
    modalProps: {
      open,
      title: title ?? `${editing ? '编辑' : '新增'}${noun ?? ''}`,
      okText: '确定',
      cancelText: '取消',
      confirmLoading: submitting,
      onOk: () => void submit(),
      onCancel: onClose,
      destroyOnHidden: true,
      forceRender: true,
    },
  };
}
