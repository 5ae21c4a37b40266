import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from '@bus/contracts';
import { filterTree } from '../../../../components/resource-kit';
import { menuMatches } from '../components/menu-matches';

const m = (id: string, name: string, url: string | null, children?: PermissionRecord[], perms: string | null = null) =>
  ({ id, name, url, perms, children }) as PermissionRecord;
const tree = [
  m('s', '系统管理', '/system', [m('u', '用户管理', '/system/user', [m('b', '新增', null, undefined, 'system:user:add')]), m('r', '角色管理', '/system/role')]),
  m('h', '首页', '/dashboard'),
];
const search = (keyword: string) => filterTree(tree, (menu) => menuMatches(menu, keyword));

describe('menu search (the kit filters the whole tree by menuMatches)', () => {
  it('keeps matches with their ancestors', () => {
    const result = search('角色');
    expect(result.map((n) => n.id)).toEqual(['s']);
    expect(result[0].children!.map((n) => n.id)).toEqual(['r']);
  });
  it('matches paths in any case and keeps children of a match', () => {
    expect(search('/SYSTEM/USER')[0].children![0].children!.map((n) => n.id)).toEqual(['b']);
  });
  it('matches codes', () => {
    expect(search('user:add')[0].children![0].children!.map((n) => n.id)).toEqual(['b']);
  });
  it('matches every menu for an empty keyword', () => {
    expect(search(' ')).toEqual(tree);
  });
});
