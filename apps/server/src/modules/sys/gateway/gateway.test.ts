import { describe, expect, it } from 'vitest';
import { authHeaders, signIn, apiTest } from '../../../../test/helper';

const { tokens, app } = apiTest(['admin'], { each: true });

const route = (overrides: Record<string, unknown> = {}) => ({
  routerId: 'report-service',
  name: '报表服务',
  uri: 'lb://report-service',
  predicates: ['Path=/report/**'],
  filters: ['StripPrefix=1'],
  sortOrder: 1,
  status: 1,
  ...overrides,
});

describe('gateway routes', () => {
  it('adds, lists, edits with a version and exports enabled routes for the proxy', async () => {
    const add = await app().inject({ method: 'POST', url: '/api/sys/gatewayRoute/add', headers: authHeaders(tokens.admin), payload: route() });
    expect(add.statusCode, add.body).toBe(200);
    await app().inject({
      method: 'POST',
      url: '/api/sys/gatewayRoute/add',
      headers: authHeaders(tokens.admin),
      payload: route({ routerId: 'old', name: '旧门户', status: 0, uri: 'https://old.example.com' }),
    });
    const list = await app().inject({ method: 'GET', url: '/api/sys/gatewayRoute/list?name=*报表*', headers: authHeaders(tokens.admin) });
    expect(list.json().result.records[0]).toMatchObject({ routerId: 'report-service', predicates: ['Path=/report/**'], status_dictText: '启用' });

    const id = add.json().result.id;
    const edit = await app().inject({
      method: 'PUT',
      url: '/api/sys/gatewayRoute/edit',
      headers: authHeaders(tokens.admin),
      payload: { ...route({ sortOrder: 5 }), id, version: 0 },
    });
    expect(edit.json().result.sortOrder).toBe(5);
    const stale = await app().inject({
      method: 'PUT',
      url: '/api/sys/gatewayRoute/edit',
      headers: authHeaders(tokens.admin),
      payload: { ...route(), id, version: 0 },
    });
    expect(stale.statusCode).toBe(409);

    const exported = await app().inject({ method: 'GET', url: '/api/sys/gatewayRoute/export', headers: authHeaders(tokens.admin) });
    expect(exported.json().result).toEqual([
      { id: 'report-service', uri: 'lb://report-service', order: 5, predicates: ['Path=/report/**'], filters: ['StripPrefix=1'] },
    ]);
  });

  it('refuses a bad uri, a bad predicate and a duplicate router id, naming the field', async () => {
    const badUri = await app().inject({
      method: 'POST',
      url: '/api/sys/gatewayRoute/add',
      headers: authHeaders(tokens.admin),
      payload: route({ uri: 'file:///etc/passwd' }),
    });
    expect(badUri.statusCode).toBe(422);
    expect(badUri.json().result.errors[0].field).toBe('uri');
    const badPredicate = await app().inject({
      method: 'POST',
      url: '/api/sys/gatewayRoute/add',
      headers: authHeaders(tokens.admin),
      payload: route({ predicates: ['nonsense'] }),
    });
    expect(badPredicate.json().result.errors[0].field).toMatch(/^predicates/);
    await app().inject({ method: 'POST', url: '/api/sys/gatewayRoute/add', headers: authHeaders(tokens.admin), payload: route() });
    const duplicate = await app().inject({ method: 'POST', url: '/api/sys/gatewayRoute/add', headers: authHeaders(tokens.admin), payload: route() });
    expect(duplicate.json().result.errors[0].field).toBe('routerId');
  });

  it('refuses a user without the permission', async () => {
    const lina = await signIn(app(), 'lina');
    for (const url of ['/api/sys/gatewayRoute/list', '/api/sys/gatewayRoute/export']) {
      expect((await app().inject({ method: 'GET', url, headers: authHeaders(lina) })).statusCode).toBe(403);
    }
  });

  it('opens one route, deletes in a batch with a count and refuses a batch past the cap', async () => {
    const a = (await app().inject({ method: 'POST', url: '/api/sys/gatewayRoute/add', headers: authHeaders(tokens.admin), payload: route() })).json().result.id;
    const b = (
      await app().inject({
        method: 'POST',
        url: '/api/sys/gatewayRoute/add',
        headers: authHeaders(tokens.admin),
        payload: route({ routerId: 'b', name: '乙' }),
      })
    ).json().result.id;
    const one = await app().inject({ method: 'GET', url: `/api/sys/gatewayRoute/queryById?id=${a}`, headers: authHeaders(tokens.admin) });
    expect(one.json().result).toMatchObject({ routerId: 'report-service', filters: ['StripPrefix=1'], status_dictText: '启用' });
    const tooMany = Array.from({ length: 1001 }, (_, i) => `x${i}`).join(',');
    const refused = await app().inject({ method: 'DELETE', url: `/api/sys/gatewayRoute/deleteBatch?ids=${tooMany}`, headers: authHeaders(tokens.admin) });
    expect(refused.statusCode).toBe(422);
    const batch = await app().inject({ method: 'DELETE', url: `/api/sys/gatewayRoute/deleteBatch?ids=${a},${b}`, headers: authHeaders(tokens.admin) });
    expect(batch.json().message).toBe('已删除 2 条路由');
    const list = await app().inject({ method: 'GET', url: '/api/sys/gatewayRoute/list', headers: authHeaders(tokens.admin) });
    expect(list.json().result.total).toBe(0);
  });
});
