import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsTimetable } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export const timetableQueryKey = ['ops', 'timetable', 'trips'] as const;

export interface TimetableSelection {
  routeId?: string;
  directionId: number;
  calendarId?: string;
  /** YYYY-MM-DD: whose duties name the drivers */
  date?: string;
}

/** GET /ops/timetable/trips: the trips of a line direction under a calendar with their stop times */
export async function getTimetable(selection: Required<Omit<TimetableSelection, 'date'>> & { date?: string }): Promise<OpsTimetable> {
  return unwrap(await getReply<OpsTimetable>('/ops/timetable/trips', { params: selection }));
}

export const timetableQuery = (selection: TimetableSelection) =>
  queryOptions({
    queryKey: [...timetableQueryKey, selection],
    queryFn: () => getTimetable(selection as Required<TimetableSelection>),
    enabled: !!selection.routeId && !!selection.calendarId,
  });

export const useTimetable = (selection: TimetableSelection) => useQuery(timetableQuery(selection));
