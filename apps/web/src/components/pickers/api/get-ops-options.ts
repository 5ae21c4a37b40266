import { useQuery } from '@tanstack/react-query';
import type { OpsRouteOption, OpsStopOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

/** GET /ops/route/options: every line of the tenant. Line saves invalidate `opsRouteOptionsQueryKey`. */
export async function getRouteOptions(): Promise<OpsRouteOption[]> {
  return unwrap(await getReply<OpsRouteOption[]>('/ops/route/options'));
}

export const opsRouteOptionsQueryKey = ['pickers', 'ops-routes'] as const;

export function useRouteOptions() {
  return useQuery({ queryKey: opsRouteOptionsQueryKey, queryFn: getRouteOptions, staleTime: 60_000 });
}

/**
 * GET /ops/stop/options: up to 50 stops matching the keyword (only line `routeId`'s, in its order,
 * when given), and the stops of `ids` (a picker's value).
 */
export async function getStopOptions(keyword: string, ids: string[], routeId?: string): Promise<OpsStopOption[]> {
  return unwrap(
    await getReply<OpsStopOption[]>('/ops/stop/options', {
      params: { keyword: keyword || undefined, ids: ids.join(',') || undefined, routeId: routeId || undefined },
    }),
  );
}

export const opsStopOptionsQueryKey = (keyword: string, ids: string[], routeId?: string) =>
  ['pickers', 'ops-stops', keyword, ids.join(','), routeId ?? ''] as const;

export function useStopOptions(keyword: string, ids: string[], routeId?: string) {
  return useQuery({
    queryKey: opsStopOptionsQueryKey(keyword, ids, routeId),
    queryFn: () => getStopOptions(keyword, ids, routeId),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}
