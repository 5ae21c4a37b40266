/**
 * Issue 10, "a user-admin can make anyone an administrator": handing out a role requires holding
 * every permission it carries, and nobody changes their own roles. lina is 客服人员 and, here, also
 * 用户管理员 (may add and edit users and assign roles' users), but not 管理员 or 运营人员.
 */
import { eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission, sysRole, sysRolePermission, sysUser, sysUserDepart, sysUserRole } from '../../../db/schema';
import { seedId } from '../../../db/seed/seed-id';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let admin: string;
let lina: string;
const ADMIN_ROLE = seedId('role', 'admin');
const SERVICE_DESK = seedId('role', 'service_desk');
const OPERATOR = seedId('role', 'operator');
const LINA = seedId('user', 'lina');
const WANGFANG = seedId('user', 'wangfang');

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  const db = ctx.app.db;
  const [keeper] = await db.insert(sysRole).values({ roleName: '用户管理员', roleCode: 'user_keeper' }).returning();
  const grants = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(or(like(sysPermission.perms, 'system:user:%'), inArray(sysPermission.perms, ['system:role:authorize', 'system:depart:authorize'])));
  await db.insert(sysRolePermission).values(grants.map((g) => ({ roleId: keeper.id, permissionId: g.id })));
  await db.insert(sysUserRole).values({ userId: LINA, roleId: keeper.id });
  admin = await signIn(ctx.app, 'admin');
  lina = await signIn(ctx.app, 'lina');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

const rolesOf = async (userId: string) =>
  (await ctx.app.db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId))).map((r) => r.id).sort();

async function editRoles(userId: string, roleIds: string[], token: string, extra: object = {}) {
  const [user] = await ctx.app.db.select().from(sysUser).where(eq(sysUser.id, userId));
  const departs = await ctx.app.db.select({ id: sysUserDepart.depId }).from(sysUserDepart).where(eq(sysUserDepart.userId, userId));
  return call('PUT', '/sys/user/edit', token, {
    id: user.id,
    version: user.version,
    username: user.username,
    realname: user.realname,
    workNo: user.workNo,
    phone: user.phone,
    status: user.status,
    selectedroles: roleIds.join(','),
    selecteddeparts: departs.map((d) => d.id).join(','),
    ...extra,
  });
}

