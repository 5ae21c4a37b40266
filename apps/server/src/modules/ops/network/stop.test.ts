import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOpsNetwork } from '../../../db/seed/ops-network';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let operator: string;
let otherTenant: string;
let serviceDesk: string;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  // the demo company's network as the product seeds it (the test image leaves it out)
  await seedOpsNetwork(ctx.database.db);
  operator = await signIn(ctx.app, 'liuyang');
  otherTenant = await signIn(ctx.app, 'hanlei');
  serviceDesk = await signIn(ctx.app, 'lina');
});
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const stop = { code: 'T001', name: '测试大道火车站', lat: 30.6, lon: 114.31, facilities: ['shelter', 'seat'], address: '江岸区测试大道' };

describe('站点管理', () => {
  it('adds a stop, finds it by name and facility, edits it and refuses a stale edit', async () => {
    const added = await call(operator, 'POST', '/api/ops/stop/add', stop);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('添加成功');
    const { id, version } = added.json().result;
    expect(added.json().result).toMatchObject({ facilities_dictText: '候车亭、座椅', status_dictText: '启用', parentName: null });
    expect((await call(operator, 'GET', `/api/ops/stop/queryById?id=${id}`)).json().result).toEqual(added.json().result);

    const found = (await call(operator, 'GET', `/api/ops/stop/list?name=${encodeURIComponent('测试大道')}&facility=seat`)).json().result;
    expect(found.records.map((r: { code: string }) => r.code)).toEqual(['T001']);
    expect(found.records[0].status_dictText).toBe('启用');
    expect((await call(operator, 'GET', `/api/ops/stop/list?name=${encodeURIComponent('测试大道')}&facility=e_board`)).json().result.total).toBe(0);

    const edited = await call(operator, 'PUT', '/api/ops/stop/edit', { ...stop, id, version, name: '测试大道站', status: 'inactive' });
    expect(edited.statusCode).toBe(200);
    const stale = await call(operator, 'PUT', '/api/ops/stop/edit', { ...stop, id, version, name: '又改了' });
    expect(stale.statusCode).toBe(409);
    await call(operator, 'DELETE', `/api/ops/stop/delete?id=${id}`);
  });

  it('lists the seeded network: about 600 stops of 江城公交集团, sorted by code', async () => {
    const page = (await call(operator, 'GET', '/api/ops/stop/list?pageSize=5')).json().result;
    expect(page.total).toBeGreaterThan(500);
    expect(page.records[0].code).toBe('S0001');
    expect(page.records[0].name).toBe('江城火车站');
    expect(page.records[0].parentName).toBe('江城火车站');
  });

  it('refuses a code the tenant already uses, bad coordinates and a 10,000-character name with 422 naming the field', async () => {
    const taken = await call(operator, 'POST', '/api/ops/stop/add', { ...stop, code: 'S0001' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('站点编码已存在');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ lat: 95 }, 'lat', '纬度超出范围（-90 ~ 90）'],
      [{ lat: 91 }, 'lat', '纬度超出范围（-90 ~ 90）'],
      [{ lat: 999 }, 'lat', '纬度超出范围（-90 ~ 90）'],
      [{ lon: -181 }, 'lon', '经度超出范围（-180 ~ 180）'],
      [{ name: '站'.repeat(10_000) }, 'name', '站点名称长度不能超过 100 个字符'],
      [{ lat: '三十' }, 'lat', '请输入纬度'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(operator, 'POST', '/api/ops/stop/add', { ...stop, code: 'T099', ...change });
      expect(res.statusCode, JSON.stringify(change).slice(0, 40)).toBe(422);
      expect(res.json().result.errors[0]).toMatchObject({ field, message });
    }
  });

  it('keeps a stop abroad (as a GTFS feed from abroad brings them) editable; the service area around the stops tells the form', async () => {
    const abroad = await call(operator, 'POST', '/api/ops/stop/add', { ...stop, code: 'T098', lat: 48.85, lon: 2.35 });
    expect(abroad.statusCode, abroad.body).toBe(200);
    const { id, version } = abroad.json().result;
    const edited = await call(operator, 'PUT', '/api/ops/stop/edit', { ...stop, code: 'T098', id, version, lat: 48.86, lon: 2.34 });
    expect(edited.statusCode, edited.body).toBe(200);
    await call(operator, 'DELETE', `/api/ops/stop/delete?id=${id}`);

    const area = (await call(operator, 'GET', '/api/ops/stop/service-area')).json().result;
    expect(area.source).toBe('stops');
    // the seeded city, a few kilometres around its outermost stops
    expect(area.minLat).toBeGreaterThan(30);
    expect(area.maxLat).toBeLessThan(31.2);
    expect(area.minLon).toBeGreaterThan(113.8);
    expect(area.maxLon).toBeLessThan(114.9);
    // a tenant without stops: China
    expect((await call(otherTenant, 'GET', '/api/ops/stop/service-area')).json().result).toEqual({
      source: 'china',
      minLat: 3.8,
      maxLat: 53.6,
      minLon: 73.5,
      maxLon: 135.1,
    });
    expect((await call(serviceDesk, 'GET', '/api/ops/stop/service-area')).statusCode).toBe(403);
  });

  it('refuses to delete a stop a line uses, naming the lines', async () => {
    const [first] = (await call(operator, 'GET', '/api/ops/stop/list?code=S0002')).json().result.records;
    const res = await call(operator, 'DELETE', `/api/ops/stop/delete?id=${first.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^站点正被线路使用，不能删除：.*路/);
  });

  it('deletes several unused stops at once', async () => {
    const ids = [];
    for (const code of ['T010', 'T011']) ids.push((await call(operator, 'POST', '/api/ops/stop/add', { ...stop, code })).json().result.id);
    const res = await call(operator, 'DELETE', `/api/ops/stop/deleteBatch?ids=${ids.join(',')}`);
    expect(res.json().message).toBe('已删除 2 个站点');
    const tooMany = Array.from({ length: 1001 }, (_, i) => `id${i}`).join(',');
    expect((await call(operator, 'DELETE', `/api/ops/stop/deleteBatch?ids=${tooMany}`)).json().message).toBe('一次最多选择 1000 条记录');
    expect((await call(operator, 'GET', '/api/ops/stop/list?code=T01')).json().result.total).toBe(0);
  });

  it('exports the filtered stops as Excel', async () => {
    const res = await call(operator, 'GET', `/api/ops/stop/exportXls?name=${encodeURIComponent('火车站')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows another tenant none of 江城公交集团’s stops and refuses users without the permission', async () => {
    expect((await call(otherTenant, 'GET', '/api/ops/stop/list')).json().result.total).toBe(0);
    const [first] = (await call(operator, 'GET', '/api/ops/stop/list?code=S0003')).json().result.records;
    expect((await call(otherTenant, 'PUT', '/api/ops/stop/edit', { ...stop, id: first.id, version: first.version })).statusCode).toBe(404);
    expect((await call(otherTenant, 'DELETE', `/api/ops/stop/delete?id=${first.id}`)).statusCode).toBe(404);
    expect((await call(serviceDesk, 'GET', '/api/ops/stop/list')).statusCode).toBe(403);
    expect((await call(serviceDesk, 'POST', '/api/ops/stop/add', stop)).statusCode).toBe(403);
    expect((await call(serviceDesk, 'GET', '/api/ops/stop/exportXls')).statusCode).toBe(403);
  });
});
