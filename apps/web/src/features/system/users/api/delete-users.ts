import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { usersQueryKey } from './list-users';

/** DELETE /sys/user/delete or /sys/user/deleteBatch: to the recycle bin. */
export async function deleteUsers(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/user/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/user/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteUsers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUsers, onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }) });
}