describe('granting roles', () => {
  it('refuses to give a role carrying permissions the granter lacks, naming it; nothing changes', async () => {
    const before = await rolesOf(WANGFANG);
    const res = await editRoles(WANGFANG, [SERVICE_DESK, ADMIN_ROLE], lina);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('无权授予或收回角色：管理员（该角色含有您没有的权限）');
    expect(await rolesOf(WANGFANG)).toEqual(before);
    const added = await call('POST', '/sys/user/add', lina, {
      username: 'newadmin',
      realname: '新管理员',
      workNo: 'JC39001',
      password: 'Init-pass-2024',
      confirmpassword: 'Init-pass-2024',
      selectedroles: OPERATOR,
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().message).toContain('运营人员');
    expect(await ctx.app.db.select().from(sysUser).where(eq(sysUser.username, 'newadmin'))).toEqual([]);
  });

  it('lets the granter hand out the roles whose permissions they all hold, and keeps roles not changed', async () => {
    const keeper = (await ctx.app.db.select().from(sysRole).where(eq(sysRole.roleCode, 'user_keeper')))[0].id;
    expect((await editRoles(WANGFANG, [SERVICE_DESK, keeper], lina)).statusCode).toBe(200);
    expect(await rolesOf(WANGFANG)).toEqual([SERVICE_DESK, keeper].sort());
    // wangfang now also holds 管理员 (given by the admin); lina may still edit her name, not take it away
    expect((await editRoles(WANGFANG, [SERVICE_DESK, keeper, ADMIN_ROLE], admin)).statusCode).toBe(200);
    expect((await editRoles(WANGFANG, [SERVICE_DESK, keeper, ADMIN_ROLE], lina, { realname: '王芳芳' })).statusCode).toBe(200);
    expect((await editRoles(WANGFANG, [SERVICE_DESK, keeper], lina)).statusCode).toBe(403);
    expect(await rolesOf(WANGFANG)).toEqual([SERVICE_DESK, keeper, ADMIN_ROLE].sort());
  });

  it('refuses anyone changing their own roles, the admin included', async () => {
    const own = await editRoles(LINA, [...(await rolesOf(LINA)), ADMIN_ROLE], lina);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('不能修改自己的角色');
    const adminId = seedId('user', 'admin');
    expect((await editRoles(adminId, [], admin)).json().message).toBe('不能修改自己的角色');
    expect(await rolesOf(adminId)).toEqual([ADMIN_ROLE]);
    // editing one's own record without touching the roles is fine
    expect((await editRoles(LINA, await rolesOf(LINA), lina, { realname: '李娜' })).statusCode).toBe(200);
  });

  it("applies the same rule to a role's user list", async () => {
    const add = await call('POST', '/sys/user/addSysUserRole', lina, { roleId: ADMIN_ROLE, userIdList: [seedId('user', 'zhangwei')] });
    expect(add.statusCode).toBe(403);
    expect((await call('POST', '/sys/user/addSysUserRole', lina, { roleId: SERVICE_DESK, userIdList: [LINA] })).json().message).toBe('不能修改自己的角色');
    expect((await call('POST', '/sys/user/addSysUserRole', lina, { roleId: SERVICE_DESK, userIdList: [seedId('user', 'zhangwei')] })).statusCode).toBe(200);
    expect((await call('DELETE', `/sys/user/deleteUserRole?roleId=${OPERATOR}&userId=${seedId('user', 'zhangwei')}`, lina)).statusCode).toBe(403);
    expect((await call('DELETE', `/sys/user/deleteUserRole?roleId=${SERVICE_DESK}&userId=${seedId('user', 'zhangwei')}`, lina)).statusCode).toBe(200);
    expect((await call('POST', '/sys/user/addSysUserRole', admin, { roleId: ADMIN_ROLE, userIdList: [seedId('user', 'zhangwei')] })).statusCode).toBe(200);
  });

  it('applies the same rule to department roles', async () => {
    const depart = seedId('depart', 'A01A02');
    await call('POST', '/sys/permission/saveDepartPermission', admin, {
      departId: depart,
      permissionIds: [seedId('permission', 'system-role'), seedId('permission', 'system:role:add')].join(','),
    });
    const role = (await call('POST', '/sys/sysDepartRole/add', admin, { departId: depart, roleName: '角色维护', roleCode: 'role_editor' })).json().result;
    await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, { roleId: role.id, permissionIds: seedId('permission', 'system:role:add') });
    const give = (userId: string, token: string) => call('POST', '/sys/sysDepartRole/deptRoleUserAdd', token, { userId, newRoleId: role.id, oldRoleId: '' });
    const XIETING = seedId('user', 'xieting'); // also of 客服中心
    // the department's role list tells the web which roles the signed-in user may hand out
    const listed = async (token: string) =>
      Object.fromEntries(
        ((await call('GET', `/sys/sysDepartRole/list?deptId=${depart}`, token)).json().result.records as Array<{ roleCode: string; grantable: boolean }>).map(
          (r) => [r.roleCode, r.grantable],
        ),
      );
    expect(await listed(lina)).toEqual({ role_editor: false });
    expect(await listed(admin)).toEqual({ role_editor: true });
    const refused = await give(XIETING, lina);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('角色维护');
    expect((await give(LINA, admin)).statusCode).toBe(200);
    expect((await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', lina, { userId: LINA, newRoleId: '', oldRoleId: role.id })).json().message).toBe(
      '不能修改自己的角色',
    );
    expect((await give(XIETING, admin)).statusCode).toBe(200);
  });

  it('tells the web which roles the signed-in user may hand out', async () => {
    const roles = (await call('GET', '/sys/role/queryall', lina)).json().result as Array<{ roleCode: string; grantable: boolean }>;
    const grantable = Object.fromEntries(roles.map((r) => [r.roleCode, r.grantable]));
    expect(grantable).toMatchObject({ admin: false, operator: false, service_desk: true, user_keeper: true });
    const forAdmin = (await call('GET', '/sys/role/queryall', admin)).json().result as Array<{ grantable: boolean }>;
    expect(forAdmin.every((r) => r.grantable)).toBe(true);
  });
});
