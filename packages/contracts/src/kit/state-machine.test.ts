import { describe, expect, it } from 'vitest';
import { defineStateMachine } from './state-machine';

const finding = defineStateMachine({
  noun: '巡检记录',
  states: { open: '待处理', assigned: '已指派', fixed: '已整改', closed: '已关闭' },
  actions: {
    assign: { label: '指派', labelIn: { assigned: '改派' }, from: ['open', 'assigned'], to: 'assigned', permission: 'ops:lineCheck:assign' },
    fix: { label: '整改', from: ['assigned'], to: 'fixed' },
    close: { label: '关闭', from: ['fixed'], to: 'closed', permission: 'ops:lineCheck:close' },
  },
});

describe('a declared state machine', () => {
  it('offers the actions a state allows, in their declared order', () => {
    expect(finding.allowed('open')).toEqual(['assign']);
    expect(finding.allowed('assigned')).toEqual(['assign', 'fix']);
    expect(finding.allowed('closed')).toEqual([]);
    expect(finding.allowed('no-such-state')).toEqual([]);
  });

  it('offers only the actions the user holds the code of', () => {
    expect(finding.allowed('assigned', () => false)).toEqual(['fix']);
    expect(finding.allowed('fixed', (code) => code === 'ops:lineCheck:close')).toEqual(['close']);
  });

  it('says why an action is refused, naming the state and the states it needs', () => {
    expect(finding.refusal('fix', 'assigned')).toBeNull();
    expect(finding.refusal('close', 'open')).toBe('巡检记录当前为「待处理」，只有「已整改」的巡检记录可以关闭');
    expect(finding.refusal('assign', 'closed')).toBe('巡检记录当前为「已关闭」，只有「待处理或已指派」的巡检记录可以指派');
    expect(finding.refusal('fix', 'legacy')).toBe('巡检记录当前为「legacy」，只有「已指派」的巡检记录可以整改');
  });

  it('names an action as it reads from the state', () => {
    expect(finding.labelOf('assign', 'open')).toBe('指派');
    expect(finding.labelOf('assign', 'assigned')).toBe('改派');
    expect(finding.labelOf('assign', 'toString')).toBe('指派');
  });

  it('never takes an inherited name for an action or a state', () => {
    expect(finding.refusal('constructor' as never, 'open')).toBe('未知的操作：constructor');
    expect(finding.stateText('__proto__')).toBe('__proto__');
    expect(finding.allowed('toString')).toEqual([]);
  });

  it('says in which states a record may still be edited', () => {
    const notice = defineStateMachine({
      noun: '通告',
      states: { '0': '未发布', '1': '已发布', '2': '已撤销' },
      actions: { release: { label: '发布', from: ['0'], to: '1' }, revoke: { label: '撤销', from: ['1'], to: '2' } },
      editable: ['0'],
    });
    expect(notice.canEdit('0')).toBe(true);
    expect(notice.editRefusal('0')).toBeNull();
    expect(notice.canEdit('1')).toBe(false);
    expect(notice.editRefusal('2')).toBe('通告当前为「已撤销」，只有「未发布」的通告可以编辑');
    expect(finding.canEdit('closed')).toBe(true);
  });
});
