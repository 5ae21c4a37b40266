import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOpsNetwork } from '../../../db/seed/ops-network';
import { seedId } from '../../../db/seed/seed-id';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let operator: string;
let otherTenant: string;
let serviceDesk: string;
let stopIds: string[];
let stopNames: string[];

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false, mapStyleUrl: 'https://tiles.example.com/style.json' } });
  // the demo company's network as the product seeds it (the test image leaves it out)
  await seedOpsNetwork(ctx.database.db);
  operator = await signIn(ctx.app, 'liuyang');
  otherTenant = await signIn(ctx.app, 'hanlei');
  serviceDesk = await signIn(ctx.app, 'lina');
  const page = (await call(operator, 'GET', '/api/ops/stop/list?pageSize=4&column=code&order=asc')).json().result;
  stopIds = page.records.map((r: { id: string }) => r.id);
  stopNames = page.records.map((r: { name: string }) => r.name);
});
afterAll(() => ctx.close());

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

const line = () => ({
  number: '99路',
  name: '测试线',
  lineType: 'trunk',
  departId: seedId('depart', 'A01A06'),
  fareCents: 200,
  status: 'operating',
  effectiveDate: '2026-12-01',
  directions: [
    {
      directionId: 0,
      headsign: '终点站',
      firstDeparture: '06:00',
      lastDeparture: '24:30',
      stops: stopIds.slice(0, 3).map((stopId, i) => ({ stopId, offsetMinutes: i * 3 })),
      shape: [] as Array<{ lat: number; lon: number }>,
    },
    {
      directionId: 1,
      headsign: '起点站',
      firstDeparture: '06:10',
      lastDeparture: '22:00',
      stops: [...stopIds.slice(0, 3)].reverse().map((stopId) => ({ stopId })),
    },
  ],
});

