/** Adding or renaming a signal / message / error / escalation: id and name required on blur, id rule, id fixed once created. */
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { checkDefinitionId, checkDefinitionName } from '../core/id-rules';
import type { ModdleElement } from '../core/model';
import { useFormName } from '../widgets/use-form-name';

const rule = (check: (value: string | undefined) => string | undefined) => ({
  validator: (_: unknown, value: string | undefined) => {
    const error = check(value);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

export interface DefinitionModalProps {
  open: boolean;
  title: string;
  item?: ModdleElement;
  onCancel(): void;
  /** returns an error to show on the form, or nothing when done */
  onSave(id: string, name: string): string | undefined;
}

export function DefinitionModal({ open, title, item, onCancel, onSave }: DefinitionModalProps) {
  const [form] = Form.useForm<{ id: string; name: string }>();
  const formName = useFormName('definition');
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ id: item?.id ?? '', name: item?.name ?? '' });
  }, [open, item, form]);

  const ok = () =>
    form.validateFields().then(
      ({ id, name }) => {
        const error = onSave(id.trim(), name.trim());
        if (error) form.setFields([{ name: 'name', errors: [error] }]);
      },
      () => undefined,
    );

  return (
    <Modal title={title} open={open} okText="确定" cancelText="取消" onOk={ok} onCancel={onCancel} forceRender>
      <Form form={form} name={formName} layout="vertical">
        <Form.Item name="id" label="ID" validateTrigger="onBlur" rules={item ? [] : [rule(checkDefinitionId)]}>
          <Input disabled={!!item} />
        </Form.Item>
        <Form.Item name="name" label="名称" validateTrigger="onBlur" rules={[rule(checkDefinitionName)]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
