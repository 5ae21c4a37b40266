import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, GatewayRoute, GatewayRouteEdit, GatewayRouteSave } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { gatewayRoutesQueryKey } from './list-gateway-routes';

/** POST /sys/gatewayRoute/add, or PUT /sys/gatewayRoute/edit when the request carries id and version. */
export async function saveGatewayRoute(request: GatewayRouteSave | GatewayRouteEdit): Promise<GatewayRoute> {
  const reply =
    'id' in request
      ? await http.put<ApiReply<GatewayRoute>>('/sys/gatewayRoute/edit', request, { skipErrorHandler: true })
      : await http.post<ApiReply<GatewayRoute>>('/sys/gatewayRoute/add', request, { skipErrorHandler: true });
  return unwrap(reply.data);
}

export function useSaveGatewayRoute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveGatewayRoute, onSuccess: () => client.invalidateQueries({ queryKey: gatewayRoutesQueryKey }) });
}
