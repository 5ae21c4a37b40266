import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { opsRouteOptionsQueryKey } from '../../../../components/pickers';
import { http, unwrap } from '../../../../lib/http';
import { routesQueryKey } from './list-routes';

/** DELETE /ops/route/delete or deleteBatch; a line with trips is refused. */
export async function deleteRoutes(ids: string[]): Promise<string> {
  const reply =
    ids.length === 1
      ? (await http.delete<ApiReply<null>>('/ops/route/delete', { params: { id: ids[0] } })).data
      : (await http.delete<ApiReply<null>>('/ops/route/deleteBatch', { params: { ids: ids.join(',') } })).data;
  unwrap(reply);
  return reply.message;
}

export function useDeleteRoutes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRoutes,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: routesQueryKey }), client.invalidateQueries({ queryKey: opsRouteOptionsQueryKey })]),
  });
}
