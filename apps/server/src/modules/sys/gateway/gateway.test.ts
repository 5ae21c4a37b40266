import { describe, expect, it } from 'vitest';
import { authHeaders, signIn, apiTest } from '../../../../test/helper';

const { call, tokens, app } = apiTest(['admin'], { each: true });

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
    const add = await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route());
    expect(add.statusCode, add.body).toBe(200);
    await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route({ routerId: 'old', name: '旧门户', status: 0, uri: 'https://old.example.com' }));
    const list = await call('GET', '/api/sys/gatewayRoute/list?name=*报表*', tokens.admin);
    expect(list.json().result.records[0]).toMatchObject({ routerId: 'report-service', predicates: ['Path=/report/**'], status_dictText: '启用' });

    const id = add.json().result.id;
    const edit = await call('PUT', '/api/sys/gatewayRoute/edit', tokens.admin, { ...route({ sortOrder: 5 }), id, version: 0 });
    expect(edit.json().result.sortOrder).toBe(5);
    const stale = await call('PUT', '/api/sys/gatewayRoute/edit', tokens.admin, { ...route(), id, version: 0 });
    expect(stale.statusCode).toBe(409);

    const exported = await call('GET', '/api/sys/gatewayRoute/export', tokens.admin);
    expect(exported.json().result).toEqual([
      { id: 'report-service', uri: 'lb://report-service', order: 5, predicates: ['Path=/report/**'], filters: ['StripPrefix=1'] },
    ]);
  });

  it('refuses a bad uri, a bad predicate and a duplicate router id, naming the field', async () => {
    const badUri = await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route({ uri: 'file:///etc/passwd' }));
    expect(badUri.statusCode).toBe(422);
    expect(badUri.json().result.errors[0].field).toBe('uri');
    const badPredicate = await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route({ predicates: ['nonsense'] }));
    expect(badPredicate.json().result.errors[0].field).toMatch(/^predicates/);
    await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route());
    const duplicate = await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route());
    expect(duplicate.json().result.errors[0].field).toBe('routerId');
  });

  it('refuses a user without the permission', async () => {
    const lina = await signIn(app(), 'lina');
    for (const url of ['/api/sys/gatewayRoute/list', '/api/sys/gatewayRoute/export']) {
      expect((await app().inject({ method: 'GET', url, headers: authHeaders(lina) })).statusCode).toBe(403);
    }
  });

  it('opens one route, deletes in a batch with a count and refuses a batch past the cap', async () => {
    const a = (await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route())).json().result.id;
    const b = (await call('POST', '/api/sys/gatewayRoute/add', tokens.admin, route({ routerId: 'b', name: '乙' }))).json().result.id;
    const one = await call('GET', `/api/sys/gatewayRoute/queryById?id=${a}`, tokens.admin);
    expect(one.json().result).toMatchObject({ routerId: 'report-service', filters: ['StripPrefix=1'], status_dictText: '启用' });
    const tooMany = Array.from({ length: 1001 }, (_, i) => `x${i}`).join(',');
    const refused = await call('DELETE', `/api/sys/gatewayRoute/deleteBatch?ids=${tooMany}`, tokens.admin);
    expect(refused.statusCode).toBe(422);
    const batch = await call('DELETE', `/api/sys/gatewayRoute/deleteBatch?ids=${a},${b}`, tokens.admin);
    expect(batch.json().message).toBe('已删除 2 条路由');
    const list = await call('GET', '/api/sys/gatewayRoute/list', tokens.admin);
    expect(list.json().result.total).toBe(0);
  });
});
