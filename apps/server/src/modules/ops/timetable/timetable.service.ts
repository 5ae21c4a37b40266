/**
 * Timetables: a line direction's trips under one calendar with their stop times, the generator's
 * preview and save (one transaction replacing the old trips), and single-trip edits.
 */
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { formatDaySeconds, type OpsGenerate, type OpsTimetableQuery, type OpsTripAdd, type OpsTripEdit } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog, userDirectory } from '../../sys';
import { opsDriver, opsDuty } from '../fleet/fleet.table';
import { opsRoute, opsRouteDirection, opsRouteStop, opsStop } from '../network/network.table';
import { assertInTenant as calendarInTenant } from './calendar.service';
import { generateTrips, tripCode } from './headway-generator';
import { insertStopTimes } from './stop-time-insert';
import { opsStopTime, opsTrip } from './timetable.table';

export interface PatternStop {
  sequence: number;
  stopId: string;
  name: string;
  offsetSecs: number;
  /** where a vehicle may turn: the station (parent) of the stop, or its name for opposite platforms */
  terminal: string;
}

export async function routeInTenant(db: Database, tenantId: number, routeId: string) {
  const [route] = await db
    .select({ id: opsRoute.id, code: opsRoute.code, number: opsRoute.number, name: opsRoute.name, lineType: opsRoute.lineType })
    .from(opsRoute)
    .where(and(eq(opsRoute.id, routeId), eq(opsRoute.tenantId, tenantId)));
  if (!route) throw new AppError(404, '线路不存在');
  return route;
}

/** a direction's stops in order with their running-time offsets */
export async function loadPattern(db: Database, routeId: string, directionId: number) {
  const [direction] = await db
    .select()
    .from(opsRouteDirection)
    .where(and(eq(opsRouteDirection.routeId, routeId), eq(opsRouteDirection.directionId, directionId)));
  const rows = await db
    .select({
      sequence: opsRouteStop.sequence,
      stopId: opsRouteStop.stopId,
      offsetSecs: opsRouteStop.offsetSecs,
      name: opsStop.name,
      parentId: opsStop.parentId,
    })
    .from(opsRouteStop)
    .innerJoin(opsStop, eq(opsStop.id, opsRouteStop.stopId))
    .where(and(eq(opsRouteStop.routeId, routeId), eq(opsRouteStop.directionId, directionId)))
    .orderBy(asc(opsRouteStop.sequence));
  const stops: PatternStop[] = rows.map((r) => ({
    sequence: r.sequence,
    stopId: r.stopId,
    name: r.name,
    offsetSecs: r.offsetSecs ?? -1,
    terminal: r.parentId ?? r.name,
  }));
  return { direction: direction ?? null, stops };
}

/** a pattern the generator can use: two stops or more, every one with its running time */
function usablePattern(stops: PatternStop[]) {
  if (stops.length < 2) throw fieldError('directionId', '该线路方向的站点不足两个，请先在线路管理中设置站点');
  const missing = stops.find((s) => s.offsetSecs < 0);
  if (missing) throw fieldError('directionId', `站点「${missing.name}」没有运行时间，请先在线路管理中设置`);
  return stops;
}

const publicStops = (stops: PatternStop[]) =>
  stops.map(({ sequence, stopId, name, offsetSecs }) => ({ sequence, stopId, name, offsetSecs: Math.max(offsetSecs, 0) }));

