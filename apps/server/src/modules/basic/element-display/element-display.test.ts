import { describe, expect, it } from 'vitest';
import { apiTest, type Method } from '../../../../test/helper';

// hanlei: tenant 2
const { call: callApi, tokens } = apiTest(['admin', 'lina', 'hanlei']);

const BASE = '/api/basic-font-end-element-display';
const call = (method: Method, url: string, token = tokens.admin, payload?: object) => callApi(method, `${BASE}${url}`, token, payload);

const rule = {
  targetUrl: '/system/position',
  elementKey: 'postRank',
  elementName: '职级',
  pcHidden: true,
  pcReadonly: false,
  pcRuleKey: null,
  tips: '职级由人力资源部统一维护',
};

describe('element display rules', () => {
  it('creates, lists, updates with a version (stale write 409) and deletes', async () => {
    const created = await call('POST', '/create', tokens.admin, rule);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().result;
    expect(row).toMatchObject({ targetUrl: '/system/position', elementKey: 'postRank', pcHidden: true, version: 0 });

    const page = (await call('GET', '/search?targetUrl=position')).json().result;
    expect(page.records.map((r: { elementKey: string }) => r.elementKey)).toContain('postRank');

    const body = { ...rule, id: row.id, version: row.version, pcHidden: false, pcReadonly: true };
    const updated = await call('POST', '/update', tokens.admin, body);
    expect(updated.json().result).toMatchObject({ pcHidden: false, pcReadonly: true, version: 1 });
    const stale = await call('POST', '/update', tokens.admin, body);
    expect(stale.statusCode).toBe(409);

    expect((await call('DELETE', `/delete?id=${row.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/delete?id=${row.id}`)).statusCode).toBe(404);
  });

  it('groups the tenant rules per page for rendering and serves the tip text by id', async () => {
    const a = (
      await call('POST', '/create', tokens.admin, { ...rule, targetUrl: '/demo/widgets', elementKey: 'workNo', pcHidden: false, pcRuleKey: 'work_no' })
    ).json().result;
    await call('POST', '/create', tokens.admin, { ...rule, targetUrl: '/demo/widgets', elementKey: 'plateNo', tips: null });
    const map = (await call('GET', '/find-all-for-render', tokens.lina)).json().result;
    expect(map['/demo/widgets']).toEqual([
      { id: expect.any(String), elementKey: 'plateNo', pcHidden: true, pcReadonly: false, pcRuleKey: null, hasTips: false },
      { id: a.id, elementKey: 'workNo', pcHidden: false, pcReadonly: false, pcRuleKey: 'work_no', hasTips: true },
    ]);
    expect((await call('GET', `/find-tips-by-id/${a.id}`, tokens.lina)).json().result).toBe('职级由人力资源部统一维护');

    // tenant 2 sees none of it
    expect((await call('GET', '/find-all-for-render', tokens.hanlei)).json().result).toEqual({});
    expect((await call('GET', `/find-tips-by-id/${a.id}`, tokens.hanlei)).statusCode).toBe(404);
    expect((await call('DELETE', `/delete?id=${a.id}`, tokens.hanlei)).statusCode).toBe(403);
  });

  it('refuses bad input naming the field: unknown check rule, duplicate element, bad url and key', async () => {
    const unknownRule = await call('POST', '/create', tokens.admin, { ...rule, elementKey: 'code', pcRuleKey: 'no_such_rule' });
    expect(unknownRule.statusCode).toBe(422);
    expect(unknownRule.json().result.errors[0]).toEqual({ field: 'pcRuleKey', message: '校验规则不存在：no_such_rule' });

    await call('POST', '/create', tokens.admin, { ...rule, elementKey: 'name' });
    const dup = await call('POST', '/create', tokens.admin, { ...rule, elementKey: 'name' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().result.errors[0].field).toBe('elementKey');

    const badUrl = await call('POST', '/create', tokens.admin, { ...rule, targetUrl: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(422);
    const badKey = await call('POST', '/create', tokens.admin, { ...rule, elementKey: 'a b;drop' });
    expect(badKey.statusCode).toBe(422);
  });

  it('keeps the admin endpoints behind their permission codes and the list filters allowlisted', async () => {
    expect((await call('GET', '/search', tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/create', tokens.lina, rule)).statusCode).toBe(403);
    expect((await call('POST', '/update', tokens.lina, { ...rule, id: 'x', version: 0 })).statusCode).toBe(403);
    const badSort = await call('GET', '/search?column=tenant_id;drop&order=asc');
    expect(badSort.statusCode).toBe(422);
  });
});
