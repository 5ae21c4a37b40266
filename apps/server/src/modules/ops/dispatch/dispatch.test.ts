import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext, callerOf } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';
import { and, eq } from 'drizzle-orm';
import { insertTimetableFixture } from '../fleet/test-fixture';
import { opsTripRecord } from './dispatch.table';

let ctx: TestContext;
let liuyang: string;
let lina: string;
let hanlei: string;
const date = '2026-03-02';
const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
let routeId: string;
let blockCode: string;
let vehicleId: string;
let spareId: string;

const call = callerOf(
  () => ctx.app,
  () => liuyang,
);
const records = async () => {
  const res = await call('GET', `/api/ops/dispatch/list?serviceDate=${date}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records;
};

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  // 10:00 in Wuhan on the test day: the morning's first trips have run
  ctx.clock.advance(3600_000);
  liuyang = await signIn(ctx.app, 'liuyang');
  lina = await signIn(ctx.app, 'lina');
  hanlei = await signIn(ctx.app, 'hanlei');
  const fixture = await insertTimetableFixture(ctx.app.db, {
    number: '902路',
    blocks: [
      {
        code: 'A',
        trips: [
          [h(7), h(8)],
          [h(8, 20), h(9, 20)],
          [h(9, 40), h(10, 40)],
        ],
      },
    ],
  });
  routeId = fixture.route.id;
  [blockCode] = fixture.blockCodes;
  const add = (plate: string, selfNo: string) =>
    call('POST', '/api/ops/vehicle/add', liuyang, {
      plate,
      selfNo,
      energyType: 'cng',
      seats: 30,
      capacity: 70,
      status: 'operating',
      routeId,
      inspectionExpiry: '2027-01-01',
      insuranceExpiry: '2027-01-01',
    });
  vehicleId = (await add('鄂A·30001', '4001')).json().result.id;
  spareId = (await add('鄂A·30002', '4002')).json().result.id;
  const driver = await call('POST', '/api/ops/driver/add', liuyang, {
    userId: seedId('user', 'zhengkai'),
    licenceClass: 'A1',
    licenceNo: 'L-1',
    licenceExpiry: '2030-01-01',
    qualificationExpiry: '2030-01-01',
    status: 'active',
  });
  // the fixture's block was never cut: it is one crew piece named after it
  await call('POST', '/api/ops/duty/assign', liuyang, { serviceDate: date, dutyCode: blockCode, driverId: driver.json().result.id, vehicleId });
});
afterAll(() => ctx.close());

describe('运营记录', () => {
  it('previews, then plans every trip of the day with its crew piece’s vehicle and driver', async () => {
    const preview = (await call('GET', `/api/ops/dispatch/plan-preview?date=${date}`)).json().result;
    expect(preview).toMatchObject({ trips: 3, planned: 0, unassignedDuties: 0, findings: [] });
    // the one block needs one bus all morning; two buses and a driver are there
    expect(preview.coverage).toMatchObject({ blocks: 1, pieces: 1, buses: { needed: 1, available: 2, short: 0 }, drivers: { needed: 1, short: 0 } });
    const plan = await call('POST', '/api/ops/dispatch/plan', liuyang, { serviceDate: date });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().result).toEqual({ created: 3, updated: 0, kept: 0 });
    const rows = await records();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      routeNumber: '902路',
      plate: '鄂A·30001',
      driverName: '郑凯',
      plannedDeparture: h(7),
      state: 'planned',
      state_dictText: '计划',
      delayMinutes: null,
    });
  });

  it('records a late departure and an arrival, and punctuality follows', async () => {
    const [first, second] = await records();
    const late = await call('PUT', '/api/ops/dispatch/record', liuyang, {
      id: first.id,
      version: first.version,
      actualDeparture: h(7, 8),
      actualArrival: null,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().result).toMatchObject({ state: 'running', delayMinutes: 8 });
    const stale = await call('PUT', '/api/ops/dispatch/record', liuyang, { id: first.id, version: first.version, actualDeparture: h(7), actualArrival: null });
    expect(stale.statusCode).toBe(409);
    await call('PUT', '/api/ops/dispatch/record', liuyang, { id: second.id, version: second.version, actualDeparture: h(8, 21), actualArrival: h(9, 25) });

    const day = (await call('GET', `/api/ops/dispatch/punctuality?date=${date}`)).json().result;
    expect(day.rule).toContain('前 1 分钟至后 3 分钟');
    expect(day.lines[0]).toMatchObject({ routeNumber: '902路', planned: 3, run: 2, cancelled: 0, onTime: 1, onTimePercent: 50, averageDelayMinutes: 4.5 });
    expect(day.summary).toMatchObject({ routeNumber: '合计', planned: 3, run: 2 });
    const ofLine = (await call('GET', `/api/ops/dispatch/punctuality?date=${date}&routeId=${routeId}`)).json().result;
    expect(ofLine.summary).toMatchObject({ planned: 3, run: 2, onTime: 1 });

    const backwards = await call('PUT', '/api/ops/dispatch/record', liuyang, {
      id: second.id,
      version: second.version + 1,
      actualDeparture: h(9),
      actualArrival: h(8),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().result.errors[0].field).toBe('actualArrival');
    const outOfDay = await call('PUT', '/api/ops/dispatch/record', liuyang, {
      id: second.id,
      version: second.version + 1,
      actualDeparture: -5,
      actualArrival: null,
    });
    expect(outOfDay.json().result.errors[0].field).toBe('actualDeparture');
  });

  it('cancels with a reason, replaces a vehicle, and re-planning keeps what was recorded', async () => {
    const third = (await records())[2];
    const noReason = await call('PUT', '/api/ops/dispatch/cancel', liuyang, { id: third.id, version: third.version, reason: ' ' });
    expect(noReason.json().result.errors[0]).toMatchObject({ field: 'reason', message: '请填写取消原因' });
    const cancelled = await call('PUT', '/api/ops/dispatch/cancel', liuyang, { id: third.id, version: third.version, reason: '道路施工封闭' });
    expect(cancelled.json().result).toMatchObject({ state: 'cancelled', reason: '道路施工封闭' });

    const first = (await records())[0];
    const replaced = await call('PUT', '/api/ops/dispatch/replace', liuyang, { id: first.id, version: first.version, vehicleId: spareId, reason: '空调故障' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().result).toMatchObject({ plate: '鄂A·30002', replacedPlate: '鄂A·30001' });

    const again = await call('POST', '/api/ops/dispatch/plan', liuyang, { serviceDate: date });
    expect(again.json().result).toEqual({ created: 0, updated: 0, kept: 3 });
    const rows = await records();
    expect(rows.map((r: { state: string }) => r.state)).toEqual(['running', 'completed', 'cancelled']);
    expect(rows[0].actualDeparture).toBe(h(7, 8));
    expect((await call('GET', `/api/ops/dispatch/punctuality?date=${date}`)).json().result.lines[0]).toMatchObject({ cancelled: 1 });
  });

  it('counts lateness in whole minutes of the difference, seconds included, as the times read', async () => {
    const second = (await records())[1];
    const recordAt = async (actualDeparture: number, version: number) => {
      const res = await call('PUT', '/api/ops/dispatch/record', liuyang, { id: second.id, version, actualDeparture, actualArrival: null });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    // planned 08:20
    const sameMinute = await recordAt(h(8, 20) + 40, second.version);
    expect(sameMinute.delayMinutes).toBe(0);
    const secondsEarly = await recordAt(h(8, 19) + 50, sameMinute.version);
    expect(secondsEarly.delayMinutes).toBe(0);
    const minuteAndAHalf = await recordAt(h(8, 21) + 35, secondsEarly.version);
    expect(minuteAndAHalf.delayMinutes).toBe(1);
    const justLate = await recordAt(h(8, 23) + 1, minuteAndAHalf.version);
    expect(justLate.delayMinutes).toBe(3);
    const day = (await call('GET', `/api/ops/dispatch/punctuality?date=${date}`)).json().result;
    expect(day.summary).toMatchObject({ run: 2, onTime: 0 });
  });

  it('refuses actual times that have not happened yet (issue 22)', async () => {
    // the clock stands at 2026-03-02 10:00 (Asia/Shanghai): the trip planned 09:40 cannot have left at 12:40
    const third = (await records())[2];
    const reopened = await call('PUT', '/api/ops/dispatch/record', liuyang, {
      id: third.id,
      version: third.version,
      actualDeparture: null,
      actualArrival: null,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const { version } = reopened.json().result;
    const later = await call('PUT', '/api/ops/dispatch/record', liuyang, { id: third.id, version, actualDeparture: h(12, 40), actualArrival: null });
    expect(later.statusCode).toBe(422);
    expect(later.json().result.errors[0]).toEqual({ field: 'actualDeparture', message: '实发时间 12:40 还没有到（现在是 10:00）' });
    const arrival = await call('PUT', '/api/ops/dispatch/record', liuyang, { id: third.id, version, actualDeparture: h(9, 58), actualArrival: h(11, 2) });
    expect(arrival.json().result.errors[0]).toEqual({ field: 'actualArrival', message: '实到时间 11:02 还没有到（现在是 10:00）' });
    // a minute or two ahead of the server's clock is a watch running fast, not a mistake
    const now = await call('PUT', '/api/ops/dispatch/record', liuyang, { id: third.id, version, actualDeparture: h(10, 2), actualArrival: null });
    expect(now.statusCode, now.body).toBe(200);
  });

  it('exports the day and refuses what it should', async () => {
    const file = await call('GET', `/api/ops/dispatch/exportXls?serviceDate=${date}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', '/api/ops/dispatch/list')).statusCode).toBe(422);
    expect((await call('POST', '/api/ops/dispatch/plan', liuyang, { serviceDate: '2025-02-30' })).statusCode).toBe(422);
    const empty = await call('POST', '/api/ops/dispatch/plan', liuyang, { serviceDate: '2027-06-01' });
    expect(empty.json().result.errors[0].field).toBe('serviceDate');
    for (const [method, url] of [
      ['GET', `/api/ops/dispatch/list?serviceDate=${date}`],
      ['GET', `/api/ops/dispatch/punctuality?date=${date}`],
      ['POST', '/api/ops/dispatch/plan'],
      ['PUT', '/api/ops/dispatch/record'],
      ['GET', `/api/ops/dispatch/exportXls?serviceDate=${date}`],
    ] as const)
      expect((await call(method, url, lina, method === 'GET' ? undefined : {})).statusCode).toBe(403);
    expect((await call('GET', `/api/ops/dispatch/list?serviceDate=${date}`, hanlei)).json().result.total).toBe(0);
    const first = (await records())[0];
    expect((await call('PUT', '/api/ops/dispatch/cancel', hanlei, { id: first.id, version: first.version, reason: '试图取消' })).statusCode).toBe(404);
  });

  it('counts a trip as run only when it had a bus and a driver', async () => {
    // a second line whose one block nobody was given: its trip is planned without a bus or driver
    const other = await insertTimetableFixture(ctx.app.db, { number: '903路', blocks: [{ code: 'Z', trips: [[h(10), h(11)]] }] });
    expect((await call('POST', '/api/ops/dispatch/plan', liuyang, { serviceDate: date })).json().result).toMatchObject({ created: 1 });
    const preview = (await call('GET', `/api/ops/dispatch/plan-preview?date=${date}`)).json().result;
    expect(preview.unassignedDuties).toBe(1);
    // a departure time on it (as an import or an old record may carry) does not make it run
    await ctx.app.db
      .update(opsTripRecord)
      .set({ actualDeparture: h(10, 1), state: 'running' })
      .where(and(eq(opsTripRecord.routeId, other.route.id), eq(opsTripRecord.serviceDate, date)));
    const line = (await call('GET', `/api/ops/dispatch/punctuality?date=${date}&routeId=${other.route.id}`)).json().result;
    expect(line.summary).toMatchObject({ planned: 1, run: 0, onTimePercent: null });
    const day = (await call('GET', `/api/ops/dispatch/punctuality?date=${date}`)).json().result;
    // 902路's three trips ran (the tests above recorded them); 903路's did not
    expect(day.summary).toMatchObject({ planned: 4, run: 3 });

    // and a clerk cannot record it as departed: the refusal says what is missing, nothing is stored
    const [unstaffed] = (await call('GET', `/api/ops/dispatch/list?serviceDate=${date}&routeId=${other.route.id}`)).json().result.records;
    const refused = await call('PUT', '/api/ops/dispatch/record', liuyang, {
      id: unstaffed.id,
      version: unstaffed.version,
      actualDeparture: h(10, 2),
      actualArrival: null,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result.errors[0]).toMatchObject({ field: 'actualDeparture', message: expect.stringContaining('没有排车辆') });
    const after = (await call('GET', `/api/ops/dispatch/list?serviceDate=${date}&routeId=${other.route.id}`)).json().result.records[0];
    expect(after.version).toBe(unstaffed.version);
  });
});
