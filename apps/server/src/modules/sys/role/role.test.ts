import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authHeaders, apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';
import { defineList, runList } from '../../../lib/list-query';
import { sysUser } from '../user/user.table';
import { listLookups } from '../list-lookups';
import { sysRole, sysUserRole } from './role.table';

const { tokens, app } = apiTest(['admin', 'lina']);
const role = (code: string) => seedId('role', code);
const perm = (key: string) => seedId('permission', key);

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) => {
  const res = await app().inject({ method, url: `/api${url}`, headers: authHeaders(token), payload: payload as never });
  return { status: res.statusCode, body: res.json() };
};
const db = () => app().db;

describe('roles', () => {
  it('lists roles with a name search, adds, edits with a version and deletes', async () => {
    const list = await call('GET', '/sys/role/list?roleName=*客服*', tokens.admin);
    expect(list.status).toBe(200);
    expect(list.body.result.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['service_desk']);

    const added = await call('POST', '/sys/role/add', tokens.admin, { roleName: '稽查人员', roleCode: 'inspector', description: '线路稽查' });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ roleCode: 'inspector', tenantId: 1, version: 0, createBy: 'admin' });

    const check = await call('GET', '/sys/role/checkRoleCode?roleCode=inspector', tokens.admin);
    expect(check.body.result).toBe(false);
    expect(check.body.message).toBe('角色编码已存在');
    expect((await call('GET', `/sys/role/checkRoleCode?roleCode=inspector&id=${added.body.result.id}`, tokens.admin)).body.result).toBe(true);

    const edited = await call('PUT', '/sys/role/edit', tokens.admin, { id: added.body.result.id, version: 0, roleName: '稽查员', roleCode: 'inspector' });
    expect(edited.body.result).toMatchObject({ roleName: '稽查员', version: 1 });
    const stale = await call('PUT', '/sys/role/edit', tokens.admin, { id: added.body.result.id, version: 0, roleName: '旧的', roleCode: 'inspector' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('数据已被他人修改，请刷新后重试');

    const all = await call('GET', '/sys/role/queryall', tokens.lina);
    expect(all.status).toBe(200);
    expect(all.body.result.map((r: { roleCode: string }) => r.roleCode)).toContain('inspector');

    const deleted = await call('DELETE', `/sys/role/delete?id=${added.body.result.id}`, tokens.admin);
    expect(deleted.status).toBe(200);
    expect((await call('GET', '/sys/role/list?roleCode=inspector', tokens.admin)).body.result.total).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const missing = await call('POST', '/sys/role/add', tokens.admin, { roleName: '', roleCode: 'x_y' });
    expect(missing.status).toBe(422);
    expect(missing.body.result.errors[0].field).toBe('roleName');
    const badCode = await call('POST', '/sys/role/add', tokens.admin, { roleName: '甲', roleCode: '1-bad' });
    expect(badCode.status).toBe(422);
    expect(badCode.body.result.errors[0].field).toBe('roleCode');
    const dup = await call('POST', '/sys/role/add', tokens.admin, { roleName: '重复', roleCode: 'operator' });
    expect(dup.status).toBe(422);
    expect(dup.body.result.errors).toEqual([{ field: 'roleCode', message: '角色编码已存在' }]);
    const badSort = await call('GET', '/sys/role/list?column=password', tokens.admin);
    expect(badSort.status).toBe(422);
    expect(badSort.body.result.errors[0].field).toBe('column');
  });

  it('refuses a user without the codes (403)', async () => {
    expect((await call('GET', '/sys/role/list', tokens.lina)).status).toBe(403);
    expect((await call('POST', '/sys/role/add', tokens.lina, { roleName: '甲', roleCode: 'abc' })).status).toBe(403);
    expect((await call('POST', '/sys/permission/saveRolePermission', tokens.lina, { roleId: role('service_desk'), permissionIds: '' })).status).toBe(403);
    expect((await call('GET', `/sys/user/userRoleList?roleId=${role('operator')}`, tokens.lina)).status).toBe(403);
  });

  it('deleting a role removes its user links (JeecgBoot behaviour), users keep their other roles', async () => {
    const added = await call('POST', '/sys/role/add', tokens.admin, { roleName: '临时', roleCode: 'temp_role' });
    const id = added.body.result.id;
    await call('POST', '/sys/user/addSysUserRole', tokens.admin, { roleId: id, userIdList: [seedId('user', 'caoyan')] });
    expect((await call('DELETE', `/sys/role/deleteBatch?ids=${id}`, tokens.admin)).status).toBe(200);
    const links = await db()
      .select()
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, seedId('user', 'caoyan')));
    expect(links.map((l) => l.roleId).sort()).toEqual([role('operator'), role('workflow_designer')].sort());
  });

  it('keeps tenants apart: tenant 2 roles are not listed in tenant 1 and are 404 there', async () => {
    const [other] = await db().insert(sysRole).values({ roleName: '城郊调度', roleCode: 'suburb_dispatch', tenantId: 2 }).returning();
    const list = await call('GET', '/sys/role/list?pageSize=100', tokens.admin);
    expect(list.body.result.records.map((r: { roleCode: string }) => r.roleCode)).not.toContain('suburb_dispatch');
    expect((await call('GET', '/sys/role/queryall', tokens.admin)).body.result.map((r: { id: string }) => r.id)).not.toContain(other.id);
    const edit = await call('PUT', '/sys/role/edit', tokens.admin, { id: other.id, version: 0, roleName: '改名', roleCode: 'suburb_dispatch' });
    expect(edit.status).toBe(404);
    expect((await call('DELETE', `/sys/role/delete?id=${other.id}`, tokens.admin)).status).toBe(404);
    expect((await call('GET', `/sys/permission/queryRolePermission?roleId=${other.id}`, tokens.admin)).status).toBe(404);
    const [still] = await db().select().from(sysRole).where(eq(sysRole.id, other.id));
    expect(still.roleName).toBe('城郊调度');
  });
});

