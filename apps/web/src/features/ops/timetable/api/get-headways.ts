import { useQuery } from '@tanstack/react-query';
import type { OpsHeadwaySeries } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

/** GET /ops/timetable/headways: minutes between departures across the day, per direction */
export async function getHeadways(routeId: string, calendarId: string): Promise<OpsHeadwaySeries[]> {
  return unwrap(await getReply<OpsHeadwaySeries[]>('/ops/timetable/headways', { params: { routeId, calendarId } }));
}

export const useHeadways = (routeId?: string, calendarId?: string) =>
  useQuery({
    queryKey: [...timetableQueryKey, 'headways', routeId, calendarId],
    queryFn: () => getHeadways(routeId!, calendarId!),
    enabled: !!routeId && !!calendarId,
  });
