import { useQuery } from '@tanstack/react-query';
import type { Punctuality } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { dispatchQueryKey } from './list-trip-records';

/** GET /ops/dispatch/punctuality: 准点率 per line and in total for a day. */
export async function getPunctuality(date: string, routeId?: string): Promise<Punctuality> {
  return unwrap(await getReply<Punctuality>('/ops/dispatch/punctuality', { params: { date, routeId: routeId || undefined } }));
}

export function usePunctuality(date: string, routeId?: string) {
  return useQuery({ queryKey: [...dispatchQueryKey, 'punctuality', date, routeId ?? ''], queryFn: () => getPunctuality(date, routeId) });
}
