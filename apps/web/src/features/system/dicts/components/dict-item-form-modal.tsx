/** 新增 / 编辑字典项 within one dictionary. */
import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { DictItemRecord } from '@bus/contracts';
import { useSaveDictItem } from '../api/dict-items';
import { useFormSubmit } from '../../../../components/form-modal';

interface Values {
  itemText: string;
  itemValue: string;
  itemColor?: string;
  description?: string;
  sortOrder: number;
  enabled: boolean;
}

interface Props {
  open: boolean;
  dictId: string;
  record?: DictItemRecord;
  nextOrder: number;
  onClose(): void;
}

export function DictItemFormModal({ open, dictId, record, nextOrder, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDictItem();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      record
        ? {
            itemText: record.itemText,
            itemValue: record.itemValue,
            itemColor: record.itemColor ?? '',
            description: record.description ?? '',
            sortOrder: record.sortOrder,
            enabled: record.status === 1,
          }
        : { itemText: '', itemValue: '', itemColor: '', description: '', sortOrder: nextOrder, enabled: true },
    );
  }, [open, record, nextOrder, form]);

  const { submit } = useFormSubmit({
    form,
    save: ({ enabled, ...values }) =>
      save.mutateAsync({ ...values, dictId, status: enabled ? 1 : 0, ...(record ? { id: record.id, version: record.version } : {}) }),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑字典项' : '新增字典项'}
      open={open}
      width={520}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="dict-item-form" layout="vertical" autoComplete="off">
        <Form.Item label="名称" name="itemText" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input placeholder="请输入名称" maxLength={100} />
        </Form.Item>
        <Form.Item label="数据值" name="itemValue" rules={[{ required: true, whitespace: true, message: '请输入数据值' }]}>
          <Input placeholder="请输入数据值" maxLength={100} />
        </Form.Item>
        <Form.Item label="颜色" name="itemColor" extra="可选：antd 标签颜色，如 green、red、blue">
          <Input placeholder="如 green" maxLength={30} />
        </Form.Item>
        <Form.Item label="描述" name="description">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item label="排序值" name="sortOrder">
          <InputNumber min={0} max={99999} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="是否启用" name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
