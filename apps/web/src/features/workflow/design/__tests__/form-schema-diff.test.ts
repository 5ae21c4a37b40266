import { describe, expect, it } from 'vitest';
import { diffFormSchemas, flattenJson } from '../lib/form-schema-diff';

const field = (id: string, prop: string, label: string, extra: object = {}) => ({ id, type: 'input', prop, label, span: 24, ...extra });

describe('form version diff', () => {
  const older = {
    labelWidth: 100,
    layout: 'horizontal',
    fields: [
      field('f1', 'reason', '请假事由', { required: true }),
      field('f2', 'days', '天数', { type: 'number', props: { min: 1 } }),
      field('f3', 'phone', '联系电话'),
      { id: 'g1', type: 'dynamic', prop: 'companions', label: '随行人员', span: 24, children: [field('c1', 'name', '姓名')] },
    ],
  };
  const newer = {
    labelWidth: 120,
    layout: 'horizontal',
    fields: [
      field('f1', 'leaveReason', '请假事由', { required: false }),
      field('f2', 'days', '天数', { type: 'number', props: { min: 1 } }),
      { id: 'g1', type: 'dynamic', prop: 'companions', label: '随行人员', span: 24, children: [field('c1', 'name', '姓名'), field('c2', 'dept', '部门')] },
      field('f4', 'remark', '备注', { type: 'textarea' }),
    ],
  };

  it('lists added, removed and changed fields with each changed property, and changed settings', () => {
    const diff = diffFormSchemas(older, newer);
    expect(diff.fields.map((f) => [f.kind, f.propPath])).toEqual([
      ['added', 'companions.dept'],
      ['added', 'remark'],
      ['removed', 'phone'],
      ['changed', 'leaveReason'],
    ]);
    const reason = diff.fields.find((f) => f.kind === 'changed')!;
    expect(reason.label).toBe('请假事由');
    expect(reason.properties).toEqual([
      { path: 'prop', label: '字段名', oldValue: 'reason', newValue: 'leaveReason' },
      { path: 'required', label: '必填', oldValue: '是', newValue: '否' },
    ]);
    expect(diff.settings).toEqual([{ path: 'labelWidth', label: '标签宽度', oldValue: '100', newValue: '120' }]);
  });

  it("finds nothing between equal versions and copes with forms that are not the designer's shape", () => {
    expect(diffFormSchemas(older, structuredClone(older))).toEqual({ fields: [], settings: [] });
    // fields without ids match by prop path; a non-object is an empty form
    const diff = diffFormSchemas({ fields: [{ prop: 'a', label: '甲' }] }, 'nonsense');
    expect(diff.fields).toEqual([{ key: 'prop:a', kind: 'removed', label: '甲', propPath: 'a', type: '', properties: [] }]);
  });

  it('flattens nested options and props into readable paths', () => {
    const flat = flattenJson({ id: 'x', options: [{ label: '是', value: '1' }], props: { min: 0 }, children: [] }, ['id', 'children']);
    expect([...flat.entries()]).toEqual([
      ['options[0].label', '是'],
      ['options[0].value', '1'],
      ['props.min', '0'],
    ]);
  });
});
