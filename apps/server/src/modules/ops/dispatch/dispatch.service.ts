/**
 * 运营记录: the day's records (one ops_trip_record per trip running that day, with its crew piece's
 * vehicle and driver from the duties: dispatch-plan.ts), actuals recorded against them and
 * punctuality per line.
 */
import { and, eq, sql } from 'drizzle-orm';
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
import { opsVehicle } from '../fleet/fleet.table';
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
  // a trip runs with a bus and a driver: one the plan gave neither cannot have departed (issue 22)
  if (input.actualDeparture !== null || input.actualArrival !== null) {
    if (record.vehicleId === null) throw fieldError('actualDeparture', '该班次没有排车辆，不能登记实发：请先换车或在排班中安排车辆');
    if (record.driverId === null) throw fieldError('actualDeparture', '该班次没有排司机，不能登记实发：请先在驾驶员管理 › 排班中安排司机');
  }
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
      vehicleId: opsTripRecord.vehicleId,
      driverId: opsTripRecord.driverId,
    })
    .from(opsTripRecord)
    .leftJoin(opsRoute, eq(opsRoute.id, opsTripRecord.routeId))
    .where(and(eq(opsTripRecord.tenantId, tenantId), eq(opsTripRecord.serviceDate, date), routeId ? eq(opsTripRecord.routeId, routeId) : undefined));
  const tally = (routeNumber: string, id: string | null, list: typeof rows): PunctualityRow => {
    // run: departed with a bus and a driver (a record without either was not run, whatever its times say)
    const run = list.filter((r) => r.actualDeparture !== null && r.state !== 'cancelled' && r.vehicleId !== null && r.driverId !== null);
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