/** the trips of a line direction under a calendar, each with its time at every stop of the pattern */
export async function getTimetable(db: Database, tenantId: number, query: OpsTimetableQuery) {
  const route = await routeInTenant(db, tenantId, query.routeId);
  const calendar = await calendarInTenant(db, tenantId, query.calendarId);
  const { direction, stops } = await loadPattern(db, route.id, query.directionId);
  const trips = await db
    .select({
      id: opsTrip.id,
      code: opsTrip.code,
      blockCode: opsTrip.blockCode,
      dutyCode: opsTrip.dutyCode,
      startTime: opsTrip.startTime,
      endTime: opsTrip.endTime,
      version: opsTrip.version,
    })
    .from(opsTrip)
    .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, route.id), eq(opsTrip.directionId, query.directionId), eq(opsTrip.calendarId, calendar.id)))
    .orderBy(asc(opsTrip.startTime), asc(opsTrip.code));
  const stopTimes = await db
    .select({
      tripId: opsStopTime.tripId,
      stopSequence: opsStopTime.stopSequence,
      departureTime: opsStopTime.departureTime,
      arrivalTime: opsStopTime.arrivalTime,
    })
    .from(opsStopTime)
    .innerJoin(opsTrip, eq(opsTrip.id, opsStopTime.tripId))
    .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, route.id), eq(opsTrip.directionId, query.directionId), eq(opsTrip.calendarId, calendar.id)));
  const column = new Map(stops.map((s, i) => [s.sequence, i]));
  const times = new Map(trips.map((t) => [t.id, new Array<number | null>(stops.length).fill(null)]));
  for (const st of stopTimes) {
    const i = column.get(st.stopSequence);
    const row = times.get(st.tripId);
    if (i !== undefined && row) row[i] = st.departureTime ?? st.arrivalTime;
  }
  // a trip's driver is its crew piece's (a block never cut is one piece named after it)
  const pieceOf = (t: (typeof trips)[number]) => (t.blockCode ? (t.dutyCode ?? t.blockCode) : null);
  const drivers = query.date
    ? await driversOn(
        db,
        tenantId,
        query.date,
        trips.map(pieceOf).filter((b): b is string => !!b),
      )
    : null;
  return {
    route,
    directionId: query.directionId,
    headsign: direction?.headsign ?? null,
    firstDeparture: direction?.firstDeparture ?? null,
    lastDeparture: direction?.lastDeparture ?? null,
    calendar: { id: calendar.id, code: calendar.code, name: calendar.name },
    stops: publicStops(stops),
    trips: trips.map(({ dutyCode: _piece, ...t }, i) => {
      const piece = pieceOf(trips[i]);
      return { ...t, times: times.get(t.id)!, ...(drivers ? { driverName: (piece && drivers.get(piece)) || null } : {}) };
    }),
  };
}

/** crew piece code → the realname of the driver on duty for it on `date` */
async function driversOn(db: Database, tenantId: number, date: string, dutyCodes: string[]) {
  const codes = [...new Set(dutyCodes)];
  if (!codes.length) return new Map<string, string>();
  const rows = await db
    .select({ dutyCode: opsDuty.dutyCode, realname: userDirectory.userField(opsDriver.userId, 'realname') })
    .from(opsDuty)
    .innerJoin(opsDriver, and(eq(opsDriver.id, opsDuty.driverId), eq(opsDriver.tenantId, tenantId)))
    .where(and(eq(opsDuty.tenantId, tenantId), eq(opsDuty.serviceDate, date), inArray(opsDuty.dutyCode, codes)));
  return new Map(rows.flatMap((r) => (r.realname === null ? [] : [[r.dutyCode, r.realname] as const])));
}

