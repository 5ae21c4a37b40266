import { describe, expect, it } from 'vitest';
import { filterAmountInput, filterNumericInput, formatTagsInput, numberToText, parseAmountInput, parseNumericInput, splitTags } from '../input-filters';

/** Types text one character at a time through a filter, as a user would. */
function type(filter: (next: string, previous: string) => string, text: string, start = '') {
  let value = start;
  for (const ch of text) value = filter(value + ch, value);
  return value;
}

describe('numeric cell input', () => {
  it('keeps an optional minus, digits and one decimal point; reverts anything else', () => {
    expect(type(filterNumericInput, '-12.5')).toBe('-12.5');
    expect(type(filterNumericInput, '1a2b')).toBe('12');
    expect(type(filterNumericInput, '1.2.3')).toBe('1.23');
    expect(type(filterNumericInput, '1-2')).toBe('12');
    expect(type(filterNumericInput, '--5')).toBe('-5');
    expect(filterNumericInput('12e5', '12')).toBe('12');
    expect(filterNumericInput('', '12')).toBe('');
  });

  it('on blur becomes a number or is cleared', () => {
    expect(parseNumericInput('-12.5')).toBe(-12.5);
    expect(parseNumericInput('12.')).toBe(12);
    expect(parseNumericInput('.5')).toBe(0.5);
    expect(parseNumericInput('')).toBeNull();
    expect(parseNumericInput('-')).toBeNull();
    expect(parseNumericInput('.')).toBeNull();
    expect(parseNumericInput('-.')).toBeNull();
  });
});

describe('amount input', () => {
  it('takes up to 6 integer digits, the first non-zero unless a single 0', () => {
    expect(type(filterAmountInput, '1234567')).toBe('123456');
    expect(type(filterAmountInput, '0123')).toBe('0');
    expect(type(filterAmountInput, '0.5')).toBe('0.5');
    expect(type(filterAmountInput, '-12')).toBe('12');
  });

  it('keeps at most 2 decimals, otherwise the previous valid value', () => {
    expect(type(filterAmountInput, '12.345')).toBe('12.34');
    expect(type(filterAmountInput, '1.2.3')).toBe('1.23');
    expect(filterAmountInput('88.88x', '88.88')).toBe('88.88');
    expect(filterAmountInput('88.889', '88.88')).toBe('88.88');
  });

  it('clears when neither the new nor the previous text is a valid amount', () => {
    expect(filterAmountInput('1234567.1', '1234567')).toBe('');
    expect(filterAmountInput('', '12')).toBe('');
  });

  it('parses on blur', () => {
    expect(parseAmountInput('12.')).toBe(12);
    expect(parseAmountInput('0.05')).toBe(0.05);
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('1234567')).toBeNull();
  });
});

describe('tags input', () => {
  it('puts a semicolon after every 2 characters', () => {
    expect(formatTagsInput('abcde')).toBe('ab;cd;e');
    expect(formatTagsInput('ab;c;de')).toBe('ab;cd;e');
    expect(formatTagsInput('空调车门')).toBe('空调;车门');
    expect(formatTagsInput('ab;')).toBe('ab');
    expect(formatTagsInput('')).toBe('');
    expect(splitTags('空调;车门;')).toEqual(['空调', '车门']);
  });
});

it('numberToText shows numbers and blanks the rest', () => {
  expect(numberToText(12.5)).toBe('12.5');
  expect(numberToText('3')).toBe('3');
  expect(numberToText(null)).toBe('');
  expect(numberToText('abc')).toBe('');
});
