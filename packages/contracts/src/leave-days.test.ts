import { describe, expect, it } from 'vitest';
import { leaveDays } from './leave-days';

// 2026-12-07 is a Monday
describe('leave days from the dates', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(leaveDays('2026-12-07', '2026-12-11')).toEqual({ ok: true, days: 5 });
    expect(leaveDays('2026-12-07', '2026-12-08')).toEqual({ ok: true, days: 2 });
    expect(leaveDays('2026-12-07', '2026-12-07')).toEqual({ ok: true, days: 1 });
    // a week end inside the range is no leave
    expect(leaveDays('2026-12-10', '2026-12-15')).toEqual({ ok: true, days: 4 });
    expect(leaveDays('2026/12/07', '2026/12/20')).toEqual({ ok: true, days: 10 });
  });

  it('counts half a day less for an afternoon start or a noon end on a working day', () => {
    expect(leaveDays('2026-12-07', '2026-12-08', 'pm', 'pm')).toEqual({ ok: true, days: 1.5 });
    expect(leaveDays('2026-12-07', '2026-12-08', 'am', 'am')).toEqual({ ok: true, days: 1.5 });
    expect(leaveDays('2026-12-07', '2026-12-08', 'pm', 'am')).toEqual({ ok: true, days: 1 });
    expect(leaveDays('2026-12-07', '2026-12-07', 'am', 'am')).toEqual({ ok: true, days: 0.5 });
    expect(leaveDays('2026-12-07', '2026-12-07', 'pm', 'pm')).toEqual({ ok: true, days: 0.5 });
    // a Saturday afternoon start takes nothing off: the Saturday was not counted
    expect(leaveDays('2026-12-12', '2026-12-14', 'pm', 'pm')).toEqual({ ok: true, days: 1 });
  });

  it('refuses what gives no working day or no range, in words', () => {
    expect(leaveDays('2026-12-12', '2026-12-13')).toEqual({ ok: false, error: '所选日期内没有工作日（按周一至周五计算）' });
    expect(leaveDays('2026-12-08', '2026-12-07')).toEqual({ ok: false, error: '结束日期不能早于开始日期' });
    expect(leaveDays('2026-12-07', '2026-12-07', 'pm', 'am')).toEqual({ ok: false, error: '同一天内结束时段不能早于开始时段' });
    expect(leaveDays('2026-02-30', '2026-03-02')).toEqual({ ok: false, error: '日期格式不正确' });
    expect(leaveDays(undefined, '2026-03-02')).toEqual({ ok: false, error: '日期格式不正确' });
  });
});
