import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@bus/contracts';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';
import { sysRolePermission } from '../../../db/schema';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { buildMenuTree, type PermissionRow } from './menu-tree';

let ctx: TestContext;
let adminToken: string;
let operatorToken: string;
beforeAll(async () => {
  ctx = await buildTestApp({
    beforeReady: (app) => app.get('/api/__probe/user-list', { config: { permission: 'system:user:list' } }, async () => ({ ok: true })),
  });
  adminToken = await signIn(ctx.app, 'admin');
  operatorToken = await signIn(ctx.app, 'liuyang');
});
afterAll(() => ctx.close());

const permissionsOf = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/sys/permission/getUserPermissionByToken', headers: authHeaders(token) })).json().result;
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe('GET /api/sys/permission/getUserPermissionByToken', () => {
  it('starts the admin menu with the home page and has unique route names', async () => {
    const { menu } = await permissionsOf(adminToken);
    expect(menu[0]).toMatchObject({
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      route: '1',
      meta: { title: '首页', keepAlive: true },
    });
    const all = flatten(menu);
    expect(new Set(all.map((m) => m.name)).size).toBe(all.length);
    const system = menu.find((m: MenuItem) => m.name === 'system');
    expect(system).toMatchObject({ component: 'layouts/RouteView', path: '/system', redirect: '/system/user', meta: { title: '系统管理' } });
    expect(system.children[0]).toMatchObject({ path: '/system/user', name: 'system-user', component: 'system/UserList' });
  });

  it('marks hidden items, route 0 items and in-app pages (external links: permission-admin.test.ts)', async () => {
    const all = flatten((await permissionsOf(adminToken)).menu);
    const byName = (name: string) => all.find((m) => m.name === name)!;
    expect(byName('account-center')).toMatchObject({ hidden: true, component: 'account/center/Index', path: '/account/center' });
    expect(byName('account-settings-base')).toMatchObject({ hidden: true, path: '/account/settings/base' });
    expect(byName('monitor-tomcat').route).toBe('0');
    // 帮助中心 is a page of the app, not a link to an address that does not resolve
    expect(byName('help-center')).toMatchObject({ path: '/help', component: 'help/HelpCenter' });
    expect(byName('help-center').meta.internalOrExternal).toBe(false);
    expect(byName('bc-orderCheck').meta.keepAlive).toBe(false);
    expect(byName('zsgj-line').meta.keepAlive).toBe(true);
  });

  it('lists granted buttons in auth and on their menu, and every button in allAuth', async () => {
    const admin = await permissionsOf(adminToken);
    expect(admin.auth).toContainEqual({ action: 'system:user:add', describe: '用户管理-新增', type: '1', status: '1' });
    const userMenu = flatten(admin.menu).find((m) => m.name === 'system-user')!;
    expect(userMenu.meta.permissionList!.map((p) => p.action)).toContain('system:user:batch_delete');
    expect(admin.allAuth.length).toBe(admin.auth.length);

    const operator = await permissionsOf(operatorToken);
    // an operator's buttons: approving their to-dos, the 公交运营管理 and 包车业务 pages' actions, nothing of 系统管理
    expect(operator.auth).toContainEqual({ action: 'workflow:task:handle', describe: '我的待办-审批', type: '1', status: '1' });
    expect(operator.auth).toContainEqual({ action: 'ops:route:gtfs_import', describe: '线路管理-GTFS 导入', type: '1', status: '1' });
    expect(operator.auth).toContainEqual({ action: 'bc:charterPackage:rules', describe: '包车发布-定制规则', type: '1', status: '1' });
    expect(operator.auth.filter((button: { action: string }) => !/^(workflow|ops|bc):/.test(button.action))).toEqual([]);
    expect(operator.allAuth.length).toBe(admin.allAuth.length);
    const names = flatten(operator.menu).map((m) => m.name);
    expect(names).toContain('zsgj-line');
    expect(names).not.toContain('system');
    expect(names).toContain('workflow-todo');
    expect(names).not.toContain('workflow-design');
  });

  it('checks route permission codes: 403 without the grant, 200 with it', async () => {
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/__probe/user-list', headers: authHeaders(operatorToken) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 403, message: '没有权限访问' });
    const allowed = await ctx.app.inject({ method: 'GET', url: '/api/__probe/user-list', headers: authHeaders(adminToken) });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('the permission answer, kept per role set', () => {
  const operatorRole = seedId('role', 'operator');
  const names = async (token: string) => flatten((await permissionsOf(token)).menu).map((m) => m.name);
  const grantedToOperators = async (): Promise<string[]> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/sys/permission/queryRolePermission?roleId=${operatorRole}`, headers: authHeaders(adminToken) })).json()
      .result;
  const saveOperatorGrants = async (ids: string[]) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sys/permission/saveRolePermission',
      headers: authHeaders(adminToken),
      payload: { roleId: operatorRole, permissionIds: ids.join(',') },
    });
    expect(res.statusCode).toBe(200);
  };

  it("shows a change of a role's grants at the next request of every holder of the role", async () => {
    const chenjing = await signIn(ctx.app, 'chenjing'); // 运营人员 like liuyang: the same role set
    expect(await names(operatorToken)).not.toContain('system-user');
    expect(await names(chenjing)).not.toContain('system-user');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/__probe/user-list', headers: authHeaders(chenjing) })).statusCode).toBe(403);
    const before = await grantedToOperators();
    await saveOperatorGrants([...before, seedId('permission', 'system'), seedId('permission', 'system-user')]);
    expect(await names(chenjing)).toContain('system-user');
    expect(await names(operatorToken)).toContain('system-user');
    // the routes' checks read the same cached grants: 用户管理's list (system:user:list) opens, and closes again at once
    const userList = () => ctx.app.inject({ method: 'GET', url: '/api/__probe/user-list', headers: authHeaders(operatorToken) });
    expect((await userList()).statusCode).toBe(200);
    await saveOperatorGrants(before);
    expect(await names(operatorToken)).not.toContain('system-user');
    expect((await userList()).statusCode).toBe(403);
  });

  it('shows a role given to or taken from a user at their next request, in the same session', async () => {
    const admins = seedId('role', 'admin');
    expect(await names(operatorToken)).not.toContain('system-role');
    const give = await ctx.app.inject({
      method: 'POST',
      url: '/api/sys/user/addSysUserRole',
      headers: authHeaders(adminToken),
      payload: { roleId: admins, userIdList: [seedId('user', 'liuyang')] },
    });
    expect(give.statusCode).toBe(200);
    expect(await names(operatorToken)).toContain('system-role');
    const take = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sys/user/deleteUserRole?roleId=${admins}&userId=${seedId('user', 'liuyang')}`,
      headers: authHeaders(adminToken),
    });
    expect(take.statusCode).toBe(200);
    expect(await names(operatorToken)).not.toContain('system-role');
  });

  it('shows a change made by another instance once its message arrives on the event bus', async () => {
    expect(await names(operatorToken)).not.toContain('system-depart');
    // another instance saves a grant: this one's database sees it, its cache does not yet
    await ctx.app.db
      .insert(sysRolePermission)
      .values([
        { roleId: seedId('role', 'operator'), permissionId: seedId('permission', 'system') },
        { roleId: seedId('role', 'operator'), permissionId: seedId('permission', 'system-depart') },
      ])
      .onConflictDoNothing();
    expect(await names(operatorToken)).not.toContain('system-depart');
    const delivered = new Promise<void>((resolve) => ctx.app.bus.subscribe(BUS_CHANNELS.permissionsChanged, () => resolve()));
    await ctx.app.bus.publish(BUS_CHANNELS.permissionsChanged, {});
    await delivered;
    expect(await names(operatorToken)).toContain('system-depart');
  });
});

