/** A whole line as the maps and the other ops areas read it, and the summary its change history keeps. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatServiceTime, type OpsRouteDetail, type OpsRouteDirectionDetail } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { formatDateTime } from '../../../lib/date-time';
import { departments } from '../../sys';
import { opsRoute, opsRouteDirection, opsRouteStop, opsShapePoint, opsStop } from './network.table';

export type RouteRow = typeof opsRoute.$inferSelect;

/** The list's extra columns: branch name and each direction's first and last bus. */
export async function withListColumns<T extends RouteRow>(db: Database, tenantId: number, rows: T[]) {
  const ids = rows.map((row) => row.id);
  const departIds = [...new Set(rows.map((row) => row.departId).filter((id): id is string => !!id))];
  const [directions, departNames] = await Promise.all([
    ids.length ? db.select().from(opsRouteDirection).where(inArray(opsRouteDirection.routeId, ids)) : [],
    departments.namesById(db, tenantId, departIds),
  ]);
  const direction = (routeId: string, id: number) => directions.find((d) => d.routeId === routeId && d.directionId === id);
  return rows.map((row) => ({
    ...row,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
    departName: row.departId ? (departNames.get(row.departId) ?? null) : null,
    upFirst: formatServiceTime(direction(row.id, 0)?.firstDeparture),
    upLast: formatServiceTime(direction(row.id, 0)?.lastDeparture),
    downFirst: formatServiceTime(direction(row.id, 1)?.firstDeparture),
    downLast: formatServiceTime(direction(row.id, 1)?.lastDeparture),
  }));
}

export async function findRoute(db: Database, tenantId: number, id: string): Promise<RouteRow | undefined> {
  const [row] = await db
    .select()
    .from(opsRoute)
    .where(and(eq(opsRoute.tenantId, tenantId), eq(opsRoute.id, id)));
  return row;
}

/** Both directions with their stops (names, coordinates) and shapes. */
export async function routeDirections(db: Database, tenantId: number, routeId: string): Promise<OpsRouteDirectionDetail[]> {
  const directions = await db.select().from(opsRouteDirection).where(eq(opsRouteDirection.routeId, routeId)).orderBy(asc(opsRouteDirection.directionId));
  const stops = await db
    .select({
      directionId: opsRouteStop.directionId,
      sequence: opsRouteStop.sequence,
      stopId: opsRouteStop.stopId,
      code: opsStop.code,
      name: opsStop.name,
      lat: opsStop.lat,
      lon: opsStop.lon,
      distanceM: opsRouteStop.distanceM,
      offsetSecs: opsRouteStop.offsetSecs,
    })
    .from(opsRouteStop)
    .innerJoin(opsStop, and(eq(opsStop.id, opsRouteStop.stopId), eq(opsStop.tenantId, tenantId)))
    .where(eq(opsRouteStop.routeId, routeId))
    .orderBy(asc(opsRouteStop.directionId), asc(opsRouteStop.sequence));
  const shapeCodes = directions.map((d) => d.shapeCode).filter((code): code is string => !!code);
  const points = shapeCodes.length
    ? await db
        .select({ shapeCode: opsShapePoint.shapeCode, lat: opsShapePoint.lat, lon: opsShapePoint.lon })
        .from(opsShapePoint)
        .where(and(eq(opsShapePoint.tenantId, tenantId), inArray(opsShapePoint.shapeCode, shapeCodes)))
        .orderBy(asc(opsShapePoint.shapeCode), asc(opsShapePoint.sequence))
    : [];
  return directions.map((d) => ({
    directionId: d.directionId,
    headsign: d.headsign,
    firstDeparture: formatServiceTime(d.firstDeparture),
    lastDeparture: formatServiceTime(d.lastDeparture),
    shapeCode: d.shapeCode,
    stops: stops.filter((s) => s.directionId === d.directionId).map(({ directionId: _d, ...stop }) => stop),
    shape: points.filter((p) => p.shapeCode === d.shapeCode).map(({ lat, lon }) => ({ lat, lon })),
  }));
}

export async function routeDetail(db: Database, tenantId: number, row: RouteRow): Promise<OpsRouteDetail> {
  const [listed] = await withListColumns(db, tenantId, [row]);
  return { ...listed, directions: await routeDirections(db, tenantId, row.id) };
}

/** Labels of what a line's history shows, in the order the editor shows them. */
export const ROUTE_HISTORY_LABELS: Record<string, string> = {
  number: '线路号',
  name: '线路名称',
  code: '线路编码',
  lineType: '线路类型',
  departName: '运营单位',
  fareRule: '票制',
  fare: '票价（元）',
  color: '颜色',
  status: '状态',
  effectiveDate: '生效日期',
  lengthKm: '长度（km）',
  remark: '备注',
  up: '上行',
  upStops: '上行站点',
  down: '下行',
  downStops: '下行站点',
};

const LINE_TYPE_TEXT: Record<string, string> = { trunk: '干线', branch: '支线', night: '夜班线', express: '快线', custom: '定制公交' };
const STATUS_TEXT: Record<string, string> = { planning: '规划中', operating: '运营中', suspended: '暂停', cancelled: '已撤销' };

/** What the data log keeps of a saved line: its attributes and each direction in words. */
export function routeSnapshot(detail: OpsRouteDetail): Record<string, unknown> & { id: string; version: number } {
  const direction = (id: number) => detail.directions.find((d) => d.directionId === id);
  const summary = (d?: OpsRouteDirectionDetail) =>
    d ? `${d.headsign ?? ''} ${d.firstDeparture ?? '--'}—${d.lastDeparture ?? '--'}，${d.stops.length} 站，线形 ${d.shape.length} 点` : null;
  const stops = (d?: OpsRouteDirectionDetail) => (d ? d.stops.map((s) => `${s.name}(${Math.round((s.offsetSecs ?? 0) / 60)}′)`).join(' → ') : null);
  return {
    id: detail.id,
    version: detail.version,
    number: detail.number,
    name: detail.name,
    code: detail.code,
    lineType: LINE_TYPE_TEXT[detail.lineType] ?? detail.lineType,
    departName: detail.departName ?? null,
    fareRule: detail.fareRule,
    fare: detail.fareCents == null ? null : (detail.fareCents / 100).toFixed(2),
    color: detail.color,
    status: STATUS_TEXT[detail.status] ?? detail.status,
    effectiveDate: detail.effectiveDate,
    lengthKm: detail.lengthM == null ? null : (detail.lengthM / 1000).toFixed(2),
    remark: detail.remark,
    up: summary(direction(0)),
    upStops: stops(direction(0)),
    down: summary(direction(1)),
    downStops: stops(direction(1)),
  };
}
