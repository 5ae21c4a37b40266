/**
 * Loads a validated GTFS feed into the tenant's ops tables, all or nothing (one transaction).
 *
 * Semantics: records are matched by their GTFS id (the `code` column). Agencies, stops, routes and
 * calendars with a known code are updated, new codes inserted; the trips (with their stop times
 * and frequencies) of the feed's routes, the points of the feed's shapes and the dates of the
 * feed's calendars are replaced. Nothing else of the tenant is touched: stops, lines and trips of
 * other routes stay as they are. Our own attributes (line type, status, fares, calendar names,
 * stop facilities) are kept on update. GTFS ids map to our UUIDs (stop times point at ops_trip.id
 * and ops_stop.id). After loading, each line's directions and stop patterns are derived (the
 * most frequent stop sequence of each route + direction) so the line editor and map show them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { routeTypeName, type GtfsFeedInfo } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { BatchWriter, copyClientOf, CopyWriter, unnestInsert, type Column } from './batch-insert';
import * as parse from './parse-rows';
import type { GtfsFeed } from './read-feed';
import { notImportedFiles } from './validate-feed';

export interface ImportSummary {
  agencies: number;
  stops: { inserted: number; updated: number };
  routes: { inserted: number; updated: number };
  /** the feed's route types, each with its name and how many routes have it */
  routeTypes: Array<{ routeType: number; name: string; routes: number }>;
  calendars: { inserted: number; updated: number };
  calendarDates: number;
  shapePoints: number;
  trips: number;
  stopTimes: number;
  frequencies: number;
  /** trips of the feed's routes that were there before and were replaced */
  replacedTrips: number;
  /** feed_info.txt's first row, shown on the result */
  feedInfo: GtfsFeedInfo | null;
  /** the reference's files in the feed that the app does not use */
  notImported: Array<{ file: string; title: string }>;
}

export type ImportProgress = (file: string, rows: number) => void | Promise<void>;

const STOP_TIME_BATCH = 10_000;
const ignore = () => undefined;

async function* values<T>(
  feed: GtfsFeed,
  file: Parameters<GtfsFeed['rows']>[0],
  parseRow: (record: Record<string, string>, line: number, report: typeof ignore) => T | undefined,
) {
  for await (const { record, line } of feed.rows(file)) {
    const value = parseRow(record, line, ignore);
    if (value !== undefined) yield value;
  }
}

async function all<T>(source: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const value of source) list.push(value);
  return list;
}

interface Upserted {
  id: string;
  code: string;
  inserted: boolean;
}

