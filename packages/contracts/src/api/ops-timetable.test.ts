import { describe, expect, it } from 'vitest';
import { defaultCalendarId, type OpsCalendarOption } from './ops-timetable';

const calendar = (id: string, tripCount: number, runsOnDate: boolean): OpsCalendarOption => ({ id, code: id.toUpperCase(), name: id, tripCount, runsOnDate });

describe('the calendar 班次管理 opens a line on', () => {
  it('is the line’s own calendar that runs on the date, not the first offered (issue 22: 1路 opened on 0 个班次)', () => {
    expect(defaultCalendarId([calendar('weekday', 180, false), calendar('weekend', 120, true), calendar('all', 0, true)])).toBe('weekend');
  });

  it('takes the one with more trips when two of the line’s run that day', () => {
    expect(defaultCalendarId([calendar('summer', 40, true), calendar('weekday', 180, true)])).toBe('weekday');
  });

  it('falls back to the line’s busiest calendar, then to the first offered', () => {
    expect(defaultCalendarId([calendar('weekday', 180, false), calendar('holiday', 20, false), calendar('all', 0, true)])).toBe('weekday');
    expect(defaultCalendarId([calendar('all', 0, true), calendar('weekend', 0, false)])).toBe('all');
    expect(defaultCalendarId([])).toBeUndefined();
  });
});
