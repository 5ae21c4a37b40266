/**
 * What the numeric, amount and tags inputs accept while typing (spec 03 section 5).
 *
 * - numeric cell: an optional minus, digits and at most one decimal point; any other input is
 *   reverted; on blur the text becomes a number, or is cleared when it is not one.
 * - amount: up to 6 integer digits (the first non-zero unless it is a single 0) and at most 2
 *   decimals; otherwise the previous valid value comes back (or the field is cleared when
 *   there is none).
 * - tags: a semicolon after every 2 characters.
 */

const NUMERIC_TYPING = /^-?\d*\.?\d*$/;

/** The text a numeric cell keeps after an edit from `previous` to `next`. */
export function filterNumericInput(next: string, previous: string): string {
  return NUMERIC_TYPING.test(next) ? next : previous;
}

/** On blur: the number typed, or null (cleared) for '', '-', '.', '-.' and the like. */
export function parseNumericInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed) || !NUMERIC_TYPING.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A whole, valid amount as typed so far ('12.' and '0.5' are fine while typing). */
const AMOUNT_TYPING = /^(0|[1-9]\d{0,5})(\.\d{0,2})?$/;

export function isValidAmountText(text: string): boolean {
  return text === '' || AMOUNT_TYPING.test(text);
}

/** The text an amount input keeps after an edit from `previous` to `next`. */
export function filterAmountInput(next: string, previous: string): string {
  if (isValidAmountText(next)) return next;
  return isValidAmountText(previous) ? previous : '';
}

/** On blur: '12.' -> 12, '' -> null. */
export function parseAmountInput(text: string): number | null {
  if (text === '' || !isValidAmountText(text)) return null;
  return Number(text);
}

/** The text to show for a stored number (null / undefined / NaN show as empty). */
export function numberToText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? String(n) : '';
}

/** 'abcde' -> 'ab;cd;e': semicolons removed and put back after every 2 characters. */
export function formatTagsInput(text: string): string {
  const plain = [...text.replaceAll(';', '')];
  const parts: string[] = [];
  for (let i = 0; i < plain.length; i += 2) parts.push(plain.slice(i, i + 2).join(''));
  return parts.join(';');
}

export function splitTags(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value.split(';').filter(Boolean);
}
