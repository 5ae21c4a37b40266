/** 新增 / 编辑部门角色. */
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { DepartRoleRecord } from '@bus/contracts';
import { ROLE_CODE_PATTERN, roleCodePatternText } from '../../roles/components/role-code';
import { useSaveDepartRole } from '../api/depart-roles';
import { useFormSubmit } from '../../../../components/form-modal';

interface Props {
  open: boolean;
  departId: string;
  record?: DepartRoleRecord;
  onClose(): void;
}

export function DepartRoleFormModal({ open, departId, record, onClose }: Props) {
  const [form] = Form.useForm();
  const save = useSaveDepartRole();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue({ roleName: record.roleName, roleCode: record.roleCode, description: record.description ?? '' });
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => save.mutateAsync({ ...values, departId, ...(record ? { id: record.id, version: record.version } : {}) }),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑部门角色' : '新增部门角色'}
      open={open}
      width={520}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="depart-role-form" layout="vertical" autoComplete="off">
        <Form.Item
          label="部门角色名称"
          name="roleName"
          rules={[
            { required: true, whitespace: true, message: '请输入部门角色名称' },
            { max: 50, message: '部门角色名称不能超过 50 个字符' },
          ]}
        >
          <Input placeholder="例如：调度员" />
        </Form.Item>
        <Form.Item
          label="部门角色编码"
          name="roleCode"
          rules={[
            { required: true, message: '请输入部门角色编码' },
            { pattern: ROLE_CODE_PATTERN, message: roleCodePatternText },
          ]}
        >
          <Input placeholder="例如：dispatcher" disabled={!!record} />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 255, message: '描述不能超过 255 个字符' }]}>
          <Input.TextArea rows={3} placeholder="这个角色在部门里负责什么" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
