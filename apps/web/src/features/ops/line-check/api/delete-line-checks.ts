import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { lineChecksQueryKey } from './list-line-checks';

/** DELETE /ops/lineCheck/delete or deleteBatch. */
export async function deleteLineChecks(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/ops/lineCheck/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/ops/lineCheck/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteLineChecks() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteLineChecks, onSuccess: () => client.invalidateQueries({ queryKey: lineChecksQueryKey }) });
}
