import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionTreeResult } from '@bus/contracts';
import { getReply, postReply, unwrap } from '../../../../lib/http';

/** GET /sys/role/queryTreeList: the granting tree (menus and buttons). */
export const permissionTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'roles', 'permission-tree'],
    queryFn: async () => unwrap(await getReply<PermissionTreeResult>('/sys/role/queryTreeList')),
  });
export const usePermissionTree = (enabled: boolean) => useQuery({ ...permissionTreeQueryOptions(), enabled });

/** GET /sys/permission/queryRolePermission?roleId= */
export const rolePermissionQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: ['system', 'roles', 'permissions', roleId],
    queryFn: async () => unwrap(await getReply<string[]>('/sys/permission/queryRolePermission', { params: { roleId } })),
  });
export const useRolePermissions = (roleId: string | undefined) => useQuery({ ...rolePermissionQueryOptions(roleId ?? ''), enabled: !!roleId });

/** POST /sys/permission/saveRolePermission: replaces the role's grants. */
export async function saveRolePermissions(input: { roleId: string; permissionIds: string; lastpermissionIds: string }) {
  return unwrap(await postReply<null>('/sys/permission/saveRolePermission', input));
}

export function useSaveRolePermissions(roleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    onSuccess: () => client.invalidateQueries({ queryKey: rolePermissionQueryOptions(roleId).queryKey }),
  });
}
