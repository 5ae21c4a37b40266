import { describe, expect, it } from 'vitest';
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
