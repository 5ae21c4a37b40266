/**
 * 运营记录: the day's plan (one ops_trip_record per trip running that day, with its block's vehicle
 * and driver from the duties), actuals recorded against it and punctuality per line.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  departureDelay,
  notYetHappened,
  ON_TIME_RULE_TEXT,
  PERMS,
  TRIP_RECORD_LIST_FIELDS,
  type Punctuality,
  type PunctualityRow,
  type TripRecord,
} from '@bus/contracts';
import type { Database } from '../../../db/client';

import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog, userDirectory } from '../../sys';
import { findingsOfDay } from '../fleet/duty.service';
import { opsDuty, opsVehicle } from '../fleet/fleet.table';
import { blocksOf, tripsOfDay } from '../fleet/service-day';
import { opsRoute } from '../network/network.table';

import { qualified } from '../../../lib/sql-ref';
import { opsTripRecord } from './dispatch.table';
import { compareNumbered } from '../../../lib/collate';

export const tripRecordList = defineList({
  name: 'ops_trip_record',
  dataRulePermission: PERMS.ops.dispatch.list,
  table: opsTripRecord,
  fields: fieldsOf(TRIP_RECORD_LIST_FIELDS, {
    serviceDate: opsTripRecord.serviceDate,
    routeId: opsTripRecord.routeId,
    directionId: opsTripRecord.directionId,
    blockCode: opsTripRecord.blockCode,
    state: opsTripRecord.state,
    plannedDeparture: opsTripRecord.plannedDeparture,
    actualDeparture: opsTripRecord.actualDeparture,
    createTime: opsTripRecord.createTime,
  }),
  defaultSort: { field: 'plannedDeparture', order: 'asc' },
  tieBreaker: opsTripRecord.id,
  tenantColumn: opsTripRecord.tenantId,
});

const plateOf = (column: typeof opsTripRecord.vehicleId | typeof opsTripRecord.replacedVehicleId) =>
  sql<string | null>`(select v.plate from ops_vehicle v where v.id = ${qualified(column)})`;

export const selectTripRecords = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: opsTripRecord.id,
      serviceDate: opsTripRecord.serviceDate,
      tripId: opsTripRecord.tripId,
      tripCode: sql<string | null>`(select t.code from ops_trip t where t.id = ${qualified(opsTripRecord.tripId)})`,
      routeId: opsTripRecord.routeId,
      routeNumber: sql<string | null>`(select r.number from ops_route r where r.id = ${qualified(opsTripRecord.routeId)})`,
      directionId: opsTripRecord.directionId,
      blockCode: opsTripRecord.blockCode,
      vehicleId: opsTripRecord.vehicleId,
      plate: plateOf(opsTripRecord.vehicleId),
      driverId: opsTripRecord.driverId,
      driverName: sql<
        string | null
      >`(select ${userDirectory.userField(sql`d.user_id`, 'realname')} from ops_driver d where d.id = ${qualified(opsTripRecord.driverId)})`,
      plannedDeparture: opsTripRecord.plannedDeparture,
      plannedArrival: opsTripRecord.plannedArrival,
      actualDeparture: opsTripRecord.actualDeparture,
      actualArrival: opsTripRecord.actualArrival,
      state: opsTripRecord.state,
      replacedVehicleId: opsTripRecord.replacedVehicleId,
      replacedPlate: plateOf(opsTripRecord.replacedVehicleId),
      reason: opsTripRecord.reason,
      version: opsTripRecord.version,
    })
    .from(opsTripRecord)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

export type TripRecordRow = Omit<TripRecord, 'delayMinutes'> & Record<string, unknown>;
export const toTripRecord = (row: TripRecordRow): TripRecord => ({
  ...row,
  delayMinutes: row.actualDeparture === null ? null : departureDelay(row.plannedDeparture, row.actualDeparture).minutes,
  state_dictText: row.state_dictText as string | undefined,
});

/** Before planning: how many trips run, how many are planned already, blocks without a duty, the day's findings. */
export async function planPreview(db: Database, tenantId: number, date: string) {
  const trips = await tripsOfDay(db, tenantId, date);
  const [planned] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(opsTripRecord)
    .where(and(eq(opsTripRecord.tenantId, tenantId), eq(opsTripRecord.serviceDate, date)));
  const duties = new Set(
    (
      await db
        .select({ blockCode: opsDuty.blockCode })
        .from(opsDuty)
        .where(and(eq(opsDuty.tenantId, tenantId), eq(opsDuty.serviceDate, date)))
    ).map((d) => d.blockCode),
  );
  const unassignedBlocks = blocksOf(trips).filter((b) => !duties.has(b.blockCode)).length;
  return { trips: trips.length, planned: planned?.n ?? 0, unassignedBlocks, findings: await findingsOfDay(db, tenantId, date) };
}

