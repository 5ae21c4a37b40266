/**
 * One field of a Quartz cron expression (spec 03 sections 3 and 5 "Cron parts"): the modes a tab
 * offers, their bounds, and the round trip between the field text and the tab's state. A text
 * the tab cannot represent parses to null; callers fall back to "every" (spec: any parse failure
 * falls back to every).
 */

export type CronField = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

/**
 * unset '?', every '*', range 'a-b', loop 'a/b', work 'nW' (day), last 'L' (day) or 'nL' (week:
 * the last such weekday of the month), nth 'd#n' (week: the nth such weekday), specify 'a,b,c'.
 */
export type CronMode = 'unset' | 'every' | 'range' | 'loop' | 'work' | 'last' | 'nth' | 'specify';

export interface FieldState {
  mode: CronMode;
  range: { start: number; end: number };
  loop: { start: number; interval: number };
  /** day of the month for 'nW' */
  work: number;
  /** weekday (1-7) for the week's 'nL' */
  lastWeekday: number;
  nth: { weekday: number; nth: number };
  list: number[];
}

export interface FieldRule {
  label: string;
  /** unit for the texts of the tab ('秒', '分钟' ...) */
  unit: string;
  min: number;
  max: number;
  modes: CronMode[];
  /** smallest allowed values of the range and loop inputs, when they differ from min (year) */
  rangeStartMin?: number;
  rangeEndMin?: number;
  loopStartMin?: number;
  /** the largest loop interval */
  intervalMax: number;
  defaults: Pick<FieldState, 'range' | 'loop'>;
}

const thisYear = () => new Date().getFullYear();

/**
 * Bounds of spec 03 section 5. Only day and week may be '?' (Quartz refuses it elsewhere).
 * The week tab offers no "every": the spec turns a '*' week (with day '?') into 1 at once.
 */
export function fieldRule(field: CronField): FieldRule {
  switch (field) {
    case 'second':
      return {
        label: '秒',
        unit: '秒',
        min: 0,
        max: 59,
        intervalMax: 59,
        modes: ['every', 'range', 'loop', 'specify'],
        defaults: { range: { start: 0, end: 1 }, loop: { start: 0, interval: 1 } },
      };
    case 'minute':
      return {
        label: '分',
        unit: '分钟',
        min: 0,
        max: 59,
        intervalMax: 59,
        modes: ['every', 'range', 'loop', 'specify'],
        defaults: { range: { start: 0, end: 1 }, loop: { start: 0, interval: 1 } },
      };
    case 'hour':
      return {
        label: '时',
        unit: '小时',
        min: 0,
        max: 23,
        intervalMax: 23,
        modes: ['every', 'range', 'loop', 'specify'],
        defaults: { range: { start: 0, end: 1 }, loop: { start: 0, interval: 1 } },
      };
    case 'day':
      return {
        label: '日',
        unit: '日',
        min: 1,
        max: 31,
        intervalMax: 31,
        modes: ['unset', 'every', 'range', 'loop', 'work', 'last', 'specify'],
        defaults: { range: { start: 1, end: 2 }, loop: { start: 1, interval: 1 } },
      };
    case 'month':
      return {
        label: '月',
        unit: '月',
        min: 1,
        max: 12,
        intervalMax: 12,
        modes: ['every', 'range', 'loop', 'specify'],
        defaults: { range: { start: 1, end: 2 }, loop: { start: 1, interval: 1 } },
      };
    case 'week':
      return {
        label: '周',
        unit: '天',
        min: 1,
        max: 7,
        intervalMax: 7,
        modes: ['unset', 'range', 'loop', 'last', 'nth', 'specify'],
        defaults: { range: { start: 2, end: 6 }, loop: { start: 2, interval: 1 } },
      };
    case 'year': {
      const year = thisYear();
      return {
        label: '年',
        unit: '年',
        min: 1,
        max: 9999,
        rangeStartMin: 0,
        rangeEndMin: 1,
        loopStartMin: 0,
        intervalMax: 9999,
        modes: ['every', 'range', 'loop'],
        defaults: { range: { start: year, end: year + 100 }, loop: { start: year, interval: 1 } },
      };
    }
  }
}

/** Sunday = 1 ... Saturday = 7, as Quartz numbers them. */
export const WEEKDAY_NAMES: Record<number, string> = { 1: '周日', 2: '周一', 3: '周二', 4: '周三', 5: '周四', 6: '周五', 7: '周六' };
const WEEKDAY_CODES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTH_CODES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function defaultFieldState(field: CronField): FieldState {
  const rule = fieldRule(field);
  return {
    mode: field === 'week' ? 'unset' : 'every',
    range: { ...rule.defaults.range },
    loop: { ...rule.defaults.loop },
    work: 1,
    lastWeekday: 6,
    nth: { weekday: 2, nth: 1 },
    list: [],
  };
}

