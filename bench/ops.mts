// 公交运营管理 on the seeded network (issue 22, items 15 and 24), on the embedded database and on
// PostgreSQL (a throw-away database, skipped when PostgreSQL is not reachable), through the real
// server and its API as the pages call them, beside the raw driver doing the same work:
// - 排班 违规检查 of a weekday (GET /ops/duty/findings): p50 of 7; raw: the same reads (the duties of
//   the day and the seven around it, the trips of the calendars running, drivers, buses, rules) in
//   hand-written SQL and the same checker (duty-check.ts) in this process;
// - 生成运营计划 of that day: the preview the dialog opens with (p50 of 5), the first generation (the
//   day's ~3,500 records written), a regeneration that changes nothing (p50 of 5), and the same
//   weekday a week on planned before anyone is on duty, staffed (复制上周) and planned again (every
//   record updated); raw: one
//   INSERT … SELECT of the same records after deleting them, in one transaction;
// - saving a line (线路管理, PUT /ops/route/edit of the longest line as read): p50 of 7, and with the
//   three reads the page waits for after it (list, history, line options); raw: the same writes
//   (route, directions, stop patterns, shape points, data log) in one transaction;
// - whether the fleet and crew cover the day (GET /ops/duty/coverage): p50 of 7.
// And, on the embedded database after the server stopped, the fleet and crew against their lower
// bounds: per line and calendar the vehicle blocks (buses used) beside the fewest any schedule
// needs (minimumFleet, exact) and the most trips running at once with their layover
// (fleetLowerBound); per seeded day the buses and drivers on duty beside the most pieces driven at
// once and the day's driving over the daily limit.
// Goal (DESIGN.md): each business action under 1 s on the seeded network.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { checkDuties, DEFAULT_DUTY_RULES, type CheckedDuty } from '../apps/server/src/modules/ops/fleet/duty-check';
import { fleetLowerBound, minimumFleet, buildBlocks } from '../apps/server/src/modules/ops/timetable/block-builder';
import { lineTerminals } from '../apps/server/src/modules/ops/timetable/block.service';
import { SEED_LAYOVER_SECS } from '../apps/server/src/db/seed/ops-timetable';
import { addDays, mondayOf, serviceDateOf } from '../apps/server/src/modules/ops/fleet/service-day';
import { activeCalendars } from '../apps/server/src/modules/ops/timetable/calendar-activity';
import { adminSession, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { percentile, request } from './lib/load.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';

const PORT = BENCH_PORTS.ops;
const BASE = `http://127.0.0.1:${PORT}/api`;
const PASSWORD = 'Bench-Passw0rd';
const NEW_PASSWORD = 'Bench-Passw0rd-2';
const RUNS = 7;
const GOAL_MS = 1000;
/** Wednesday of the seeded week: a weekday whose seven days before and the day after are all seeded */
const DAY = addDays(mondayOf(serviceDateOf(new Date())), 2);

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;
type Transaction = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

const progress = (what: string) => console.log(`  · ${new Date().toISOString().slice(11, 19)} ${what}`);
const p50 = (values: number[]) =>
  +percentile(
    [...values].sort((a, b) => a - b),
    50,
  ).toFixed(1);
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}
async function p50Of(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push((await timed(work))[0]);
  return p50(times);
}

// ---------------------------------------------------------------------------------------------
// Through the API

const api = (token: string) => async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  ((await request(`${BASE}${path}`, { method, body, headers: { 'x-access-token': token } })) as { result: unknown }).result;

interface RouteDetail {
  id: string;
  version: number;
  code: string;
  directions: Array<{
    directionId: number;
    headsign: string | null;
    firstDeparture: string | null;
    lastDeparture: string | null;
    stops: Array<{ stopId: string; offsetSecs: number | null }>;
    shape: Array<{ lat: number; lon: number }>;
  }>;
  [field: string]: unknown;
}

/** the longest line of the demo company, as the editor saves it */
async function longestLine(call: ReturnType<typeof api>) {
  const list = (await call('GET', '/ops/route/list?pageNo=1&pageSize=50')) as { records: Array<{ id: string; lengthM: number | null }> };
  const longest = [...list.records].sort((a, b) => (b.lengthM ?? 0) - (a.lengthM ?? 0))[0];
  return longest.id;
}

