import { describe, expect, it } from 'vitest';
import { StatementError } from './statement-types';
import { parseFixed, readAmount, readTime, roundFeeToCents } from './statement-values';

describe('statement cell values', () => {
  it('reads amounts exactly, never through a floating-point number', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point
    expect(parseFixed('0.29', 2)).toBe(29);
    expect(parseFixed('1234567.89', 2)).toBe(123456789);
    expect(parseFixed('12', 2)).toBe(1200);
    expect(parseFixed('1.2', 2)).toBe(120);
    expect(parseFixed('-20.00', 2)).toBe(-2000);
    expect(parseFixed('-0.00', 2)).toBe(0);
    expect(parseFixed('0.00600', 5)).toBe(600);
    expect(parseFixed('-0.12000', 5)).toBe(-12000);
  });

  it('refuses letters, separators and a third decimal, naming the line and the column', () => {
    for (const text of ['1.2x', '', '1,000.00', '¥1.00', '1.', '.5', '1e3']) expect(parseFixed(text, 2)).toBeNull();
    expect(parseFixed('1.005', 2)).toBe('decimals');
    expect(() => readAmount('1.2x', 7, '退款金额')).toThrow('第 7 行「退款金额」不是金额：1.2x');
    expect(() => readAmount('1.005', 7, '退款金额')).toThrow('第 7 行「退款金额」最多两位小数：1.005');
    expect(() => readAmount('0.000001', 3, '手续费', 5)).toThrow('第 3 行「手续费」最多五位小数：0.000001');
    try {
      readAmount('1.2x', 7, '退款金额');
    } catch (error) {
      expect(error).toBeInstanceOf(StatementError);
      expect(error).toMatchObject({ code: 'line', line: 7, column: '退款金额' });
    }
  });

  it('rounds a five-decimal fee to 分 half away from zero', () => {
    const table: [string, number][] = [
      ['0.00600', 1],
      ['0.00500', 1],
      ['0.00499', 0],
      ['0.00300', 0],
      ['0.01500', 2],
      ['0.01200', 1],
      ['1.20000', 120],
      ['-0.00500', -1],
      ['-0.01500', -2],
      ['-0.00499', 0],
      ['0.00000', 0],
    ];
    for (const [fee, cents] of table) expect([fee, roundFeeToCents(parseFixed(fee, 5) as number)]).toEqual([fee, cents]);
  });

  it('reads times on China clock, whatever the server clock', () => {
    expect(readTime('2026-12-06 00:03:15', 2, '交易时间').toISOString()).toBe('2026-12-05T16:03:15.000Z');
    expect(readTime('2026-12-06 23:59:59', 2, '交易时间').toISOString()).toBe('2026-12-06T15:59:59.000Z');
    expect(readTime('2028-02-29 08:00:00', 2, '交易时间').toISOString()).toBe('2028-02-29T00:00:00.000Z');
    for (const text of ['2026-02-30 10:00:00', '2026-13-01 00:00:00', '2026-12-06 24:00:00', '2026-12-06T00:03:15', '2026/12/06 00:03:15', ''])
      expect(() => readTime(text, 4, '交易时间')).toThrow(`第 4 行「交易时间」不是有效的时间（yyyy-MM-dd HH:mm:ss）：${text || '（空）'}`);
  });
});
