import { useQuery } from '@tanstack/react-query';
import type { OpsBlock } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

export const blocksQueryKey = [...timetableQueryKey, 'blocks'] as const;

/** GET /ops/timetable/blocks: the line's blocks under a calendar */
export async function getBlocks(routeId: string, calendarId: string): Promise<OpsBlock[]> {
  return unwrap(await getReply<OpsBlock[]>('/ops/timetable/blocks', { params: { routeId, calendarId } }));
}

export const useBlocks = (routeId?: string, calendarId?: string) =>
  useQuery({ queryKey: [...blocksQueryKey, routeId, calendarId], queryFn: () => getBlocks(routeId!, calendarId!), enabled: !!routeId && !!calendarId });
