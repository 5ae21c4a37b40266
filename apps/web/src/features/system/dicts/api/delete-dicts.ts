import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { dictsQueryKey } from './list-dicts';

/** DELETE /sys/dict/delete or deleteBatch: to the dictionary recycle bin (items stop being served). */
export async function deleteDicts(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/dict/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/dict/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteDicts() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDicts, onSuccess: () => client.invalidateQueries({ queryKey: dictsQueryKey }) });
}
