/** 部门权限: the menus and buttons this department may hand out to its department roles. */
import { message } from 'antd';
import { PermissionTreePanel } from '../../../../components/permission-tree/permission-tree-panel';
import { useDepartGrantTree, useDepartPermissions, useSaveDepartPermissions } from '../api/depart-permissions';

export function DepartPermissionTab({ departId }: { departId: string }) {
  const tree = useDepartGrantTree(true);
  const granted = useDepartPermissions(departId, true);
  const save = useSaveDepartPermissions(departId);
  return (
    <PermissionTreePanel
      treeList={tree.data?.treeList ?? []}
      granted={granted.data ?? []}
      loading={tree.isLoading || granted.isLoading}
      onSave={async (ids, lastIds) => {
        await save.mutateAsync({ departId, permissionIds: ids.join(','), lastpermissionIds: lastIds.join(',') });
        void message.success('保存成功');
      }}
    />
  );
}
