/** 新增 / 编辑部门角色. */
import { Form, Input, Modal } from 'antd';
import type { DepartRoleRecord } from '@bus/contracts';
import { ROLE_CODE_PATTERN, roleCodePatternText } from '../../roles/components/role-code';
import { useSaveDepartRole } from '../api/depart-roles';
import { useModalForm } from '../../../../components/form-modal';

interface Props {
  open: boolean;
  departId: string;
  record?: DepartRoleRecord;
  onClose(): void;
}

export function DepartRoleFormModal({ open, departId, record, onClose }: Props) {
  const save = useSaveDepartRole();
  const { form, modalProps } = useModalForm({
    open,
    record,
    noun: '部门角色',
    toValues: (role: DepartRoleRecord) => ({ roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? '' }),
    save: (values) => save.mutateAsync({ ...values, departId, ...(record ? { id: record.id, version: record.version } : {}) }),
    onClose,
  });

  return (
    <Modal {...modalProps} width={520} okText="保存">
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
