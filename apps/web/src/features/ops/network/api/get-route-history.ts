import { useQuery } from '@tanstack/react-query';
import type { OpsRouteHistoryEntry } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /ops/route/:id/history: saved versions, newest first, with what changed. */
export async function getRouteHistory(id: string): Promise<OpsRouteHistoryEntry[]> {
  return unwrap(await getReply<OpsRouteHistoryEntry[]>(`/ops/route/${encodeURIComponent(id)}/history`));
}

export const routeHistoryQueryKey = (id: string) => ['ops', 'route-history', id] as const;

export function useRouteHistory(id: string | undefined) {
  return useQuery({ queryKey: routeHistoryQueryKey(id ?? ''), queryFn: () => getRouteHistory(id!), enabled: !!id });
}
