import { describe, expect, it } from 'vitest';
import { isPermissionCode, PERMISSION_CODES, PERMS, type PermissionCode, type RoutePermission } from './permissions';

describe('permission catalogue', () => {
  it('names every code by its path and lists each once', () => {
    expect(PERMS.system.user.add).toBe('system:user:add');
    expect(PERMS.demo.widgets.table.batch_delete).toBe('demo:widgets:table:batch_delete');
    expect(new Set(PERMISSION_CODES).size).toBe(PERMISSION_CODES.length);
    expect(PERMISSION_CODES).toContain('workflow:model:design');
  });

  it('tells catalogue codes from other text', () => {
    expect(isPermissionCode('system:role:authorize')).toBe(true);
    expect(isPermissionCode('system:role:authorise')).toBe(false);
    expect(isPermissionCode('constructor')).toBe(false);
  });

  it('makes a mistyped code a type error', () => {
    // @ts-expect-error not in the catalogue (typo of system:user:add)
    const typo: PermissionCode = 'system:user:ad';
    // @ts-expect-error a route cannot declare a code outside the catalogue either
    const route: RoutePermission = 'system:users:list';
    const fine: RoutePermission = PERMS.system.user.list;
    expect([typo, route, fine]).toHaveLength(3);
  });
});
