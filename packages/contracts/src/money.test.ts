import { describe, expect, it } from 'vitest';
import { centsSchema, formatMoney, formatThousands, formatYuan, toMinorUnits } from './money';

describe('money', () => {
  it('shows minor units as yuan with two decimals and thousands separators', () => {
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-250050)).toBe('-2,500.50');
    expect(formatMoney('99999')).toBe('999.99');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('shows a price with the sign ¥ and two decimals', () => {
    expect(formatYuan(1200)).toBe('¥12.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(1234567)).toBe('¥12,345.67');
    expect(formatYuan(-1000)).toBe('-¥10.00');
    expect(formatYuan(null)).toBe('');
    expect(formatYuan('x')).toBe('');
  });

  it('formats plain numbers with thousands separators', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234.5)).toBe('-1,234.5');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands('')).toBe('');
  });

  it('turns typed yuan into minor units exactly', () => {
    expect(toMinorUnits('12.3')).toBe(1230);
    expect(toMinorUnits('0.07')).toBe(7);
    expect(toMinorUnits('1,234.56')).toBe(123456);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('-3')).toBe(-300);
    expect(toMinorUnits('1.234')).toBeNull();
    expect(toMinorUnits('元')).toBeNull();
  });

  it('a request amount is whole fen within its bounds; a third decimal or a negative amount is refused, naming the field', () => {
    const amount = centsSchema('充值金额', { min: 100, max: 50_000 });
    expect(amount.parse(1230)).toBe(1230);
    const message = (value: unknown) => amount.safeParse(value).error?.issues[0].message;
    expect(message(1234.5)).toBe('充值金额最多两位小数');
    expect(message(-100)).toBe('充值金额不能少于 ¥1.00');
    expect(message(50_001)).toBe('充值金额不能超过 ¥500.00');
    expect(message('100')).toBe('请输入充值金额');
    expect(centsSchema('押金').safeParse(-1).error?.issues[0].message).toBe('押金不能为负数');
  });
});
