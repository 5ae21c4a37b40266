import { describe, expect, it } from 'vitest';
import { formatYuan } from '../money';

describe('prices', () => {
  it('shows minor units as yuan with the sign ¥ and two decimals', () => {
    expect(formatYuan(1200)).toBe('¥12.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(1234567)).toBe('¥12,345.67');
    expect(formatYuan(null)).toBe('');
    expect(formatYuan('x')).toBe('');
  });
});
