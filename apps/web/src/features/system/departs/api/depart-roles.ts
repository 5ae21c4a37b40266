import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { departRoleResource, type DepartRoleListRecord, type PageResult, type PermissionTreeResult } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, postReply, unwrap } from '../../../../lib/http';

/**
 * 部门角色: roles defined inside one department, granted a part of the department's permissions
 * and held by its users. Every call needs system:depart:authorize.
 */
export const departRolesQueryKey = ['system', 'departs', 'roles'] as const;

/** list / add / edit / delete through the kit; a change refreshes the department's other role lists (a user's role choice) too */
export const departRolesApi = resourceApi(departRoleResource, { afterChange: (client) => client.invalidateQueries({ queryKey: departRolesQueryKey }) });

/** Every role of the department (for the user's role choice; departments hold a handful). */
export const allDepartRolesQueryOptions = (departId: string) =>
  queryOptions({
    queryKey: [...departRolesQueryKey, departId, 'all'],
    queryFn: async () =>
      unwrap(
        await getReply<PageResult<DepartRoleListRecord>>(departRolesApi.urls.list, {
          params: { deptId: departId, pageNo: 1, pageSize: 500, column: 'roleName', order: 'asc' },
        }),
      ).records,
  });
export const useAllDepartRoles = (departId: string) => useQuery(allDepartRolesQueryOptions(departId));

/** GET /sys/sysDepartPermission/queryTreeListForDeptRole: only what the department itself was given. */
export const deptRoleGrantTreeQueryOptions = (departId: string) =>
  queryOptions({
    queryKey: ['system', 'departs', 'role-grant-tree', departId],
    queryFn: async () => unwrap(await getReply<PermissionTreeResult>('/sys/sysDepartPermission/queryTreeListForDeptRole', { params: { departId } })),
  });

/** GET /sys/sysDepartPermission/queryDeptRolePermission?roleId= */
export const deptRolePermissionsQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: [...departRolesQueryKey, roleId, 'permissions'],
    queryFn: async () => unwrap(await getReply<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { params: { roleId } })),
  });

/** POST /sys/sysDepartPermission/saveDeptRolePermission */
export function useSaveDeptRolePermissions(roleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { permissionIds: string[]; lastpermissionIds: string[] }) =>
      unwrap(
        await postReply<null>('/sys/sysDepartPermission/saveDeptRolePermission', {
          roleId,
          permissionIds: input.permissionIds.join(','),
          lastpermissionIds: input.lastpermissionIds.join(','),
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: deptRolePermissionsQueryOptions(roleId).queryKey }),
  });
}

/** GET /sys/sysDepartRole/getDeptRoleByUserId: the department roles a user holds in the department. */
export const userDepartRolesQueryOptions = (userId: string, departId: string) =>
  queryOptions({
    queryKey: [...departRolesQueryKey, departId, 'user', userId],
    queryFn: async () => unwrap(await getReply<string[]>('/sys/sysDepartRole/getDeptRoleByUserId', { params: { userId, departId } })),
  });

/** POST /sys/sysDepartRole/deptRoleUserAdd: `newRoleId` replaces `oldRoleId` for the user. */
export function useSetUserDepartRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; newRoleIds: string[]; oldRoleIds: string[] }) =>
      unwrap(
        await postReply<null>('/sys/sysDepartRole/deptRoleUserAdd', {
          userId: input.userId,
          newRoleId: input.newRoleIds.join(','),
          oldRoleId: input.oldRoleIds.join(','),
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: departRolesQueryKey }),
  });
}
