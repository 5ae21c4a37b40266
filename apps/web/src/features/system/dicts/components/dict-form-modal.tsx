/** 新增 / 编辑字典. Field errors from the server land on their fields; a stale edit (409) keeps the form open. */
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { DictRecord } from '@bus/contracts';
import { useSaveDict } from '../api/save-dict';
import { useFormSubmit } from '../../../../components/form-modal';

interface Values {
  dictName: string;
  dictCode: string;
  description?: string;
}

export function DictFormModal({ open, record, onClose }: { open: boolean; record?: DictRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDict();

  useEffect(() => {
    if (open)
      form.setFieldsValue(
        record
          ? { dictName: record.dictName, dictCode: record.dictCode, description: record.description ?? '' }
          : { dictName: '', dictCode: '', description: '' },
      );
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => save.mutateAsync({ ...values, ...(record ? { id: record.id, version: record.version } : {}) }),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑字典' : '新增字典'}
      open={open}
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="dict-form" layout="vertical" autoComplete="off">
        <Form.Item label="字典名称" name="dictName" rules={[{ required: true, whitespace: true, message: '请输入字典名称' }]}>
          <Input placeholder="请输入字典名称" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="字典编码"
          name="dictCode"
          rules={[
            { required: true, message: '请输入字典编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '字典编码以字母开头，只能包含字母、数字和下划线' },
          ]}
        >
          <Input placeholder="请输入字典编码，如 bus_color" maxLength={100} />
        </Form.Item>
        <Form.Item label="描述" name="description">
          <Input.TextArea rows={2} maxLength={500} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
