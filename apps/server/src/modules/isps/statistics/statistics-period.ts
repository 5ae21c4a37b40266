/**
 * The periods of a report in China time (Asia/Shanghai, no daylight saving): the chosen one, the
 * one it is compared with (环比), their instants for the queries and the buckets of the trend.
 */
import { daysBetween, monthsBetween, type StatisticsGranularity } from '@bus/contracts';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

export interface ReportPeriod {
  granularity: StatisticsGranularity;
  /** YYYY-MM-DD by day, YYYY-MM by month, inclusive */
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
  /** [from, to) and [previousFrom, previousTo): the instants the periods cover */
  from: Date;
  to: Date;
  previousFrom: Date;
  previousTo: Date;
  /** the trend's buckets, as the queries name them */
  buckets: string[];
}

/** the day (YYYY-MM-DD) an instant falls on in China */
export const chinaDay = (instant: Date) => new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);
const midnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * 环比 by day: a period that starts on the first of a month and stays in it (this month so far, a
 * whole month) is compared with the same days of the month before, as finance reads it; any
 * other with as many days just before it. By month: as many months just before.
 */
function previousDays(start: string, end: string): [string, string] {
  const month = start.slice(0, 7);
  if (start.endsWith('-01') && end.slice(0, 7) === month) {
    const before = addMonths(month, -1);
    const endDay = Math.min(Number(end.slice(8)), Number(lastDayOf(before).slice(8)));
    const endOfPeriod = end === lastDayOf(month) ? lastDayOf(before) : `${before}-${String(endDay).padStart(2, '0')}`;
    return [`${before}-01`, endOfPeriod];
  }
  const days = daysBetween(start, end) + 1;
  return [addDays(start, -days), addDays(start, -1)];
}

/** the report's periods from the query (checked by the contract), this month by default */
export function reportPeriod(granularity: StatisticsGranularity, now: Date, start?: string, end?: string): ReportPeriod {
  const today = chinaDay(now);
  if (granularity === 'day') {
    const first = start ?? `${today.slice(0, 7)}-01`;
    const last = end ?? today;
    const [previousStart, previousEnd] = previousDays(first, last);
    const buckets = Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
    return {
      granularity,
      start: first,
      end: last,
      previousStart,
      previousEnd,
      from: midnight(first),
      to: midnight(addDays(last, 1)),
      previousFrom: midnight(previousStart),
      previousTo: midnight(addDays(previousEnd, 1)),
      buckets,
    };
  }
  const first = start ?? today.slice(0, 7);
  const last = end ?? today.slice(0, 7);
  const months = monthsBetween(first, last) + 1;
  const previousStart = addMonths(first, -months);
  const previousEnd = addMonths(first, -1);
  return {
    granularity,
    start: first,
    end: last,
    previousStart,
    previousEnd,
    from: midnight(`${first}-01`),
    to: midnight(`${addMonths(last, 1)}-01`),
    previousFrom: midnight(`${previousStart}-01`),
    previousTo: midnight(`${first}-01`),
    buckets: Array.from({ length: months }, (_, i) => addMonths(first, i)),
  };
}