const editBody = (route: RouteDetail) => ({
  id: route.id,
  version: route.version,
  code: route.code,
  number: route.number,
  name: route.name,
  lineType: route.lineType,
  departId: route.departId,
  fareRule: route.fareRule,
  fareCents: route.fareCents,
  color: route.color,
  status: route.status,
  effectiveDate: route.effectiveDate,
  remark: route.remark,
  directions: route.directions.map((d) => ({
    directionId: d.directionId,
    headsign: d.headsign,
    firstDeparture: d.firstDeparture,
    lastDeparture: d.lastDeparture,
    stops: d.stops.map((s) => ({ stopId: s.stopId, offsetMinutes: s.offsetSecs === null ? null : s.offsetSecs / 60 })),
    shape: d.shape,
  })),
});

async function throughApi() {
  const call = api(await adminSession(`http://127.0.0.1:${PORT}`, PASSWORD, NEW_PASSWORD));
  const results: Record<string, unknown> = { date: DAY };
  progress(`API: 违规检查 of ${DAY}`);
  await call('GET', `/ops/duty/findings?date=${DAY}`); // the first request of a kind warms the server's statements
  results.findingsMs = await p50Of(RUNS, () => call('GET', `/ops/duty/findings?date=${DAY}`));
  results.findings = ((await call('GET', `/ops/duty/findings?date=${DAY}`)) as unknown[]).length;
  progress('API: 生成运营计划');
  results.planPreviewMs = await p50Of(5, () => call('GET', `/ops/dispatch/plan-preview?date=${DAY}`));
  const [firstMs, first] = await timed(() => call('POST', '/ops/dispatch/plan', { serviceDate: DAY }));
  results.planFirstMs = +firstMs.toFixed(1);
  results.planFirst = first;
  results.planAgainMs = await p50Of(5, () => call('POST', '/ops/dispatch/plan', { serviceDate: DAY }));
  // a week on: planned before anybody is on duty, then staffed from this week (复制上周), planned again: every record changes
  const later = addDays(DAY, 7);
  await call('POST', '/ops/dispatch/plan', { serviceDate: later });
  results.copyLastWeek = await call('POST', '/ops/duty/copy-last-week', { serviceDate: later });
  const [updateMs, updated] = await timed(() => call('POST', '/ops/dispatch/plan', { serviceDate: later }));
  results.planUpdateMs = +updateMs.toFixed(1);
  results.planUpdate = updated;
  progress('API: saving a line');
  const routeId = await longestLine(call);
  const save = async () => call('PUT', '/ops/route/edit', editBody((await call('GET', `/ops/route/${routeId}`)) as RouteDetail));
  await save();
  const saves: number[] = [];
  const withReads: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const body = editBody((await call('GET', `/ops/route/${routeId}`)) as RouteDetail);
    const [saved] = await timed(() => call('PUT', '/ops/route/edit', body));
    const [reads] = await timed(() =>
      Promise.all([
        call('GET', '/ops/route/list?pageNo=1&pageSize=10&column=numberOrder&order=asc'),
        call('GET', `/ops/route/${routeId}/history`),
        call('GET', '/ops/route/options'),
      ]),
    );
    saves.push(saved);
    withReads.push(saved + reads);
  }
  results.lineSaveMs = p50(saves);
  results.lineSaveWithReadsMs = p50(withReads);
  progress('API: coverage');
  results.coverageMs = await p50Of(RUNS, () => call('GET', `/ops/duty/coverage?date=${DAY}`));
  results.coverage = await call('GET', `/ops/duty/coverage?date=${DAY}`);
  return { results, routeId };
}

// ---------------------------------------------------------------------------------------------
// The raw driver doing the same work

