import { useQuery } from '@tanstack/react-query';
import type { DayCoverage } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { dutiesQueryKey } from './get-duty-blocks';

/** GET /ops/duty/coverage: whether the buses and drivers can run a day (of one line, or of the company). */
export async function getDutyCoverage(date: string, routeId?: string): Promise<DayCoverage> {
  return unwrap(await getReply<DayCoverage>('/ops/duty/coverage', { params: { date, routeId: routeId || undefined } }));
}

export function useDutyCoverage(date: string, routeId?: string) {
  return useQuery({ queryKey: [...dutiesQueryKey, 'coverage', date, routeId ?? ''], queryFn: () => getDutyCoverage(date, routeId) });
}
