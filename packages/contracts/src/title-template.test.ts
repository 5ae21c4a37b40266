import { describe, expect, it } from 'vitest';
import { placeholdersOf, renderTitle } from './title-template';

const fields = [
  {
    type: 'select',
    label: '请假类型',
    prop: 'leaveType',
    options: [
      { label: '年休假', value: 'annual' },
      { label: '事假', value: 'personal' },
    ],
  },
  { type: 'number', label: '请假天数', prop: 'days' },
  { type: 'group', label: '时间', prop: 'when', children: [{ type: 'daterange', label: '起止日期', prop: 'period' }] },
  { type: 'checkbox', label: '证件', prop: 'papers', options: [{ label: '驾驶证', value: 'license' }] },
];
const builtins = { 流程名称: '请假申请', 发起人: '刘洋', 发起日期: '2026-12-01' };
const values = { leaveType: 'annual', days: 2.5, period: ['2026-12-07', '2026-12-09'], papers: ['license'] };

describe('an application title from its template', () => {
  it('fills the built-ins and the fields by title or property, choices by their text, ranges by both ends', () => {
    expect(renderTitle('{流程名称}-{发起人}-{请假类型}{请假天数}天（{起止日期}）', { fields, values, builtins })).toBe(
      '请假申请-刘洋-年休假2.5天（2026-12-07 至 2026-12-09）',
    );
    expect(renderTitle('{leaveType}/{证件}/{发起日期}', { fields, values, builtins })).toBe('年休假/驾驶证/2026-12-01');
  });

  it('without a template: process, applicant and day; a field not filled is left empty, a name it does not know kept', () => {
    expect(renderTitle(undefined, { fields, values, builtins })).toBe('请假申请-刘洋-2026-12-01');
    expect(renderTitle('{流程名称}{事由}', { fields, values: {}, builtins })).toBe('请假申请{事由}');
    expect(renderTitle('{请假天数}', { fields, values: {}, builtins })).toBe('请假申请');
    expect(renderTitle('长'.repeat(300), { fields, values, builtins })).toHaveLength(200);
  });

  it('lists the placeholders', () => {
    expect(placeholdersOf('{流程名称}-{ 请假天数 }天')).toEqual(['流程名称', '请假天数']);
  });
});
