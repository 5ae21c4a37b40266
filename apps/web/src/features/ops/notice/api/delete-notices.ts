import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { noticesQueryKey } from './list-notices';

/** DELETE /ops/notice/delete or deleteBatch (drafts only: anything else is refused, nothing deleted). */
export async function deleteNotices(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/ops/notice/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/ops/notice/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteNotices() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteNotices, onSuccess: () => client.invalidateQueries({ queryKey: noticesQueryKey }) });
}