/** 违规检查 in hand-written SQL and the same checker */
async function rawFindings(query: Query) {
  const from = addDays(DAY, -6);
  const to = addDays(DAY, 1);
  const [calendars, dates, duties, drivers, vehicles] = await Promise.all([
    query<{ id: string; start_date: string; end_date: string } & Record<string, boolean | string>>(`select * from ops_calendar where tenant_id = 1`),
    query<{ calendar_id: string; date: string; exception_type: number }>(
      `select d.calendar_id, d.date, d.exception_type from ops_calendar_date d join ops_calendar c on c.id = d.calendar_id where c.tenant_id = 1`,
    ),
    query<{ service_date: string; duty_code: string; driver_id: string | null; vehicle_id: string | null }>(
      `select service_date, duty_code, driver_id, vehicle_id from ops_duty where tenant_id = 1 and service_date between $1 and $2`,
      [from, to],
    ),
    query<{ id: string; name: string; licence_expiry: string; qualification_expiry: string | null }>(
      `select d.id, u.realname as name, d.licence_expiry, d.qualification_expiry from ops_driver d join sys_user u on u.id = d.user_id where d.tenant_id = 1`,
    ),
    query<{ id: string; plate: string; inspection_expiry: string | null; insurance_expiry: string | null }>(
      `select id, plate, inspection_expiry, insurance_expiry from ops_vehicle where tenant_id = 1`,
    ),
  ]);
  const withDates = calendars.rows.map((c) => ({
    id: c.id,
    startDate: c.start_date,
    endDate: c.end_date,
    monday: !!c.monday,
    tuesday: !!c.tuesday,
    wednesday: !!c.wednesday,
    thursday: !!c.thursday,
    friday: !!c.friday,
    saturday: !!c.saturday,
    sunday: !!c.sunday,
    dates: dates.rows.filter((d) => d.calendar_id === c.id).map((d) => ({ date: d.date, exceptionType: d.exception_type })),
  }));
  const running = new Map<string, string[]>();
  for (let date = from; date <= to; date = addDays(date, 1))
    running.set(
      date,
      activeCalendars(date, withDates).map((c) => c.id),
    );
  const ids = [...new Set([...running.values()].flat())];
  const trips = await query<{ calendar_id: string; piece: string; block_code: string; start_time: number; end_time: number }>(
    `select t.calendar_id, coalesce(t.duty_code, t.block_code) as piece, t.block_code, t.start_time, t.end_time
       from ops_trip t join ops_route r on r.id = t.route_id
      where t.tenant_id = 1 and t.calendar_id = any($1) and t.block_code is not null and r.status not in ('suspended', 'cancelled')`,
    [ids],
  );
  const pieces = new Map<string, { block: string; spells: Array<{ start: number; end: number }> }>();
  for (const t of trips.rows) {
    const key = `${t.calendar_id}|${t.piece}`;
    const piece = pieces.get(key) ?? { block: t.block_code, spells: [] };
    piece.spells.push({ start: t.start_time, end: t.end_time });
    pieces.set(key, piece);
  }
  const checked: CheckedDuty[] = duties.rows.map((d) => {
    const piece = running
      .get(d.service_date)!
      .map((calendar) => pieces.get(`${calendar}|${d.duty_code}`))
      .find(Boolean);
    return {
      serviceDate: d.service_date,
      blockCode: piece?.block ?? d.duty_code,
      dutyCode: d.duty_code,
      driverId: d.driver_id,
      vehicleId: d.vehicle_id,
      spells: piece?.spells ?? [],
    };
  });
  return checkDuties({
    duties: checked,
    drivers: drivers.rows.map((d) => ({ id: d.id, name: d.name, licenceExpiry: d.licence_expiry, qualificationExpiry: d.qualification_expiry })),
    vehicles: vehicles.rows.map((v) => ({ id: v.id, plate: v.plate, inspectionExpiry: v.inspection_expiry, insuranceExpiry: v.insurance_expiry })),
    rules: DEFAULT_DUTY_RULES,
    dates: [DAY],
  }).length;
}

/** 生成运营计划 as one statement: the day's records from its trips and their pieces' duties */
async function rawPlan(transaction: Transaction, calendarIds: string[]) {
  return transaction(async (query) => {
    await query(`delete from ops_trip_record where tenant_id = 1 and service_date = $1`, [DAY]);
    await query(
      `insert into ops_trip_record (id, tenant_id, service_date, trip_id, route_id, direction_id, block_code, vehicle_id, driver_id, planned_departure, planned_arrival, create_by)
       select gen_random_uuid()::text, 1, $1, t.id, t.route_id, t.direction_id, t.block_code, d.vehicle_id, d.driver_id, t.start_time, t.end_time, 'bench'
         from ops_trip t
         join ops_route r on r.id = t.route_id and r.status not in ('suspended', 'cancelled')
         left join ops_duty d on d.tenant_id = 1 and d.service_date = $1 and d.duty_code = coalesce(t.duty_code, t.block_code)
        where t.tenant_id = 1 and t.calendar_id = any($2) and t.start_time is not null
       on conflict do nothing`,
      [DAY, calendarIds],
    );
  });
}

