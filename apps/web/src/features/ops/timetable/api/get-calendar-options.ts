import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsCalendarOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { calendarsQueryKey } from './list-calendars';

/** GET /ops/calendar/options: every calendar of the tenant, for the timetable's picker */
export async function getCalendarOptions(): Promise<OpsCalendarOption[]> {
  return unwrap(await getReply<OpsCalendarOption[]>('/ops/calendar/options'));
}

export const calendarOptionsQuery = () => queryOptions({ queryKey: [...calendarsQueryKey, 'options'], queryFn: getCalendarOptions });

export const useCalendarOptions = () => useQuery(calendarOptionsQuery());
