import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';
import { opsDriver, opsVehicle } from './fleet.table';
import { insertTimetableFixture } from './test-fixture';

let ctx: TestContext;
let liuyang: string;
let lina: string;
let routeId: string;
const date = '2026-04-08';
const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  liuyang = await signIn(ctx.app, 'liuyang'); // 运营人员
  lina = await signIn(ctx.app, 'lina'); // 客服: neither 班次管理 nor 排班
  // three buses out at once from 08:00 to 08:30, a fourth block after lunch
  const fixture = await insertTimetableFixture(ctx.app.db, {
    number: '905路',
    blocks: [
      {
        code: 'A',
        trips: [
          [h(7), h(8)],
          [h(8, 10), h(9)],
        ],
      },
      { code: 'B', trips: [[h(7, 30), h(8, 30)]] },
      { code: 'C', trips: [[h(8), h(9, 30)]] },
      { code: 'D', trips: [[h(13), h(14)]] },
    ],
  });
  routeId = fixture.route.id;
  // two buses that may run, one in the workshop, one whose inspection ran out the day before
  const bus = (n: number, over: Partial<typeof opsVehicle.$inferInsert> = {}) => ({
    tenantId: 1,
    plate: `鄂A·D3100${n}`,
    selfNo: `310${n}`,
    energyType: 'electric',
    seats: 30,
    capacity: 80,
    routeId,
    status: 'operating',
    inspectionExpiry: '2027-01-01',
    insuranceExpiry: '2027-01-01',
    ...over,
  });
  await ctx.app.db.insert(opsVehicle).values([bus(1), bus(2), bus(3, { status: 'maintenance' }), bus(4, { inspectionExpiry: '2026-04-07' })]);
  // one driver on duty, one on leave
  const driver = (username: string, status: string) => ({
    tenantId: 1,
    userId: seedId('user', username),
    licenceClass: 'A1',
    licenceNo: `L-${username}`,
    licenceExpiry: '2030-01-01',
    qualificationExpiry: '2030-01-01',
    homeRouteId: routeId,
    status,
  });
  await ctx.app.db.insert(opsDriver).values([driver('gaofeng', 'active'), driver('heping', 'leave')]);
});
afterAll(() => ctx.close());

const call = (url: string, token = liuyang) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });

describe('whether the fleet and the crew cover a day', () => {
  it('counts the buses the blocks need at once against the buses that may run, with the hours they fall short', async () => {
    const res = await call(`/api/ops/timetable/coverage?date=${date}&routeId=${routeId}`);
    expect(res.statusCode, res.body).toBe(200);
    const coverage = res.json().result;
    expect(coverage).toMatchObject({ date, routeId, trips: 5, blocks: 4, pieces: 4 });
    expect(coverage.buses).toEqual({ needed: 3, available: 2, short: 1, hours: [{ from: h(8), to: h(8, 30) }] });
  });

  it('pairs the pieces into drivers’ days and counts them against the drivers on duty', async () => {
    const coverage = (await call(`/api/ops/duty/coverage?date=${date}&routeId=${routeId}`)).json().result;
    // the 13:00 piece follows a morning one: three drivers, of whom one is on duty (the other is on leave)
    expect(coverage.drivers).toMatchObject({ needed: 3, available: 1, short: 2 });
    expect(coverage.drivers.hours).toEqual([{ from: h(7, 30), to: h(9) }]);
  });

  it('has nothing short on a day the line does not run, and answers only those who plan', async () => {
    const quiet = (await call(`/api/ops/duty/coverage?date=2027-04-08&routeId=${routeId}`)).json().result;
    expect(quiet).toMatchObject({ trips: 0, buses: { needed: 0, short: 0 }, drivers: { needed: 0, short: 0 } });
    expect((await call(`/api/ops/duty/coverage?date=2026-02-30`)).statusCode).toBe(422);
    expect((await call(`/api/ops/duty/coverage?date=${date}`, lina)).statusCode).toBe(403);
    expect((await call(`/api/ops/timetable/coverage?date=${date}`, lina)).statusCode).toBe(403);
  });
});
