import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionRecord } from '@bus/contracts';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

/**
 * Issue 22 item 25: spec 01's menu calls that load the menu tree a level at a time (JeecgBoot's
 * 菜单管理 shows the top level first and the children of a menu when it is opened).
 */
let ctx: TestContext;
let admin: string;
let lina: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
  lina = await signIn(ctx.app, 'lina');
});
afterAll(() => ctx.close());

const get = async (url: string, token = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sys/permission/${url}`, headers: authHeaders(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('the menu a level at a time', () => {
  it('getSystemMenuList: the top-level menus with their fields, in menu order, as the whole tree has them', async () => {
    const tree = (await get('list')).body.result as PermissionRecord[];
    const top = await get('getSystemMenuList');
    expect(top.status).toBe(200);
    const records = top.body.result as PermissionRecord[];
    expect(records.map((m) => m.id)).toEqual(tree.filter((m) => m.menuType === 0).map((m) => m.id));
    expect(records.every((m) => m.menuType === 0 && m.children === undefined)).toBe(true);
    expect(records.find((m) => m.routeName === 'system')).toMatchObject({ name: '系统管理', parentId: null, isLeaf: false, status: '1' });
  });

  it('getSystemSubmenu: the children of one menu (menus and buttons), an unknown parent has none, a missing one is named', async () => {
    const system = ((await get('getSystemMenuList')).body.result as PermissionRecord[]).find((m) => m.routeName === 'system')!;
    const children = (await get(`getSystemSubmenu?parentId=${system.id}`)).body.result as PermissionRecord[];
    expect(children.map((m) => m.routeName)).toContain('system-user');
    expect(children.every((m) => m.parentId === system.id)).toBe(true);
    const sorted = [...children].sort((a, b) => a.sortNo - b.sortNo);
    expect(children.map((m) => m.id)).toEqual(sorted.map((m) => m.id));

    const user = children.find((m) => m.routeName === 'system-user')!;
    const buttons = (await get(`getSystemSubmenu?parentId=${user.id}`)).body.result as PermissionRecord[];
    expect(buttons.find((b) => b.perms === 'system:user:add')).toMatchObject({ menuType: 2, name: '用户管理-新增' });

    expect((await get('getSystemSubmenu?parentId=no-such-menu')).body.result).toEqual([]);
    const missing = await get('getSystemSubmenu');
    expect(missing.status).toBe(422);
    expect(missing.body.result.errors[0].field).toBe('parentId');
  });

  it('getSystemSubmenuBatch: children grouped by parent, parents without children left out; too many ids refused', async () => {
    const top = (await get('getSystemMenuList')).body.result as PermissionRecord[];
    const [first, second] = top.filter((m) => !m.isLeaf);
    const batch = await get(`getSystemSubmenuBatch?parentIds=${first.id},${second.id},no-such-menu,constructor`);
    expect(batch.status).toBe(200);
    expect(Object.keys(batch.body.result).sort()).toEqual([first.id, second.id].sort());
    expect(batch.body.result[first.id]).toEqual((await get(`getSystemSubmenu?parentId=${first.id}`)).body.result);
    expect(batch.body.result[second.id]).toEqual((await get(`getSystemSubmenu?parentId=${second.id}`)).body.result);

    const many = Array.from({ length: 201 }, (_, i) => `m${i}`).join(',');
    const tooMany = await get(`getSystemSubmenuBatch?parentIds=${many}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.result.errors[0].field).toBe('parentIds');
  });

  it('answers only those who may see 菜单管理', async () => {
    for (const url of ['getSystemMenuList', 'getSystemSubmenu?parentId=x', 'getSystemSubmenuBatch?parentIds=x']) {
      expect((await get(url, lina)).status, url).toBe(403);
    }
  });
});
