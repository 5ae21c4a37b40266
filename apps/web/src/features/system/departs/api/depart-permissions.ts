import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionTreeResult } from '@bus/contracts';
import { getReply, postReply, unwrap } from '../../../../lib/http';

/** GET /sys/permission/queryTreeListForDepart: menus and buttons a department may be given. */
export const departGrantTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'departs', 'grant-tree'],
    queryFn: async () => unwrap(await getReply<PermissionTreeResult>('/sys/permission/queryTreeListForDepart')),
  });
export const useDepartGrantTree = (enabled: boolean) => useQuery({ ...departGrantTreeQueryOptions(), enabled });

/** GET /sys/permission/queryDepartPermission?departId= */
export const departPermissionsQueryOptions = (departId: string) =>
  queryOptions({
    queryKey: ['system', 'departs', 'permissions', departId],
    queryFn: async () => unwrap(await getReply<string[]>('/sys/permission/queryDepartPermission', { params: { departId } })),
  });
export const useDepartPermissions = (departId: string | undefined, enabled: boolean) =>
  useQuery({ ...departPermissionsQueryOptions(departId ?? ''), enabled: enabled && !!departId });

/** POST /sys/permission/saveDepartPermission */
export async function saveDepartPermissions(input: { departId: string; permissionIds: string; lastpermissionIds: string }) {
  return unwrap(await postReply<null>('/sys/permission/saveDepartPermission', input));
}

export function useSaveDepartPermissions(departId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDepartPermissions,
    onSuccess: () => client.invalidateQueries({ queryKey: departPermissionsQueryOptions(departId).queryKey }),
  });
}
