import { describe, expect, it } from 'vitest';
import { allTreeKeys, ancestorKeys, filterTree, findNode, splitHighlight, type TitledNode } from '../components/tree-search';

const tree: TitledNode[] = [
  {
    key: 'a01',
    title: '江城公交集团',
    children: [
      { key: 'a01a01', title: '运营管理部', children: [{ key: 'a01a01a01', title: '调度员' }] },
      { key: 'a01a06', title: '第一运营分公司', children: [{ key: 'a01a06a01', title: '第一车队', children: [{ key: 'x', title: '驾驶员' }] }] },
      { key: 'a01a04', title: '财务部' },
    ],
  },
];

describe('filterTree', () => {
  it('keeps matches with their ancestors and expands the path', () => {
    const { nodes, expandedKeys, matchCount } = filterTree(tree, '车队');
    expect(matchCount).toBe(1);
    expect(allTreeKeys(nodes)).toEqual(['a01', 'a01a06', 'a01a06a01', 'x']);
    expect(expandedKeys.sort()).toEqual(['a01', 'a01a06']);
  });

  it('matches several branches, case-insensitively, and returns the tree unchanged for an empty word', () => {
    expect(filterTree(tree, '运营').matchCount).toBe(2);
    expect(filterTree(tree, '  ').nodes).toBe(tree);
    expect(filterTree(tree, '不存在').nodes).toEqual([]);
  });
});

describe('splitHighlight', () => {
  it('splits around the first match', () => {
    expect(splitHighlight('第一车队', '车队')).toEqual({ before: '第一', match: '车队', after: '' });
    expect(splitHighlight('Finance', 'NAN')).toEqual({ before: 'Fi', match: 'nan', after: 'ce' });
    expect(splitHighlight('财务部', '车')).toBeNull();
    expect(splitHighlight('财务部', '')).toBeNull();
  });
});

describe('findNode', () => {
  it('finds a node at any depth', () => {
    expect(findNode(tree, 'x')?.title).toBe('驾驶员');
    expect(findNode(tree, 'none')).toBeUndefined();
  });
});

describe('ancestorKeys', () => {
  it('gives the path above a node', () => {
    expect(ancestorKeys(tree, 'x')).toEqual(['a01', 'a01a06', 'a01a06a01']);
    expect(ancestorKeys(tree, 'a01')).toEqual([]);
    expect(ancestorKeys(tree, 'none')).toEqual([]);
  });
});
