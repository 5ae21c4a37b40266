/**
 * The values of a statement's cells: amounts read exactly (text to integer, never through a
 * floating-point number), fees rounded to 分 by one stated rule, and times read as China's clock.
 */
import { StatementError } from './statement-types';

/** more integer digits would leave the safe integers once scaled to 1/100000 yuan */
const MAX_INTEGER_DIGITS = 10;

const POWERS_OF_TEN = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];
const [ZERO, NINE, DOT, MINUS, PLUS] = ['0', '9', '.', '-', '+'].map((char) => char.charCodeAt(0));

/**
 * Decimal text as an integer count of 10^-decimals: ('12.3', 2) -> 1230, ('-0.00600', 5) -> -600.
 * null when it is not a number; 'decimals' when it has more decimals than allowed. Read digit by
 * digit: a million-line statement has millions of amounts.
 */
export function parseFixed(text: string, decimals: number): number | null | 'decimals' {
  let at = 0;
  const sign = text.charCodeAt(0);
  if (sign === MINUS || sign === PLUS) at = 1;
  let whole = 0;
  const wholeStart = at;
  for (let code = text.charCodeAt(at); code >= ZERO && code <= NINE; code = text.charCodeAt(++at)) whole = whole * 10 + (code - ZERO);
  const wholeDigits = at - wholeStart;
  if (wholeDigits === 0 || wholeDigits > MAX_INTEGER_DIGITS) return null;
  let fraction = 0;
  let places = 0;
  if (at < text.length) {
    if (text.charCodeAt(at) !== DOT) return null;
    for (let code = text.charCodeAt(++at); at < text.length; code = text.charCodeAt(++at)) {
      if (code < ZERO || code > NINE) return null;
      fraction = fraction * 10 + (code - ZERO);
      places += 1;
    }
    if (places === 0) return null;
  }
  if (places > decimals) return 'decimals';
  const value = whole * POWERS_OF_TEN[decimals] + fraction * POWERS_OF_TEN[decimals - places];
  return sign === MINUS && value !== 0 ? -value : value;
}

const DECIMALS_TEXT: Record<number, string> = { 2: '两', 5: '五' };

/** An amount cell in integer units of 10^-decimals yuan, or a StatementError naming the line and column. */
export function readAmount(text: string, line: number, column: string, decimals = 2): number {
  const value = parseFixed(text, decimals);
  if (value === null) throw new StatementError('line', `第 ${line} 行「${column}」不是金额：${text || '（空）'}`, line, column);
  if (value === 'decimals')
    throw new StatementError('line', `第 ${line} 行「${column}」最多${DECIMALS_TEXT[decimals] ?? decimals}位小数：${text}`, line, column);
  return value;
}

/**
 * A fee in 1/100000 yuan (WeChat's five decimals) as whole 分, rounded half away from zero:
 * 0.00600 -> 1, 0.00500 -> 1, 0.00499 -> 0, -0.00500 -> -1. The rule is symmetric, so a refund's
 * fee given back rounds to the same 分 its payment's fee did.
 */
export function roundFeeToCents(hundredThousandths: number): number {
  const magnitude = Math.abs(hundredThousandths);
  const cents = Math.floor(magnitude / 1000) + (magnitude % 1000 >= 500 ? 1 : 0);
  return hundredThousandths < 0 && cents !== 0 ? -cents : cents;
}

/** 分 as yuan text for messages: 12345 -> '123.45', -5 -> '-0.05' */
export function centsText(cents: number): string {
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** 1/100000 yuan as yuan text with five decimals: -600 -> '-0.00600' */
export function hundredThousandthsText(value: number): string {
  const magnitude = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(magnitude / 100000)}.${String(magnitude % 100000).padStart(5, '0')}`;
}

const SHANGHAI_OFFSET_HOURS = 8;

/**
 * Local date and time parts on China's clock (UTC+8 all year since 1992) as an instant, or null when
 * the parts are not a real date and time (2026-02-30, 24:00:00).
 */
export function shanghaiTime(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour - SHANGHAI_OFFSET_HOURS, minute, second);
  // a day past the month's end rolls over into the next month: refuse it
  const local = new Date(utc + SHANGHAI_OFFSET_HOURS * 3600_000);
  return local.getUTCDate() === day && local.getUTCMonth() === month - 1 ? new Date(utc) : null;
}

/** the last time read: a statement's lines come in time order, many within one second */
let lastTime = { text: '', ms: 0 };

/** A 'yyyy-MM-dd HH:mm:ss' cell on China's clock, or a StatementError naming the line and column. */
export function readTime(text: string, line: number, column: string): Date {
  if (text === lastTime.text) return new Date(lastTime.ms);
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const time = match && shanghaiTime(+match[1], +match[2], +match[3], +match[4], +match[5], +match[6]);
  if (!time) throw new StatementError('line', `第 ${line} 行「${column}」不是有效的时间（yyyy-MM-dd HH:mm:ss）：${text || '（空）'}`, line, column);
  lastTime = { text, ms: time.getTime() };
  return time;
}

/** A required id cell, or a StatementError naming the line and column. */
export function readId(text: string, line: number, column: string): string {
  if (!text) throw new StatementError('line', `第 ${line} 行缺少「${column}」`, line, column);
  return text;
}
