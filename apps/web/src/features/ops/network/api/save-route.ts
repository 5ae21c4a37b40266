import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, OpsRouteDetail, OpsRouteSave } from '@bus/contracts';
import { opsRouteOptionsQueryKey } from '../../../../components/pickers';
import { http, postReply, unwrap } from '../../../../lib/http';
import { routeHistoryQueryKey } from './get-route-history';
import { routeQueryKey } from './get-route';
import { routesApi } from './routes-api';

/** POST /ops/route/add, or PUT /ops/route/edit with the version read (409 when someone saved since). */
export async function saveRoute(input: OpsRouteSave & { id?: string; version?: number }): Promise<OpsRouteDetail> {
  if (input.id) return unwrap((await http.put<ApiReply<OpsRouteDetail>>('/ops/route/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<OpsRouteDetail>('/ops/route/add', input, { skipErrorHandler: true }));
}

export function useSaveRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRoute,
    onSuccess: (saved) => {
      client.setQueryData(routeQueryKey(saved.id), saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: routesApi.queryKey }),
        client.invalidateQueries({ queryKey: routeHistoryQueryKey(saved.id) }),
        client.invalidateQueries({ queryKey: opsRouteOptionsQueryKey }),
      ]);
    },
  });
}