/**
 * 生成运营计划. Idempotent: a trip already planned keeps what was recorded (actual times,
 * cancellation, a replaced vehicle); one still untouched takes its block's current duty.
 * Untouched records of trips that no longer run that day are removed.
 */
export async function generatePlan({ db, session, now }: RequestContext, date: string) {
  const tenantId = session.tenantId;
  const trips = await tripsOfDay(db, tenantId, date);
  if (trips.length === 0) throw fieldError('serviceDate', `${date} 没有运营的班次，请先编制时刻表`);
  return db.transaction(async (tx) => {
    const duties = new Map(
      (
        await tx
          .select({ blockCode: opsDuty.blockCode, driverId: opsDuty.driverId, vehicleId: opsDuty.vehicleId })
          .from(opsDuty)
          .where(and(eq(opsDuty.tenantId, tenantId), eq(opsDuty.serviceDate, date)))
      ).map((d) => [d.blockCode, d]),
    );
    const existing = new Map(
      (
        await tx
          .select()
          .from(opsTripRecord)
          .where(and(eq(opsTripRecord.tenantId, tenantId), eq(opsTripRecord.serviceDate, date)))
      ).map((r) => [r.tripId, r]),
    );
    const untouched = (r: typeof opsTripRecord.$inferSelect) => r.state === 'planned' && r.actualDeparture === null && r.replacedVehicleId === null;
    let created = 0;
    let updated = 0;
    let kept = 0;
    const fresh: Array<typeof opsTripRecord.$inferInsert> = [];
    for (const trip of trips) {
      const duty = trip.blockCode ? duties.get(trip.blockCode) : undefined;
      const plan = {
        routeId: trip.routeId,
        directionId: trip.directionId,
        blockCode: trip.blockCode,
        vehicleId: duty?.vehicleId ?? null,
        driverId: duty?.driverId ?? null,
        plannedDeparture: trip.startTime,
        plannedArrival: trip.endTime,
      };
      const record = existing.get(trip.id);
      if (!record) {
        fresh.push({ ...plan, tenantId, serviceDate: date, tripId: trip.id, createBy: session.username, createTime: now });
        created += 1;
      } else if (untouched(record)) {
        const same = (Object.keys(plan) as Array<keyof typeof plan>).every((key) => record[key] === plan[key]);
        if (!same) {
          await tx
            .update(opsTripRecord)
            .set({ ...plan, updateBy: session.username, updateTime: now, version: sql`${opsTripRecord.version} + 1` })
            .where(eq(opsTripRecord.id, record.id));
          updated += 1;
        }
      } else kept += 1;
    }
    for (let i = 0; i < fresh.length; i += 500)
      await tx
        .insert(opsTripRecord)
        .values(fresh.slice(i, i + 500))
        .onConflictDoNothing();
    const running = new Set(trips.map((t) => t.id));
    const gone = [...existing.values()].filter((r) => !running.has(r.tripId) && untouched(r)).map((r) => r.id);
    if (gone.length) await tx.delete(opsTripRecord).where(inArray(opsTripRecord.id, gone));
    return { created, updated, kept };
  });
}

async function recordOf(db: Database, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(opsTripRecord)
    .where(and(eq(opsTripRecord.id, id), eq(opsTripRecord.tenantId, tenantId)));
  if (!row) throw new AppError(404, '运营记录不存在');
  return row;
}

async function saveRecord(ctx: RequestContext, id: string, version: number, values: Partial<typeof opsTripRecord.$inferInsert>) {
  const { db, session, now } = ctx;
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, opsTripRecord, id, version, { ...values, updateBy: session.username, updateTime: now }, '运营记录不存在');
    await dataLog.record(tx, { table: 'ops_trip_record', record: row, by: session.username, at: now });
    return row;
  });
}

/** An actual departure or arrival is a time that has come (contracts' notYetHappened), else a 422 naming it. */
function assertHappened(serviceDate: string, now: Date, times: { actualDeparture: number | null; actualArrival: number | null }) {
  for (const [field, label] of [
    ['actualDeparture', '实发时间'],
    ['actualArrival', '实到时间'],
  ] as const) {
    const seconds = times[field];
    const problem = seconds === null ? null : notYetHappened(label, serviceDate, seconds, now.getTime());
    if (problem) throw fieldError(field, problem);
  }
}

