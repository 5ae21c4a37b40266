import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { driversQueryKey } from './list-drivers';

/** DELETE /ops/driver/delete or deleteBatch (the staff users stay; refused while a driver has duties ahead). */
export async function deleteDrivers(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/ops/driver/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/ops/driver/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteDrivers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDrivers, onSuccess: () => client.invalidateQueries({ queryKey: driversQueryKey }) });
}
