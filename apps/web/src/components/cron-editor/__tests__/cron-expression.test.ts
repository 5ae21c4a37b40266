import { describe, expect, it } from 'vitest';
import { defaultFieldState, fieldRule, fieldStateOf, formatField, parseField, type CronField } from '../cron-fields';
import { applyCascade, DEFAULT_PARTS, formatExpression, parseExpression, toQuartz, visibleFields, type CronParts } from '../cron-expression';
import { editCronField, initCronEditorState } from '../cron-editor-state';

const roundTrip = (field: CronField, text: string) => {
  const state = parseField(field, text);
  expect(state, `${field} ${text}`).not.toBeNull();
  return formatField(field, state!);
};

describe('cron fields: parse and format round trips per mode', () => {
  it.each([
    ['second', '*', 'every'],
    ['second', '5-40', 'range'],
    ['second', '0/1', 'loop'],
    ['minute', '0/15', 'loop'],
    ['minute', '0,15,30,45', 'specify'],
    ['hour', '6-22', 'range'],
    ['hour', '8', 'specify'],
    ['day', '?', 'unset'],
    ['day', '15W', 'work'],
    ['day', 'L', 'last'],
    ['day', '1/10', 'loop'],
    ['month', '3-5', 'range'],
    ['month', '1,4,7,10', 'specify'],
    ['week', '?', 'unset'],
    ['week', '2-6', 'range'],
    ['week', '2/2', 'loop'],
    ['week', '6L', 'last'],
    ['week', '5#3', 'nth'],
    ['week', '1,7', 'specify'],
    ['year', '*', 'every'],
    ['year', '2030-2032', 'range'],
    ['year', '2030/2', 'loop'],
  ] as const)('%s %s is %s and formats back the same', (field, text, mode) => {
    expect(parseField(field, text)?.mode).toBe(mode);
    expect(roundTrip(field, text)).toBe(text);
  });

  it('reads * as the start of a loop, names as numbers, and sorts lists without duplicates', () => {
    expect(roundTrip('minute', '*/5')).toBe('0/5');
    expect(roundTrip('day', '*/2')).toBe('1/2');
    expect(roundTrip('week', 'MON-FRI')).toBe('2-6');
    expect(roundTrip('week', 'sun,sat')).toBe('1,7');
    expect(roundTrip('month', 'JAN-MAR')).toBe('1-3');
    expect(roundTrip('hour', '9,8,9')).toBe('8,9');
    expect(roundTrip('year', '2030')).toBe('2030-2030');
  });

  it('keeps the spec bounds: second and minute 0-59, hour 0-23, day 1-31, month 1-12, week 1-7', () => {
    expect(parseField('second', '59')).not.toBeNull();
    expect(parseField('second', '60')).toBeNull();
    expect(parseField('minute', '0-60')).toBeNull();
    expect(parseField('hour', '23')).not.toBeNull();
    expect(parseField('hour', '24')).toBeNull();
    expect(parseField('day', '0')).toBeNull();
    expect(parseField('day', '32W')).toBeNull();
    expect(parseField('day', '31')).not.toBeNull();
    expect(parseField('month', '13')).toBeNull();
    expect(parseField('month', '0/2')).toBeNull();
    expect(parseField('week', '0')).toBeNull();
    expect(parseField('week', '8L')).toBeNull();
    expect(parseField('minute', '0/0')).toBeNull();
    expect(parseField('hour', '10-2')).toBeNull();
  });

  it('offers ? only on day and week, nW and L on the day, nL and # on the week', () => {
    expect(parseField('second', '?')).toBeNull();
    expect(parseField('year', '?')).toBeNull();
    expect(parseField('hour', 'L')).toBeNull();
    expect(parseField('month', '1W')).toBeNull();
    expect(parseField('day', '6L')).toBeNull();
    expect(parseField('day', '2#1')).toBeNull();
    expect(fieldRule('day').modes).toEqual(['unset', 'every', 'range', 'loop', 'work', 'last', 'specify']);
    expect(fieldRule('week').modes).toContain('last');
  });

  it('year bounds: range start from 0, end from 1, loop start from 0, interval from 1; defaults from this year', () => {
    const year = new Date().getFullYear();
    const rule = fieldRule('year');
    expect([rule.rangeStartMin, rule.rangeEndMin, rule.loopStartMin]).toEqual([0, 1, 0]);
    expect(parseField('year', '0-1')?.mode).toBe('range');
    expect(parseField('year', '0/1')?.mode).toBe('loop');
    expect(parseField('year', '2030/0')).toBeNull();
    expect(defaultFieldState('year')).toMatchObject({ mode: 'every', range: { start: year, end: year + 100 }, loop: { start: year, interval: 1 } });
  });

  it('falls back to every when a field cannot be read', () => {
    expect(fieldStateOf('day', 'LW')).toMatchObject({ understood: false, state: { mode: 'every' } });
    expect(fieldStateOf('minute', '1-10/2')).toMatchObject({ understood: false, state: { mode: 'every' } });
    expect(fieldStateOf('hour', '25').state.mode).toBe('every');
  });

  it('writes an empty specify list as the smallest value and a reversed range in order', () => {
    expect(formatField('hour', { ...defaultFieldState('hour'), mode: 'specify', list: [] })).toBe('0');
    expect(formatField('day', { ...defaultFieldState('day'), mode: 'range', range: { start: 9, end: 3 } })).toBe('3-9');
  });
});