/** the generator's trips for a request (nothing written) */
export async function previewGenerated(db: Database, tenantId: number, input: OpsGenerate) {
  const route = await routeInTenant(db, tenantId, input.routeId);
  const calendar = await calendarInTenant(db, tenantId, input.calendarId);
  const { direction, stops } = await loadPattern(db, route.id, input.directionId);
  usablePattern(stops);
  const first = input.firstDeparture ?? direction?.firstDeparture;
  const last = input.lastDeparture ?? direction?.lastDeparture;
  if (first == null) throw fieldError('firstDeparture', '请设置首班时间');
  if (last == null) throw fieldError('lastDeparture', '请设置末班时间');
  if (last < first) throw fieldError('lastDeparture', '末班时间不能早于首班时间');
  input.bands.forEach((band, i) => {
    if (band.end <= band.start) throw fieldError(`bands[${i}].end`, `第 ${i + 1} 个时段的结束时间须晚于开始时间`);
  });
  const generated = generateTrips({ offsets: stops.map((s) => s.offsetSecs), firstDeparture: first, lastDeparture: last, bands: input.bands });
  const codes = new Set<string>();
  const trips = generated.map((trip) => ({ ...trip, code: uniqueCode(codes, tripCode(route.code, input.directionId, calendar.code, trip.startTime)) }));
  const existing = await db
    .select({ id: opsTrip.id })
    .from(opsTrip)
    .where(and(eq(opsTrip.tenantId, tenantId), eq(opsTrip.routeId, route.id), eq(opsTrip.directionId, input.directionId), eq(opsTrip.calendarId, calendar.id)));
  return { route, calendar, stops, trips, existingCount: existing.length, existingIds: existing.map((e) => e.id) };
}

function uniqueCode(taken: Set<string>, code: string) {
  let candidate = code;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${code}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** deletes trips and their stop times (ids of one tenant, checked by the caller) */
export async function deleteTripRows(db: Database, ids: string[]) {
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    await db.delete(opsStopTime).where(inArray(opsStopTime.tripId, chunk));
    await db.delete(opsTrip).where(inArray(opsTrip.id, chunk));
  }
}

export interface TripToInsert {
  id?: string;
  code: string;
  startTime: number;
  endTime: number;
  times: ReadonlyArray<number | null>;
}

