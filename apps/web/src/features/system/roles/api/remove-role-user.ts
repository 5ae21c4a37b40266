import type { ApiReply } from '@bus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../../lib/http';
import { roleUsersQueryKey } from './role-users';

/** DELETE /sys/user/deleteUserRole?roleId=&userId= (userId may be comma-separated). */
export async function removeRoleUsers(input: { roleId: string; userIds: string[] }): Promise<null> {
  return unwrap((await http.delete<ApiReply<null>>('/sys/user/deleteUserRole', { params: { roleId: input.roleId, userId: input.userIds.join(',') } })).data);
}

export function useRemoveRoleUsers(roleId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeRoleUsers, onSuccess: () => client.invalidateQueries({ queryKey: roleUsersQueryKey(roleId) }) });
}
