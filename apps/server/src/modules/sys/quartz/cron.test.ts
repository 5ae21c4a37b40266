/**
 * The next run times of Quartz expressions as the scheduler computes them; the cron editor's
 * preview shows exactly these (GET /sys/quartzJob/cronPreview), so they are the contract.
 */
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-time';
import { cronProblem, nextRunTimes } from './cron';

/** Local time, as the scheduler runs in the server's time zone. */
const at = (text: string) => new Date(text.replace(' ', 'T'));
const next = (expression: string, from: string, count = 10) => nextRunTimes(expression, at(from), count).map((d) => formatDateTime(d));
const weekday = (text: string | null) => at(text!).getDay();

describe('next run times of Quartz expressions', () => {
  it('every 15 minutes from 06:00 to 22:45 on weekdays (week 2-6 is Monday to Friday)', () => {
    const times = next('0 0/15 6-22 ? * 2-6', '2026-06-05 22:50:00');
    expect(times.slice(0, 3)).toEqual(['2026-06-08 06:00:00', '2026-06-08 06:15:00', '2026-06-08 06:30:00']);
    expect(times).toHaveLength(10);
    const late = next('0 0/15 6-22 ? * 2-6', '2026-06-05 22:30:00', 2);
    expect(late).toEqual(['2026-06-05 22:45:00', '2026-06-08 06:00:00']);
  });

  it('numbers the week from Sunday = 1 to Saturday = 7', () => {
    expect(next('0 0 0 ? * 1', '2026-06-01 00:00:00', 2)).toEqual(['2026-06-07 00:00:00', '2026-06-14 00:00:00']);
    expect(next('0 0 0 ? * 7', '2026-06-01 00:00:00', 1)).toEqual(['2026-06-06 00:00:00']);
    expect(
      next('0 0 0 ? * 2,4,6', '2026-06-01 00:00:00', 10)
        .map(weekday)
        .every((d) => [1, 3, 5].includes(d)),
    ).toBe(true);
  });

  it('L is the last day of the month, leap years included', () => {
    expect(next('0 0 12 L * ?', '2026-01-15 00:00:00', 4)).toEqual([
      '2026-01-31 12:00:00',
      '2026-02-28 12:00:00',
      '2026-03-31 12:00:00',
      '2026-04-30 12:00:00',
    ]);
    expect(next('0 0 12 L 2 ?', '2027-06-01 00:00:00', 2)).toEqual(['2028-02-29 12:00:00', '2029-02-28 12:00:00']);
  });

  it('nW is the weekday nearest the nth, without leaving the month', () => {
    // 15 Jan 2026 is a Thursday, 15 Feb and 15 Mar are Sundays
    expect(next('0 0 8 15W * ?', '2026-01-01 00:00:00', 3)).toEqual(['2026-01-15 08:00:00', '2026-02-16 08:00:00', '2026-03-16 08:00:00']);
    // 15 Aug 2026 is a Saturday: the Friday before
    expect(next('0 0 8 15W 8 ?', '2026-01-01 00:00:00', 1)).toEqual(['2026-08-14 08:00:00']);
    // 1 Aug 2026 is a Saturday: Monday the 3rd, not Friday 31 July
    expect(next('0 0 8 1W 8 ?', '2026-01-01 00:00:00', 1)).toEqual(['2026-08-03 08:00:00']);
  });

  it('nL in the week is the last such weekday and d#n the nth one', () => {
    expect(next('0 0 9 ? * 6L', '2026-05-15 00:00:00', 3)).toEqual(['2026-05-29 09:00:00', '2026-06-26 09:00:00', '2026-07-31 09:00:00']);
    expect(next('0 0 12 ? * 5#3', '2026-06-01 00:00:00', 2)).toEqual(['2026-06-18 12:00:00', '2026-07-16 12:00:00']);
  });

  it('loops start at the given value', () => {
    expect(next('0 0 0 1/10 1 ?', '2026-12-01 00:00:00', 4)).toEqual([
      '2027-01-01 00:00:00',
      '2027-01-11 00:00:00',
      '2027-01-21 00:00:00',
      '2027-01-31 00:00:00',
    ]);
    expect(next('30 0/20 * * * ?', '2026-06-01 10:05:00', 3)).toEqual(['2026-06-01 10:20:30', '2026-06-01 10:40:30', '2026-06-01 11:00:30']);
  });

  it('a year range stops after its last year; a past year or an impossible date never fires', () => {
    expect(next('0 0 0 1 1 ? 2030-2032', '2026-06-01 00:00:00')).toEqual(['2030-01-01 00:00:00', '2031-01-01 00:00:00', '2032-01-01 00:00:00']);
    expect(next('0 0 6 1 1 ? 2030/2', '2026-06-01 00:00:00', 2)).toEqual(['2030-01-01 06:00:00', '2032-01-01 06:00:00']);
    expect(next('0 0 12 * * ? 2020', '2026-06-01 00:00:00')).toEqual([]);
    expect(next('0 0 0 30 2 ?', '2026-06-01 00:00:00')).toEqual([]);
  });

  it('refuses expressions the scheduler cannot run, in Chinese', () => {
    expect(cronProblem('0 0/15 6-22 ? * 2-6')).toBeNull();
    expect(cronProblem('0 61 * * * ?')).toMatch(/^Cron 表达式不正确/);
    expect(cronProblem('*/5 * * * *')).toMatch(/6 或 7 个字段/);
    expect(cronProblem('0 0 22-2 * * ?')).toMatch(/^Cron 表达式不正确/);
  });
});
