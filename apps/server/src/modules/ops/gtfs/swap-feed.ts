/**
 * The one short transaction that puts a staged GTFS import live (import-feed.ts loads, this
 * swaps): agencies, stops, routes and calendars are upserted by their GTFS id, the trips of the
 * feed's routes (and any trip whose id the feed reuses) are replaced by the staged ones, whose stop
 * times are already in place, the feed's shapes and calendar dates replace the stored ones, and
 * each line's derived directions and stop pattern replace its old ones. The replaced trips are
 * noted (ops_gtfs_retired_trip): their stop times are deleted after, in short batches.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { unnestInsert, type Column } from '../../../db/batch-insert';
import type { DerivedDirection, DerivedStop } from './derive-directions';
import type * as parse from './parse-rows';

export interface Upserted {
  id: string;
  code: string;
  inserted: boolean;
}

/** insert-or-update by (tenant_id, code); answers each row's id and whether it was new */
export async function upsert(tx: Database, table: string, columns: readonly Column[], rows: unknown[][], updates: string[]): Promise<Upserted[]> {
  if (rows.length === 0) return [];
  const byColumn = columns.map((_, i) => rows.map((row) => row[i]));
  const set = sql.raw(
    [
      ...updates.map((column) => `${column} = excluded.${column}`),
      'update_by = excluded.create_by',
      'update_time = now()',
      `version = ${table}.version + 1`,
    ].join(', '),
  );
  const result = await tx.execute(
    unnestInsert(table, columns, byColumn, sql`on conflict (tenant_id, code) do update set ${set} returning id, code, (xmax = 0) as inserted`),
  );
  return (result as unknown as { rows: Upserted[] }).rows;
}

export type CalendarRow = parse.CalendarRow & { datesOnly?: boolean };

export interface StagedFeed {
  tenantId: number;
  username: string;
  jobId: string;
  agencies: parse.AgencyRow[];
  stops: parse.StopRow[];
  /** each stop's id, given before it went live (its staged stop times carry it) */
  stopIds: Map<string, string>;
  routes: Array<parse.RouteRow & { agencyCode: string }>;
  lengths: Map<string, number>;
  calendars: CalendarRow[];
  calendarDates: parse.CalendarDateRow[];
  frequencies: Array<parse.FrequencyRow & { tripId: string }>;
  directions: DerivedDirection[];
  routeStops: DerivedStop[];
}

const STOP_COLUMNS: Column[] = [
  ['id', 'text'],
  ['tenant_id', 'int4'],
  ['code', 'text'],
  ['name', 'text'],
  ['lat', 'float8'],
  ['lon', 'float8'],
  ['location_type', 'int4'],
  ['platform_code', 'text'],
  ['wheelchair_boarding', 'int4'],
  ['status', 'text'],
  ['create_by', 'text'],
  ['parent_id', 'text'],
];

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

type Rows<T> = { rows: T[] };
const countOf = (result: unknown) => Number((result as Rows<{ n: number }>).rows[0]?.n ?? 0);

