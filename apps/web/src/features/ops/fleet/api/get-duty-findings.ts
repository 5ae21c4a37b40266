import { useQuery } from '@tanstack/react-query';
import type { DutyFinding } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { dutiesQueryKey } from './get-duty-blocks';

/** GET /ops/duty/findings: 违规检查 of a day's duties. */
export async function getDutyFindings(date: string, routeId?: string): Promise<DutyFinding[]> {
  return unwrap(await getReply<DutyFinding[]>('/ops/duty/findings', { params: { date, routeId: routeId || undefined } }));
}

export function useDutyFindings(date: string, routeId?: string) {
  return useQuery({ queryKey: [...dutiesQueryKey, 'findings', date, routeId ?? ''], queryFn: () => getDutyFindings(date, routeId) });
}
