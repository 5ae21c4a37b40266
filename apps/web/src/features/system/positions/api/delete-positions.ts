import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { positionsQueryKey } from './list-positions';

/** DELETE /sys/position/delete or deleteBatch. */
export async function deletePositions(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/sys/position/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/sys/position/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeletePositions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePositions, onSuccess: () => client.invalidateQueries({ queryKey: positionsQueryKey }) });
}
