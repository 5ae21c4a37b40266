import { useQuery } from '@tanstack/react-query';
import type { OpsRouteDetail } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /ops/route/:id: the whole line (directions, stops with coordinates, shapes). */
export async function getRoute(id: string): Promise<OpsRouteDetail> {
  return unwrap(await getReply<OpsRouteDetail>(`/ops/route/${encodeURIComponent(id)}`));
}

export const routeQueryKey = (id: string) => ['ops', 'route', id] as const;

export function useRoute(id: string | undefined) {
  return useQuery({ queryKey: routeQueryKey(id ?? ''), queryFn: () => getRoute(id!), enabled: !!id });
}
