import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../../db/seed/seed-id';
import { opsRoute, opsRouteStop, opsStop } from './network.table';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  token = await signIn(ctx.app, 'lina');
  await ctx.database.db.insert(opsRoute).values([
    { id: seedId('t-route', '10'), tenantId: 1, code: 'T10', number: '10路', name: '火车站—江城大学', status: 'operating' },
    { id: seedId('t-route', '2'), tenantId: 1, code: 'T2', number: '2路', name: '汉口站—武昌站', status: 'operating' },
    { id: seedId('t-route', 'other'), tenantId: 2, code: 'T3', number: '3路', name: '别的租户', status: 'operating' },
  ]);
  await ctx.database.db.insert(opsStop).values([
    { id: seedId('t-stop', 'a'), tenantId: 1, code: 'X100', name: '测试火车站', lat: 30.6, lon: 114.3 },
    { id: seedId('t-stop', 'b'), tenantId: 1, code: 'X101', name: '100%站', lat: 30.61, lon: 114.31 },
    { id: seedId('t-stop', 'c'), tenantId: 2, code: 'X102', name: '测试火车站南', lat: 30.62, lon: 114.32 },
    { id: seedId('t-stop', 'd'), tenantId: 1, code: 'X103', name: '江城大学', lat: 30.63, lon: 114.33 },
  ]);
  // 10路 up: 测试火车站 → 100%站 → 江城大学, down the other way
  const up = ['a', 'b', 'd'].map((key) => seedId('t-stop', key));
  await ctx.database.db
    .insert(opsRouteStop)
    .values(
      [up, [...up].reverse()].flatMap((stops, directionId) =>
        stops.map((stopId, i) => ({ routeId: seedId('t-route', '10'), directionId, sequence: i + 1, stopId, offsetSecs: i * 180 })),
      ),
    );
});
afterAll(() => ctx.close());

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) })).json();

describe('the line and stop pickers', () => {
  it('lists the tenant’s lines with 2路 before 10路', async () => {
    const { result } = await get('/api/ops/route/options');
    // beside the seeded network: the lines this test added
    const added = result.filter((route: { code: string }) => route.code.startsWith('T'));
    expect(added.map((route: { number: string }) => route.number)).toEqual(['2路', '10路']);
    expect(result.map((route: { number: string }) => route.number).indexOf('2路')).toBeLessThan(
      result.map((route: { number: string }) => route.number).indexOf('10路'),
    );
  });

  it('finds stops by name or code within the tenant, and % matches itself', async () => {
    expect((await get('/api/ops/stop/options?keyword=测试火车')).result.map((stop: { code: string }) => stop.code)).toEqual(['X100']);
    expect((await get('/api/ops/stop/options?keyword=X101')).result.map((stop: { name: string }) => stop.name)).toEqual(['100%站']);
    expect((await get('/api/ops/stop/options?keyword=%25')).result.map((stop: { code: string }) => stop.code)).toEqual(['X101']);
  });

  it('always answers the chosen stops, even when the keyword does not match them', async () => {
    const { result } = await get(`/api/ops/stop/options?keyword=X101&ids=${seedId('t-stop', 'a')}`);
    expect(result.map((stop: { code: string }) => stop.code).sort()).toEqual(['X100', 'X101']);
  });

  it('offers only the stops of a chosen line, each once, in the order the line passes them', async () => {
    const line = seedId('t-route', '10');
    expect((await get(`/api/ops/stop/options?routeId=${line}`)).result.map((stop: { code: string }) => stop.code)).toEqual(['X100', 'X101', 'X103']);
    expect((await get(`/api/ops/stop/options?routeId=${line}&keyword=江城`)).result.map((stop: { code: string }) => stop.code)).toEqual(['X103']);
    // a line without stops offers none; another tenant's line offers nothing either
    expect((await get(`/api/ops/stop/options?routeId=${seedId('t-route', '2')}`)).result).toEqual([]);
    expect((await get(`/api/ops/stop/options?routeId=${seedId('t-route', 'other')}`)).result).toEqual([]);
  });

  it('asks for a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/route/options' })).statusCode).toBe(401);
  });
});
