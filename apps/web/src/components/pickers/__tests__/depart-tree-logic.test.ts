import { describe, expect, it } from 'vitest';
import {
  displayTitle,
  isCheckable,
  keysToDepth,
  nextCheckedKeys,
  searchTree,
  selectionOf,
  splitOnMatch,
  splitValue,
  type PickerDepart,
} from '../depart-tree-logic';

const node = (key: string, title: string, extra: Partial<PickerDepart> = {}, children?: PickerDepart[]): PickerDepart => ({
  id: key,
  key,
  title,
  departName: title,
  orgCategory: '2',
  status: '1',
  ...extra,
  ...(children ? { children } : {}),
});

const tree = [
  node('g', '江城公交集团', { orgCategory: '1' }, [
    node('c1', '第一运营分公司', { orgCategory: '1' }, [node('t1', '第一车队', {}, [node('d1', '驾驶员', { orgCategory: '5' })])]),
    node('old', '撤销的车队', { status: '0' }),
  ]),
];
const all = ['g', 'c1', 't1', 'd1', 'old'];
const checkable = (dutyOnly: boolean) => (key: string) => {
  const find = (list: PickerDepart[]): PickerDepart | undefined =>
    list.flatMap((n) => [n, ...(n.children ?? [])]).find((n) => n.key === key) ?? list.map((n) => find(n.children ?? [])).find(Boolean);
  const n = find(tree);
  return !!n && isCheckable(n, dutyOnly);
};

describe('department picker rules', () => {
  it('marks non-operational departments with * and makes them inert', () => {
    const old = tree[0].children![1];
    expect(displayTitle(old)).toBe('*撤销的车队');
    expect(isCheckable(old, false)).toBe(false);
    expect(displayTitle(tree[0])).toBe('江城公交集团');
  });

  it('duty selection allows only category 5 nodes', () => {
    expect(checkable(true)('d1')).toBe(true);
    expect(checkable(true)('t1')).toBe(false);
    expect(checkable(false)('t1')).toBe(true);
  });

  it('single mode: a new check replaces the old one; unchecking empties it', () => {
    expect(nextCheckedKeys('single', ['c1'], 't1', true, [], checkable(false))).toEqual(['t1']);
    expect(nextCheckedKeys('single', ['t1'], 't1', false, [], checkable(false))).toEqual([]);
  });

  it('unlinked mode toggles the clicked node alone', () => {
    expect(nextCheckedKeys('unlinked', ['c1'], 'g', true, [], checkable(false))).toEqual(['c1', 'g']);
    expect(nextCheckedKeys('unlinked', ['c1', 'g'], 'c1', false, [], checkable(false))).toEqual(['g']);
  });

  it('linked mode takes the tree result without inert nodes', () => {
    expect(nextCheckedKeys('linked', [], 'g', true, all, checkable(false))).toEqual(['g', 'c1', 't1', 'd1']);
  });

  it('ignores a check on an inert node', () => {
    expect(nextCheckedKeys('unlinked', ['c1'], 'old', true, [], checkable(false))).toEqual(['c1']);
  });

  it('search finds matches and opens their path; titles split around the match', () => {
    expect(searchTree(tree, '车队')).toEqual({ matches: ['t1', 'old'], expand: ['g', 'c1'] });
    expect(searchTree(tree, '  ')).toEqual({ matches: [], expand: [] });
    expect(splitOnMatch('第一车队', '车队')).toEqual(['第一', '车队', '']);
    expect(splitOnMatch('第一车队', '调度')).toBeNull();
  });

  it('opens two levels by default and emits rows with comma-joined keys in tree order', () => {
    expect(keysToDepth(tree)).toEqual(['g', 'c1']);
    const { rows, value } = selectionOf(tree, ['t1', 'g']);
    expect(rows.map((r) => r.title)).toEqual(['江城公交集团', '第一车队']);
    expect(value).toBe('g,t1');
    expect(splitValue(' a,b,,a ')).toEqual(['a', 'b']);
  });
});
