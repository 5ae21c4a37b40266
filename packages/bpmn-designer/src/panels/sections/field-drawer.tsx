/** Adding or editing one injected field of a listener: name, type (string / expression) and value, all required. */
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { FIELD_TYPES, type ListenerField } from '../core/listeners';
import { useFormName } from '../widgets/use-form-name';

export function FieldDrawer({ open, field, onClose, onSave }: { open: boolean; field?: ListenerField; onClose(): void; onSave(field: ListenerField): void }) {
  const [form] = Form.useForm<ListenerField>();
  const formName = useFormName('listenerField');
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(field ?? { name: '', type: 'string', value: '' });
  }, [open, field, form]);

  return (
    <Drawer
      title={field ? '编辑字段' : '添加字段'}
      open={open}
      width={360}
      onClose={onClose}
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" onClick={() => form.validateFields().then(onSave, () => undefined)}>
            确定
          </Button>
        </Space>
      }
    >
      <Form form={form} name={formName} layout="vertical">
        <Form.Item name="name" label="字段名称" rules={[{ required: true, whitespace: true, message: '请输入字段名称' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label="字段类型" rules={[{ required: true, message: '请选择字段类型' }]}>
          <Select options={FIELD_TYPES} />
        </Form.Item>
        <Form.Item name="value" label="字段值" rules={[{ required: true, whitespace: true, message: '请输入字段值' }]}>
          <Input />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
