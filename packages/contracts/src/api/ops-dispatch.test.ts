import { describe, expect, it } from 'vitest';
import { departureDelay, departureDelayText } from './ops-dispatch';

const at = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;
const delay = (planned: number, actual: number) => {
  const d = departureDelay(planned, actual);
  return { minutes: d.minutes, onTime: d.onTime, text: departureDelayText(d) };
};

describe('a departure’s lateness (运营记录, 准点率)', () => {
  it('agrees with the times shown: the same minute is on time, whatever its seconds', () => {
    expect(delay(at(5, 30), at(5, 30))).toEqual({ minutes: 0, onTime: true, text: '准点' });
    expect(delay(at(5, 30), at(5, 30, 40))).toEqual({ minutes: 0, onTime: true, text: '准点' });
    expect(delay(at(5, 40), at(5, 39, 50))).toEqual({ minutes: 0, onTime: true, text: '准点' });
  });

  it('counts whole minutes of the difference, seconds included', () => {
    expect(delay(at(5, 30), at(5, 31))).toEqual({ minutes: 1, onTime: true, text: '晚 1 分' });
    expect(delay(at(5, 30), at(5, 31, 35))).toEqual({ minutes: 1, onTime: true, text: '晚 1 分' });
    expect(delay(at(5, 30), at(5, 31, 59))).toEqual({ minutes: 1, onTime: true, text: '晚 1 分' });
    expect(delay(at(5, 40), at(5, 38, 30))).toEqual({ minutes: -1, onTime: false, text: '早 1 分' });
    expect(delay(at(23, 50), at(24, 5))).toEqual({ minutes: 15, onTime: false, text: '晚 15 分' });
  });

  it('is on time from 1 minute early to 3 minutes late, both included', () => {
    expect(delay(at(8, 0), at(7, 59))).toMatchObject({ onTime: true, text: '早 1 分' });
    expect(delay(at(8, 0), at(7, 58, 59))).toMatchObject({ onTime: false, text: '早 1 分' });
    expect(delay(at(8, 0), at(8, 3))).toMatchObject({ onTime: true, text: '晚 3 分' });
    expect(delay(at(8, 0), at(8, 3, 1))).toMatchObject({ onTime: false, text: '晚 3 分' });
    expect(delay(at(8, 0), at(8, 4))).toMatchObject({ onTime: false, text: '晚 4 分' });
  });

  it('says the exact difference when asked', () => {
    expect(departureDelayText(departureDelay(at(8, 0), at(8, 3, 1)), { exact: true })).toBe('晚 3 分 1 秒');
    expect(departureDelayText(departureDelay(at(8, 0), at(7, 59, 50)), { exact: true })).toBe('早 10 秒');
    expect(departureDelayText(departureDelay(at(8, 0), at(8, 0)), { exact: true })).toBe('准点');
  });
});
