/** 新增 / 编辑部门角色 within one department: the catalogue's items, the code fixed once created. */
import { Form, Modal } from 'antd';
import { departRoleResource, type DepartRoleRecord } from '@bus/contracts';
import { resourceFormItems, useResourceForm } from '../../../../components/resource-kit';
import { departRolesApi } from '../api/depart-roles';

const FIELDS = ['roleName', 'roleCode', 'description'] as const;

interface Props {
  open: boolean;
  departId: string;
  record?: DepartRoleRecord;
  onClose(): void;
}

export function DepartRoleFormModal({ open, departId, record, onClose }: Props) {
  const { form, modalProps } = useResourceForm({
    api: departRolesApi,
    open,
    record,
    onClose,
    toValues: (role) => ({ roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? '' }),
    toSave: (values) => ({ ...(values as Omit<DepartRoleRecord, 'departId'>), departId }),
  });

  return (
    <Modal {...modalProps} width={520} okText="保存">
      <Form form={form} name="depart-role-form" layout="vertical" autoComplete="off">
        {resourceFormItems(departRoleResource, FIELDS, { readOnly: record ? ['roleCode'] : [] })}
      </Form>
    </Modal>
  );
}
