/** GET /ops/calendar/list (through useListPage). Mutations invalidate calendarsQueryKey. */
export const CALENDAR_LIST_URL = '/ops/calendar/list';
export const calendarsQueryKey = ['ops', 'timetable', 'calendars'] as const;