/** inserts trips of one line direction and calendar with their stop times, in chunks */
export async function insertTrips(
  db: Database,
  scope: { tenantId: number; routeId: string; directionId: number; calendarId: string; headsign: string | null; by: string | null; at: Date },
  stops: ReadonlyArray<{ sequence: number; stopId: string }>,
  trips: readonly TripToInsert[],
) {
  const rows = await db
    .insert(opsTrip)
    .values(
      trips.map((t) => ({
        ...(t.id ? { id: t.id } : {}),
        tenantId: scope.tenantId,
        code: t.code,
        routeId: scope.routeId,
        directionId: scope.directionId,
        calendarId: scope.calendarId,
        headsign: scope.headsign,
        startTime: t.startTime,
        endTime: t.endTime,
        createBy: scope.by,
        createTime: scope.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: opsTrip.id, code: opsTrip.code });
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  const stopTimes = trips.flatMap((t) => {
    const tripId = idByCode.get(t.code);
    if (!tripId) return [];
    return stops.flatMap((s, i) =>
      t.times[i] == null ? [] : [{ tripId, stopSequence: s.sequence, stopId: s.stopId, arrivalTime: t.times[i], departureTime: t.times[i] }],
    );
  });
  await insertStopTimes(db, stopTimes);
  return rows.length;
}

/** replaces the line direction's trips under the calendar by the generated ones, all or nothing */
export async function saveGenerated({ db, session, now }: RequestContext, input: OpsGenerate) {
  return db.transaction(async (tx) => {
    const preview = await previewGenerated(tx, session.tenantId, input);
    const { direction } = await loadPattern(tx, preview.route.id, input.directionId);
    await deleteTripRows(tx, preview.existingIds);
    const scope = {
      tenantId: session.tenantId,
      routeId: preview.route.id,
      directionId: input.directionId,
      calendarId: preview.calendar.id,
      headsign: direction?.headsign ?? null,
      by: session.username,
      at: now,
    };
    const saved = preview.trips.length ? await insertTrips(tx, scope, preview.stops, preview.trips) : 0;
    return { replaced: preview.existingCount, saved };
  });
}

async function tripInTenant(db: Database, tenantId: number, id: string) {
  const [trip] = await db
    .select()
    .from(opsTrip)
    .where(and(eq(opsTrip.id, id), eq(opsTrip.tenantId, tenantId)));
  if (!trip) throw new AppError(404, '班次不存在');
  return trip;
}

/** times must not go back along the trip; the first and last stop must be served */
function checkTimes(code: string, stops: PatternStop[], times: ReadonlyArray<number | null>) {
  if (times.length !== stops.length) throw fieldError('times', `班次 ${code} 应有 ${stops.length} 个站点的时间`);
  if (times[0] == null) throw fieldError('times[0]', `班次 ${code} 须设置首站「${stops[0].name}」的时间`);
  if (times[times.length - 1] == null) throw fieldError(`times[${times.length - 1}]`, `班次 ${code} 须设置末站「${stops[stops.length - 1].name}」的时间`);
  let previous = -1;
  let previousName = '';
  times.forEach((time, i) => {
    if (time == null) return;
    if (time < previous)
      throw fieldError(
        `times[${i}]`,
        `班次 ${code} 在「${stops[i].name}」的时间 ${formatDaySeconds(time)} 早于上一站「${previousName}」的 ${formatDaySeconds(previous)}`,
      );
    previous = time;
    previousName = stops[i].name;
  });
}

export async function editTrip({ db, session, now }: RequestContext, input: OpsTripEdit) {
  return db.transaction(async (tx) => {
    const trip = await tripInTenant(tx, session.tenantId, input.id);
    const { stops } = await loadPattern(tx, trip.routeId, trip.directionId);
    checkTimes(trip.code, stops, input.times);
    const startTime = input.times[0]!;
    const endTime = input.times[input.times.length - 1]!;
    const row = await updateVersioned(tx, opsTrip, trip.id, input.version, { startTime, endTime, updateBy: session.username, updateTime: now }, '班次不存在');
    await tx.delete(opsStopTime).where(eq(opsStopTime.tripId, trip.id));
    const stopTimes = stops.flatMap((s, i) => {
      const time = input.times[i];
      return time == null ? [] : [{ tripId: trip.id, stopSequence: s.sequence, stopId: s.stopId, arrivalTime: time, departureTime: time }];
    });
    await tx.insert(opsStopTime).values(stopTimes);
    await dataLog.record(tx, { table: 'ops_trip', record: { ...row, times: input.times }, by: session.username, at: now });
    return row;
  });
}

export async function addTrip({ db, session, now }: RequestContext, input: OpsTripAdd) {
  return db.transaction(async (tx) => {
    const route = await routeInTenant(tx, session.tenantId, input.routeId);
    const calendar = await calendarInTenant(tx, session.tenantId, input.calendarId);
    const { direction, stops } = await loadPattern(tx, route.id, input.directionId);
    usablePattern(stops);
    const base = tripCode(route.code, input.directionId, calendar.code, input.departure);
    const taken = await tx
      .select({ code: opsTrip.code })
      .from(opsTrip)
      .where(and(eq(opsTrip.tenantId, session.tenantId), or(eq(opsTrip.code, base), like(opsTrip.code, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`))));
    const code = uniqueCode(new Set(taken.map((t) => t.code)), base);
    const times = stops.map((s) => input.departure + s.offsetSecs);
    const scope = {
      tenantId: session.tenantId,
      routeId: route.id,
      directionId: input.directionId,
      calendarId: calendar.id,
      headsign: direction?.headsign ?? null,
      by: session.username,
      at: now,
    };
    await insertTrips(tx, scope, stops, [{ code, startTime: times[0], endTime: times[times.length - 1], times }]);
    const [row] = await tx
      .select()
      .from(opsTrip)
      .where(and(eq(opsTrip.tenantId, session.tenantId), eq(opsTrip.code, code)));
    await dataLog.record(tx, { table: 'ops_trip', record: { ...row, times }, by: session.username, at: now });
    return row;
  });
}

export async function deleteTrip(db: Database, tenantId: number, id: string) {
  await db.transaction(async (tx) => {
    await tripInTenant(tx, tenantId, id);
    await deleteTripRows(tx, [id]);
  });
}