/** insert-or-update by (tenant_id, code); answers each row's id and whether it was new */
async function upsert(tx: Database, table: string, columns: readonly Column[], rows: unknown[][], updates: string[]): Promise<Upserted[]> {
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

function countRouteTypes(routes: ReadonlyArray<{ routeType: number }>) {
  const counts = new Map<number, number>();
  for (const { routeType } of routes) counts.set(routeType, (counts.get(routeType) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([routeType, n]) => ({ routeType, name: routeTypeName(routeType), routes: n }));
}

const count = (rows: Upserted[]) => ({ inserted: rows.filter((row) => row.inserted).length, updated: rows.filter((row) => !row.inserted).length });

export async function importFeed(tx: Database, tenantId: number, username: string, feed: GtfsFeed, progress: ImportProgress = ignore): Promise<ImportSummary> {
  const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

  const feedInfo = (await all(values(feed, 'feed_info.txt', parse.parseFeedInfo)))[0] ?? null;
  await progress('feed_info.txt', feedInfo ? 1 : 0);

  // agencies
  const agencies = await all(values(feed, 'agency.txt', parse.parseAgency));
  await progress('agency.txt', agencies.length);
  if (agencies.length)
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
          ids(agencies.length),
          agencies.map(() => tenantId),
          agencies.map((a) => a.code),
          agencies.map((a) => a.name),
          agencies.map((a) => a.url),
          agencies.map((a) => a.timezone),
          agencies.map((a) => a.lang || null),
          agencies.map((a) => a.phone || null),
        ],
        sql`on conflict (tenant_id, code) do update set name = excluded.name, url = excluded.url, timezone = excluded.timezone, lang = excluded.lang, phone = excluded.phone`,
      ),
    );

  // stops (parents resolved after all are in)
  const stopRows = await all(values(feed, 'stops.txt', parse.parseStop));
  await progress('stops.txt', stopRows.length);
  const stopColumns: Column[] = [
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
  const stops: Upserted[] = [];
  for (let i = 0; i < stopRows.length; i += 5000) {
    const chunk = stopRows.slice(i, i + 5000);
    const chunkIds = ids(chunk.length);
    stops.push(
      ...(await upsert(
        tx,
        'ops_stop',
        stopColumns,
        chunk.map((s, k) => [
          chunkIds[k],
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
        ]),
        ['name', 'lat', 'lon', 'location_type', 'platform_code', 'wheelchair_boarding', 'parent_id'],
      )),
    );
  }
  const stopIds = new Map(stops.map((row) => [row.code, row.id]));
  const withParent = stopRows.filter((s) => s.parentCode && stopIds.has(s.parentCode));
  if (withParent.length)
    await tx.execute(
      sql`update ops_stop set parent_id = p.parent_id from unnest(${sql.param(withParent.map((s) => stopIds.get(s.code)))}::text[], ${sql.param(withParent.map((s) => stopIds.get(s.parentCode)))}::text[]) as p(id, parent_id) where ops_stop.id = p.id`,
    );

  // routes
  const routeRows = await all(values(feed, 'routes.txt', parse.parseRoute));
  await progress('routes.txt', routeRows.length);
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
      ['status', 'text'],
      ['create_by', 'text'],
    ],
    routeRows.map((r) => [
      randomUUID(),
      tenantId,
      r.code,
      r.shortName || r.longName,
      r.longName || r.shortName,
      r.routeType,
      r.color ? `#${r.color}` : null,
      r.textColor ? `#${r.textColor}` : null,
      // a feed of one agency may leave agency_id out: its routes are that agency's, never the company's own
      r.agencyCode || (agencies.length === 1 ? agencies[0].code : null),
      'operating',
      username,
    ]),
    ['number', 'name', 'route_type', 'color', 'text_color', 'agency_code'],
  );
  const routeIds = new Map(routes.map((row) => [row.code, row.id]));
  const feedRouteIds = routes.map((row) => row.id);

  // calendars: a service only in calendar_dates.txt gets a calendar of no weekday over its dates
  const calendarRows = await all(values(feed, 'calendar.txt', parse.parseCalendar));
  await progress('calendar.txt', calendarRows.length);
  const dateRows = await all(values(feed, 'calendar_dates.txt', parse.parseCalendarDate));
  await progress('calendar_dates.txt', dateRows.length);
  const calendarByCode = new Map(calendarRows.map((c) => [c.code, c]));
  for (const date of dateRows) {
    const known = calendarByCode.get(date.service);
    if (!known)
      calendarByCode.set(date.service, {
        code: date.service,
        days: [false, false, false, false, false, false, false],
        startDate: date.date,
        endDate: date.date,
        datesOnly: true,
      } as parse.CalendarRow);
    else if ((known as { datesOnly?: boolean }).datesOnly) {
      if (date.date < known.startDate) known.startDate = date.date;
      if (date.date > known.endDate) known.endDate = date.date;
    }
  }
  const calendarList = [...calendarByCode.values()];
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const calendars = await upsert(
    tx,
    'ops_calendar',
    [
      ['id', 'text'],
      ['tenant_id', 'int4'],
      ['code', 'text'],
      ['name', 'text'],
      ...days.map((day) => [day, 'bool'] as Column),
      ['start_date', 'text'],
      ['end_date', 'text'],
      ['create_by', 'text'],
    ],
    calendarList.map((c) => [randomUUID(), tenantId, c.code, c.code, ...c.days, c.startDate, c.endDate, username]),
    [...days, 'start_date', 'end_date'],
  );
  const calendarIds = new Map(calendars.map((row) => [row.code, row.id]));
  if (calendars.length) await tx.execute(sql`delete from ops_calendar_date where calendar_id = any(${sql.param(calendars.map((c) => c.id))}::text[])`);
  const uniqueDates = new Map(dateRows.map((d) => [`${d.service}\u0000${d.date}`, d]));
  if (uniqueDates.size) {
    const list = [...uniqueDates.values()];
    await tx.execute(
      unnestInsert(
        'ops_calendar_date',
        [
          ['calendar_id', 'text'],
          ['date', 'text'],
          ['exception_type', 'int4'],
        ],
        [list.map((d) => calendarIds.get(d.service)), list.map((d) => d.date), list.map((d) => d.exceptionType)],
      ),
    );
  }

  // shapes: the points of each shape in the feed replace the stored ones
  const shapeWriter = new BatchWriter(
    tx,
    'ops_shape_point',
    [
      ['tenant_id', 'int4'],
      ['shape_code', 'text'],
      ['sequence', 'int4'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['dist_traveled', 'float8'],
    ],
    STOP_TIME_BATCH,
    sql`on conflict do nothing`,
  );
  const clearedShapes = new Set<string>();
  let pending: string[] = [];
  let shapeRows = 0;
  for await (const point of values(feed, 'shapes.txt', parse.parseShapePoint)) {
    if (!clearedShapes.has(point.shape)) {
      clearedShapes.add(point.shape);
      pending.push(point.shape);
    }
    // the old points of a shape go before the first batch holding its new ones
    if (shapeWriter.rows + 1 >= STOP_TIME_BATCH && pending.length) {
      await tx.execute(sql`delete from ops_shape_point where tenant_id = ${tenantId} and shape_code = any(${sql.param(pending)}::text[])`);
      pending = [];
    }
    await shapeWriter.add([tenantId, point.shape, point.sequence, point.lat, point.lon, point.dist ?? null]);
    shapeRows += 1;
  }
  if (pending.length) await tx.execute(sql`delete from ops_shape_point where tenant_id = ${tenantId} and shape_code = any(${sql.param(pending)}::text[])`);
  await shapeWriter.flush();
  await progress('shapes.txt', shapeRows);

  // trips: those of the feed's routes (and any trip whose code the feed reuses) are replaced
  const tripRows = await all(values(feed, 'trips.txt', parse.parseTrip));
  await progress('trips.txt', tripRows.length);
  const old = sql`select id from ops_trip where tenant_id = ${tenantId} and (route_id = any(${sql.param(feedRouteIds)}::text[]) or code = any(${sql.param(tripRows.map((t) => t.code))}::text[]))`;
  await tx.execute(sql`delete from ops_stop_time where trip_id in (${old})`);
  await tx.execute(sql`delete from ops_frequency where trip_id in (${old})`);
  const replaced = await tx.execute(sql`delete from ops_trip where id in (${old}) returning id`);
  const tripIds = new Map<string, string>();
  for (const trip of tripRows) if (!tripIds.has(trip.code)) tripIds.set(trip.code, randomUUID());

  // stop times, streamed in batches; each trip's first departure and last arrival noted on the way
  const span = new Map<string, [number, number]>();
  const stopTimeColumns: Column[] = [
    ['trip_id', 'text'],
    ['stop_sequence', 'int4'],
    ['stop_id', 'text'],
    ['arrival_time', 'int4'],
    ['departure_time', 'int4'],
    ['shape_dist_traveled', 'float4'],
    ['pickup_type', 'int4'],
    ['drop_off_type', 'int4'],
  ];
  // the bulk of a feed: COPY on PostgreSQL, multi-row inserts on the embedded database
  const copyClient = copyClientOf(tx);
  const stopTimeWriter = copyClient
    ? new CopyWriter(copyClient, 'ops_stop_time', stopTimeColumns)
    : new BatchWriter(tx, 'ops_stop_time', stopTimeColumns, STOP_TIME_BATCH);
  let stopTimeRows = 0;
  for await (const call of values(feed, 'stop_times.txt', parse.parseStopTime)) {
    const tripId = tripIds.get(call.trip);
    const stopId = stopIds.get(call.stop);
    if (!tripId || !stopId) continue;
    const first = call.departure ?? call.arrival;
    const last = call.arrival ?? call.departure;
    const known = span.get(tripId);
    if (!known) span.set(tripId, [first ?? Infinity, last ?? -Infinity]);
    else {
      if (first !== undefined && first < known[0]) known[0] = first;
      if (last !== undefined && last > known[1]) known[1] = last;
    }
    await stopTimeWriter.add([tripId, call.sequence, stopId, call.arrival ?? null, call.departure ?? null, call.dist ?? null, call.pickup, call.dropOff]);
    stopTimeRows += 1;
    if (stopTimeRows % STOP_TIME_BATCH === 0) await progress('stop_times.txt', stopTimeRows);
  }
  await stopTimeWriter.flush();
  await progress('stop_times.txt', stopTimeRows);

  const tripWriter = new BatchWriter(
    tx,
    'ops_trip',
    [
      ['id', 'text'],
      ['tenant_id', 'int4'],
      ['code', 'text'],
      ['route_id', 'text'],
      ['direction_id', 'int4'],
      ['calendar_id', 'text'],
      ['headsign', 'text'],
      ['shape_code', 'text'],
      ['block_code', 'text'],
      ['start_time', 'int4'],
      ['end_time', 'int4'],
      ['create_by', 'text'],
    ],
    STOP_TIME_BATCH,
  );
  const seenTrips = new Set<string>();
  for (const trip of tripRows) {
    const routeId = routeIds.get(trip.route);
    const calendarId = calendarIds.get(trip.service);
    if (!routeId || !calendarId || seenTrips.has(trip.code)) continue;
    seenTrips.add(trip.code);
    const id = tripIds.get(trip.code)!;
    const times = span.get(id);
    const start = times && Number.isFinite(times[0]) ? times[0] : null;
    const end = times && Number.isFinite(times[1]) ? times[1] : null;
    await tripWriter.add([
      id,
      tenantId,
      trip.code,
      routeId,
      trip.direction,
      calendarId,
      trip.headsign || null,
      trip.shape || null,
      trip.block || null,
      start,
      end,
      username,
    ]);
  }
  await tripWriter.flush();

  const frequencyWriter = new BatchWriter(
    tx,
    'ops_frequency',
    [
      ['trip_id', 'text'],
      ['start_time', 'int4'],
      ['end_time', 'int4'],
      ['headway_secs', 'int4'],
      ['exact_times', 'int4'],
    ],
    STOP_TIME_BATCH,
    sql`on conflict do nothing`,
  );
  let frequencyRows = 0;
  for await (const frequency of values(feed, 'frequencies.txt', parse.parseFrequency)) {
    const tripId = tripIds.get(frequency.trip);
    if (!tripId) continue;
    await frequencyWriter.add([tripId, frequency.start, frequency.end, frequency.headway, frequency.exact]);
    frequencyRows += 1;
  }
  await frequencyWriter.flush();
  await progress('frequencies.txt', frequencyRows);

  await deriveDirections(tx, tenantId, feedRouteIds);

  return {
    agencies: agencies.length,
    stops: count(stops),
    routes: count(routes),
    routeTypes: countRouteTypes(routeRows),
    calendars: count(calendars),
    calendarDates: uniqueDates.size,
    shapePoints: shapeWriter.written,
    trips: tripWriter.written,
    stopTimes: stopTimeWriter.written,
    frequencies: frequencyWriter.written,
    replacedTrips: (replaced as unknown as { rows: unknown[] }).rows.length,
    feedInfo,
    notImported: notImportedFiles(feed),
  };
}

