import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { departTreeQueryKey } from './query-tree-list';

/** DELETE /sys/sysDepart/delete: refused (422, with the reason) while it has users or children. */
export async function deleteDepart(id: string): Promise<string> {
  const reply = (await http.delete<ApiReply<null>>('/sys/sysDepart/delete', { params: { id }, skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteDepart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDepart, onSuccess: () => client.invalidateQueries({ queryKey: departTreeQueryKey }) });
}
