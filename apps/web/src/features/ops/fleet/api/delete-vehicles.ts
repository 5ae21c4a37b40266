import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { vehiclesQueryKey } from './list-vehicles';

/** DELETE /ops/vehicle/delete or deleteBatch (refused while a vehicle has duties from today on). */
export async function deleteVehicles(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/ops/vehicle/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/ops/vehicle/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteVehicles() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteVehicles, onSuccess: () => client.invalidateQueries({ queryKey: vehiclesQueryKey }) });
}
