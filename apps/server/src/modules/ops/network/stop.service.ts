/** 站点管理: stops and stations of a tenant, with the checks that keep lines and trips whole. */
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { CHINA_BOUNDS, OPS_STOP_LIST_FIELDS, PERMS, type OpsServiceArea, type OpsStopEdit, type OpsStopSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog } from '../../sys';
import { opsStopTime, opsTrip } from '../timetable/timetable.table';
import { opsRoute, opsRouteStop, opsStop } from './network.table';
import { compareNumbered } from '../../../lib/collate';

export const stopList = defineList({
  name: 'ops_stop',
  dataRulePermission: PERMS.ops.stop.list,
  table: opsStop,
  fields: fieldsOf(OPS_STOP_LIST_FIELDS, {
    name: opsStop.name,
    code: opsStop.code,
    status: opsStop.status,
    locationType: opsStop.locationType,
    facility: { column: opsStop.facilities, filter: (value) => sql`${opsStop.facilities} @> ${JSON.stringify([value])}::jsonb` },
    address: opsStop.address,
    createTime: opsStop.createTime,
  }),
  defaultSort: { field: 'code', order: 'asc' },
  tieBreaker: opsStop.id,
  tenantColumn: opsStop.tenantId,
});

export type StopRow = typeof opsStop.$inferSelect;

/** about 5 km of latitude (and a little less of longitude here) around the outermost stops */
const SERVICE_AREA_MARGIN_DEG = 0.05;

/**
 * Where the tenant runs buses: its stops' bounds with a margin, or China while it has none. The stop
 * form asks before saving a stop outside it (a typing error, usually); it refuses nothing.
 */
export async function serviceAreaOf(db: Database, tenantId: number): Promise<OpsServiceArea> {
  const [row] = await db
    .select({
      minLat: sql<number | null>`min(${opsStop.lat})`,
      maxLat: sql<number | null>`max(${opsStop.lat})`,
      minLon: sql<number | null>`min(${opsStop.lon})`,
      maxLon: sql<number | null>`max(${opsStop.lon})`,
    })
    .from(opsStop)
    .where(eq(opsStop.tenantId, tenantId));
  if (row?.minLat == null || row.maxLat == null || row.minLon == null || row.maxLon == null) return { source: 'china', ...CHINA_BOUNDS };
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return {
    source: 'stops',
    minLat: round(Math.max(-90, Number(row.minLat) - SERVICE_AREA_MARGIN_DEG)),
    maxLat: round(Math.min(90, Number(row.maxLat) + SERVICE_AREA_MARGIN_DEG)),
    minLon: round(Math.max(-180, Number(row.minLon) - SERVICE_AREA_MARGIN_DEG)),
    maxLon: round(Math.min(180, Number(row.maxLon) + SERVICE_AREA_MARGIN_DEG)),
  };
}

/** Names of the stations the rows belong to (platforms show their station). */
export async function withParentNames<T extends { parentId: string | null }>(db: Database, tenantId: number, rows: T[]) {
  const ids = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => !!id))];
  const parents = ids.length
    ? await db
        .select({ id: opsStop.id, name: opsStop.name })
        .from(opsStop)
        .where(and(eq(opsStop.tenantId, tenantId), inArray(opsStop.id, ids)))
    : [];
  const names = new Map(parents.map((parent) => [parent.id, parent.name]));
  return rows.map((row) => ({ ...row, parentName: row.parentId ? (names.get(row.parentId) ?? null) : null }));
}

async function assertCodeFree(db: Database, tenantId: number, code: string, exceptId?: string) {
  const taken = await db
    .select({ id: opsStop.id })
    .from(opsStop)
    .where(and(eq(opsStop.tenantId, tenantId), eq(opsStop.code, code), exceptId ? ne(opsStop.id, exceptId) : undefined));
  if (taken.length) throw fieldError('code', '站点编码已存在');
}

/** A platform's parent must be a station of the same tenant (and not itself). */
async function assertParent(db: Database, tenantId: number, input: OpsStopSave, selfId?: string) {
  if (!input.parentId) return;
  if (input.parentId === selfId) throw fieldError('parentId', '所属车站不能是自己');
  if (input.locationType === 1) throw fieldError('parentId', '车站不能再属于其他车站');
  const [parent] = await db
    .select({ locationType: opsStop.locationType })
    .from(opsStop)
    .where(and(eq(opsStop.tenantId, tenantId), eq(opsStop.id, input.parentId)));
  if (!parent) throw fieldError('parentId', '所属车站不存在');
  if (parent.locationType !== 1) throw fieldError('parentId', '所属车站必须是车站类型');
}

