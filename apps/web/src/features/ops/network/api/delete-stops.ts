import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { stopsQueryKey } from './list-stops';

/** DELETE /ops/stop/delete or deleteBatch; a stop a line uses is refused with the lines named. */
export async function deleteStops(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/ops/stop/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/ops/stop/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteStops() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteStops, onSuccess: () => client.invalidateQueries({ queryKey: stopsQueryKey }) });
}
