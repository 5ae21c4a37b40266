/**
 * Leave days from a date range (请假天数 from 起止日期), the one rule the start form, the server and
 * the approvers' form share: working days are Monday to Friday (the company calendar's holidays
 * are not known here), counted inclusively; a start in the afternoon (下午) or an end at noon
 * (上午) counts half a day less on a working day. A range that gives no working day, or ends before
 * it starts, is an error, never a number.
 */

/** The half-day choices of a leave's start and end: their values and what they are called. */
export const HALF_DAYS = [
  { value: 'am', label: '上午' },
  { value: 'pm', label: '下午' },
] as const;

export type LeaveDays = { ok: true; days: number } | { ok: false; error: string };

const DAY_MS = 86_400_000;

/** A calendar date as days since 1970-01-01, or null when `text` does not start with one (YYYY-MM-DD or YYYY/MM/DD). */
function dayNumber(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // 2026-02-30 is no date
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** 1970-01-01 was a Thursday: day n is a Saturday or Sunday when (n + 4) mod 7 is 6 or 0. */
const isWorkday = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
};

/** The leave's working days from `start` to `end` (both included), in half days. */
export function leaveDays(start: unknown, end: unknown, startHalf?: unknown, endHalf?: unknown): LeaveDays {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (from === null || to === null) return { ok: false, error: '日期格式不正确' };
  if (to < from) return { ok: false, error: '结束日期不能早于开始日期' };
  if (from === to && startHalf === 'pm' && endHalf === 'am') return { ok: false, error: '同一天内结束时段不能早于开始时段' };
  let days = 0;
  for (let day = from; day <= to; day++) if (isWorkday(day)) days += 1;
  if (startHalf === 'pm' && isWorkday(from)) days -= 0.5;
  if (endHalf === 'am' && isWorkday(to)) days -= 0.5;
  if (days <= 0) return { ok: false, error: '所选日期内没有工作日（按周一至周五计算）' };
  return { ok: true, days };
}