describe('role users', () => {
  it('lists, adds and removes the users of a role', async () => {
    const added = await call('POST', '/sys/role/add', tokens.admin, { roleName: '值班', roleCode: 'duty_role' });
    const roleId = added.body.result.id;
    const add = await call('POST', '/sys/user/addSysUserRole', tokens.admin, { roleId, userIdList: [seedId('user', 'lina'), seedId('user', 'wangfang')] });
    expect(add.status).toBe(200);
    const list = await call('GET', `/sys/user/userRoleList?roleId=${roleId}&column=createTime&order=asc`, tokens.admin);
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.records.map((u: { username: string }) => u.username).sort()).toEqual(['lina', 'wangfang']);
    expect(list.body.result.records[0]).not.toHaveProperty('passwordHash');

    const tenant2User = await call('POST', '/sys/user/addSysUserRole', tokens.admin, { roleId, userIdList: [seedId('user', 'hanlei')] });
    expect(tenant2User.status).toBe(422);
    expect(tenant2User.body.result.errors[0].field).toBe('userIdList');

    expect((await call('DELETE', `/sys/user/deleteUserRole?roleId=${roleId}&userId=${seedId('user', 'lina')}`, tokens.admin)).status).toBe(200);
    const after = await call('GET', `/sys/user/userRoleList?roleId=${roleId}`, tokens.admin);
    expect(after.body.result.records.map((u: { username: string }) => u.username)).toEqual(['wangfang']);
  });
});

