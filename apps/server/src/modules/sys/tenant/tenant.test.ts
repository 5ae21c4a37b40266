import { describe, expect, it } from 'vitest';
import { authHeaders, login, setPassword, apiTest } from '../../../../test/helper';

const { tokens, app } = apiTest(['admin', 'lina']);

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) => {
  const res = await app().inject({ method, url: `/api${url}`, headers: authHeaders(token), payload: payload as never });
  return { status: res.statusCode, body: res.json() };
};

describe('tenants', () => {
  it('lists, adds, edits with a version and deletes an empty tenant', async () => {
    const list = await call('GET', '/sys/tenant/list', tokens.admin);
    expect(list.body.result.records.map((t: { name: string }) => t.name)).toEqual(['江城公交集团', '江城城郊客运']);
    const added = await call('POST', '/sys/tenant/add', tokens.admin, { name: '江城旅游客运' });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ id: 3, status: 1, version: 0 });
    const dup = await call('POST', '/sys/tenant/add', tokens.admin, { name: '江城旅游客运' });
    expect(dup.status).toBe(422);
    expect(dup.body.result.errors[0].field).toBe('name');
    const empty = await call('POST', '/sys/tenant/add', tokens.admin, { name: ' ' });
    expect(empty.body.result.errors[0].field).toBe('name');

    const edited = await call('PUT', '/sys/tenant/edit', tokens.admin, { id: 3, version: 0, name: '江城旅游', status: 1 });
    expect(edited.body.result).toMatchObject({ name: '江城旅游', version: 1 });
    expect((await call('PUT', '/sys/tenant/edit', tokens.admin, { id: 3, version: 0, name: '旧名', status: 1 })).status).toBe(409);
    expect((await call('DELETE', '/sys/tenant/delete?id=3', tokens.admin)).status).toBe(200);
    expect((await call('DELETE', '/sys/tenant/delete?id=3', tokens.admin)).status).toBe(404);
  });

  it('refuses to delete a tenant that still has users', async () => {
    const res = await call('DELETE', '/sys/tenant/delete?id=2', tokens.admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('租户 2 下仍有用户，不能删除');
  });

  it('queryList gives names to any signed-in user; management needs the codes', async () => {
    const mine = await call('GET', '/sys/tenant/queryList', tokens.lina);
    expect(mine.body.result).toEqual([{ id: 1, name: '江城公交集团', status: 1 }]);
    expect((await call('GET', '/sys/tenant/queryList?ids=1,2', tokens.lina)).body.result).toHaveLength(2);
    expect((await call('GET', '/sys/tenant/list', tokens.lina)).status).toBe(403);
    expect((await call('POST', '/sys/tenant/add', tokens.lina, { name: '甲' })).status).toBe(403);
    expect((await call('DELETE', '/sys/tenant/delete?id=2', tokens.lina)).status).toBe(403);
  });

  it('a frozen tenant cannot be chosen at sign-in', async () => {
    const list = await call('GET', '/sys/tenant/list?id=2', tokens.admin);
    const tenant2 = list.body.result.records[0];
    expect((await call('PUT', '/sys/tenant/edit', tokens.admin, { id: 2, version: tenant2.version, name: tenant2.name, status: 0 })).status).toBe(200);
    await setPassword(app(), 'zhangwei');
    const res = await login(app(), 'zhangwei');
    expect(res.statusCode).toBe(200);
    const { tenantList, token, userInfo } = res.json().result;
    expect(tenantList).toEqual([{ id: 1, name: '江城公交集团' }]);
    expect(userInfo.tenantid).toBe(1);
    const choose = await app().inject({ method: 'POST', url: '/api/sys/selectTenant', headers: authHeaders(token), payload: { tenantId: 2 } });
    expect(choose.statusCode).toBe(403);
  });
});
