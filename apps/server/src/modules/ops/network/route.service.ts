/**
 * 线路管理: a line and its two directions saved as one (attributes, stop patterns with running
 * times and distances, shapes), with a version check and a data-log entry per save.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  PERMS,
  routeResource,
  cumulativeMetres,
  parseServiceTime,
  polylineMetres,
  type OpsRouteEdit,
  type OpsRouteHistoryEntry,
  type OpsRouteRecord,
  type OpsRouteSave,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog, departments } from '../../sys';
import { opsTrip } from '../timetable/timetable.table';
import { opsRoute, opsRouteDirection, opsRouteStop, opsShapePoint, opsStop } from './network.table';
import { findRoute, routeDetail, routeSnapshot, withListColumns, ROUTE_HISTORY_LABELS, type RouteRow } from './route-detail';
import { assertTimesRunForwards } from './route-pattern-times';

export const routeList = defineList({
  name: 'ops_route',
  dataRulePermission: PERMS.ops.route.list,
  table: opsRoute,
  fields: fieldsOf(routeResource.fields, {
    number: opsRoute.number,
    numberOrder: sql`regexp_replace(${opsRoute.number}, '[0-9].*$', '') || lpad(coalesce(substring(${opsRoute.number} from '[0-9]+'), ''), 8, '0') || ${opsRoute.number}`,
    name: opsRoute.name,
    lineType: opsRoute.lineType,
    departId: opsRoute.departId,
    status: opsRoute.status,
    effectiveDate: opsRoute.effectiveDate,
    lengthM: opsRoute.lengthM,
    fareCents: opsRoute.fareCents,
    fareRule: null,
    upFirst: null,
    upLast: null,
    downFirst: null,
    downLast: null,
    remark: null,
    createTime: opsRoute.createTime,
  }),
  defaultSort: routeResource.defaultSort,
  tieBreaker: opsRoute.id,
  tenantColumn: opsRoute.tenantId,
});

const ROUTE_DATA_TABLE = 'ops_route';

async function assertFree(db: Database, tenantId: number, field: 'code' | 'number', value: string, exceptId?: string) {
  const column = field === 'code' ? opsRoute.code : opsRoute.number;
  const taken = await db
    .select({ id: opsRoute.id })
    .from(opsRoute)
    .where(and(eq(opsRoute.tenantId, tenantId), eq(column, value), exceptId ? ne(opsRoute.id, exceptId) : undefined));
  if (taken.length) throw fieldError(field, field === 'code' ? '线路编码已存在' : '线路号已存在');
}

/** The stops of both directions, each found in the tenant (else a 422 naming where). */
async function stopsOf(db: Database, tenantId: number, input: OpsRouteSave) {
  const ids = [...new Set((input.directions ?? []).flatMap((d) => (d.stops ?? []).map((s) => s.stopId)))];
  const rows = ids.length
    ? await db
        .select({ id: opsStop.id, lat: opsStop.lat, lon: opsStop.lon })
        .from(opsStop)
        .where(and(eq(opsStop.tenantId, tenantId), inArray(opsStop.id, ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  (input.directions ?? []).forEach((d, di) =>
    (d.stops ?? []).forEach((s, si) => {
      if (!byId.has(s.stopId)) throw fieldError(`directions.${di}.stops.${si}.stopId`, '站点不存在');
    }),
  );
  return byId;
}

async function assertDepart(db: Database, tenantId: number, departId: string | null | undefined) {
  if (!departId) return;
  if (!(await departments.isOfTenant(db, tenantId, departId))) throw fieldError('departId', '运营单位不存在');
}

const attributes = (input: OpsRouteSave) => ({
  number: input.number,
  name: input.name,
  lineType: input.lineType,
  departId: input.departId || null,
  fareRule: input.fareRule || null,
  fareCents: input.fareCents ?? null,
  color: input.color || null,
  status: input.status,
  effectiveDate: input.effectiveDate || null,
  remark: input.remark || null,
});

/** Replaces the directions, stop patterns and shapes of a line; returns the length in metres. */
async function writeDirections(db: Database, tenantId: number, routeId: string, input: OpsRouteSave, stops: Map<string, { lat: number; lon: number }>) {
  const old = await db.select({ shapeCode: opsRouteDirection.shapeCode }).from(opsRouteDirection).where(eq(opsRouteDirection.routeId, routeId));
  const oldShapes = old.map((d) => d.shapeCode).filter((code): code is string => !!code);
  if (oldShapes.length) await db.delete(opsShapePoint).where(and(eq(opsShapePoint.tenantId, tenantId), inArray(opsShapePoint.shapeCode, oldShapes)));
  await db.delete(opsRouteStop).where(eq(opsRouteStop.routeId, routeId));
  await db.delete(opsRouteDirection).where(eq(opsRouteDirection.routeId, routeId));

  const lengths = new Map<number, number>();
  for (const direction of input.directions ?? []) {
    const shape = direction.shape ?? [];
    const shapeCode = shape.length ? `${routeId}_${direction.directionId}` : null;
    await db.insert(opsRouteDirection).values({
      routeId,
      directionId: direction.directionId,
      headsign: direction.headsign || null,
      firstDeparture: direction.firstDeparture ? parseServiceTime(direction.firstDeparture) : null,
      lastDeparture: direction.lastDeparture ? parseServiceTime(direction.lastDeparture) : null,
      shapeCode,
    });
    const pattern = (direction.stops ?? []).map((s) => ({ ...s, ...stops.get(s.stopId)! }));
    const distances = cumulativeMetres(pattern);
    if (pattern.length)
      await db.insert(opsRouteStop).values(
        pattern.map((stop, i) => ({
          routeId,
          directionId: direction.directionId,
          sequence: i + 1,
          stopId: stop.stopId,
          distanceM: Math.round(distances[i]),
          offsetSecs: stop.offsetMinutes == null ? null : Math.round(stop.offsetMinutes * 60),
        })),
      );
    if (shapeCode) {
      const along = cumulativeMetres(shape);
      for (let i = 0; i < shape.length; i += 1000)
        await db
          .insert(opsShapePoint)
          .values(
            shape
              .slice(i, i + 1000)
              .map((p, k) => ({ tenantId, shapeCode, sequence: i + k + 1, lat: p.lat, lon: p.lon, distTraveled: Math.round(along[i + k]) })),
          );
    }
    lengths.set(direction.directionId, shape.length > 1 ? polylineMetres(shape) : polylineMetres(pattern));
  }
  const length = lengths.get(0) ?? lengths.get(1);
  return length ? Math.round(length) : null;
}

/** Saves a new line with its directions in one transaction. */
export async function addRoute({ db, session, now }: RequestContext, input: OpsRouteSave) {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const code = input.code || `R${id.slice(0, 8).toUpperCase()}`;
    await assertFree(tx, session.tenantId, 'number', input.number);
    await assertFree(tx, session.tenantId, 'code', code);
    await assertDepart(tx, session.tenantId, input.departId);
    const stops = await stopsOf(tx, session.tenantId, input);
    await assertTimesRunForwards(tx, session.tenantId, input);
    await tx.insert(opsRoute).values({ id, code, ...attributes(input), tenantId: session.tenantId, createBy: session.username, createTime: now });
    const lengthM = await writeDirections(tx, session.tenantId, id, input, stops);
    const [row] = await tx.update(opsRoute).set({ lengthM }).where(eq(opsRoute.id, id)).returning();
    return logged(tx, session, now, row);
  });
}

/** Saves an edited line as read at `version` (409 when someone saved it since). */
export async function editRoute({ db, session, now }: RequestContext, input: OpsRouteEdit) {
  return db.transaction(async (tx) => {
    const current = await findRoute(tx, session.tenantId, input.id);
    if (!current) throw new AppError(404, '线路不存在');
    const code = input.code || current.code;
    await assertFree(tx, session.tenantId, 'number', input.number, input.id);
    await assertFree(tx, session.tenantId, 'code', code, input.id);
    await assertDepart(tx, session.tenantId, input.departId);
    const stops = await stopsOf(tx, session.tenantId, input);
    await assertTimesRunForwards(tx, session.tenantId, input);
    const lengthM = await writeDirections(tx, session.tenantId, input.id, input, stops);
    const row = await updateVersioned(
      tx,
      opsRoute,
      input.id,
      input.version,
      { code, ...attributes(input), lengthM, updateBy: session.username, updateTime: now },
      '线路不存在',
    );
    return logged(tx, session, now, row);
  });
}

async function logged(db: Database, session: RequestContext['session'], now: Date, row: typeof opsRoute.$inferSelect) {
  const detail = await routeDetail(db, session.tenantId, row);
  await dataLog.record(db, { table: ROUTE_DATA_TABLE, record: routeSnapshot(detail), by: session.username, at: now });
  return detail;
}

/** A line with trips is not deleted (nothing is): 422 naming them; else its directions, stop patterns and shapes go with it. */
async function beforeDelete({ db, session }: RequestContext, rows: RouteRow[]) {
  const found = rows.map((row) => row.id);
  const trips = await db
    .select({ routeId: opsTrip.routeId, n: count() })
    .from(opsTrip)
    .where(and(eq(opsTrip.tenantId, session.tenantId), inArray(opsTrip.routeId, found)))
    .groupBy(opsTrip.routeId);
  if (trips.length) {
    const numbers = trips.map((t) => rows.find((r) => r.id === t.routeId)?.number).join('、');
    throw fieldError('id', `线路已有班次，请先删除其时刻表：${numbers}`);
  }
  const shapes = await db.select({ code: opsRouteDirection.shapeCode }).from(opsRouteDirection).where(inArray(opsRouteDirection.routeId, found));
  const shapeCodes = shapes.map((s) => s.code).filter((code): code is string => !!code);
  if (shapeCodes.length) await db.delete(opsShapePoint).where(and(eq(opsShapePoint.tenantId, session.tenantId), inArray(opsShapePoint.shapeCode, shapeCodes)));
  await db.delete(opsRouteStop).where(inArray(opsRouteStop.routeId, found));
  await db.delete(opsRouteDirection).where(inArray(opsRouteDirection.routeId, found));
}

/** the list's rows: the line with its branch's name and each direction's first and last bus (all of the tenant's) */
const selectRoutes =
  (db: Database, { session }: RequestContext) =>
  async (parts: ListQueryParts) => {
    const rows = await db
      .select()
      .from(opsRoute)
      .where(parts.where)
      .orderBy(...parts.orderBy)
      .limit(parts.limit)
      .offset(parts.offset);
    return withListColumns(db, session.tenantId, rows);
  };

/**
 * 线路管理 on the resource kit: its list (with the branch and the first and last buses), queryById,
 * export (length in km, fare in yuan) and delete; add and edit save the directions too (route.routes.ts).
 */
export const routeKit = resourceKit(
  {
    resource: routeResource,
    table: opsRoute,
    list: routeList,
    select: selectRoutes,
    // withListColumns gave the times as text; the record keeps its tenant as the list always replied it
    toRecord: (row) => row as unknown as OpsRouteRecord,
    exportRow: (record) => ({
      ...record,
      lengthM: record.lengthM == null ? '' : (record.lengthM / 1000).toFixed(2),
      fareCents: record.fareCents == null ? '' : (record.fareCents / 100).toFixed(2),
    }),
    ownRoutes: ['add', 'edit'],
    messages: { deleted: '删除成功' },
    hooks: { beforeDelete },
  },
  dataLog,
);

const show = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));

/** Every saved version of a line, newest first, with the fields that changed from the one before. */
export async function routeHistory(db: Database, tenantId: number, id: string): Promise<OpsRouteHistoryEntry[]> {
  if (!(await findRoute(db, tenantId, id))) throw new AppError(404, '线路不存在');
  const logs = await dataLog.history(db, ROUTE_DATA_TABLE, id);
  let previous: Record<string, unknown> = {};
  const entries = logs.map((log) => {
    const content = JSON.parse(log.dataContent) as Record<string, unknown>;
    const changes = Object.keys(ROUTE_HISTORY_LABELS)
      .map((field) => ({ field, label: ROUTE_HISTORY_LABELS[field], before: show(previous[field]), after: show(content[field]) }))
      .filter((change) => change.before !== change.after);
    previous = content;
    return { id: log.id, version: log.dataVersion, createBy: log.createBy, createTime: formatDateTime(log.createTime)!, changes };
  });
  return entries.reverse();
}
