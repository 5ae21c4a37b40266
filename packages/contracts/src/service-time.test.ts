import { describe, expect, it } from 'vitest';
import { formatDaySeconds, formatServiceTime, parseDaySeconds, parseServiceTime } from './service-time';

describe('service times', () => {
  it('reads a line’s HH:mm past midnight up to 47:59 and writes it back', () => {
    expect(parseServiceTime('06:00')).toBe(21_600);
    expect(parseServiceTime('24:30')).toBe(88_200);
    expect(parseServiceTime('47:59')).toBe(172_740);
    expect(parseServiceTime('48:00')).toBeNull();
    expect(parseServiceTime('06:00:30')).toBeNull();
    expect(parseServiceTime('6点')).toBeNull();
    expect(formatServiceTime(88_200)).toBe('24:30');
    expect(formatServiceTime(null)).toBeNull();
  });

  it('reads a timetable’s times with seconds up to 30:00, and writes whole minutes', () => {
    expect(parseDaySeconds('6:05')).toBe(21_900);
    expect(parseDaySeconds(' 25:10:30 ')).toBe(90_630);
    expect(parseDaySeconds('31:00')).toBeNull();
    expect(parseDaySeconds('06:60')).toBeNull();
    expect(formatDaySeconds(90_630)).toBe('25:10');
    expect(formatDaySeconds(59)).toBe('00:00');
    expect(formatDaySeconds(undefined)).toBe('');
  });
});
