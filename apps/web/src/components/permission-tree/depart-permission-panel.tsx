/**
 * 部门权限: the menus and buttons a department may hand out to its department roles. Mount it
 * with the selected department's id (needs system:depart:authorize):
 *   <DepartPermissionPanel departId={depart.id} />
 * Saving replaces the department's permissions; department roles lose grants outside them.
 */
import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionTreeResult } from '@bus/contracts';
import { getReply, postReply, unwrap } from '../../lib/http';
import { PermissionTreePanel } from './permission-tree-panel';

const treeKey = ['permission-tree', 'depart'] as const;
const grantedKey = (departId: string) => ['permission-tree', 'depart', departId, 'granted'] as const;

export function DepartPermissionPanel({ departId }: { departId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const tree = useQuery({
    queryKey: treeKey,
    queryFn: async () => unwrap(await getReply<PermissionTreeResult>('/sys/permission/queryTreeListForDepart')),
  });
  const granted = useQuery({
    queryKey: grantedKey(departId),
    queryFn: async () => unwrap(await getReply<string[]>('/sys/permission/queryDepartPermission', { params: { departId } })),
  });
  return (
    <PermissionTreePanel
      treeList={tree.data?.treeList ?? []}
      granted={granted.data ?? []}
      loading={tree.isLoading || granted.isLoading}
      onSave={async (ids, lastIds) => {
        unwrap(await postReply<null>('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(','), lastpermissionIds: lastIds.join(',') }));
        message.success('部门权限已保存');
        await client.invalidateQueries({ queryKey: grantedKey(departId) });
      }}
    />
  );
}
