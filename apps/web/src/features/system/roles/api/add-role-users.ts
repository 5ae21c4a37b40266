import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReply, unwrap } from '../../../../lib/http';
import { roleUsersQueryKey } from './role-users';

/** POST /sys/user/addSysUserRole */
export async function addRoleUsers(input: { roleId: string; userIdList: string[] }): Promise<number> {
  return unwrap(await postReply<number>('/sys/user/addSysUserRole', input));
}

export function useAddRoleUsers(roleId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: addRoleUsers, onSuccess: () => client.invalidateQueries({ queryKey: roleUsersQueryKey(roleId) }) });
}
