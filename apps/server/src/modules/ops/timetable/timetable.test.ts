import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedId } from '../../../db/seed/seed-id';
import { opsRoute, opsRouteDirection, opsRouteStop, opsStop } from '../network/network.table';
import { opsDriver, opsDuty } from '../fleet/fleet.table';
import { opsStopTime, opsTrip } from './timetable.table';
import { buildTestApp, signIn, type TestContext, callerOf } from '../../../../test/helper';

let ctx: TestContext;
let operator: string;
let lina: string;
let hanlei: string;
const routeId = seedId('tt-route', 'T88');
const stopNames = ['江城站', '解放路', '中山公园', '江城大学'];
const hm = (h: number, m = 0) => h * 3600 + m * 60;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  operator = await signIn(ctx.app, 'liuyang');
  lina = await signIn(ctx.app, 'lina');
  hanlei = await signIn(ctx.app, 'hanlei');
  const { db } = ctx.database;
  await db.insert(opsRoute).values({ id: routeId, tenantId: 1, code: 'T88', number: '88路', name: '江城站—江城大学', status: 'operating' });
  await db
    .insert(opsStop)
    .values(stopNames.map((name, i) => ({ id: seedId('tt-stop', name), tenantId: 1, code: `TT${i}`, name, lat: 30.6 + i / 100, lon: 114.3 })));
  for (const directionId of [0, 1]) {
    await db
      .insert(opsRouteDirection)
      .values({ routeId, directionId, headsign: directionId ? '江城站' : '江城大学', firstDeparture: hm(6), lastDeparture: hm(21) });
    const names = directionId ? [...stopNames].reverse() : stopNames;
    await db
      .insert(opsRouteStop)
      .values(names.map((name, i) => ({ routeId, directionId, sequence: i + 1, stopId: seedId('tt-stop', name), offsetSecs: [0, 300, 720, 1200][i] })));
  }
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => operator,
);

const weekday = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true };
let calendarId = '';
let weekendId = '';

const bands = [
  { start: hm(6), end: hm(7), headwayMins: 10 },
  { start: hm(7), end: hm(9), headwayMins: 5, runScale: 1.2 },
  { start: hm(9), end: hm(22), headwayMins: 15 },
];

