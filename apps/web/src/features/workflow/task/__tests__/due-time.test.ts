import { describe, expect, it } from 'vitest';
import { describeDue } from '../components/due-time';

// the server writes times in its zone, which the browser shares: both local here
const now = new Date(2026, 10, 26, 9, 0, 0);

describe('处理期限 as the approver reads it', () => {
  it('tells how long ago a deadline passed', () => {
    expect(describeDue('2026-11-26 06:30:00', now)).toEqual({ level: 'overdue', text: '已超时 2 小时' });
    expect(describeDue('2026-11-26 08:50:00', now)).toEqual({ level: 'overdue', text: '已超时 10 分钟' });
  });

  it('counts down the last day, then shows the date', () => {
    expect(describeDue('2026-11-26 12:00:00', now)).toEqual({ level: 'soon', text: '剩 3 小时' });
    expect(describeDue('2026-11-26 09:00:20', now)).toEqual({ level: 'soon', text: '剩 1 分钟' });
    expect(describeDue('2026-11-28 17:30:00', now)).toEqual({ level: 'later', text: '11-28 17:30' });
  });
});