export async function swapFeed(tx: Database, feed: StagedFeed) {
  const { tenantId, username, jobId } = feed;

  if (feed.agencies.length)
    await tx.execute(
      unnestInsert(
        'ops_agency',
        [
          ['id', 'text'],
          ['tenant_id', 'int4'],
          ['code', 'text'],
          ['name', 'text'],
          ['url', 'text'],
          ['timezone', 'text'],
          ['lang', 'text'],
          ['phone', 'text'],
        ],
        [
          feed.agencies.map(() => randomUUID()),
          feed.agencies.map(() => tenantId),
          feed.agencies.map((a) => a.code),
          feed.agencies.map((a) => a.name),
          feed.agencies.map((a) => a.url),
          feed.agencies.map((a) => a.timezone),
          feed.agencies.map((a) => a.lang || null),
          feed.agencies.map((a) => a.phone || null),
        ],
        sql`on conflict (tenant_id, code) do update set name = excluded.name, url = excluded.url, timezone = excluded.timezone, lang = excluded.lang, phone = excluded.phone`,
      ),
    );

  // stops, by the ids their stop times carry; parents once all are in
  const stops: Upserted[] = [];
  for (let i = 0; i < feed.stops.length; i += 5000) {
    const chunk = feed.stops.slice(i, i + 5000);
    const rows = chunk.map((s) => [
      feed.stopIds.get(s.code),
      tenantId,
      s.code,
      s.name,
      s.lat,
      s.lon,
      s.locationType,
      s.platformCode || null,
      s.wheelchair,
      'active',
      username,
      null,
    ]);
    stops.push(
      ...(await upsert(tx, 'ops_stop', STOP_COLUMNS, rows, ['name', 'lat', 'lon', 'location_type', 'platform_code', 'wheelchair_boarding', 'parent_id'])),
    );
  }
  await adoptStopIds(tx, feed, stops);
  const withParent = feed.stops.filter((s) => s.parentCode && feed.stopIds.has(s.parentCode));
  if (withParent.length)
    await tx.execute(
      sql`update ops_stop set parent_id = p.parent_id from unnest(${sql.param(withParent.map((s) => feed.stopIds.get(s.code)))}::text[], ${sql.param(withParent.map((s) => feed.stopIds.get(s.parentCode)))}::text[]) as p(id, parent_id) where ops_stop.id = p.id`,
    );

  const routes = await upsert(
    tx,
    'ops_route',
    [
      ['id', 'text'],
      ['tenant_id', 'int4'],
      ['code', 'text'],
      ['number', 'text'],
      ['name', 'text'],
      ['route_type', 'int4'],
      ['color', 'text'],
      ['text_color', 'text'],
      ['agency_code', 'text'],
      ['length_m', 'int4'],
      ['status', 'text'],
      ['create_by', 'text'],
    ],
    feed.routes.map((r) => [
      randomUUID(),
      tenantId,
      r.code,
      r.shortName || r.longName,
      r.longName || r.shortName,
      r.routeType,
      r.color ? `#${r.color}` : null,
      r.textColor ? `#${r.textColor}` : null,
      r.agencyCode || null,
      feed.lengths.get(r.code) ?? null,
      'operating',
      username,
    ]),
    ['number', 'name', 'route_type', 'color', 'text_color', 'agency_code', 'length_m'],
  );
  const routeIds = new Map(routes.map((row) => [row.code, row.id]));
  const feedRouteIds = sql`${sql.param(routes.map((row) => row.id))}::text[]`;

  const calendars = await upsert(
    tx,
    'ops_calendar',
    [
      ['id', 'text'],
      ['tenant_id', 'int4'],
      ['code', 'text'],
      ['name', 'text'],
      ...DAYS.map((day) => [day, 'bool'] as Column),
      ['start_date', 'text'],
      ['end_date', 'text'],
      ['create_by', 'text'],
    ],
    feed.calendars.map((c) => [randomUUID(), tenantId, c.code, c.code, ...c.days, c.startDate, c.endDate, username]),
    [...DAYS, 'start_date', 'end_date'],
  );
  const calendarIds = new Map(calendars.map((row) => [row.code, row.id]));
  if (calendars.length) await tx.execute(sql`delete from ops_calendar_date where calendar_id = any(${sql.param(calendars.map((c) => c.id))}::text[])`);
  if (feed.calendarDates.length)
    await tx.execute(
      unnestInsert(
        'ops_calendar_date',
        [
          ['calendar_id', 'text'],
          ['date', 'text'],
          ['exception_type', 'int4'],
        ],
        [feed.calendarDates.map((d) => calendarIds.get(d.service)), feed.calendarDates.map((d) => d.date), feed.calendarDates.map((d) => d.exceptionType)],
      ),
    );

  // shapes: the points of each staged shape replace the stored ones
  await tx.execute(sql`delete from ops_shape_point where tenant_id = ${tenantId}
    and shape_code in (select distinct shape_code from ops_gtfs_stage_shape_point where job_id = ${jobId})`);
  const shapePoints = countOf(
    await tx.execute(sql`with moved as (
      insert into ops_shape_point (tenant_id, shape_code, sequence, lat, lon, dist_traveled)
      select ${tenantId}, shape_code, sequence, lat, lon, dist_traveled from ops_gtfs_stage_shape_point where job_id = ${jobId}
      returning 1) select count(*)::int as n from moved`),
  );

  // trips: those of the feed's routes and any whose id the feed reuses go (noted for their stop times); the staged ones come in
  const replacedTrips = countOf(
    await tx.execute(sql`with old as (
      delete from ops_trip where tenant_id = ${tenantId}
        and (route_id = any(${feedRouteIds}) or code in (select code from ops_gtfs_stage_trip where job_id = ${jobId}))
      returning id),
    noted as (insert into ops_gtfs_retired_trip (job_id, trip_id) select ${jobId}, id from old returning 1)
    select count(*)::int as n from noted`),
  );
  await tx.execute(sql`delete from ops_frequency where trip_id in (select trip_id from ops_gtfs_retired_trip where job_id = ${jobId})`);
  const trips = countOf(
    await tx.execute(sql`with moved as (
      insert into ops_trip (id, tenant_id, code, route_id, direction_id, calendar_id, headsign, shape_code, block_code, start_time, end_time, create_by)
      select s.id, ${tenantId}, s.code, r.id, s.direction_id, c.id, s.headsign, s.shape_code, s.block_code, s.start_time, s.end_time, ${username}
      from ops_gtfs_stage_trip s
      join ops_route r on r.tenant_id = ${tenantId} and r.code = s.route_code
      join ops_calendar c on c.tenant_id = ${tenantId} and c.code = s.calendar_code
      where s.job_id = ${jobId}
      returning 1) select count(*)::int as n from moved`),
  );
  if (feed.frequencies.length)
    await tx.execute(
      unnestInsert(
        'ops_frequency',
        [
          ['trip_id', 'text'],
          ['start_time', 'int4'],
          ['end_time', 'int4'],
          ['headway_secs', 'int4'],
          ['exact_times', 'int4'],
        ],
        [
          feed.frequencies.map((f) => f.tripId),
          feed.frequencies.map((f) => f.start),
          feed.frequencies.map((f) => f.end),
          feed.frequencies.map((f) => f.headway),
          feed.frequencies.map((f) => f.exact),
        ],
        sql`on conflict do nothing`,
      ),
    );

  // each line's directions and stop pattern, derived from the staged trips
  await tx.execute(sql`delete from ops_route_stop where route_id = any(${feedRouteIds})`);
  await tx.execute(sql`delete from ops_route_direction where route_id = any(${feedRouteIds})`);
  const directions = feed.directions.filter((d) => routeIds.has(d.routeCode));
  if (directions.length)
    await tx.execute(
      unnestInsert(
        'ops_route_direction',
        [
          ['route_id', 'text'],
          ['direction_id', 'int4'],
          ['headsign', 'text'],
          ['first_departure', 'int4'],
          ['last_departure', 'int4'],
          ['shape_code', 'text'],
        ],
        [
          directions.map((d) => routeIds.get(d.routeCode)),
          directions.map((d) => d.directionId),
          directions.map((d) => d.headsign),
          directions.map((d) => d.firstDeparture),
          directions.map((d) => d.lastDeparture),
          directions.map((d) => d.shapeCode),
        ],
      ),
    );
  const routeStops = feed.routeStops.filter((s) => routeIds.has(s.routeCode));
  if (routeStops.length)
    await tx.execute(
      unnestInsert(
        'ops_route_stop',
        [
          ['route_id', 'text'],
          ['direction_id', 'int4'],
          ['sequence', 'int4'],
          ['stop_id', 'text'],
          ['offset_secs', 'int4'],
          ['distance_m', 'int4'],
        ],
        [
          routeStops.map((s) => routeIds.get(s.routeCode)),
          routeStops.map((s) => s.directionId),
          routeStops.map((s) => s.sequence),
          routeStops.map((s) => s.stopId),
          routeStops.map((s) => s.offsetSecs),
          routeStops.map((s) => s.distanceM),
        ],
      ),
    );

  return { stops, routes, calendars, shapePoints, trips, replacedTrips };
}

/**
 * A stop given a new id while the feed loaded may have been created meanwhile (another user saved
 * one with the same code): it keeps its id, and the staged stop times and patterns follow it.
 */
async function adoptStopIds(tx: Database, feed: StagedFeed, stops: Upserted[]) {
  const moved = stops.filter((row) => feed.stopIds.get(row.code) !== row.id).map((row) => ({ from: feed.stopIds.get(row.code)!, to: row.id, code: row.code }));
  if (moved.length === 0) return;
  await tx.execute(sql`update ops_stop_time st set stop_id = m.to_id
    from unnest(${sql.param(moved.map((m) => m.from))}::text[], ${sql.param(moved.map((m) => m.to))}::text[]) as m(from_id, to_id)
    where st.stop_id = m.from_id and st.trip_id in (select id from ops_gtfs_stage_trip where job_id = ${feed.jobId})`);
  const to = new Map(moved.map((m) => [m.from, m.to]));
  for (const stop of feed.routeStops) stop.stopId = to.get(stop.stopId) ?? stop.stopId;
  for (const m of moved) feed.stopIds.set(m.code, m.to);
}