describe('cron expressions', () => {
  it('defaults to every second with week ?; a * year is left out, another year is written', () => {
    expect(formatExpression({ ...DEFAULT_PARTS, year: '2030-2032' })).toBe('* * * * * ? 2030-2032');
    expect(formatExpression(DEFAULT_PARTS)).toBe('* * * * * ?');
    expect(parseExpression('').parts).toEqual(DEFAULT_PARTS);
  });

  it('reads 6 or 7 fields, hideYear 6, hideSecond 5 (no year either)', () => {
    expect(parseExpression('0 0/15 6-22 ? * 2-6').parts).toMatchObject({ second: '0', minute: '0/15', week: '2-6', year: '*' });
    expect(parseExpression('0 0 0 1 1 ? 2030').parts.year).toBe('2030');
    expect(visibleFields({ hideYear: true })).toEqual(['second', 'minute', 'hour', 'day', 'month', 'week']);
    expect(visibleFields({ hideSecond: true })).toEqual(['minute', 'hour', 'day', 'month', 'week']);
    const short = parseExpression('0/15 6-22 ? * 2-6', { hideSecond: true });
    expect(short.wrongShape).toBe(false);
    expect(formatExpression(short.parts, { hideSecond: true })).toBe('0/15 6-22 ? * 2-6');
    expect(toQuartz(short.parts, { hideSecond: true })).toBe('0 0/15 6-22 ? * 2-6');
    expect(parseExpression('0 0 0 1 1 ? 2030', { hideYear: true }).wrongShape).toBe(true);
    expect(parseExpression('1 2 3', {}).wrongShape).toBe(true);
  });

  it('names the fields it could not read and makes them every, keeping one of day and week ?', () => {
    const parsed = parseExpression('0 0 12 LW * ?');
    expect(parsed.notUnderstood).toEqual(['day']);
    expect(formatExpression(parsed.parts)).toBe('0 0 12 * * ?');
    const week = parseExpression('0 0 12 1 * L');
    expect(week.notUnderstood).toEqual(['week']);
    expect(formatExpression(week.parts)).toBe('0 0 12 1 * ?');
  });
});

