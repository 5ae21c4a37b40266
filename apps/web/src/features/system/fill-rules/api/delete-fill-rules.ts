import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { fillRulesQueryKey } from './list-fill-rules';

/** DELETE /sys/fillRule/delete or deleteBatch. */
export async function deleteFillRules(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/fillRule/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/fillRule/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteFillRules() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFillRules, onSuccess: () => client.invalidateQueries({ queryKey: fillRulesQueryKey }) });
}