/** saving a line: the route, its directions, stop patterns and shapes written again, and a data-log entry */
async function rawLineSave(transaction: Transaction, routeId: string) {
  return transaction(async (query) => {
    const directions = (await query<Record<string, unknown>>(`select * from ops_route_direction where route_id = $1`, [routeId])).rows;
    const stops = (await query<Record<string, unknown>>(`select * from ops_route_stop where route_id = $1`, [routeId])).rows;
    const codes = directions.map((d) => d.shape_code as string).filter(Boolean);
    const points = (await query<Record<string, unknown>>(`select * from ops_shape_point where tenant_id = 1 and shape_code = any($1)`, [codes])).rows;
    await query(`delete from ops_shape_point where tenant_id = 1 and shape_code = any($1)`, [codes]);
    await query(`delete from ops_route_stop where route_id = $1`, [routeId]);
    await query(`delete from ops_route_direction where route_id = $1`, [routeId]);
    for (const d of directions)
      await query(
        `insert into ops_route_direction (route_id, direction_id, headsign, first_departure, last_departure, shape_code) values ($1, $2, $3, $4, $5, $6)`,
        [d.route_id, d.direction_id, d.headsign, d.first_departure, d.last_departure, d.shape_code],
      );
    await query(
      `insert into ops_route_stop (route_id, direction_id, sequence, stop_id, distance_m, offset_secs)
       select * from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[])`,
      [
        stops.map((s) => s.route_id),
        stops.map((s) => s.direction_id),
        stops.map((s) => s.sequence),
        stops.map((s) => s.stop_id),
        stops.map((s) => s.distance_m),
        stops.map((s) => s.offset_secs),
      ],
    );
    await query(
      `insert into ops_shape_point (tenant_id, shape_code, sequence, lat, lon, dist_traveled)
       select * from unnest($1::int[], $2::text[], $3::int[], $4::float8[], $5::float8[], $6::float8[])`,
      [
        points.map(() => 1),
        points.map((p) => p.shape_code),
        points.map((p) => p.sequence),
        points.map((p) => p.lat),
        points.map((p) => p.lon),
        points.map((p) => p.dist_traveled),
      ],
    );
    const [route] = (
      await query<Record<string, unknown>>(`update ops_route set version = version + 1, update_time = now() where id = $1 returning *`, [routeId])
    ).rows;
    await query(
      `insert into sys_data_log (id, data_table, data_id, data_version, data_content, create_by, create_time) values (gen_random_uuid()::text, 'ops_route', $1, $2, $3, 'bench', now())`,
      [routeId, Number(route.version) + 1, JSON.stringify({ ...route, directions, stops: stops.length })],
    );
  });
}

async function raw(query: Query, transaction: Transaction, routeId: string) {
  const calendars = await query<{ id: string }>(`select id from ops_calendar where tenant_id = 1 and code = 'WD'`);
  await rawFindings(query);
  return {
    findingsMs: await p50Of(RUNS, () => rawFindings(query)),
    planMs: await p50Of(5, () =>
      rawPlan(
        transaction,
        calendars.rows.map((c) => c.id),
      ),
    ),
    lineSaveMs: await p50Of(RUNS, () => rawLineSave(transaction, routeId)),
  };
}

// ---------------------------------------------------------------------------------------------
// Buses and drivers against their lower bounds (item 24)

