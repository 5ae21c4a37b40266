import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { checkRulesQueryKey } from './list-check-rules';

/** DELETE /sys/checkRule/delete or deleteBatch. */
export async function deleteCheckRules(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/checkRule/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/checkRule/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteCheckRules() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCheckRules, onSuccess: () => client.invalidateQueries({ queryKey: checkRulesQueryKey }) });
}
