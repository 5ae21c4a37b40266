import { useQuery } from '@tanstack/react-query';
import type { DayCoverage } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

/** GET /ops/timetable/coverage: whether the line's buses and drivers can run its timetable on a date. */
export async function getCoverage(date: string, routeId: string): Promise<DayCoverage> {
  return unwrap(await getReply<DayCoverage>('/ops/timetable/coverage', { params: { date, routeId } }));
}

export function useCoverage(date?: string, routeId?: string) {
  return useQuery({
    queryKey: [...timetableQueryKey, 'coverage', date, routeId],
    queryFn: () => getCoverage(date!, routeId!),
    enabled: !!date && !!routeId,
  });
}