async function againstBounds(query: Query) {
  const trips = (
    await query<{
      route: string;
      status: string;
      calendar: string;
      direction_id: number;
      block_code: string;
      id: string;
      start_time: number;
      end_time: number;
    }>(
      `select r.code as route, r.status, c.code as calendar, t.direction_id, t.block_code, t.id, t.start_time, t.end_time
         from ops_trip t join ops_route r on r.id = t.route_id join ops_calendar c on c.id = t.calendar_id where t.tenant_id = 1`,
    )
  ).rows;
  const patterns = (
    await query<{ route: string; direction_id: number; terminal: string; offset_secs: number }>(
      `select r.code as route, rs.direction_id, coalesce(s.parent_id, s.name) as terminal, rs.offset_secs
         from ops_route_stop rs join ops_route r on r.id = rs.route_id join ops_stop s on s.id = rs.stop_id order by r.code, rs.direction_id, rs.sequence`,
    )
  ).rows;
  const perCalendar: Record<string, { lines: number; blocks: number; greedy: number; exact: number; bound: number; atBound: number }> = {};
  const groups = new Map<string, typeof trips>();
  for (const trip of trips)
    if (trip.status !== 'suspended') groups.set(`${trip.calendar}|${trip.route}`, [...(groups.get(`${trip.calendar}|${trip.route}`) ?? []), trip]);
  for (const [key, list] of groups) {
    const [calendar, route] = key.split('|');
    const ends = [0, 1].flatMap((directionId) => {
      const stops = patterns.filter((p) => p.route === route && p.direction_id === directionId);
      return stops.length ? [{ directionId, from: stops[0].terminal, to: stops.at(-1)!.terminal, runSecs: stops.at(-1)!.offset_secs }] : [];
    });
    const terminals = lineTerminals(ends);
    const input = list.map((t) => ({
      id: t.id,
      startTime: t.start_time,
      endTime: t.end_time,
      fromTerminal: terminals.ofDirection.get(t.direction_id)!.from,
      toTerminal: terminals.ofDirection.get(t.direction_id)!.to,
    }));
    const options = { minLayoverSecs: SEED_LAYOVER_SECS, deadheadSecs: terminals.deadheadSecs };
    const row = (perCalendar[calendar] ??= { lines: 0, blocks: 0, greedy: 0, exact: 0, bound: 0, atBound: 0 });
    const bound = fleetLowerBound(input, options).buses;
    row.lines += 1;
    row.blocks += new Set(list.map((t) => t.block_code)).size;
    row.greedy += buildBlocks(input, options).length;
    row.exact += minimumFleet(input, options);
    row.bound += bound;
    if (new Set(list.map((t) => t.block_code)).size === bound) row.atBound += 1;
  }
  const days = (
    await query<{ service_date: string; pieces: number; buses: number; drivers: number }>(
      `select service_date, count(*)::int as pieces, count(distinct vehicle_id)::int as buses, count(distinct driver_id)::int as drivers
         from ops_duty where tenant_id = 1 group by service_date order by service_date`,
    )
  ).rows;
  const fleet = (
    await query<{ buses: number; operating: number; drivers: number; active: number }>(
      `select (select count(*)::int from ops_vehicle where tenant_id = 1) as buses,
              (select count(*)::int from ops_vehicle where tenant_id = 1 and status = 'operating') as operating,
              (select count(*)::int from ops_driver where tenant_id = 1) as drivers,
              (select count(*)::int from ops_driver where tenant_id = 1 and status = 'active') as active`,
    )
  ).rows[0];
  return { blocksPerCalendar: perCalendar, days, fleet };
}

/**
 * Per seeded day, the drivers' lower bound: no fewer than the most pieces driven at once, nor than
 * the day's driving divided by the daily limit (the pieces of the day found as 排班 finds them).
 */
