import { describe, expect, it } from 'vitest';
import { allKeys, filterTree, orgCodeOf, type TreeNode } from '../components/depart-tree-filter';

const tree: TreeNode[] = [
  {
    key: '1',
    title: '江城公交集团',
    orgCode: 'A01',
    children: [
      { key: '2', title: '客服中心', orgCode: 'A01A02', children: [{ key: '3', title: '卡务窗口', orgCode: 'A01A02A02' }] },
      { key: '4', title: '财务部', orgCode: 'A01A04' },
    ],
  },
];

describe('department tree of the directory', () => {
  it('keeps matches with their ancestors', () => {
    const found = filterTree(tree, '卡务');
    expect(allKeys(found)).toEqual(['1', '2', '3']);
    expect(filterTree(tree, '  ')).toBe(tree);
    expect(filterTree(tree, '不存在')).toEqual([]);
  });

  it('finds the org code of a node', () => {
    expect(orgCodeOf(tree, '3')).toBe('A01A02A02');
    expect(orgCodeOf(tree, 'x')).toBeUndefined();
  });
});
