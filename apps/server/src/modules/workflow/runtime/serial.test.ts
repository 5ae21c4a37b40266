import { describe, expect, it } from 'vitest';
import type { SerialRule } from './engine/process-graph';
import { formatSerial, formatSerialDate, serialPeriod } from './serial';

const rule: SerialRule = { prefix: 'QJ', dateFormat: 'yyyyMMdd', suffixLength: 4, startSequence: 1, connector: '-', cycle: 'day' };
// a Thursday, in the server's time zone
const at = new Date(2026, 10, 26, 9, 5, 7);

describe('serial numbers', () => {
  it('writes prefix, date and sequence as the designer previews them', () => {
    expect(formatSerial(rule, at, 1)).toBe('QJ-20261126-0001');
    expect(formatSerial({ ...rule, connector: '', suffixLength: 6 }, at, 42)).toBe('QJ20261126000042');
    expect(formatSerialDate('yyMMdd-HHmmss', at)).toBe('261126-090507');
  });

  it('restarts the sequence per day, week (from Monday), month and year; never for none', () => {
    expect(serialPeriod('day', at)).toBe('2026-11-26');
    expect(serialPeriod('week', at)).toBe('W2026-11-23');
    expect(serialPeriod('week', new Date(2026, 10, 29, 23, 0))).toBe('W2026-11-23');
    expect(serialPeriod('week', new Date(2026, 10, 30, 0, 1))).toBe('W2026-11-30');
    expect(serialPeriod('month', at)).toBe('2026-11');
    expect(serialPeriod('year', at)).toBe('2026');
    expect(serialPeriod('none', at)).toBe('');
  });
});
