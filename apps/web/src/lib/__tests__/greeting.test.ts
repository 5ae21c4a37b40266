import { describe, expect, it } from 'vitest';
import { greetingFor, welcomeText } from '../greeting';

const at = (hour: number, minute = 0) => new Date(2025, 0, 1, hour, minute);

describe('header greeting by hour', () => {
  it.each([
    // after midnight is night, not morning (issue 22: 早上好 at 00:34)
    [0, 0, '凌晨好'],
    [0, 34, '凌晨好'],
    [4, 59, '凌晨好'],
    [5, 0, '早上好'],
    [8, 59, '早上好'],
    [9, 0, '上午好'],
    [10, 59, '上午好'],
    [11, 0, '中午好'],
    [12, 59, '中午好'],
    [13, 0, '下午好'],
    [19, 59, '下午好'],
    [20, 0, '晚上好'],
    [23, 59, '晚上好'],
  ])('%i:%i reads %s', (hour, minute, expected) => {
    expect(greetingFor(at(hour, minute))).toBe(expected);
  });

  it('the header text puts the real name after the greeting', () => {
    expect(welcomeText('张三', at(10))).toBe('上午好，张三');
  });
});
