import { describe, expect, it } from 'vitest';
import { checkDynamicCode, CONDITION_ERROR, joinValues, parseCondition, splitValues, toOptions, withChildren } from '../dict-logic';

describe('dictionary widget rules', () => {
  it('accepts a JSON object condition (string or object) and refuses anything else', () => {
    expect(parseCondition(undefined)).toEqual({ ok: true, value: undefined });
    expect(parseCondition('{"org_category":"1"}')).toEqual({ ok: true, value: '{"org_category":"1"}' });
    expect(parseCondition({ status: '1' })).toEqual({ ok: true, value: '{"status":"1"}' });
    for (const bad of ['status=1', '[1,2]', '3', 'null', '{bad']) expect(parseCondition(bad)).toEqual({ ok: false, error: CONDITION_ERROR });
  });

  it('rejects dictionary codes without the dynamic_ prefix', () => {
    expect(checkDynamicCode('dynamic_depart')).toBeNull();
    expect(checkDynamicCode('sys_depart')).toBe('dictCode must start with dynamic_');
  });

  it('puts lazily loaded children under their node', () => {
    const tree = [{ key: 'a', value: 'a', title: 'A', isLeaf: false, children: [{ key: 'b', value: 'b', title: 'B', isLeaf: false }] }];
    const next = withChildren(tree, 'b', [{ key: 'c', value: 'c', title: 'C', isLeaf: true }]);
    expect(next[0].children![0].children!.map((n) => n.key)).toEqual(['c']);
    expect(withChildren(tree, 'b', [])[0].children![0].isLeaf).toBe(true);
  });

  it('splits and joins multi-select values with the separator', () => {
    expect(splitValues('1,2,,3')).toEqual(['1', '2', '3']);
    expect(splitValues('1|2', '|')).toEqual(['1', '2']);
    expect(splitValues(undefined)).toEqual([]);
    expect(joinValues(['1', '2'], ';')).toBe('1;2');
  });

  it('reads text, label or title of items', () => {
    expect(
      toOptions([
        { value: '1', text: '男', label: '', title: '' },
        { value: '2', text: '', label: '女', title: '' },
      ]),
    ).toEqual([
      { value: '1', label: '男', color: undefined },
      { value: '2', label: '女', color: undefined },
    ]);
  });
});
