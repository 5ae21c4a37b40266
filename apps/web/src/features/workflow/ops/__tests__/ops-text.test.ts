import { describe, expect, it } from 'vitest';
import { changedVariables, readValue, variableRows, waitingText } from '../lib/ops-text';

describe('流程运维 texts', () => {
  it('says where an instance waits and for whom, a task to claim with its candidates', () => {
    expect(
      waitingText([
        { taskId: 't1', nodeId: 'leader', nodeName: '直属领导审批', assignee: 'chenjing', assigneeName: '陈静', candidates: [] },
        { taskId: 't2', nodeId: 'hr', nodeName: '人事会签', assignee: null, assigneeName: null, candidates: ['liuyang', 'lina'] },
      ]),
    ).toBe('直属领导审批：陈静；人事会签：待认领（liuyang、lina）');
    expect(waitingText([])).toBe('');
  });

  it('edits variables as text and sends back only what changed, typed', () => {
    const before = { days: 5, leader: 'chenjing', initiator: 'liuyang', hr__assignees: ['a'], urgent: false };
    const rows = variableRows(before);
    expect(rows).toEqual([
      { name: 'days', value: '5' },
      { name: 'leader', value: 'chenjing' },
      { name: 'urgent', value: 'false' },
    ]);
    expect(changedVariables(before, rows)).toEqual({});
    const edited = [
      { name: 'days', value: '3' },
      { name: 'leader', value: 'chenjing' },
      { name: 'urgent', value: 'true' },
      { name: 'reason', value: '病假' },
    ];
    expect(changedVariables(before, edited)).toEqual({ days: 3, urgent: true, reason: '病假' });
    expect(changedVariables({ code: '5' }, [{ name: 'code', value: '5' }])).toEqual({});
    expect(readValue('"5"')).toBe('5');
    expect(readValue('[1,2]')).toEqual([1, 2]);
  });
});