/** Month and weekday names (MON, JAN ...) as their numbers, so they parse like numbers. */
function withNumbers(field: CronField, text: string): string {
  const codes = field === 'week' ? WEEKDAY_CODES : field === 'month' ? MONTH_CODES : null;
  if (!codes) return text;
  return text.toUpperCase().replace(/[A-Z]{3}/g, (code) => {
    const index = codes.indexOf(code);
    return index < 0 ? code : String(index + 1);
  });
}

const INTEGER = /^\d+$/;

/** The tab state for a field text, or null when the tab cannot show it (out of bounds, other syntax). */
export function parseField(field: CronField, text: string): FieldState | null {
  const rule = fieldRule(field);
  const value = withNumbers(field, text.trim());
  const state = defaultFieldState(field);
  const within = (n: number, min = rule.min, max = rule.max) => Number.isInteger(n) && n >= min && n <= max;
  const allows = (mode: CronMode) => rule.modes.includes(mode);

  if (value === '?') return allows('unset') ? { ...state, mode: 'unset' } : null;
  if (value === '*') return field === 'week' || allows('every') ? { ...state, mode: 'every' } : null;

  let match = /^(\d+)-(\d+)$/.exec(value);
  if (match && allows('range')) {
    const start = Number(match[1]);
    const end = Number(match[2]);
    if (!within(start, rule.rangeStartMin ?? rule.min) || !within(end, rule.rangeEndMin ?? rule.min) || start > end) return null;
    return { ...state, mode: 'range', range: { start, end } };
  }
  match = /^(\d+|\*)\/(\d+)$/.exec(value);
  if (match && allows('loop')) {
    const start = match[1] === '*' ? rule.min : Number(match[1]);
    const interval = Number(match[2]);
    if (!within(start, rule.loopStartMin ?? rule.min) || !within(interval, 1, rule.intervalMax)) return null;
    return { ...state, mode: 'loop', loop: { start, interval } };
  }
  if (field === 'day') {
    match = /^(\d+)W$/.exec(value);
    if (match) return within(Number(match[1])) ? { ...state, mode: 'work', work: Number(match[1]) } : null;
    if (value === 'L') return { ...state, mode: 'last' };
  }
  if (field === 'week') {
    match = /^([1-7])L$/.exec(value);
    if (match) return { ...state, mode: 'last', lastWeekday: Number(match[1]) };
    match = /^([1-7])#([1-5])$/.exec(value);
    if (match) return { ...state, mode: 'nth', nth: { weekday: Number(match[1]), nth: Number(match[2]) } };
  }
  if (allows('specify') && value.split(',').every((part) => INTEGER.test(part))) {
    const list = value.split(',').map(Number);
    if (!list.every((n) => within(n))) return null;
    return { ...state, mode: 'specify', list: [...new Set(list)].sort((a, b) => a - b) };
  }
  if (field === 'year' && INTEGER.test(value) && within(Number(value))) {
    // a single year is a range of one: the year tab offers every, range and loop only
    return { ...state, mode: 'range', range: { start: Number(value), end: Number(value) } };
  }
  return null;
}

/** The field text for a tab state. */
export function formatField(field: CronField, state: FieldState): string {
  const rule = fieldRule(field);
  switch (state.mode) {
    case 'unset':
      return '?';
    case 'every':
      return '*';
    case 'range': {
      const { start, end } = state.range;
      return `${Math.min(start, end)}-${Math.max(start, end)}`;
    }
    case 'loop':
      return `${state.loop.start}/${state.loop.interval}`;
    case 'work':
      return `${state.work}W`;
    case 'last':
      return field === 'week' ? `${state.lastWeekday}L` : 'L';
    case 'nth':
      return `${state.nth.weekday}#${state.nth.nth}`;
    case 'specify': {
      const list = [...new Set(state.list)].sort((a, b) => a - b);
      // an empty list is not a valid field: the smallest value stands in, as the tab shows it ticked
      return (list.length ? list : [rule.min]).join(',');
    }
  }
}

/** The state to show for a text: the parsed one, or "every" (the spec's fallback). */
export function fieldStateOf(field: CronField, text: string): { state: FieldState; understood: boolean } {
  const parsed = parseField(field, text);
  if (parsed) return { state: parsed, understood: true };
  return { state: { ...defaultFieldState(field), mode: 'every' }, understood: false };
}
