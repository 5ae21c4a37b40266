/**
 * The add / edit dialog of a resource (issue 23: 27 form modals repeated this): each time it opens
 * the form is emptied and filled from the record (or the blank values), a save sends the record's
 * id and version, its 422s land under their fields (useFormSubmit), 添加成功 / 编辑成功 is said
 * and the dialog closes.
 */
import { useEffect } from 'react';
import { Form, type FormInstance, type ModalProps } from 'antd';
import type { RecordOf, AnyResource, SaveOf } from '@bus/contracts';
import { useFormSubmit, type FieldNameOf } from '../form-modal';
import { formFieldNames } from './resource-form-items';
import type { ResourceApi } from './resource-api';

export interface ResourceFormOptions<R extends AnyResource, V extends object> {
  api: ResourceApi<R>;
  open: boolean;
  /** the record edited; absent: a new one */
  record?: RecordOf<R> | null;
  onClose(): void;
  /** a record as the form's values (the catalogue's form fields of the record when absent) */
  toValues?(record: RecordOf<R>): Partial<V>;
  /** the values of a new record */
  blank?: Partial<V>;
  /** the form's values as the save's body (the values themselves when absent) */
  toSave?(values: V, record?: RecordOf<R> | null): SaveOf<R>;
  fieldOf?: FieldNameOf;
  /** after the save (the dialog closes in any case) */
  onSaved?(saved: RecordOf<R>): void;
}

export interface ResourceForm<V extends object> {
  form: FormInstance<V>;
  submit(): Promise<void>;
  submitting: boolean;
  editing: boolean;
  /** spread on the Modal: title 新增/编辑<noun>, 确定 / 取消, the busy state */
  modalProps: ModalProps;
}

function pickFormValues(resource: AnyResource, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFieldNames(resource).map((name) => [name, record[name] ?? undefined]));
}

export function useResourceForm<R extends AnyResource, V extends object = Record<string, unknown>>(options: ResourceFormOptions<R, V>): ResourceForm<V> {
  const { api, open, record, onClose, toValues, blank, toSave, fieldOf, onSaved } = options;
  const [form] = Form.useForm<V>();
  const save = api.useSave();
  const editing = Boolean(record);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values = record ? (toValues?.(record) ?? pickFormValues(api.resource, record as Record<string, unknown>)) : (blank ?? {});
    form.setFieldsValue(values as never);
    // fill once per opening: the callbacks are new functions at every render of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, form]);

  const { submit, submitting } = useFormSubmit<V, RecordOf<R>>({
    form,
    save: (values) => {
      const body = (toSave ? toSave(values, record) : values) as SaveOf<R>;
      const identity = record ? { id: (record as { id: string }).id, version: (record as { version: number }).version } : {};
      return save.mutateAsync({ ...body, ...identity });
    },
    success: editing ? '编辑成功' : '添加成功',
    fieldOf,
    onSaved: (saved) => {
      onSaved?.(saved);
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
      title: `${editing ? '编辑' : '新增'}${api.resource.noun}`,
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