describe('buildMenuTree', () => {
  const row = (over: Partial<PermissionRow>): PermissionRow => ({
    id: 'x',
    parentId: null,
    name: 'x',
    url: '/x',
    routeName: 'x',
    component: null,
    componentName: null,
    redirect: null,
    menuType: 0,
    perms: null,
    permsType: '1',
    sortNo: 0,
    alwaysShow: false,
    icon: null,
    isRoute: true,
    isLeaf: true,
    keepAlive: false,
    hidden: false,
    internalOrExternal: false,
    status: '1',
    delFlag: 0,
    createBy: null,
    createTime: new Date(),
    updateBy: null,
    updateTime: null,
    version: 0,
    ...over,
  });

  it('drops disabled menus and children whose parent is not granted', () => {
    const tree = buildMenuTree([
      row({ id: 'a', routeName: 'a' }),
      row({ id: 'a1', parentId: 'a', menuType: 1, routeName: 'a-1' }),
      row({ id: 'a2', parentId: 'a', menuType: 1, routeName: 'a-2', status: '0' }),
      row({ id: 'orphan', parentId: 'missing', menuType: 1, routeName: 'orphan' }),
      row({ id: 'btn', parentId: 'a1', menuType: 2, perms: 'a:add', name: '新增', routeName: null }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].children!.map((c) => c.name)).toEqual(['a-1']);
    expect(tree[0].children![0].meta.permissionList).toEqual([{ action: 'a:add', describe: '新增', type: '1', status: '1' }]);
  });
});