describe('运营日历', () => {
  it('adds a weekday calendar with holiday exceptions and lists it', async () => {
    const added = await call('POST', '/api/ops/calendar/add', operator, {
      code: 'T_WD',
      name: '测试工作日',
      ...weekday,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      dates: [
        { date: '2026-10-01', exceptionType: 2, remark: '国庆' },
        { date: '2026-10-10', exceptionType: 1, remark: '调休上班' },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('添加成功！');
    calendarId = added.json().result.calendar.id;
    expect(added.json().result.warnings).toEqual([]);
    const list = (await call('GET', '/api/ops/calendar/list?name=测试')).json().result;
    expect(list.records).toHaveLength(1);
    expect(list.records[0].dates.map((d: { date: string }) => d.date)).toEqual(['2026-10-01', '2026-10-10']);
    const weekend = await call('POST', '/api/ops/calendar/add', operator, {
      code: 'T_WE',
      name: '测试周末',
      saturday: true,
      sunday: true,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    weekendId = weekend.json().result.calendar.id;
  });

  it('tells which calendars run on a date, exceptions included', async () => {
    const on = async (date: string) => (await call('GET', `/api/ops/calendar/active?date=${date}`)).json().result.map((c: { code: string }) => c.code);
    expect(await on('2026-11-27')).toEqual(['T_WD']);
    expect(await on('2026-11-28')).toEqual(['T_WE']);
    expect(await on('2026-10-01')).toEqual([]);
    expect(await on('2026-10-10')).toEqual(['T_WD', 'T_WE']);
    expect((await call('GET', '/api/ops/calendar/active?date=2026-13-01')).statusCode).toBe(422);
  });

  it('refuses an end before the start naming the field, and warns of a calendar without a service day', async () => {
    const base = { code: 'T_BAD', name: '坏日历', ...weekday, startDate: '2026-05-01', endDate: '2026-04-01' };
    const bad = await call('POST', '/api/ops/calendar/add', operator, base);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors[0].field).toBe('endDate');
    const long = await call('POST', '/api/ops/calendar/add', operator, { ...base, endDate: '2026-06-01', name: '长'.repeat(10_000) });
    expect(long.statusCode).toBe(422);
    expect(long.json().result.errors[0].field).toBe('name');
    const dup = await call('POST', '/api/ops/calendar/add', operator, { ...base, code: 'T_WD', endDate: '2026-06-01' });
    expect(dup.json().result.errors[0].field).toBe('code');
    const empty = await call('POST', '/api/ops/calendar/add', operator, { code: 'T_NONE', name: '无运营日', startDate: '2026-05-01', endDate: '2026-06-01' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().result.warnings).toEqual(['该日历在有效期内没有任何运营日']);
    const row = empty.json().result.calendar;
    const edited = await call('PUT', '/api/ops/calendar/edit', operator, { ...row, monday: true, id: row.id, version: row.version });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.warnings).toEqual([]);
    expect((await call('PUT', '/api/ops/calendar/edit', operator, { ...row, id: row.id, version: row.version })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/ops/calendar/delete?id=${row.id}`)).statusCode).toBe(200);
  });

  it('is closed to users without the permission and to other tenants', async () => {
    expect((await call('GET', '/api/ops/calendar/list', lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/ops/calendar/add', lina, { code: 'X', name: 'x', startDate: '2026-01-01', endDate: '2026-01-02' })).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/calendar/list', hanlei)).json().result.records).toEqual([]);
    expect((await call('GET', '/api/ops/calendar/options', hanlei)).json().result).toEqual([]);
    expect((await call('GET', `/api/ops/calendar/queryById?id=${calendarId}`, hanlei)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/ops/calendar/delete?id=${calendarId}`, hanlei)).statusCode).toBe(404);
  });
});

describe('时刻表 generator and grid edits', () => {
  const request = (directionId = 0) => ({ routeId, directionId, calendarId, bands });

  it('previews the trips without saving them', async () => {
    const preview = await call('POST', '/api/ops/timetable/preview', operator, request());
    expect(preview.json().message).toBe('操作成功');
    const { trips, stops, existingCount } = preview.json().result;
    expect(stops.map((s: { name: string }) => s.name)).toEqual(stopNames);
    expect(existingCount).toBe(0);
    expect(trips[0]).toMatchObject({ code: 'T88-0-T_WD-0600', startTime: hm(6), endTime: hm(6, 20) });
    expect(trips[trips.length - 1].startTime).toBe(hm(21));
    // 07:00 is in the peak: running time ×1.2
    expect(trips.find((t: { startTime: number }) => t.startTime === hm(7)).endTime).toBe(hm(7, 24));
    expect((await ctx.database.db.select().from(opsTrip).where(eq(opsTrip.routeId, routeId))).length).toBe(0);
  });

  it('saves both directions, then replaces instead of adding on a second save', async () => {
    const first = await call('POST', '/api/ops/timetable/generate', operator, request(0));
    expect(first.json().result).toMatchObject({ replaced: 0 });
    const saved = first.json().result.saved;
    expect(saved).toBeGreaterThan(50);
    await call('POST', '/api/ops/timetable/generate', operator, request(1));
    const again = await call('POST', '/api/ops/timetable/generate', operator, request(0));
    expect(again.json().result).toEqual({ replaced: saved, saved });
    const timetable = (await call('GET', `/api/ops/timetable/trips?routeId=${routeId}&directionId=0&calendarId=${calendarId}`)).json().result;
    expect(timetable.trips).toHaveLength(saved);
    expect(timetable.trips[0].times).toEqual([hm(6), hm(6, 5), hm(6, 12), hm(6, 20)]);
    const preview = await call('POST', '/api/ops/timetable/preview', operator, request());
    expect(preview.json().result.existingCount).toBe(saved);
  });

  it('refuses bad bands, a last bus before the first and a direction without stops, naming the field', async () => {
    const reversed = await call('POST', '/api/ops/timetable/preview', operator, { ...request(), bands: [{ start: hm(9), end: hm(8), headwayMins: 5 }] });
    expect(reversed.json().result.errors[0].field).toBe('bands[0].end');
    const early = await call('POST', '/api/ops/timetable/preview', operator, { ...request(), firstDeparture: hm(10), lastDeparture: hm(9) });
    expect(early.json().result.errors[0].field).toBe('lastDeparture');
    const zero = await call('POST', '/api/ops/timetable/preview', operator, { ...request(), bands: [{ start: 0, end: hm(24), headwayMins: 0 }] });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().result.errors[0].field).toBe('bands.0.headwayMins');
    await ctx.database.db.delete(opsRouteStop).where(eq(opsRouteStop.routeId, 'nowhere'));
    const noRoute = await call('POST', '/api/ops/timetable/preview', operator, { ...request(), routeId: 'nowhere' });
    expect(noRoute.statusCode).toBe(404);
  });

  it('edits one trip, refusing times that go back along it with the trip and stop named', async () => {
    const url = `/api/ops/timetable/trips?routeId=${routeId}&directionId=0&calendarId=${calendarId}`;
    const trip = (await call('GET', url)).json().result.trips[1];
    const shifted = trip.times.map((t: number) => t + 120);
    const edited = await call('PUT', '/api/ops/timetable/trip/edit', operator, { id: trip.id, version: trip.version, times: shifted });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('保存成功！');
    const after = (await call('GET', url)).json().result.trips.find((t: { id: string }) => t.id === trip.id);
    expect(after).toMatchObject({ startTime: trip.startTime + 120, times: shifted });
    const backwards = [...shifted];
    backwards[2] = backwards[1] - 60;
    const bad = await call('PUT', '/api/ops/timetable/trip/edit', operator, { id: trip.id, version: after.version, times: backwards });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors[0].field).toBe('times[2]');
    expect(bad.json().message).toContain(trip.code);
    expect(bad.json().message).toContain('中山公园');
    expect((await call('PUT', '/api/ops/timetable/trip/edit', operator, { id: trip.id, version: trip.version, times: shifted })).statusCode).toBe(409);
  });

  it('adds and deletes a single trip', async () => {
    const added = await call('POST', '/api/ops/timetable/trip/add', operator, { routeId, directionId: 0, calendarId, departure: hm(22, 30) });
    expect(added.statusCode).toBe(200);
    expect(added.json().result).toMatchObject({ code: 'T88-0-T_WD-2230', endTime: hm(22, 50) });
    const twin = await call('POST', '/api/ops/timetable/trip/add', operator, { routeId, directionId: 0, calendarId, departure: hm(22, 30) });
    expect(twin.json().result.code).toBe('T88-0-T_WD-2230-2');
    for (const id of [added.json().result.id, twin.json().result.id])
      expect((await call('DELETE', `/api/ops/timetable/trip/delete?id=${id}`)).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(opsStopTime).where(eq(opsStopTime.tripId, added.json().result.id))).length).toBe(0);
  });

  it('keeps trips from users without the permission and from other tenants', async () => {
    const url = `/api/ops/timetable/trips?routeId=${routeId}&directionId=0&calendarId=${calendarId}`;
    expect((await call('GET', url, lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/ops/timetable/generate', lina, request())).statusCode).toBe(403);
    expect((await call('GET', url, hanlei)).statusCode).toBe(404);
    expect((await call('POST', '/api/ops/timetable/generate', hanlei, request())).statusCode).toBe(404);
    const [trip] = await ctx.database.db.select().from(opsTrip).where(eq(opsTrip.routeId, routeId)).limit(1);
    expect((await call('DELETE', `/api/ops/timetable/trip/delete?id=${trip.id}`, hanlei)).statusCode).toBe(404);
    expect((await call('GET', `${url}&directionId=2`)).statusCode).toBe(422);
  });

  it('offers the line’s calendars first for the timetable picker, with their trips and whether they run on the date (issue 22)', async () => {
    // a calendar no trip of the line runs under, whose code sorts first (its name, 全日, sorts last: 测 is cè, 全 quán)
    const other = await call('POST', '/api/ops/calendar/add', operator, {
      code: 'A_ALL',
      name: '全日',
      ...weekday,
      saturday: true,
      sunday: true,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(other.statusCode, other.body).toBe(200);
    const options = async (query: string) => (await call('GET', `/api/ops/calendar/options?${query}`)).json().result;
    // a Saturday: the line's trips are all on 测试工作日, which does not run then
    const saturday = await options(`routeId=${routeId}&date=2026-11-28`);
    expect(saturday[0]).toMatchObject({ id: calendarId, name: '测试工作日', code: 'T_WD', tripCount: expect.any(Number), runsOnDate: false });
    expect(saturday[0].tripCount).toBeGreaterThan(0);
    expect(saturday.slice(1).map((c: { code: string; tripCount: number; runsOnDate: boolean }) => [c.code, c.tripCount, c.runsOnDate])).toEqual([
      ['T_WE', 0, true],
      ['A_ALL', 0, true],
    ]);
    expect((await options(`routeId=${routeId}&date=2026-11-27`))[0]).toMatchObject({ code: 'T_WD', runsOnDate: true });
    // without a line: every calendar by name
    expect((await options('')).map((c: { name: string }) => c.name)).toEqual(['测试工作日', '测试周末', '全日']);
    expect((await call('GET', '/api/ops/calendar/options?date=2026-02-30')).statusCode).toBe(422);
    await call('DELETE', `/api/ops/calendar/delete?id=${other.json().result.calendar.id}`);
  });

  it('refuses to delete a calendar that still has trips', async () => {
    const res = await call('DELETE', `/api/ops/calendar/delete?id=${calendarId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/还有 \d+ 个班次/);
  });
});

describe('车次链 and the printed timetable', () => {
  it('builds blocks over both directions with the layover respected, each cut into crew pieces', async () => {
    const built = await call('POST', '/api/ops/timetable/blocks/build', operator, { routeId, calendarId, minLayoverMins: 5 });
    expect(built.statusCode).toBe(200);
    const blocks = built.json().result;
    expect(blocks[0]).toMatchObject({ blockCode: 'T88-T_WD-B01', firstDeparture: hm(6) });
    const trips = await ctx.database.db.select().from(opsTrip).where(eq(opsTrip.routeId, routeId));
    expect(trips.every((t) => t.blockCode)).toBe(true);
    for (const block of blocks) {
      const own = trips.filter((t) => t.blockCode === block.blockCode).sort((a, b) => a.startTime! - b.startTime!);
      for (let i = 1; i < own.length; i += 1) {
        expect(own[i].startTime! - own[i - 1].endTime!).toBeGreaterThanOrEqual(300);
        expect(own[i].directionId).not.toBe(own[i - 1].directionId);
      }
    }
    expect((await call('GET', `/api/ops/timetable/blocks?routeId=${routeId}&calendarId=${calendarId}`)).json().result).toEqual(blocks);
    const longer = (await call('POST', '/api/ops/timetable/blocks/build', operator, { routeId, calendarId, minLayoverMins: 15 })).json().result;
    expect(longer.length).toBeGreaterThan(blocks.length);
    // each block a bus's whole day, cut into crew pieces of at most 4 hours (2 hours touching 22:00-06:00) at the terminals
    const day = (await call('POST', '/api/ops/timetable/blocks/build', operator, { routeId, calendarId, minLayoverMins: 5 })).json().result;
    expect(day).toEqual(blocks);
    const cut = await ctx.database.db.select().from(opsTrip).where(eq(opsTrip.routeId, routeId));
    const pieces = new Map<string, typeof cut>();
    for (const trip of cut) pieces.set(trip.dutyCode!, [...(pieces.get(trip.dutyCode!) ?? []), trip]);
    expect(blocks.reduce((n: number, b: { pieceCount: number }) => n + b.pieceCount, 0)).toBe(pieces.size);
    for (const [code, own] of pieces) {
      expect(code.startsWith(own[0].blockCode!)).toBe(true);
      const start = Math.min(...own.map((t) => t.startTime!));
      const end = Math.max(...own.map((t) => t.endTime!));
      expect(end - start).toBeLessThanOrEqual(start < hm(6) || end > hm(22) ? 2 * 3600 : 4 * 3600);
    }
    expect(blocks.some((b: { lastArrival: number; firstDeparture: number }) => b.lastArrival - b.firstDeparture > 8 * 3600)).toBe(true);
    await call('POST', '/api/ops/timetable/blocks/build', operator, { routeId, calendarId });
    expect((await call('POST', '/api/ops/timetable/blocks/build', operator, { routeId, calendarId, minLayoverMins: -1 })).json().result.errors[0].field).toBe(
      'minLayoverMins',
    );
    expect((await call('POST', '/api/ops/timetable/blocks/build', lina, { routeId, calendarId })).statusCode).toBe(403);
  });

  it('names the driver on duty for a trip’s crew piece on a date, 未排班 (null) otherwise', async () => {
    const { db } = ctx.database;
    const [user] = await db
      .execute<{ id: string }>(`select id from sys_user where username = 'zhaolei'` as never)
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    const [driver] = await db
      .insert(opsDriver)
      .values({ tenantId: 1, userId: user.id, licenceClass: 'A1', licenceNo: '420100', licenceExpiry: '2030-01-01' })
      .returning();
    // the driver of the first block's first crew piece drives its trips, nobody yet the rest of the block
    await db
      .insert(opsDuty)
      .values({ tenantId: 1, serviceDate: '2026-11-27', blockCode: 'T88-T_WD-B01', dutyCode: 'T88-T_WD-B01-1', routeId, driverId: driver.id });
    const url = `/api/ops/timetable/trips?routeId=${routeId}&directionId=0&calendarId=${calendarId}&date=2026-11-27`;
    const { trips } = (await call('GET', url)).json().result;
    const pieceOf = new Map((await db.select().from(opsTrip).where(eq(opsTrip.routeId, routeId))).map((t) => [t.id, t.dutyCode]));
    const driven = trips.filter((t: { id: string }) => pieceOf.get(t.id) === 'T88-T_WD-B01-1');
    expect(driven.length).toBeGreaterThan(0);
    for (const trip of driven) expect(trip.driverName).toBe('赵磊');
    expect(
      trips.find((t: { id: string; blockCode: string }) => t.blockCode === 'T88-T_WD-B01' && pieceOf.get(t.id) !== 'T88-T_WD-B01-1').driverName,
    ).toBeNull();
  });

  it('charts headways per direction and exports the printed timetable', async () => {
    const series = (await call('GET', `/api/ops/timetable/headways?routeId=${routeId}&calendarId=${calendarId}`)).json().result;
    expect(series.map((s: { directionId: number }) => s.directionId)).toEqual([0, 1]);
    expect(series[1].points[0]).toEqual([hm(6, 10), 10]);
    const xls = await call('GET', `/api/ops/timetable/exportXls?routeId=${routeId}&directionId=0&calendarId=${calendarId}`);
    expect(xls.statusCode).toBe(200);
    expect(xls.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', `/api/ops/timetable/exportXls?routeId=${routeId}&directionId=0&calendarId=${calendarId}`, lina)).statusCode).toBe(403);
    expect((await call('GET', `/api/ops/timetable/blocks?routeId=${routeId}&calendarId=${weekendId}`)).json().result).toEqual([]);
  });
});
