import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, OpsCalendarRecord, OpsCalendarSave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { calendarsApi } from './calendars-api';

export interface CalendarSaved {
  calendar: OpsCalendarRecord;
  warnings: string[];
}

/** POST /ops/calendar/add, or PUT /ops/calendar/edit with the version read (409 when stale) */
export async function saveCalendar(input: OpsCalendarSave & { id?: string; version?: number }): Promise<CalendarSaved> {
  if (input.id) return unwrap((await http.put<ApiReply<CalendarSaved>>('/ops/calendar/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<CalendarSaved>('/ops/calendar/add', input, { skipErrorHandler: true }));
}

export function useSaveCalendar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCalendar, onSuccess: () => client.invalidateQueries({ queryKey: calendarsApi.queryKey }) });
}
