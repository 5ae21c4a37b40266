/**
 * Which service calendars run on a date (GTFS calendar.txt + calendar_dates.txt): a weekday flag
 * inside the date range, unless the date is removed (2); or the date is added (1) whatever the
 * weekday or range. Pure, so the dispatch plan of a day and the tests share it.
 */
import { OPS_WEEKDAYS, type OpsWeekday } from '@bus/contracts';

export interface CalendarForActivity {
  id: string;
  startDate: string;
  endDate: string;
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
  dates: ReadonlyArray<{ date: string; exceptionType: number }>;
}

/** monday … sunday of a YYYY-MM-DD date (read as a calendar date, no time zone involved) */
export function weekdayOf(date: string): OpsWeekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return OPS_WEEKDAYS[(day + 6) % 7];
}

export function isCalendarActive(calendar: CalendarForActivity, date: string): boolean {
  const exception = calendar.dates.find((d) => d.date === date);
  if (exception) return exception.exceptionType === 1;
  return date >= calendar.startDate && date <= calendar.endDate && calendar[weekdayOf(date)];
}

/** the calendars among `calendars` that run on `date`, in the order given */
export function activeCalendars<T extends CalendarForActivity>(date: string, calendars: readonly T[]): T[] {
  return calendars.filter((calendar) => isCalendarActive(calendar, date));
}

/** how many days between start and end the calendar runs (0: a calendar that never runs) */
export function countServiceDays(calendar: CalendarForActivity): number {
  const start = Date.parse(`${calendar.startDate}T00:00:00Z`);
  const end = Date.parse(`${calendar.endDate}T00:00:00Z`);
  let days = 0;
  for (let t = start; t <= end; t += 86_400_000) if (isCalendarActive(calendar, new Date(t).toISOString().slice(0, 10))) days += 1;
  // added dates outside the range run too
  days += calendar.dates.filter((d) => d.exceptionType === 1 && (d.date < calendar.startDate || d.date > calendar.endDate)).length;
  return days;
}