/** 实发 / 实到: the state follows (arrived: completed; departed: running; neither: planned). */
export async function recordActuals(ctx: RequestContext, input: { id: string; version: number; actualDeparture: number | null; actualArrival: number | null }) {
  const record = await recordOf(ctx.db, ctx.session.tenantId, input.id);
  assertHappened(record.serviceDate, ctx.now, input);
  const state = input.actualArrival !== null ? 'completed' : input.actualDeparture !== null ? 'running' : 'planned';
  return saveRecord(ctx, input.id, input.version, { actualDeparture: input.actualDeparture, actualArrival: input.actualArrival, state, reason: null });
}

export async function cancelTrip(ctx: RequestContext, input: { id: string; version: number; reason: string }) {
  const record = await recordOf(ctx.db, ctx.session.tenantId, input.id);
  if (record.actualArrival !== null) throw fieldError('reason', '该班次已完成，不能取消');
  return saveRecord(ctx, input.id, input.version, { state: 'cancelled', reason: input.reason, actualDeparture: null, actualArrival: null });
}

/** 换车: the planned vehicle is kept as the replaced one (the first one, however often it changes). */
export async function replaceVehicle(ctx: RequestContext, input: { id: string; version: number; vehicleId: string; reason?: string | null }) {
  const record = await recordOf(ctx.db, ctx.session.tenantId, input.id);
  const [vehicle] = await ctx.db
    .select({ id: opsVehicle.id, status: opsVehicle.status })
    .from(opsVehicle)
    .where(and(eq(opsVehicle.id, input.vehicleId), eq(opsVehicle.tenantId, ctx.session.tenantId)));
  if (!vehicle) throw fieldError('vehicleId', '替换车辆不存在');
  if (vehicle.status === 'scrapped' || vehicle.status === 'maintenance') throw fieldError('vehicleId', '替换车辆在维修或已报废');
  if (input.vehicleId === record.vehicleId) throw fieldError('vehicleId', '替换车辆与当前车辆相同');
  return saveRecord(ctx, input.id, input.version, {
    vehicleId: input.vehicleId,
    replacedVehicleId: record.replacedVehicleId ?? record.vehicleId,
    reason: input.reason || record.reason,
  });
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/** 准点率 per line of a day and in total (the rule: ON_TIME_RULE_TEXT). */
export async function punctuality(db: Database, tenantId: number, date: string, routeId?: string): Promise<Punctuality> {
  const rows = await db
    .select({
      routeId: opsTripRecord.routeId,
      routeNumber: opsRoute.number,
      state: opsTripRecord.state,
      plannedDeparture: opsTripRecord.plannedDeparture,
      actualDeparture: opsTripRecord.actualDeparture,
    })
    .from(opsTripRecord)
    .leftJoin(opsRoute, eq(opsRoute.id, opsTripRecord.routeId))
    .where(and(eq(opsTripRecord.tenantId, tenantId), eq(opsTripRecord.serviceDate, date), routeId ? eq(opsTripRecord.routeId, routeId) : undefined));
  const tally = (routeNumber: string, id: string | null, list: typeof rows): PunctualityRow => {
    const run = list.filter((r) => r.actualDeparture !== null && r.state !== 'cancelled');
    const delays = run.map((r) => departureDelay(r.plannedDeparture, r.actualDeparture!).seconds);
    const onTime = run.filter((r) => departureDelay(r.plannedDeparture, r.actualDeparture!).onTime).length;
    return {
      routeId: id,
      routeNumber,
      planned: list.length,
      run: run.length,
      cancelled: list.filter((r) => r.state === 'cancelled').length,
      onTime,
      onTimePercent: percent(onTime, run.length),
      averageDelayMinutes: delays.length ? Math.round((delays.reduce((a, b) => a + b, 0) / delays.length / 60) * 10) / 10 : null,
    };
  };
  const byRoute = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byRoute.get(row.routeId) ?? [];
    list.push(row);
    byRoute.set(row.routeId, list);
  }
  const lines = [...byRoute.entries()]
    .map(([id, list]) => tally(list[0].routeNumber ?? '', id, list))
    .sort((a, b) => compareNumbered(a.routeNumber, b.routeNumber));
  return { lines, summary: tally('合计', null, rows), rule: ON_TIME_RULE_TEXT };
}
