/**
 * Adding or editing one listener: event, type and value (all required) and its injected fields,
 * each field added or edited in a second drawer and deleted after confirmation.
 */
import { App, Button, Drawer, Form, Input, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { FIELD_TYPES, LISTENER_TYPES, type Listener, type ListenerField } from '../core/listeners';
import { confirmDelete } from './confirm-delete';
import { FieldDrawer } from './field-drawer';
import { useFormName } from '../widgets/use-form-name';

export interface ListenerDrawerProps {
  open: boolean;
  title: string;
  events: { value: string; label: string }[];
  listener?: Listener;
  onClose(): void;
  onSave(listener: Listener): void;
}

export function ListenerDrawer({ open, title, events, listener, onClose, onSave }: ListenerDrawerProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Omit<Listener, 'fields'>>();
  const formName = useFormName('listener');
  const [fields, setFields] = useState<ListenerField[]>([]);
  const [editingField, setEditingField] = useState<{ index?: number; field?: ListenerField }>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(listener ?? { event: events[0]?.value, type: 'class', value: '' });
    setFields(listener?.fields ?? []);
  }, [open, listener, events, form]);

  // an invalid form shows its messages and stays open
  const save = () =>
    form.validateFields().then(
      (values) => onSave({ ...values, fields }),
      () => undefined,
    );

  return (
    <Drawer
      title={title}
      open={open}
      width={420}
      onClose={onClose}
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} name={formName} layout="vertical">
        <Form.Item name="event" label="事件" rules={[{ required: true, message: '请选择事件' }]}>
          <Select options={events} />
        </Form.Item>
        <Form.Item name="type" label="监听器类型" rules={[{ required: true, message: '请选择监听器类型' }]}>
          <Select options={LISTENER_TYPES} />
        </Form.Item>
        <Form.Item name="value" label="值" rules={[{ required: true, whitespace: true, message: '请输入值' }]}>
          <Input placeholder="com.example.Listener 或 ${bean.method()}" />
        </Form.Item>
      </Form>
      <Table<ListenerField & { index: number }>
        size="small"
        title={() => '注入字段'}
        pagination={false}
        rowKey="index"
        dataSource={fields.map((field, index) => ({ ...field, index }))}
        locale={{ emptyText: '暂无字段' }}
        columns={[
          { key: 'name', title: '名称', dataIndex: 'name' },
          { key: 'type', title: '类型', render: (_, row) => FIELD_TYPES.find((type) => type.value === row.type)?.label },
          { key: 'value', title: '值', dataIndex: 'value', ellipsis: true },
          {
            key: 'actions',
            title: '操作',
            width: 96,
            render: (_, row) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditingField({ index: row.index, field: fields[row.index] })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmDelete(modal, () => setFields((list) => list.filter((_, i) => i !== row.index)))}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => setEditingField({})}>
        添加字段
      </Button>
      <FieldDrawer
        open={!!editingField}
        field={editingField?.field}
        onClose={() => setEditingField(undefined)}
        onSave={(field) => {
          const index = editingField?.index;
          setFields((list) => (index === undefined ? [...list, field] : list.map((old, i) => (i === index ? field : old))));
          setEditingField(undefined);
        }}
      />
    </Drawer>
  );
}