const values = (input: OpsStopSave) => ({
  code: input.code,
  name: input.name,
  lat: input.lat,
  lon: input.lon,
  locationType: input.locationType ?? 0,
  parentId: input.parentId || null,
  platformCode: input.platformCode || null,
  facilities: [...new Set(input.facilities ?? [])],
  wheelchairBoarding: input.wheelchairBoarding ?? 0,
  address: input.address || null,
  status: input.status ?? 'active',
  remark: input.remark || null,
});

export async function addStop({ db, session, now }: RequestContext, input: OpsStopSave) {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, session.tenantId, input.code);
    await assertParent(tx, session.tenantId, input);
    const [row] = await tx
      .insert(opsStop)
      .values({ ...values(input), tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await dataLog.record(tx, { table: 'ops_stop', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editStop({ db, session, now }: RequestContext, input: OpsStopEdit) {
  return db.transaction(async (tx) => {
    await assertInTenant(tx, session.tenantId, input.id);
    await assertCodeFree(tx, session.tenantId, input.code, input.id);
    await assertParent(tx, session.tenantId, input, input.id);
    const row = await updateVersioned(tx, opsStop, input.id, input.version, { ...values(input), updateBy: session.username, updateTime: now }, '站点不存在');
    await dataLog.record(tx, { table: 'ops_stop', record: row, by: session.username, at: now });
    return row;
  });
}

async function assertInTenant(db: Database, tenantId: number, id: string) {
  const [row] = await db
    .select({ id: opsStop.id })
    .from(opsStop)
    .where(and(eq(opsStop.id, id), eq(opsStop.tenantId, tenantId)));
  if (!row) throw new AppError(404, '站点不存在');
}

/** The line numbers whose stop pattern or trips use any of the stops, e.g. ['1路', 'K1']. */
export async function linesUsingStops(db: Database, tenantId: number, stopIds: string[]): Promise<string[]> {
  const inPatterns = await db
    .selectDistinct({ number: opsRoute.number })
    .from(opsRouteStop)
    .innerJoin(opsRoute, eq(opsRoute.id, opsRouteStop.routeId))
    .where(and(eq(opsRoute.tenantId, tenantId), inArray(opsRouteStop.stopId, stopIds)));
  const inTrips = await db
    .selectDistinct({ number: opsRoute.number })
    .from(opsStopTime)
    .innerJoin(opsTrip, eq(opsTrip.id, opsStopTime.tripId))
    .innerJoin(opsRoute, eq(opsRoute.id, opsTrip.routeId))
    .where(and(eq(opsTrip.tenantId, tenantId), inArray(opsStopTime.stopId, stopIds)));
  return [...new Set([...inPatterns, ...inTrips].map((row) => row.number))].sort(compareNumbered);
}

/** Deletes stops no line or trip uses; one in use refuses the whole request (422 naming the lines). */
export async function deleteStops(db: Database, tenantId: number, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: opsStop.id, name: opsStop.name })
      .from(opsStop)
      .where(and(eq(opsStop.tenantId, tenantId), inArray(opsStop.id, ids)));
    if (rows.length === 0) throw new AppError(404, '站点不存在');
    const found = rows.map((row) => row.id);
    const lines = await linesUsingStops(tx, tenantId, found);
    if (lines.length) {
      const shown = lines.slice(0, 10).join('、') + (lines.length > 10 ? ` 等 ${lines.length} 条线路` : '');
      throw fieldError('id', `站点正被线路使用，不能删除：${shown}`);
    }
    const children = await tx
      .select({ name: opsStop.name })
      .from(opsStop)
      .where(and(eq(opsStop.tenantId, tenantId), inArray(opsStop.parentId, found), notInArray(opsStop.id, found)))
      .orderBy(asc(opsStop.name))
      .limit(5);
    if (children.length) throw fieldError('id', `车站下还有站台，请先删除或移走：${children.map((c) => c.name).join('、')}`);
    await tx.delete(opsStop).where(and(eq(opsStop.tenantId, tenantId), inArray(opsStop.id, found)));
    return found.length;
  });
}
