/** 部门角色授权: a part of what the department was given (部门权限), for one of its roles. */
import { App, Alert, Drawer } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DepartRoleRecord } from '@bus/contracts';
import { PermissionTreePanel } from '../../../../components/permission-tree/permission-tree-panel';
import { deptRoleGrantTreeQueryOptions, deptRolePermissionsQueryOptions, useSaveDeptRolePermissions } from '../api/depart-roles';

export function DepartRoleGrantDrawer({ role, onClose }: { role: DepartRoleRecord; onClose(): void }) {
  const { message } = App.useApp();
  const tree = useQuery(deptRoleGrantTreeQueryOptions(role.departId));
  const granted = useQuery(deptRolePermissionsQueryOptions(role.id));
  const save = useSaveDeptRolePermissions(role.id);
  const empty = !tree.isLoading && (tree.data?.treeList.length ?? 0) === 0;

  return (
    <Drawer title={`部门角色授权 - ${role.roleName}`} open onClose={onClose} width={520} destroyOnHidden>
      {empty ? (
        <Alert type="info" showIcon message="本部门还没有任何权限" description="先在「部门权限」页签给部门授权，部门角色只能从中挑选。" />
      ) : (
        <PermissionTreePanel
          treeList={tree.data?.treeList ?? []}
          granted={granted.data ?? []}
          loading={tree.isLoading || granted.isLoading}
          saveText="保存并关闭"
          onSave={async (ids, lastIds) => {
            await save.mutateAsync({ permissionIds: ids, lastpermissionIds: lastIds });
            message.success('部门角色授权已保存，用户重新加载权限后生效');
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
