import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsCalendarOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { calendarsApi } from './calendars-api';

/**
 * GET /ops/calendar/options: the tenant's calendars by name for the timetable's picker; with a line,
 * its own calendars (with their trip counts) first, and with a date, which of them run on it.
 */
export async function getCalendarOptions(routeId?: string, date?: string): Promise<OpsCalendarOption[]> {
  return unwrap(await getReply<OpsCalendarOption[]>('/ops/calendar/options', { params: { routeId: routeId || undefined, date: date || undefined } }));
}

export const calendarOptionsQuery = (routeId?: string, date?: string) =>
  queryOptions({ queryKey: [...calendarsApi.queryKey, 'options', routeId ?? '', date ?? ''], queryFn: () => getCalendarOptions(routeId, date) });

export const useCalendarOptions = (routeId?: string, date?: string) => useQuery(calendarOptionsQuery(routeId, date));
