import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '@bus/contracts';
import { allKeys, branchKeys, displayCheckedKeys, keysToSave } from '../tree-utils';

const n = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  menuType: children ? 0 : 2,
  perms: null,
  isLeaf: !children,
  children,
});
const tree = [n('system', [n('user', [n('user:add'), n('user:edit')]), n('role')]), n('home')];

describe('permission tree helpers', () => {
  it('lists every key and the branch keys', () => {
    expect(allKeys(tree)).toEqual(['system', 'user', 'user:add', 'user:edit', 'role', 'home']);
    expect(branchKeys(tree)).toEqual(['system', 'user']);
  });

  it('shows a partly granted parent half-checked instead of ticking all its children', () => {
    expect(displayCheckedKeys(tree, ['system', 'user', 'user:add'])).toEqual(['user:add']);
    expect(displayCheckedKeys(tree, ['system', 'user', 'user:add', 'user:edit'])).toEqual(['user:add', 'user:edit', 'user']);
    expect(displayCheckedKeys(tree, allKeys(tree)).sort()).toEqual(allKeys(tree).sort());
    expect(displayCheckedKeys(tree, ['home', 'role'])).toEqual(['role', 'home']);
  });

  it('saves checked and half-checked keys once', () => {
    expect(keysToSave(['user:add'], ['user', 'system'])).toEqual(['user:add', 'user', 'system']);
    expect(keysToSave(['a', 'b'], ['b'])).toEqual(['a', 'b']);
  });
});
