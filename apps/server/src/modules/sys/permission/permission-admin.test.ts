import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@bus/contracts';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';

let ctx: TestContext;
let admin: string;
let lina: string;
const perm = (key: string) => seedId('permission', key);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
  lina = await signIn(ctx.app, 'lina');
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers: authHeaders(token), payload: payload as never });
  return { status: res.statusCode, body: res.json() };
};
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const menuOf = async (token: string) => flatten((await call('GET', '/sys/permission/getUserPermissionByToken', token)).body.result.menu);

describe('menu admin', () => {
  it('lists the whole tree with every field', async () => {
    const list = await call('GET', '/sys/permission/list', admin);
    expect(list.status).toBe(200);
    const system = list.body.result.find((m: { routeName: string }) => m.routeName === 'system');
    const user = system.children.find((m: { routeName: string }) => m.routeName === 'system-user');
    expect(user).toMatchObject({
      url: '/system/user',
      component: 'system/UserList',
      menuType: 1,
      perms: 'system:user:list',
      keepAlive: true,
      status: '1',
      version: 0,
    });
    expect(user.children.find((b: { perms: string }) => b.perms === 'system:user:add')).toMatchObject({ menuType: 2, name: '用户管理-新增' });
    expect(system.children.map((m: { routeName: string }) => m.routeName)).toContain('system-tenant');
  });

  it('adds a page and a button; the change shows at the next permission load', async () => {
    const page = await call('POST', '/sys/permission/add', admin, {
      parentId: perm('system'),
      name: '线路审计',
      menuType: 1,
      url: '/system/lineAudit',
      component: 'system/LineAuditList',
      sortNo: 99,
      keepAlive: true,
    });
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ routeName: 'system-lineAudit', componentName: 'LineAuditList', isLeaf: true });
    const button = await call('POST', '/sys/permission/add', admin, {
      parentId: page.body.result.id,
      name: '审计-导出',
      menuType: 2,
      perms: 'system:lineAudit:export',
    });
    expect(button.status).toBe(200);
    // admin's role does not hold the new items until granted
    expect((await menuOf(admin)).map((m) => m.name)).not.toContain('system-lineAudit');
    const granted: string[] = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedId('role', 'admin')}`, admin)).body.result;
    await call('POST', '/sys/permission/saveRolePermission', admin, {
      roleId: seedId('role', 'admin'),
      permissionIds: [...granted, button.body.result.id].join(','),
    });
    const item = (await menuOf(admin)).find((m) => m.name === 'system-lineAudit')!;
    expect(item).toMatchObject({ path: '/system/lineAudit', component: 'system/LineAuditList' });
    expect(item.meta.permissionList!.map((p) => p.action)).toEqual(['system:lineAudit:export']);

    const edited = await call('PUT', '/sys/permission/edit', admin, { ...page.body.result, name: '线路审计台账' });
    expect(edited.status).toBe(200);
    expect((await menuOf(admin)).find((m) => m.name === 'system-lineAudit')!.meta.title).toBe('线路审计台账');
    const stale = await call('PUT', '/sys/permission/edit', admin, { ...page.body.result, name: '旧' });
    expect(stale.status).toBe(409);

    const deleted = await call('DELETE', `/sys/permission/delete?id=${page.body.result.id}`, admin);
    expect(deleted.body.result).toBe(2);
    expect((await menuOf(admin)).map((m) => m.name)).not.toContain('system-lineAudit');
    const after: string[] = (await call('GET', `/sys/permission/queryRolePermission?roleId=${seedId('role', 'admin')}`, admin)).body.result;
    expect(after).not.toContain(button.body.result.id);
  });

  it('validates by type, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '无路径', menuType: 0, component: 'layouts/RouteView' }, 'url'],
      [{ name: '无组件', menuType: 0, url: '/nocomp' }, 'component'],
      [{ name: '外链', menuType: 0, url: 'https://example.com', component: 'layouts/IframePageView' }, 'internalOrExternal'],
      [{ name: '按钮', menuType: 2, parentId: perm('system-user') }, 'perms'],
      [{ name: '按钮', menuType: 2, parentId: perm('system-user'), perms: 'system:user:add' }, 'perms'],
      [{ name: '重名', menuType: 1, parentId: perm('system'), url: '/system/user', component: 'system/UserList' }, 'url'],
      [{ name: '重名', menuType: 1, parentId: perm('system'), url: '/system/x', routeName: 'system-role', component: 'x/Y' }, 'routeName'],
      [{ name: '', menuType: 0, url: '/a', component: 'a/B' }, 'name'],
      [{ name: '子', menuType: 1, url: '/a', component: 'a/B' }, 'parentId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/sys/permission/add', admin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.result.errors[0].field, JSON.stringify(body)).toBe(field);
    }
    const external = await call('POST', '/sys/permission/add', admin, {
      name: '外链',
      menuType: 0,
      url: 'https://example.com/a',
      component: 'layouts/IframePageView',
      internalOrExternal: true,
    });
    expect(external.status).toBe(200);
  });

  it('refuses lina (403)', async () => {
    expect((await call('GET', '/sys/permission/list', lina)).status).toBe(403);
    expect((await call('POST', '/sys/permission/add', lina, { name: 'x', menuType: 0, url: '/x', component: 'x/X' })).status).toBe(403);
    expect((await call('POST', '/sys/permission/addPermissionRule', lina, {})).status).toBe(403);
    expect((await call('GET', '/sys/tenant/list', lina)).status).toBe(403);
  });
});

describe('data rules', () => {
  it('adds, edits (version), lists and deletes rules; refuses unknown conditions and variables', async () => {
    const base = { permissionId: perm('system-user'), ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' };
    const added = await call('POST', '/sys/permission/addPermissionRule', admin, base);
    expect(added.status).toBe(200);
    const edited = await call('PUT', '/sys/permission/editPermissionRule', admin, { ...base, id: added.body.result.id, version: 0, ruleName: '本人' });
    expect(edited.body.result).toMatchObject({ ruleName: '本人', version: 1 });
    expect((await call('PUT', '/sys/permission/editPermissionRule', admin, { ...base, id: added.body.result.id, version: 0 })).status).toBe(409);
    const list = await call('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${perm('system-user')}`, admin);
    expect(list.body.result.map((r: { ruleName: string }) => r.ruleName)).toEqual(['本人']);
    const badVar = await call('POST', '/sys/permission/addPermissionRule', admin, { ...base, ruleValue: '#{password}' });
    expect(badVar.status).toBe(422);
    expect(badVar.body.result.errors[0].field).toBe('ruleValue');
    const badCond = await call('POST', '/sys/permission/addPermissionRule', admin, { ...base, ruleConditions: 'BETWEEN' });
    expect(badCond.body.result.errors[0].field).toBe('ruleConditions');
    for (const ruleConditions of ['constructor', 'toString', '__proto__']) {
      const inherited = await call('POST', '/sys/permission/addPermissionRule', admin, { ...base, ruleConditions });
      expect(inherited.status, ruleConditions).toBe(422);
      expect(inherited.body.result.errors[0].field).toBe('ruleConditions');
    }
    expect((await call('DELETE', `/sys/permission/deletePermissionRule?id=${added.body.result.id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/sys/permission/deletePermissionRule?id=${added.body.result.id}`, admin)).status).toBe(404);
  });
});

