import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DutyPiece } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export const dutiesQueryKey = ['ops', 'duties'] as const;

/** GET /ops/duty/blocks: the crew pieces (班段) running on a date (optionally of one line) with their duty. */
export async function getDutyBlocks(date: string, routeId?: string): Promise<DutyPiece[]> {
  return unwrap(await getReply<DutyPiece[]>('/ops/duty/blocks', { params: { date, routeId: routeId || undefined } }));
}

export function useDutyBlocks(date: string, routeId?: string) {
  return useQuery({
    queryKey: [...dutiesQueryKey, 'blocks', date, routeId ?? ''],
    queryFn: () => getDutyBlocks(date, routeId),
    placeholderData: keepPreviousData,
  });
}
