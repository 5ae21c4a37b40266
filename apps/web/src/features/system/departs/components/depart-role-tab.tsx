/** 部门角色: the department's own roles (the kit's list of departRoleResource for its deptId), each granted a part of the department's permissions. */
import { useMemo, useState } from 'react';
import type { DepartRoleRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { departRolesApi } from '../api/depart-roles';
import { DepartRoleFormModal } from './depart-role-form-modal';
import { DepartRoleGrantDrawer } from './depart-role-grant-drawer';

/** Shown only to holders of system:depart:authorize (the page decides), the code of every button here. */
export function DepartRoleTab({ departId, departName }: { departId: string; departName: string }) {
  const fixedParams = useMemo(() => ({ deptId: departId }), [departId]);
  const [granting, setGranting] = useState<DepartRoleRecord | null>(null);
  return (
    <ResourceListPage
      bare
      api={departRolesApi}
      title="部门角色"
      fixedParams={fixedParams}
      addLabel="新增部门角色"
      actionsWidth={170}
      emptyText={`「${departName}」还没有部门角色`}
      deleteNote="角色的授权和持有它的用户关系会一并清除。"
      rowActions={(record) => [{ key: 'grant', label: '授权', onClick: () => setGranting(record) }]}
      renderForm={(props) => <DepartRoleFormModal {...props} departId={departId} />}
    >
      {granting && <DepartRoleGrantDrawer role={granting} onClose={() => setGranting(null)} />}
    </ResourceListPage>
  );
}
