import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from '@bus/contracts';
import { filterMenuTree } from '../components/filter-menu-tree';

const m = (id: string, name: string, url: string | null, children?: PermissionRecord[]) => ({ id, name, url, perms: null, children }) as PermissionRecord;
const tree = [
  m('s', '系统管理', '/system', [m('u', '用户管理', '/system/user', [m('b', '新增', null)]), m('r', '角色管理', '/system/role')]),
  m('h', '首页', '/dashboard'),
];

describe('filterMenuTree', () => {
  it('keeps matches with their ancestors', () => {
    const result = filterMenuTree(tree, '角色');
    expect(result.map((n) => n.id)).toEqual(['s']);
    expect(result[0].children!.map((n) => n.id)).toEqual(['r']);
  });
  it('matches paths and keeps children of a match', () => {
    expect(filterMenuTree(tree, '/SYSTEM/USER')[0].children![0].children!.map((n) => n.id)).toEqual(['b']);
  });
  it('returns everything for an empty keyword', () => {
    expect(filterMenuTree(tree, ' ')).toBe(tree);
  });
});
