/**
 * Times of a service day as the timetable stores them: seconds after midnight, past 24:00 for a
 * night trip (25:10 is 01:10 the next morning). Shown as 07:05 or 次日 01:10.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { formatDaySeconds } from '@bus/contracts';

const DAY = 86_400;

export function formatServiceTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  const text = formatDaySeconds(((seconds % DAY) + DAY) % DAY);
  return seconds >= DAY ? `次日 ${text}` : text;
}

/**
 * A clock time picked for a service day, as seconds; a time before `around` by more than 12 hours
 * is taken to be after midnight (a night trip's arrival).
 */
export function serviceSecondsOf(time: Dayjs, around?: number): number {
  const seconds = time.hour() * 3600 + time.minute() * 60;
  return around !== undefined && around - seconds > DAY / 2 ? seconds + DAY : seconds;
}

/** the picker's value for stored seconds */
export const timeOfServiceSeconds = (seconds: number) =>
  dayjs()
    .startOf('day')
    .add(seconds % DAY, 'second');

/** days from `today` to a YYYY-MM-DD date (negative when past) */
export const daysUntil = (date: string, today = dayjs()) => dayjs(date).startOf('day').diff(today.startOf('day'), 'day');

/**
 * A recorded time (运营记录's actual departure and arrival) with its seconds when it has any
 * (05:31:35), so the minutes of lateness beside it can be read off the times shown.
 */
export function formatRecordedTime(seconds: number | null | undefined): string {
  const text = formatServiceTime(seconds);
  return seconds === null || seconds === undefined || seconds % 60 === 0 ? text : `${text}:${String(((seconds % 60) + 60) % 60).padStart(2, '0')}`;
}
