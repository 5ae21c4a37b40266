import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';

/** GET /sys/user/departUserList?depId= (through useListPage). Mutations invalidate departUsersQueryKey. */
export const DEPART_USER_LIST_URL = '/sys/user/departUserList';
export const departUsersQueryKey = ['system', 'departs', 'users'] as const;

/** POST /sys/user/editSysDepartWithUser: adds existing users to the department. */
export async function addDepartUsers(input: { depId: string; userIdList: string[] }): Promise<string> {
  const reply = await postReply<null>('/sys/user/editSysDepartWithUser', input);
  unwrap(reply);
  return reply.message;
}

/** DELETE /sys/user/deleteUserInDepart: removes one user from the department. */
export async function removeDepartUser(input: { depId: string; userId: string }): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/sys/user/deleteUserInDepart', { params: input })).data;
  unwrap(reply);
  return reply.message;
}

export function useAddDepartUsers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addDepartUsers, onSuccess: () => client.invalidateQueries({ queryKey: departUsersQueryKey }) });
}

export function useRemoveDepartUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeDepartUser, onSuccess: () => client.invalidateQueries({ queryKey: departUsersQueryKey }) });
}
