/**
 * A whole Quartz expression as seven parts (second minute hour day month week year), the
 * spec's cascade when a part is edited (spec 03 section 4 "Cron parts"), and the texts with
 * hideSecond (5 fields: minute ... week) or hideYear (6 fields).
 */
import { fieldStateOf, type CronField } from './cron-fields';

export type CronParts = Record<CronField, string>;

export const CRON_FIELDS: CronField[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

/** Every second; the week defaults to '?' (spec). */
export const DEFAULT_PARTS: CronParts = { second: '*', minute: '*', hour: '*', day: '*', month: '*', week: '?', year: '*' };

export interface CronShape {
  hideSecond?: boolean;
  hideYear?: boolean;
}

/** The fields the text carries: no second with hideSecond, no year with hideYear or hideSecond. */
export function visibleFields({ hideSecond, hideYear }: CronShape): CronField[] {
  return CRON_FIELDS.filter((f) => !(f === 'second' && hideSecond) && !(f === 'year' && (hideYear || hideSecond)));
}

export interface ParsedExpression {
  parts: CronParts;
  /** fields whose text the editor could not show: they fell back to every ('*', or '?' for a week beside a set day) */
  notUnderstood: CronField[];
  /** the text had the wrong number of fields: everything is the default */
  wrongShape: boolean;
}

/**
 * Reads an expression into parts. Without a year the year is '*' (Quartz: every year).
 * Unparsable fields fall back to every, as the spec says.
 */
export function parseExpression(text: string | null | undefined, shape: CronShape = {}): ParsedExpression {
  const fields = visibleFields(shape);
  const values = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (values.length === 0) return { parts: { ...DEFAULT_PARTS }, notUnderstood: [], wrongShape: false };
  // a 6-field text is fine where the year is allowed: Quartz's year is optional
  const optionalYear = fields.includes('year') && values.length === fields.length - 1;
  if (values.length !== fields.length && !optionalYear) return { parts: { ...DEFAULT_PARTS }, notUnderstood: [], wrongShape: true };

  const parts: CronParts = { ...DEFAULT_PARTS, ...(shape.hideSecond ? { second: '0' } : {}) };
  const notUnderstood: CronField[] = [];
  fields.forEach((field, index) => {
    const value = values[index];
    if (value === undefined) return;
    const { understood } = fieldStateOf(field, value);
    if (understood) parts[field] = value;
    else {
      notUnderstood.push(field);
      parts[field] = '*';
    }
  });
  // a week that fell back to '*' beside a set day would make both set: Quartz needs one '?'
  if (notUnderstood.includes('week') && parts.day !== '?') parts.week = '?';
  return { parts, notUnderstood, wrongShape: false };
}

/** The text; a '*' year is left out (Quartz reads a missing year as every year), so an expression without one stays as written. */
export function formatExpression(parts: CronParts, shape: CronShape = {}): string {
  return visibleFields(shape)
    .filter((field) => !(field === 'year' && (parts.year || '*') === '*'))
    .map((field) => parts[field] || (field === 'week' ? '?' : '*'))
    .join(' ');
}

/** The Quartz text the server previews: with hideSecond the second is 0. */
export function toQuartz(parts: CronParts, shape: CronShape = {}): string {
  const text = formatExpression(parts, shape);
  return shape.hideSecond ? `0 ${text}` : text;
}

/** "Set" for the cascade: day and week count as set unless '?'; the year unless '*' (a '*' year is the same as no year). */
function isSet(field: CronField, value: string): boolean {
  if (field === 'year') return value !== '*';
  return value !== '?';
}

/** Hour, minute and second: the finer fields a set field pins from '*' to 0. */
const FINER: Partial<Record<CronField, CronField[]>> = {
  minute: ['second'],
  hour: ['minute', 'second'],
  day: ['hour', 'minute', 'second'],
  week: ['hour', 'minute', 'second'],
};

/**
 * The spec's cascade after the user sets `edited` (spec 03 section 4):
 * - minute set makes second 0 if it was '*'; hour set makes minute 0; day or week set (not '?')
 *   makes hour 0. The forced field counts as set in turn, so setting the hour gives "0 0 h".
 * - day and week are never both set: setting one makes the other '?'.
 * - day '?' with week '*' (or '?') makes week 1, and the reverse: week '?' with day '*' (or '?')
 *   makes day 1, so exactly one of them chooses the days (and the hour cascade follows).
 * - year set makes month 1 if it was '*'.
 */
export function applyCascade(before: CronParts, edited: CronField): CronParts {
  const parts = { ...before };
  const pinned: CronField[] = FINER[edited] ?? [];
  if (edited === 'day' || edited === 'week') {
    const other: CronField = edited === 'day' ? 'week' : 'day';
    if (isSet(edited, parts[edited])) parts[other] = '?';
    else if (parts[other] === '*' || parts[other] === '?') parts[other] = '1';
  }
  if (edited === 'year' && isSet('year', parts.year) && parts.month === '*') parts.month = '1';
  for (const field of pinned) if (parts[field] === '*') parts[field] = '0';
  return parts;
}
