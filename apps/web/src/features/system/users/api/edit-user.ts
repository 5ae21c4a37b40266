import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, UserEditRequest } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { usersQueryKey } from './list-users';

/** PUT /sys/user/edit with the version the form was read at (409 when someone saved first). */
export async function editUser(request: UserEditRequest): Promise<{ id: string; version: number }> {
  return unwrap((await http.put<ApiReply<{ id: string; version: number }>>('/sys/user/edit', request, { skipErrorHandler: true })).data);
}

export function useEditUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editUser, onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }) });
}