describe('the cascade when a field is set (spec 03 section 4)', () => {
  const parts = (over: Partial<CronParts>): CronParts => ({ ...DEFAULT_PARTS, ...over });

  it('minute set makes second 0 if it was *, and leaves a set second alone', () => {
    expect(applyCascade(parts({ minute: '0/15' }), 'minute')).toMatchObject({ second: '0', minute: '0/15' });
    expect(applyCascade(parts({ second: '30', minute: '0/15' }), 'minute').second).toBe('30');
  });

  it('hour set makes minute 0 (and so second 0)', () => {
    expect(formatExpression(applyCascade(parts({ hour: '6-22' }), 'hour'))).toBe('0 0 6-22 * * ?');
    expect(applyCascade(parts({ minute: '0/15', second: '0', hour: '6-22' }), 'hour').minute).toBe('0/15');
  });

  it('day set (not ?) makes hour 0 and week ?', () => {
    expect(formatExpression(applyCascade(parts({ day: '15W', week: '2' }), 'day'))).toBe('0 0 0 15W * ?');
  });

  it('week set (not ?) makes hour 0 and day ?', () => {
    expect(formatExpression(applyCascade(parts({ week: '2-6' }), 'week'))).toBe('0 0 0 ? * 2-6');
    expect(applyCascade(parts({ hour: '8', minute: '30', second: '0', week: '6L' }), 'week')).toMatchObject({ hour: '8', minute: '30', day: '?' });
  });

  it('day ? with week * makes week 1, and the reverse', () => {
    expect(applyCascade(parts({ day: '?', week: '*' }), 'day')).toMatchObject({ day: '?', week: '1', hour: '0' });
    expect(applyCascade(parts({ day: '?', week: '?' }), 'day').week).toBe('1');
    expect(applyCascade(parts({ day: '*', week: '?' }), 'week')).toMatchObject({ day: '1', week: '?' });
    expect(applyCascade(parts({ day: '?', week: '?' }), 'week').day).toBe('1');
    expect(applyCascade(parts({ day: '?', week: '2-6' }), 'day').week).toBe('2-6');
  });

  it('day and week are never both set', () => {
    const afterWeek = applyCascade(parts({ day: '15', week: '3' }), 'week');
    expect([afterWeek.day, afterWeek.week]).toEqual(['?', '3']);
    const afterDay = applyCascade(parts({ day: 'L', week: '3' }), 'day');
    expect([afterDay.day, afterDay.week]).toEqual(['L', '?']);
  });

  it('year set makes month 1; every year does not', () => {
    expect(applyCascade(parts({ year: '2030-2032' }), 'year').month).toBe('1');
    expect(applyCascade(parts({ year: '2030-2032', month: '6' }), 'year').month).toBe('6');
    expect(applyCascade(parts({ year: '*' }), 'year').month).toBe('*');
  });

  it('month edits force nothing', () => {
    expect(applyCascade(parts({ month: '3' }), 'month')).toEqual(parts({ month: '3' }));
  });
});

describe('editing tabs', () => {
  it('builds every 15 minutes from 6 to 22 on weekdays tab by tab', () => {
    let state = initCronEditorState('');
    state = editCronField(state, 'minute', { ...state.fields.minute, mode: 'loop', loop: { start: 0, interval: 15 } });
    state = editCronField(state, 'hour', { ...state.fields.hour, mode: 'range', range: { start: 6, end: 22 } });
    state = editCronField(state, 'week', { ...state.fields.week, mode: 'range', range: { start: 2, end: 6 } });
    expect(formatExpression(state.parts)).toBe('0 0/15 6-22 ? * 2-6');
    expect(state.fields.second.mode).toBe('specify');
    expect(state.fields.day.mode).toBe('unset');
  });

  it('keeps the numbers of another mode of a tab the cascade changed', () => {
    let state = initCronEditorState('0 0 0 1-5 * ?');
    state = editCronField(state, 'day', { ...state.fields.day, mode: 'loop' });
    state = editCronField(state, 'week', { ...state.fields.week, mode: 'specify', list: [2] });
    expect(state.fields.day).toMatchObject({ mode: 'unset', range: { start: 1, end: 5 } });
  });

  it('an emptied list ticks the smallest value, as the text says', () => {
    let state = initCronEditorState('0 0 8,9 * * ?');
    state = editCronField(state, 'hour', { ...state.fields.hour, list: [] });
    expect(state.parts.hour).toBe('0');
    expect(state.fields.hour.list).toEqual([0]);
  });
});