describe('granting menus, buttons and data rules', () => {
  const permissionsOf = async (token: string) => (await call('GET', '/sys/permission/getUserPermissionByToken', token)).body.result;

  it('gives the tree with ids, adds ancestors of a granted button, and the user sees the path', async () => {
    const tree = await call('GET', '/sys/role/queryTreeList', tokens.admin);
    expect(tree.body.result.ids).toContain(perm('system:user:add'));
    const system = tree.body.result.treeList.find((n: { title: string }) => n.title === '系统管理');
    const userNode = system.children.find((n: { title: string }) => n.title === '用户管理');
    expect(userNode.children.map((b: { perms: string }) => b.perms)).toContain('system:user:add');

    const before = await permissionsOf(tokens.lina);
    expect(before.auth.map((a: { action: string }) => a.action)).not.toContain('system:user:add');
    const granted: string[] = (await call('GET', `/sys/permission/queryRolePermission?roleId=${role('service_desk')}`, tokens.admin)).body.result;
    // only the button is sent: the server adds 用户管理 and 系统管理
    const save = await call('POST', '/sys/permission/saveRolePermission', tokens.admin, {
      roleId: role('service_desk'),
      permissionIds: [...granted, perm('system:user:add')].join(','),
      lastpermissionIds: granted.join(','),
    });
    expect(save.status).toBe(200);
    const now: string[] = (await call('GET', `/sys/permission/queryRolePermission?roleId=${role('service_desk')}`, tokens.admin)).body.result;
    expect(now).toEqual(expect.arrayContaining([perm('system:user:add'), perm('system-user'), perm('system')]));

    const after = await permissionsOf(tokens.lina);
    expect(after.auth.map((a: { action: string }) => a.action)).toContain('system:user:add');
    const systemMenu = after.menu.find((m: { name: string }) => m.name === 'system');
    expect(systemMenu.children.map((c: { name: string }) => c.name)).toEqual(['system-user']);

    const bad = await call('POST', '/sys/permission/saveRolePermission', tokens.admin, { roleId: role('service_desk'), permissionIds: 'no-such-id' });
    expect(bad.status).toBe(422);
    expect(bad.body.result.errors[0].field).toBe('permissionIds');
  });

  it('applies a granted data rule to lists governed by the menu (only her department subtree)', async () => {
    const granted: string[] = (await call('GET', `/sys/permission/queryRolePermission?roleId=${role('service_desk')}`, tokens.admin)).body.result;
    await call('POST', '/sys/permission/saveRolePermission', tokens.admin, {
      roleId: role('service_desk'),
      permissionIds: [...granted, perm('system-user')].join(','),
    });
    const sqlRule = await call('POST', '/sys/permission/addPermissionRule', tokens.admin, {
      permissionId: perm('system-user'),
      ruleName: 'SQL',
      ruleColumn: 'orgCode',
      ruleConditions: 'USE_SQL_RULES',
      ruleValue: '1=1',
    });
    expect(sqlRule.status).toBe(422);
    expect(sqlRule.body.result.errors[0].field).toBe('ruleConditions');
    const rule = await call('POST', '/sys/permission/addPermissionRule', tokens.admin, {
      permissionId: perm('system-user'),
      ruleName: '本部门及下级',
      ruleColumn: 'orgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: '#{sys_org_code}',
    });
    expect(rule.status).toBe(200);
    const grant = await call('POST', '/sys/role/datarule', tokens.admin, {
      permissionId: perm('system-user'),
      roleId: role('service_desk'),
      dataRuleIds: rule.body.result.id,
    });
    expect(grant.status).toBe(200);
    const read = await call('GET', `/sys/role/datarule/${perm('system-user')}/${role('service_desk')}`, tokens.admin);
    expect(read.body.result).toMatchObject({ drChecked: rule.body.result.id });
    expect(read.body.result.datarule).toHaveLength(1);

    const userList = defineList({
      name: 'sys_user',
      table: sysUser,
      fields: { orgCode: { column: sysUser.orgCode, type: 'string' }, username: { column: sysUser.username, type: 'string' } },
      defaultSort: { field: 'username', order: 'asc' },
      tieBreaker: sysUser.id,
      dataRulePermission: 'system:user:list',
    });
    const session = { sessionId: 'x', userId: seedId('user', 'lina'), username: 'lina', tenantId: 1, mustChangePassword: false };
    const page = await runList(userList, { pageSize: 100 }, { db: db(), session, now: new Date(), lookups: listLookups });
    const names = page.records.map((r) => r.username).sort();
    expect(names).toEqual(['lina', 'linhui', 'wangfang', 'wuxia', 'xieting']);
    const adminSession = { ...session, userId: seedId('user', 'admin'), username: 'admin' };
    expect((await runList(userList, { pageSize: 100 }, { db: db(), session: adminSession, now: new Date(), lookups: listLookups })).total).toBeGreaterThan(20);

    const viaApi = await call('GET', '/sys/user/list?pageSize=100', tokens.lina);
    if (viaApi.status !== 404) {
      expect(viaApi.status).toBe(200);
      expect(viaApi.body.result.records.map((r: { username: string }) => r.username).sort()).toEqual(names);
    }
  });
});
