/** 角色管理 (component 'system/RoleList'): the resource kit's page of roleResource, with 用户 and 授权 drawers. */
import { useState } from 'react';
import { PERMS, type RoleRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { rolesApi } from '../api/roles-api';
import { RoleAuthorizeDrawer } from '../components/role-authorize-drawer';
import { RoleFormModal } from '../components/role-form-modal';
import { RoleUsersDrawer } from '../components/role-users-drawer';

export default function RoleListPage({ title }: { title: string }) {
  const [usersOf, setUsersOf] = useState<RoleRecord | null>(null);
  const [authorizing, setAuthorizing] = useState<RoleRecord | null>(null);
  return (
    <ResourceListPage
      api={rolesApi}
      title={title}
      columns={['roleName', 'roleCode', ['description', { ellipsis: true }], 'createTime']}
      rowActions={(role) => [
        { key: 'users', label: '用户', onClick: () => setUsersOf(role) },
        { key: 'authorize', label: '授权', code: PERMS.system.role.authorize, onClick: () => setAuthorizing(role) },
      ]}
      deleteQuestion={(role) => `确定删除角色「${role.roleName}」吗？`}
      deleteNote="拥有这个角色的用户将失去它的权限。"
      actionsWidth={200}
      renderForm={({ open, record, onClose }) => <RoleFormModal open={open} role={record ?? null} onClose={onClose} />}
    >
      {usersOf && <RoleUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />}
      {authorizing && <RoleAuthorizeDrawer role={authorizing} onClose={() => setAuthorizing(null)} />}
    </ResourceListPage>
  );
}
