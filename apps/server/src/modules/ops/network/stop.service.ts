/** 站点管理: stops and stations of a tenant, with the checks that keep lines and trips whole. */
import { and, asc, eq, getTableColumns, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { CHINA_BOUNDS, PERMS, stopResource, type OpsServiceArea, type OpsStopRecord, type OpsStopSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { dataLog } from '../../sys';
import { opsStopTime, opsTrip } from '../timetable/timetable.table';
import { opsRoute, opsRouteStop, opsStop } from './network.table';
import { compareNumbered } from '../../../lib/collate';

export const stopList = defineList({
  name: 'ops_stop',
  dataRulePermission: PERMS.ops.stop.list,
  table: opsStop,
  fields: fieldsOf(stopResource.fields, {
    code: opsStop.code,
    name: opsStop.name,
    locationType: opsStop.locationType,
    parentId: null,
    platformCode: null,
    lat: null,
    lon: null,
    // not filtered (`facility` is): listed for its dictionary text
    facilities: opsStop.facilities,
    facility: { column: opsStop.facilities, filter: (value) => sql`${opsStop.facilities} @> ${JSON.stringify([value])}::jsonb` },
    wheelchairBoarding: null,
    address: opsStop.address,
    status: opsStop.status,
    remark: null,
    createTime: opsStop.createTime,
  }),
  defaultSort: stopResource.defaultSort,
  tieBreaker: opsStop.id,
  tenantColumn: opsStop.tenantId,
});

/** the list's rows: the stop with the name of the station it belongs to */
const selectStops = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({ ...stopColumns, parentName: sql<string | null>`(select p.name from ops_stop p where p.id = ${qualified(opsStop.parentId)})` })
    .from(opsStop)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

const { tenantId: _tenantId, ...stopColumns } = getTableColumns(opsStop);

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

/** A stop a line or trip uses, or a station with platforms left, is not deleted (nothing is): 422 naming them. */
async function refuseInUse({ db, session }: RequestContext, rows: StopRow[]) {
  const found = rows.map((row) => row.id);
  const lines = await linesUsingStops(db, session.tenantId, found);
  if (lines.length) {
    const shown = lines.slice(0, 10).join('、') + (lines.length > 10 ? ` 等 ${lines.length} 条线路` : '');
    throw fieldError('id', `站点正被线路使用，不能删除：${shown}`);
  }
  const children = await db
    .select({ name: opsStop.name })
    .from(opsStop)
    .where(and(eq(opsStop.tenantId, session.tenantId), inArray(opsStop.parentId, found), notInArray(opsStop.id, found)))
    .orderBy(asc(opsStop.name))
    .limit(5);
  if (children.length) throw fieldError('id', `车站下还有站台，请先删除或移走：${children.map((c) => c.name).join('、')}`);
}

/** 站点管理 on the resource kit: the station's name in the list, a save's checks, the refusal to delete a stop in use. */
export const stopKit = resourceKit(
  {
    resource: stopResource,
    table: opsStop,
    list: stopList,
    select: selectStops,
    // the facilities' texts joined as a list says them (候车亭、座椅)
    toRecord: (row) => {
      const record = recordOf(row) as OpsStopRecord;
      return { ...record, facilities_dictText: record.facilities_dictText?.replaceAll(',', '、') } as OpsStopRecord;
    },
    messages: { added: '添加成功', edited: '保存成功', deleted: '删除成功' },
    hooks: {
      async values({ db, session }, input: OpsStopSave, current) {
        await assertCodeFree(db, session.tenantId, input.code, current?.id);
        await assertParent(db, session.tenantId, input, current?.id);
        return values(input);
      },
      beforeDelete: refuseInUse,
    },
  },
  dataLog,
);
