import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatServiceTime, serviceSecondsOf } from '../../../lib/service-time';
import { expiryState } from '../expiry-tag';

describe('expiry tags', () => {
  const today = dayjs('2026-11-27');
  it('are red once passed, orange with the days left within 30 days, plain after', () => {
    expect(expiryState('2026-11-26', today)).toEqual({ color: 'red', label: '已过期' });
    expect(expiryState('2026-11-27', today)).toEqual({ color: 'orange', label: '今天到期' });
    expect(expiryState('2026-12-09', today)).toEqual({ color: 'orange', label: '12 天后到期' });
    expect(expiryState('2026-12-27', today)).toEqual({ color: 'orange', label: '30 天后到期' });
    expect(expiryState('2026-12-28', today)).toEqual({});
    expect(expiryState(null, today)).toEqual({});
  });
});

describe('service-day times', () => {
  it('show seconds after midnight, past 24:00 as the next day', () => {
    expect(formatServiceTime(6 * 3600 + 5 * 60)).toBe('06:05');
    expect(formatServiceTime(25 * 3600 + 10 * 60)).toBe('次日 01:10');
    expect(formatServiceTime(null)).toBe('');
  });

  it('read a picked time as the service day’s seconds, after midnight for a night trip', () => {
    expect(serviceSecondsOf(dayjs('2026-11-27T06:08:00'), 6 * 3600)).toBe(6 * 3600 + 8 * 60);
    expect(serviceSecondsOf(dayjs('2026-11-27T00:20:00'), 23 * 3600 + 50 * 60)).toBe(24 * 3600 + 20 * 60);
  });
});
