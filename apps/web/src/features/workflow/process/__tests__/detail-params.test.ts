import { describe, expect, it } from 'vitest';
import { formatDuration, markersOf, parseDetailParams, processDetailPath } from '../lib/detail-params';

describe('the detail route params', () => {
  it('reads an instance id, or an instance and a task joined by ~, and refuses anything else with a message', () => {
    expect(parseDetailParams('5a1c-77')).toEqual({ ok: true, instanceId: '5a1c-77' });
    expect(parseDetailParams('5a1c~t9')).toEqual({ ok: true, instanceId: '5a1c', taskId: 't9' });
    for (const bad of [undefined, '', 'a~b~c', '~t', 'a~', '<script>', 'x'.repeat(65)]) {
      const parsed = parseDetailParams(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain('不正确');
    }
    expect(processDetailPath('i1', 't1')).toBe('/workflow/process/detail/i1~t1');
    expect(processDetailPath('i1')).toBe('/workflow/process/detail/i1');
  });
});

describe('用时', () => {
  it('reads as the two largest units', () => {
    expect(formatDuration((2 * 60 + 5) * 60_000)).toBe('2小时5分');
    expect(formatDuration(45_000)).toBe('45秒');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('3天4小时');
    expect(formatDuration(86_400_000 + 7 * 60_000)).toBe('1天');
    expect(formatDuration(null)).toBe('');
  });
});

describe('diagram markers', () => {
  it('marks the waiting node over the rejected-to and passed ones', () => {
    expect(markersOf({ completedNodes: ['start', 'leader', 'hr'], activeNodes: ['leader', 'x'], rejectedNodes: ['leader'], takenFlows: ['f1'] })).toEqual({
      f1: 'wf-flow-taken',
      start: 'wf-node-completed',
      hr: 'wf-node-completed',
      leader: 'wf-node-active-rejected',
      x: 'wf-node-active',
    });
  });
});