describe('线路管理', () => {
  it('saves a line with both directions, reads it whole and keeps its history', async () => {
    const added = await call(operator, 'POST', '/api/ops/route/add', line());
    expect(added.statusCode, added.body).toBe(200);
    const detail = added.json().result;
    expect(detail.departName).toBe('第一运营分公司');
    expect(detail.upLast).toBe('24:30');
    const up = detail.directions[0];
    expect(up.stops.map((s: { offsetSecs: number }) => s.offsetSecs)).toEqual([0, 180, 360]);
    expect(up.stops[0].distanceM).toBe(0);
    expect(up.stops[2].distanceM).toBeGreaterThan(up.stops[1].distanceM);
    expect(detail.lengthM).toBe(up.stops[2].distanceM);

    // 按站点生成线形: the editor sends the shape; the length is measured along it
    const shape = up.stops.map((s: { lat: number; lon: number }) => ({ lat: s.lat, lon: s.lon }));
    const detour = [shape[0], { lat: shape[0].lat + 0.01, lon: shape[0].lon }, ...shape.slice(1)];
    const body = { ...line(), id: detail.id, version: detail.version, name: '测试线（改）', fareCents: 300 };
    body.directions[0].shape = detour;
    const edited = await call(operator, 'PUT', '/api/ops/route/edit', body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result.lengthM).toBeGreaterThan(detail.lengthM + 1000);
    expect(edited.json().result.directions[0].shape).toHaveLength(4);

    const read = (await call(operator, 'GET', `/api/ops/route/${detail.id}`)).json().result;
    expect(read.directions.map((d: { stops: unknown[] }) => d.stops.length)).toEqual([3, 3]);
    expect(read.directions[0].stops[0]).toMatchObject({ code: 'S0001', name: '江城火车站' });

    const history = (await call(operator, 'GET', `/api/ops/route/${detail.id}/history`)).json().result;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ version: 2, createBy: 'liuyang' });
    const changed = Object.fromEntries(history[0].changes.map((c: { label: string; before: string; after: string }) => [c.label, [c.before, c.after]]));
    expect(changed['线路名称']).toEqual(['测试线', '测试线（改）']);
    expect(changed['票价（元）']).toEqual(['2.00', '3.00']);
    expect(changed['线路号']).toBeUndefined();

    const stale = await call(operator, 'PUT', '/api/ops/route/edit', { ...body, name: '过期的修改' });
    expect(stale.statusCode).toBe(409);
    expect((await call(operator, 'GET', `/api/ops/route/${detail.id}`)).json().result.name).toBe('测试线（改）');

    expect((await call(operator, 'DELETE', `/api/ops/route/delete?id=${detail.id}`)).statusCode).toBe(200);
    expect((await call(operator, 'GET', `/api/ops/route/${detail.id}`)).statusCode).toBe(404);
  });

  it('lists the 30 seeded lines with branch, first and last bus, and filters by type and status', async () => {
    const page = (await call(operator, 'GET', '/api/ops/route/list?pageSize=50')).json().result;
    expect(page.total).toBe(30);
    // in the order people count lines: 1路, 2路 ... 10路, then the lettered ones
    expect(page.records.slice(0, 3).map((r: { number: string }) => r.number)).toEqual(['1路', '2路', '3路']);
    expect(page.records.map((r: { number: string }) => r.number).slice(-5)).toEqual(['K1', 'K2', 'N1', 'N2', '定制1线']);
    const one = page.records.find((r: { number: string }) => r.number === '1路');
    expect(one).toMatchObject({ lineType_dictText: '干线', status_dictText: '运营中', upFirst: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(['第一运营分公司', '第二运营分公司']).toContain(one.departName);
    const night = (await call(operator, 'GET', '/api/ops/route/list?lineType=night')).json().result.records;
    expect(night.map((r: { number: string }) => r.number).sort()).toEqual(['N1', 'N2']);
    expect(night[0].upLast).toBe('29:00');
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '线'.repeat(10_000) }, 'name', '线路名称长度不能超过 100 个字符'],
      [{ number: '1路' }, 'number', '线路号已存在'],
      [{ lineType: 'tram' }, 'lineType', '请选择线路类型'],
      [{ color: 'red' }, 'color', '线路颜色应为 #RRGGBB'],
      [{ departId: seedId('depart', 'B01') }, 'departId', '运营单位不存在'],
      [{ departId: null }, 'departId', '请选择运营单位'],
      [{ departId: ' ' }, 'departId', '请选择运营单位'],
      [{ fareCents: -500 }, 'fareCents', '票价不能为负'],
      [{ directions: [{ directionId: 0, stops: [{ stopId: 'nope' }] }] }, 'directions.0.stops.0.stopId', '站点不存在'],
      [{ directions: [{ directionId: 0, shape: [{ lat: 120, lon: 114 }] }] }, 'directions.0.shape.0.lat', '纬度超出范围（-90 ~ 90）'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(operator, 'POST', '/api/ops/route/add', { ...line(), number: '98路', ...change });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().result.errors[0]).toMatchObject({ field, message });
    }
  });

  it('refuses a stop pattern whose running times go backwards, naming the stop (issue 22)', async () => {
    const body = line();
    // the third stop moved up one place with its minutes: 0, 6, 3
    body.directions[0].stops = [stopIds[0], stopIds[2], stopIds[1]].map((stopId, i) => ({ stopId, offsetMinutes: [0, 6, 3][i] }));
    const res = await call(operator, 'POST', '/api/ops/route/add', { ...body, number: '97路' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().result.errors[0]).toEqual({
      field: 'directions.0.stops.2.offsetMinutes',
      message: `上行第 3 站「${stopNames[1]}」的运行时间 3 分早于前一站「${stopNames[2]}」的 6 分：运行时间应沿线路逐站增加`,
    });
    // the way back, an equal time (two stops a few metres apart) and a stop without a time pass
    body.directions[0].stops = stopIds.slice(0, 3).map((stopId, i) => ({ stopId, offsetMinutes: [0, 0, null][i] }));
    body.directions[1].stops = stopIds.slice(0, 3).map((stopId, i) => ({ stopId, offsetMinutes: [0, 5, 2][i] }));
    const down = await call(operator, 'POST', '/api/ops/route/add', { ...body, number: '97路' });
    expect(down.json().result.errors[0]).toMatchObject({ field: 'directions.1.stops.2.offsetMinutes', message: expect.stringMatching(/^下行第 3 站/) });
    expect((await call(operator, 'GET', '/api/ops/route/list?number=97')).json().result.total).toBe(0);
  });

  it('exports the filtered lines as Excel', async () => {
    const res = await call(operator, 'GET', '/api/ops/route/exportXls?status=operating');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('线路.xlsx'));
  });

  it('keeps each tenant to its own lines and asks for the permission', async () => {
    const [first] = (await call(operator, 'GET', '/api/ops/route/list?number=1')).json().result.records;
    expect((await call(otherTenant, 'GET', '/api/ops/route/list')).json().result.total).toBe(0);
    expect((await call(otherTenant, 'GET', `/api/ops/route/${first.id}`)).statusCode).toBe(404);
    expect((await call(otherTenant, 'GET', `/api/ops/route/${first.id}/history`)).statusCode).toBe(404);
    expect((await call(otherTenant, 'DELETE', `/api/ops/route/delete?id=${first.id}`)).statusCode).toBe(404);
    expect((await call(serviceDesk, 'GET', '/api/ops/route/list')).statusCode).toBe(403);
    expect((await call(serviceDesk, 'PUT', '/api/ops/route/edit', { ...line(), id: first.id, version: 0 })).statusCode).toBe(403);
    expect((await call(serviceDesk, 'DELETE', `/api/ops/route/delete?id=${first.id}`)).statusCode).toBe(403);
    // the whole line is what every ops map reads: any signed-in user of the tenant
    expect((await call(serviceDesk, 'GET', `/api/ops/route/${first.id}`)).statusCode).toBe(200);
  });

  it('tells the maps which style to use', async () => {
    expect((await call(serviceDesk, 'GET', '/api/ops/map/config')).json().result).toEqual({ styleUrl: 'https://tiles.example.com/style.json' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/map/config' })).statusCode).toBe(401);
  });
});
