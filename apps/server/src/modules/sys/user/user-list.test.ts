import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysPermissionDataRule, sysRolePermission, sysTenant, sysUser, sysUserRole } from '../../../db/schema';
import { seedId } from '../../../db/seed/seed-id';
import { authHeaders, apiTest } from '../../../../test/helper';
import { countLiveTenantUsers, liveUsersOfTenant } from './user-admin.list';

const { tokens, app } = apiTest(['admin'], { each: true });

type Page = { records: Array<{ id: string; username: string; sex: number }>; total: number };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url: `/api${url}`, headers: authHeaders(tokens.admin), ...(payload ? { payload } : {}) });
const list = async (query = ''): Promise<Page> => (await call('GET', `/sys/user/list?${query}`)).json().result;
/** What the list shows, counted the plain way: every live user of the tenant, joined. */
const joinedCount = (tenantId: number) => app().db.$count(sysUser, and(...liveUsersOfTenant(tenantId)));
const userId = async (username: string) => (await app().db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

describe('the user list total', () => {
  it('stays exact as users are added, recycled, restored and purged', async () => {
    const before = (await list()).total;
    expect(before).toBe(await joinedCount(1));

    const added = await call('POST', '/sys/user/add', {
      username: 'xiaoming',
      realname: '小明',
      workNo: 'JC30001',
      phone: '13800138000',
      password: 'Init-pass-2024',
      confirmpassword: 'Init-pass-2024',
    });
    expect(added.statusCode).toBe(200);
    expect((await list()).total).toBe(before + 1);

    const lina = await userId('lina');
    await call('DELETE', `/sys/user/delete?id=${lina}`);
    expect((await list()).total).toBe(before);
    await call('PUT', '/sys/user/putRecycleBin', { userIds: lina });
    expect((await list()).total).toBe(before + 1);
    await call('DELETE', `/sys/user/delete?id=${lina}`);
    await call('DELETE', `/sys/user/deleteRecycleBin?userIds=${lina}`);
    expect((await list()).total).toBe(before);

    for (const { id } of await app().db.select({ id: sysTenant.id }).from(sysTenant)) {
      expect(await countLiveTenantUsers(app().db, id)).toBe(await joinedCount(id));
    }
  });

  it('counts only the users a data rule lets the reader see', async () => {
    const [rule] = await app()
      .db.insert(sysPermissionDataRule)
      .values({ permissionId: seedId('permission', 'system-user'), ruleName: '只看女性', ruleColumn: 'sex', ruleConditions: '=', ruleValue: '2' })
      .returning();
    const adminRoles = app()
      .db.select({ id: sysUserRole.roleId })
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, await userId('admin')));
    await app()
      .db.update(sysRolePermission)
      .set({ dataRuleIds: rule.id })
      .where(and(eq(sysRolePermission.permissionId, seedId('permission', 'system-user')), inArray(sysRolePermission.roleId, adminRoles)));

    const women = await list('pageSize=100');
    expect(women.records.length).toBeGreaterThan(0);
    expect(women.records.every((r) => r.sex === 2)).toBe(true);
    expect(women.total).toBe(women.records.length);
  });
});

describe('deep pages of the user list', () => {
  it('show the same rows in the same order as the first page of a longer list', async () => {
    const all = (await list('pageSize=100')).records.map((r) => r.id);
    expect(all.length).toBeGreaterThan(15);
    expect((await list('pageNo=3&pageSize=5')).records.map((r) => r.id)).toEqual(all.slice(10, 15));

    const byName = (await list('pageSize=100&column=username&order=asc&sex=1')).records.map((r) => r.id);
    expect((await list('pageNo=2&pageSize=4&column=username&order=asc&sex=1')).records.map((r) => r.id)).toEqual(byName.slice(4, 8));
  });

  it('carry names and dictionary texts like the first page', async () => {
    const last = (await list()).total;
    const [row] = (await list(`pageNo=${last}&pageSize=1`)).records;
    expect(row).toMatchObject({ sex_dictText: expect.any(String), status_dictText: '正常' });
    expect(row).toHaveProperty('orgCodeTxt');
    expect(row).toHaveProperty('roleNames');
  });
});
