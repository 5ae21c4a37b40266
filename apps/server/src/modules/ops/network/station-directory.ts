/**
 * The stops (站点) as the other areas see them (issue 24: 一站一码 prints a code per stop): a page of
 * a company's stops with the lines through them, found by name or code and by state. The caller
 * names no ops table.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { qualified } from '../../../lib/sql-ref';
import { opsRoute, opsRouteStop, opsStop } from './network.table';

export interface StationEntry {
  id: string;
  code: string;
  name: string;
  address: string | null;
  /** active | inactive (dictionary ops_stop_status) */
  status: string;
  /** the numbers of the lines through the stop, e.g. 1路、12路 */
  routeNumbers: string;
}

export interface StationQuery {
  /** a part of the name or the code */
  keyword?: string;
  code?: string;
  status?: string;
  /** by code (the default) or by name */
  sort?: { column: 'code' | 'name'; order: 'asc' | 'desc' };
  pageNo: number;
  pageSize: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** the boarding stops (GTFS location_type 0) of a company, by code */
async function page(db: Database, tenantId: number, query: StationQuery): Promise<{ records: StationEntry[]; total: number }> {
  const conditions: Array<SQL | undefined> = [eq(opsStop.tenantId, tenantId), eq(opsStop.locationType, 0)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(opsStop.name, pattern), ilike(opsStop.code, pattern)));
  }
  if (query.code) conditions.push(ilike(opsStop.code, `%${escapeLike(query.code)}%`));
  if (query.status) conditions.push(eq(opsStop.status, query.status));
  const where = and(...conditions);
  const routeNumbers = sql<string>`coalesce((
    select string_agg(distinct ${qualified(opsRoute.number)}, '、' order by ${qualified(opsRoute.number)})
    from ${opsRouteStop} join ${opsRoute} on ${qualified(opsRoute.id)} = ${qualified(opsRouteStop.routeId)}
    where ${qualified(opsRouteStop.stopId)} = ${qualified(opsStop.id)}
  ), '')`;
  const [records, [{ total }]] = await Promise.all([
    db
      .select({ id: opsStop.id, code: opsStop.code, name: opsStop.name, address: opsStop.address, status: opsStop.status, routeNumbers })
      .from(opsStop)
      .where(where)
      .orderBy((query.sort?.order === 'desc' ? desc : asc)(query.sort?.column === 'name' ? opsStop.name : opsStop.code), asc(opsStop.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(opsStop).where(where),
  ]);
  return { records, total };
}

export const stationDirectory = { page };