async function driverBounds(query: Query) {
  const [calendars, dates, trips, duties] = await Promise.all([
    query<{ id: string; start_date: string; end_date: string } & Record<string, boolean | string>>(`select * from ops_calendar where tenant_id = 1`),
    query<{ calendar_id: string; date: string; exception_type: number }>(`select calendar_id, date, exception_type from ops_calendar_date`),
    query<{ calendar_id: string; piece: string; start_time: number; end_time: number }>(
      `select calendar_id, coalesce(duty_code, block_code) as piece, start_time, end_time from ops_trip where tenant_id = 1 and block_code is not null`,
    ),
    query<{ service_date: string; duty_code: string }>(`select service_date, duty_code from ops_duty where tenant_id = 1`),
  ]);
  const withDates = calendars.rows.map((c) => ({
    id: c.id,
    startDate: c.start_date,
    endDate: c.end_date,
    monday: !!c.monday,
    tuesday: !!c.tuesday,
    wednesday: !!c.wednesday,
    thursday: !!c.thursday,
    friday: !!c.friday,
    saturday: !!c.saturday,
    sunday: !!c.sunday,
    dates: dates.rows.filter((d) => d.calendar_id === c.id).map((d) => ({ date: d.date, exceptionType: d.exception_type })),
  }));
  const spells = new Map<string, Array<[number, number]>>();
  for (const t of trips.rows) spells.set(`${t.calendar_id}|${t.piece}`, [...(spells.get(`${t.calendar_id}|${t.piece}`) ?? []), [t.start_time, t.end_time]]);
  const byDay = new Map<string, Array<Array<[number, number]>>>();
  for (const duty of duties.rows) {
    const running = activeCalendars(duty.service_date, withDates).map((c) => spells.get(`${c.id}|${duty.duty_code}`));
    const piece = running.find(Boolean);
    if (piece) byDay.set(duty.service_date, [...(byDay.get(duty.service_date) ?? []), piece]);
  }
  const daily = (DEFAULT_DUTY_RULES.find((r) => r.code === 'daily_driving')!.limitMinutes ?? 480) * 60;
  return Object.fromEntries(
    [...byDay].map(([date, pieces]) => {
      const events = pieces.flatMap((p): Array<[number, number]> => [
        [Math.min(...p.map(([start]) => start)), 1],
        [Math.max(...p.map(([, end]) => end)), -1],
      ]);
      events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      let running = 0;
      let most = 0;
      for (const [, change] of events) most = Math.max(most, (running += change));
      const driving = pieces.flat().reduce((sum, [start, end]) => sum + end - start, 0);
      return [
        date,
        {
          mostPiecesAtOnce: most,
          drivingHours: Math.round(driving / 3600),
          byDailyLimit: Math.ceil(driving / daily),
          bound: Math.max(most, Math.ceil(driving / daily)),
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------------------------------------

function serverOn(env: Record<string, string>, log: string) {
  return startServer(
    { ...env, ADMIN_PASSWORD: PASSWORD, AUTH_CAPTCHA: 'off', LOG_LEVEL: 'error' },
    { port: PORT, logFile: join(root, `.tmp/logs/bench-ops-${log}.log`) },
  );
}

async function stop(server: ReturnType<typeof startServer>) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
}

async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ops-'));
  const server = serverOn({ DATA_DIR: dataDir }, 'embedded');
  const results: Record<string, unknown> = {};
  try {
    await waitForHttp(`${BASE}/basic/system/get`);
    const { results: viaApi, routeId } = await throughApi();
    results.api = viaApi;
    await stop(server);
    v8.setFlagsFromString('--liftoff-only');
    const db = new PGlite(join(dataDir, 'pgdata'), { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
    await db.waitReady;
    try {
      const query: Query = (text, params) => db.query(text, params);
      progress('embedded: raw driver');
      results.raw = await raw(query, (work) => db.transaction((tx) => work((text, params) => tx.query(text, params))), routeId);
      progress('embedded: buses and drivers against their lower bounds');
      results.bounds = { ...(await againstBounds(query)), drivers: await driverBounds(query) };
    } finally {
      await db.close();
    }
  } catch (error) {
    results.error = String((error as Error).stack ?? error);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function postgres() {
  return withThrowawayDatabase('bench_ops', async (databaseUrl: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-ops-pg-'));
    const server = serverOn({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, 'postgres');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    pool.on('error', () => {});
    const results: Record<string, unknown> = {};
    try {
      // a new PostgreSQL database is migrated and seeded from scratch at the first start; its planner
      // statistics as autovacuum would have them by the time anyone works (the embedded image has them)
      await waitForHttp(`${BASE}/basic/system/get`, 600_000);
      await pool.query('analyze');
      const { results: viaApi, routeId } = await throughApi();
      results.api = viaApi;
      await stop(server);
      await pool.query('checkpoint').catch(() => undefined);
      progress('PostgreSQL: raw driver');
      const query: Query = (text, params) => pool.query(text, params);
      results.raw = await raw(
        query,
        async (work) => {
          const connection = await pool.connect();
          try {
            await connection.query('begin');
            const result = await work((text, params) => connection.query(text, params));
            await connection.query('commit');
            return result;
          } catch (error) {
            await connection.query('rollback');
            throw error;
          } finally {
            connection.release();
          }
        },
        routeId,
      );
    } catch (error) {
      results.error = String((error as Error).stack ?? error);
    } finally {
      await stop(server);
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return results;
  });
}

export async function opsBench() {
  const results: Record<string, unknown> = { date: DAY, goalMs: GOAL_MS };
  if (process.env.BENCH_OPS_DATABASES !== 'postgres') results.embedded = await embedded();
  if (process.env.BENCH_OPS_DATABASES !== 'embedded') results.postgres = await postgres();
  try {
    const previous = JSON.parse(readFileSync(join(root, 'bench/results/latest.json'), 'utf8')).ops;
    if (previous) results.previous = { embedded: previous.embedded?.api, postgres: previous.postgres?.api, date: previous.date };
  } catch {
    // no previous run
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await opsBench(), null, 2));
