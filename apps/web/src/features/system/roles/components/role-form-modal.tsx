import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { RoleRecord } from '@bus/contracts';
import { roleCodePatternText, ROLE_CODE_PATTERN } from './role-code';
import { isRoleCodeAvailable } from '../api/check-role-code';
import { rolesApi } from '../api/roles-api';
import { useFormSubmit } from '../../../../components/form-modal';

interface Props {
  open: boolean;
  role: RoleRecord | null;
  onClose(): void;
}

/** Add or edit a role; the code is checked for duplicates as it is typed. */
export function RoleFormModal({ open, role, onClose }: Props) {
  const [form] = Form.useForm();
  const save = rolesApi.useSave();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) form.setFieldsValue(role);
  }, [open, role, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => save.mutateAsync(role ? { ...values, id: role.id, version: role.version } : values),
    success: role ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={role ? '编辑角色' : '新增角色'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      width={560}
      destroyOnHidden
      okText="保存"
      cancelText="取消"
    >
      <Form form={form} name="roleForm" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} preserve={false}>
        <Form.Item
          name="roleName"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: 50, message: '角色名称不能超过 50 个字符' },
          ]}
        >
          <Input placeholder="例如：客服人员" />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label="角色编码"
          validateDebounce={400}
          rules={[
            { required: true, message: '请输入角色编码' },
            { pattern: ROLE_CODE_PATTERN, message: roleCodePatternText },
            {
              validator: async (_rule, value: string) => {
                if (!value || !ROLE_CODE_PATTERN.test(value)) return;
                if (!(await isRoleCodeAvailable(value, role?.id))) throw new Error('角色编码已存在');
              },
            },
          ]}
        >
          <Input placeholder="例如：service_desk" disabled={!!role && role.roleCode === 'admin'} />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 500, message: '描述不能超过 500 个字符' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
