import { describe, expect, it } from 'vitest';
import { formatMoney, formatThousands, toMinorUnits } from '../money';
import { isSwitchOn, switchValue } from '../switch-value';
import { cutToWidth, ellipsis, ELLIPSIS_DEFAULT_LENGTH, stringWidth } from '../text-width';

describe('switch values', () => {
  it.each([0, false, '0', '', null, undefined])('%j is off', (value) => {
    expect(isSwitchOn(value)).toBe(false);
  });
  it.each([1, true, '1', 'Y', 'N', 'false', 2, -1])('%j is on', (value) => {
    expect(isSwitchOn(value)).toBe(true);
  });
  it('stores 1 / 0 unless told otherwise', () => {
    expect(switchValue(true)).toBe(1);
    expect(switchValue(false)).toBe(0);
    expect(switchValue(true, 'Y', 'N')).toBe('Y');
  });
});

describe('string width', () => {
  it('counts codes 0-128 as 1 and other characters as 2', () => {
    expect(stringWidth('K101 路')).toBe(7);
    expect(stringWidth('公交')).toBe(4);
    expect(stringWidth('\u0080')).toBe(1);
    expect(stringWidth('\u0081')).toBe(2);
    expect(stringWidth('')).toBe(0);
    expect(stringWidth(null)).toBe(0);
    expect(stringWidth('🚌')).toBe(2);
  });

  it('cuts to a width without splitting a character', () => {
    expect(cutToWidth('火车站-汽车站', 7)).toBe('火车站-');
    expect(cutToWidth('火车站', 5)).toBe('火车');
  });

  it('shortens past 25 width units by default and adds ...', () => {
    expect(ELLIPSIS_DEFAULT_LENGTH).toBe(25);
    const short = '12路 火车站 - 大学城';
    expect(ellipsis(short)).toBe(short);
    const long = '1路 火车站 - 人民广场 - 市第一人民医院 - 高新区管委会 - 大学城';
    expect(ellipsis(long)).toBe('1路 火车站 - 人民广场 - ...');
    expect(stringWidth(ellipsis(long).replace('...', ''))).toBeLessThanOrEqual(25);
    expect(ellipsis('abcdef', 3)).toBe('abc...');
    expect(ellipsis(undefined)).toBe('');
  });
});

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
});