/**
 * Each route's two directions from its trips: headsign and shape the most frequent, first and
 * last departure, and the stop pattern of the most frequent stop sequence (its earliest trip gives
 * the running time from the first stop).
 */
export async function deriveDirections(tx: Database, tenantId: number, routeIds: string[]) {
  if (routeIds.length === 0) return;
  const routes = sql`${sql.param(routeIds)}::text[]`;
  await tx.execute(sql`delete from ops_route_stop where route_id = any(${routes})`);
  await tx.execute(sql`delete from ops_route_direction where route_id = any(${routes})`);
  await tx.execute(sql`
    insert into ops_route_direction (route_id, direction_id, headsign, first_departure, last_departure, shape_code)
    select route_id, direction_id, mode() within group (order by headsign), min(start_time), max(start_time), mode() within group (order by shape_code)
    from ops_trip where tenant_id = ${tenantId} and route_id = any(${routes})
    group by route_id, direction_id`);
  await tx.execute(sql`
    insert into ops_route_stop (route_id, direction_id, sequence, stop_id, offset_secs)
    with patterns as (
      select t.id, t.code, t.route_id, t.direction_id, t.start_time, string_agg(st.stop_id, ',' order by st.stop_sequence) as pattern
      from ops_trip t join ops_stop_time st on st.trip_id = t.id
      where t.tenant_id = ${tenantId} and t.route_id = any(${routes})
      group by t.id, t.code, t.route_id, t.direction_id, t.start_time),
    counted as (select route_id, direction_id, pattern, count(*) as n from patterns group by route_id, direction_id, pattern),
    best as (select distinct on (route_id, direction_id) route_id, direction_id, pattern from counted order by route_id, direction_id, n desc, pattern),
    sample as (
      select distinct on (p.route_id, p.direction_id) p.id, p.route_id, p.direction_id
      from patterns p join best b on b.route_id = p.route_id and b.direction_id = p.direction_id and b.pattern = p.pattern
      order by p.route_id, p.direction_id, p.start_time nulls last, p.code)
    select s.route_id, s.direction_id,
      (row_number() over (partition by s.id order by st.stop_sequence))::int,
      st.stop_id,
      coalesce(st.arrival_time, st.departure_time) - first_value(coalesce(st.departure_time, st.arrival_time)) over (partition by s.id order by st.stop_sequence)
    from sample s join ops_stop_time st on st.trip_id = s.id`);
  // metres from the first stop, stop to stop in straight lines (a shape's own distances are optional in GTFS)
  await tx.execute(sql`
    with legs as (
      select rs.route_id, rs.direction_id, rs.sequence,
        case when lag(s.lat) over w is null then 0 else 2 * 6371000 * asin(least(1, sqrt(
          power(sin(radians(s.lat - lag(s.lat) over w) / 2), 2)
          + cos(radians(s.lat)) * cos(radians(lag(s.lat) over w)) * power(sin(radians(s.lon - lag(s.lon) over w) / 2), 2)))) end as leg
      from ops_route_stop rs join ops_stop s on s.id = rs.stop_id
      where rs.route_id = any(${routes})
      window w as (partition by rs.route_id, rs.direction_id order by rs.sequence)),
    along as (select route_id, direction_id, sequence, round(sum(leg) over (partition by route_id, direction_id order by sequence))::int as metres from legs)
    update ops_route_stop rs set distance_m = along.metres from along
    where rs.route_id = along.route_id and rs.direction_id = along.direction_id and rs.sequence = along.sequence`);
  await tx.execute(
    sql`update ops_route r set length_m = (select max(distance_m) from ops_route_stop rs where rs.route_id = r.id and rs.direction_id = 0) where r.id = any(${routes})`,
  );
}