describe('department permissions and department roles', () => {
  const depart = seedId('depart', 'A01A02');

  it('grants through a department role count for menus and route permissions', async () => {
    expect((await call('GET', '/sys/role/list', lina)).status).toBe(403);
    const save = await call('POST', '/sys/permission/saveDepartPermission', admin, {
      departId: depart,
      permissionIds: [perm('system-role'), perm('system:role:add')].join(','),
    });
    expect(save.status).toBe(200);
    const departIds: string[] = (await call('GET', `/sys/permission/queryDepartPermission?departId=${depart}`, admin)).body.result;
    expect(departIds.sort()).toEqual([perm('system'), perm('system-role'), perm('system:role:add')].sort());

    const role = await call('POST', '/sys/sysDepartRole/add', admin, { departId: depart, roleName: '客服主管', roleCode: 'cs_lead' });
    expect(role.status).toBe(200);
    const list = await call('GET', `/sys/sysDepartRole/list?deptId=${depart}`, admin);
    expect(list.body.result.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['cs_lead']);

    const tree = await call('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${depart}`, admin);
    expect(tree.body.result.ids.sort()).toEqual(departIds.sort());
    const outside = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, {
      roleId: role.body.result.id,
      permissionIds: perm('system-user'),
    });
    expect(outside.status).toBe(422);
    const ok = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, {
      roleId: role.body.result.id,
      permissionIds: perm('system-role'),
    });
    expect(ok.status).toBe(200);
    expect((await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.body.result.id}`, admin)).body.result.sort()).toEqual(
      [perm('system'), perm('system-role')].sort(),
    );

    const notMember = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, { userId: seedId('user', 'zhangwei'), newRoleId: role.body.result.id });
    expect(notMember.status).toBe(422);
    const assign = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, {
      userId: seedId('user', 'lina'),
      newRoleId: role.body.result.id,
      oldRoleId: '',
    });
    expect(assign.status).toBe(200);

    expect((await call('GET', '/sys/role/list', lina)).status).toBe(200);
    expect((await menuOf(lina)).map((m) => m.name)).toContain('system-role');

    const assigned = await call('GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${seedId('user', 'lina')}&departId=${depart}`, admin);
    expect(assigned.body.result).toEqual([role.body.result.id]);
    await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, { userId: seedId('user', 'lina'), newRoleId: '', oldRoleId: role.body.result.id });
    expect((await call('GET', '/sys/role/list', lina)).status).toBe(403);
  });

  it('narrowing the department permissions removes department-role grants outside them', async () => {
    const role = await call('POST', '/sys/sysDepartRole/add', admin, { departId: depart, roleName: '窗口组长', roleCode: 'window_lead' });
    await call('POST', '/sys/permission/saveDepartPermission', admin, { departId: depart, permissionIds: perm('system-role') });
    await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, { roleId: role.body.result.id, permissionIds: perm('system-role') });
    await call('POST', '/sys/permission/saveDepartPermission', admin, { departId: depart, permissionIds: perm('system-dict') });
    const left: string[] = (await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.body.result.id}`, admin)).body.result;
    expect(left).toEqual([perm('system')]);
  });
});
