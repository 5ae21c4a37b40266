import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http } from '../../../../lib/http';
import { gatewayRoutesQueryKey } from './list-gateway-routes';

/** DELETE /sys/gatewayRoute/delete?id=. */
export async function deleteGatewayRoute(id: string): Promise<string> {
  return (await http.delete<ApiReply<null>>('/sys/gatewayRoute/delete', { params: { id } })).data.message;
}

export function useDeleteGatewayRoute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteGatewayRoute, onSuccess: () => client.invalidateQueries({ queryKey: gatewayRoutesQueryKey }) });
}
