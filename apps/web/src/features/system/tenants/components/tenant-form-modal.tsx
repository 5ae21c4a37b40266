import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { TenantRecord } from '@bus/contracts';
import { useSaveTenant } from '../api/save-tenant';
import { useFormSubmit } from '../../../../components/form-modal';

interface Props {
  open: boolean;
  tenant: TenantRecord | null;
  onClose(): void;
}

export function TenantFormModal({ open, tenant, onClose }: Props) {
  const [form] = Form.useForm();
  const save = useSaveTenant();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(tenant ?? { status: 1 });
  }, [open, tenant, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) =>
      tenant
        ? save.mutateAsync({ edit: true, body: { id: tenant.id, version: tenant.version, name: values.name, status: values.status } })
        : save.mutateAsync({ edit: false, body: { id: values.id ?? undefined, name: values.name, status: values.status } }),
    success: tenant ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={tenant ? '编辑租户' : '新增租户'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      width={520}
      okText="保存"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} name="tenantForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item name="id" label="租户编号" extra={tenant ? undefined : '留空时自动编号'}>
          <InputNumber min={1} max={999999} precision={0} disabled={!!tenant} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="name"
          label="租户名称"
          rules={[
            { required: true, whitespace: true, message: '请输入租户名称' },
            { max: 50, message: '租户名称不能超过 50 个字符' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态" extra="冻结的租户在登录时不能选择">
          <Radio.Group>
            <Radio value={1}>正常</Radio>
            <Radio value={0}>冻结</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
