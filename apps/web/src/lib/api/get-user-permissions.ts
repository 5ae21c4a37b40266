import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPermissionResult } from '@bus/contracts';
import { getReply, unwrap } from '../http';

/** GET /sys/permission/getUserPermissionByToken: menu tree and button permission lists. */
export async function getUserPermissions(): Promise<UserPermissionResult> {
  return unwrap(await getReply<UserPermissionResult>('/sys/permission/getUserPermissionByToken', { skipErrorHandler: true }));
}

export const userPermissionsQueryOptions = () => queryOptions({ queryKey: ['user-permissions'], queryFn: getUserPermissions });

export function useUserPermissions() {
  return useQuery(userPermissionsQueryOptions());
}
