/**
 * Loads a validated GTFS feed into the tenant's ops tables, all or nothing, without holding the
 * database: the bulk goes in beside the live network in short statements (a pause between them
 * lets other requests run on the embedded database's one connection), then one short transaction
 * swaps it in (swap-feed.ts). Until then nothing the users see has changed; a failure leaves the
 * network as it was and the caller removes what was staged (gtfs-staging.ts).
 *
 * 1. The small files (feed_info, agencies, stops, routes, calendars, frequencies) are read into
 *    memory; each stop gets its id now (the one it has, or a new one).
 * 2. Shape points and trips go into staging tables, the stop times straight into ops_stop_time
 *    under the staged trips' new ids, which no live trip has (COPY on PostgreSQL, multi-row
 *    inserts of a few thousand rows on the embedded database).
 * 3. Each line's directions and stop pattern are derived from the staged trips, a few lines at a time.
 * 4. The swap.
 *
 * Semantics: records are matched by their GTFS id (the `code` column). Agencies, stops, routes and
 * calendars with a known code are updated, new codes inserted; the trips (with their stop times
 * and frequencies) of the feed's routes, the points of the feed's shapes and the dates of the
 * feed's calendars are replaced. Nothing else of the tenant is touched. Our own attributes (line
 * type, status, fares, calendar names, stop facilities) are kept on update.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { routeTypeName, type GtfsFeedInfo } from '@bus/contracts';
import { isEmbeddedDatabase, type Database } from '../../../db/client';
import { BatchWriter, breathe, copyClientOf, CopyWriter, type Column } from '../../../db/batch-insert';
import { deriveDirections, routeLengths, StopTimeLog, type TripOfFeed } from './derive-directions';
import * as parse from './parse-rows';
import type { GtfsFeed } from './read-feed';
import { swapFeed, type CalendarRow, type Upserted } from './swap-feed';
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

/** rows read from a file so far (a file name), or a step after the files; any call is a sign of life */
export type ImportProgress = (stage: string, rows: number) => void | Promise<void>;

export interface ImportTarget {
  /** the database itself, never a transaction: the load commits as it goes, the swap is its own transaction */
  db: Database;
  tenantId: number;
  username: string;
  /** the import job the staged rows belong to */
  jobId: string;
  progress?: ImportProgress;
  /** in the swap's transaction, with the result: the job is done exactly when the feed is live */
  onSwap?: (tx: Database, summary: ImportSummary) => Promise<void>;
}

/** rows per statement: short enough that a request waiting for the embedded database waits little */
const ROWS_PER_STATEMENT = 5000;
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

function countRouteTypes(routes: ReadonlyArray<{ routeType: number }>) {
  const counts = new Map<number, number>();
  for (const { routeType } of routes) counts.set(routeType, (counts.get(routeType) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([routeType, n]) => ({ routeType, name: routeTypeName(routeType), routes: n }));
}

const count = (rows: Upserted[]) => ({ inserted: rows.filter((row) => row.inserted).length, updated: rows.filter((row) => !row.inserted).length });

/** a service only in calendar_dates.txt gets a calendar of no weekday over its dates */
function calendarsOf(calendarRows: parse.CalendarRow[], dateRows: parse.CalendarDateRow[]): CalendarRow[] {
  const byCode = new Map<string, CalendarRow>(calendarRows.map((c) => [c.code, c]));
  for (const date of dateRows) {
    const known = byCode.get(date.service);
    if (!known)
      byCode.set(date.service, {
        code: date.service,
        days: [false, false, false, false, false, false, false],
        startDate: date.date,
        endDate: date.date,
        datesOnly: true,
      });
    else if (known.datesOnly) {
      if (date.date < known.startDate) known.startDate = date.date;
      if (date.date > known.endDate) known.endDate = date.date;
    }
  }
  return [...byCode.values()];
}

const STOP_TIME_COLUMNS: Column[] = [
  ['trip_id', 'text'],
  ['stop_sequence', 'int4'],
  ['stop_id', 'text'],
  ['arrival_time', 'int4'],
  ['departure_time', 'int4'],
  ['shape_dist_traveled', 'float4'],
  ['pickup_type', 'int4'],
  ['drop_off_type', 'int4'],
];

export async function importFeed(target: ImportTarget, feed: GtfsFeed): Promise<ImportSummary> {
  const { db, tenantId, jobId } = target;
  const progress = target.progress ?? ignore;

  const feedInfo = (await all(values(feed, 'feed_info.txt', parse.parseFeedInfo)))[0] ?? null;
  await progress('feed_info.txt', feedInfo ? 1 : 0);
  const agencies = await all(values(feed, 'agency.txt', parse.parseAgency));
  await progress('agency.txt', agencies.length);

  // each stop's id before it goes live: its stop times carry it
  const stopRows = await all(values(feed, 'stops.txt', parse.parseStop));
  const known = (await db.execute(sql`select code, id from ops_stop where tenant_id = ${tenantId}`)) as unknown as {
    rows: Array<{ code: string; id: string }>;
  };
  const existing = new Map(known.rows.map((row) => [row.code, row.id]));
  const stopIds = new Map<string, string>();
  for (const stop of stopRows) if (!stopIds.has(stop.code)) stopIds.set(stop.code, existing.get(stop.code) ?? randomUUID());
  const placeOf = new Map(stopRows.map((stop) => [stopIds.get(stop.code)!, stop]));
  await progress('stops.txt', stopRows.length);

  // a feed of one agency may leave agency_id out: its routes are that agency's, never the company's own
  const routeRows = (await all(values(feed, 'routes.txt', parse.parseRoute))).map((route) => ({
    ...route,
    agencyCode: route.agencyCode || (agencies.length === 1 ? agencies[0].code : ''),
  }));
  await progress('routes.txt', routeRows.length);

  const calendarRows = await all(values(feed, 'calendar.txt', parse.parseCalendar));
  await progress('calendar.txt', calendarRows.length);
  const dateRows = await all(values(feed, 'calendar_dates.txt', parse.parseCalendarDate));
  await progress('calendar_dates.txt', dateRows.length);
  const calendarDates = [...new Map(dateRows.map((d) => [`${d.service}\u0000${d.date}`, d])).values()];

  const shapeWriter = new BatchWriter(
    db,
    'ops_gtfs_stage_shape_point',
    [
      ['job_id', 'text'],
      ['shape_code', 'text'],
      ['sequence', 'int4'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['dist_traveled', 'float8'],
    ],
    ROWS_PER_STATEMENT,
    sql`on conflict do nothing`,
  );
  for await (const point of values(feed, 'shapes.txt', parse.parseShapePoint)) {
    await shapeWriter.add([jobId, point.shape, point.sequence, point.lat, point.lon, point.dist ?? null]);
    if (shapeWriter.rows === 0) await progress('shapes.txt', shapeWriter.written);
  }
  await shapeWriter.flush();
  await progress('shapes.txt', shapeWriter.written);

  // trips are staged before their stop times, so that a failure can find every stop time it loaded
  const tripRows = await all(values(feed, 'trips.txt', parse.parseTrip));
  const tripIndex = new Map<string, number>();
  const trips: Array<TripOfFeed & { id: string }> = [];
  const tripWriter = new BatchWriter(
    db,
    'ops_gtfs_stage_trip',
    [
      ['job_id', 'text'],
      ['id', 'text'],
      ['code', 'text'],
      ['route_code', 'text'],
      ['direction_id', 'int4'],
      ['calendar_code', 'text'],
      ['headsign', 'text'],
      ['shape_code', 'text'],
      ['block_code', 'text'],
    ],
    ROWS_PER_STATEMENT,
  );
  for (const trip of tripRows) {
    if (tripIndex.has(trip.code)) continue;
    const id = randomUUID();
    tripIndex.set(trip.code, trips.length);
    trips.push({ id, code: trip.code, route: trip.route, direction: trip.direction, headsign: trip.headsign, shape: trip.shape, start: null });
    await tripWriter.add([jobId, id, trip.code, trip.route, trip.direction, trip.service, trip.headsign || null, trip.shape || null, trip.block || null]);
  }
  await tripWriter.flush();
  await progress('trips.txt', tripRows.length);

  // stop times, streamed and noted compactly (for each trip's span and the lines' stop patterns)
  const stopList = [...new Set(stopIds.values())];
  const stopIndex = new Map(stopList.map((id, i) => [id, i]));
  const log = new StopTimeLog();
  const firstTime = new Float64Array(trips.length).fill(Infinity);
  const lastTime = new Float64Array(trips.length).fill(-Infinity);
  const streamStopTimes = async (writer: { add(row: readonly unknown[]): Promise<void>; flush(): Promise<void> }) => {
    let rows = 0;
    for await (const call of values(feed, 'stop_times.txt', parse.parseStopTime)) {
      const t = tripIndex.get(call.trip);
      const stopId = stopIds.get(call.stop);
      if (t === undefined || !stopId) continue;
      const first = call.departure ?? call.arrival;
      const last = call.arrival ?? call.departure;
      if (first !== undefined && first < firstTime[t]) firstTime[t] = first;
      if (last !== undefined && last > lastTime[t]) lastTime[t] = last;
      log.add(t, call.sequence, stopIndex.get(stopId)!, call.arrival, call.departure);
      await writer.add([trips[t].id, call.sequence, stopId, call.arrival ?? null, call.departure ?? null, call.dist ?? null, call.pickup, call.dropOff]);
      rows += 1;
      if (rows % ROWS_PER_STATEMENT === 0) await progress('stop_times.txt', rows);
    }
    await writer.flush();
    await progress('stop_times.txt', rows);
    return rows;
  };
  const loadStopTimes = async (writer: { add(row: readonly unknown[]): Promise<void>; flush(): Promise<void>; abort?(error: Error): Promise<void> }) => {
    try {
      return await streamStopTimes(writer);
    } catch (error) {
      await writer.abort?.(error as Error);
      throw error;
    }
  };
  // the bulk of a feed: one COPY on PostgreSQL (its own connection: nobody waits), statements of a few thousand rows on the embedded database
  const stopTimes = !isEmbeddedDatabase(db)
    ? await db.transaction((tx) => loadStopTimes(new CopyWriter(copyClientOf(tx as unknown as Database)!, 'ops_stop_time', STOP_TIME_COLUMNS)))
    : await loadStopTimes(new BatchWriter(db, 'ops_stop_time', STOP_TIME_COLUMNS, ROWS_PER_STATEMENT));

  // each trip's first departure and last arrival
  const bound = (value: number) => (Number.isFinite(value) ? value : null);
  trips.forEach((trip, t) => (trip.start = bound(firstTime[t])));
  for (let i = 0; i < trips.length; i += ROWS_PER_STATEMENT) {
    const chunk = trips.slice(i, i + ROWS_PER_STATEMENT);
    await db.execute(sql`update ops_gtfs_stage_trip s set start_time = v.start_time, end_time = v.end_time
      from unnest(${sql.param(chunk.map((trip) => trip.id))}::text[], ${sql.param(chunk.map((trip) => trip.start))}::int4[],
        ${sql.param(chunk.map((_, k) => bound(lastTime[i + k])))}::int4[]) as v(id, start_time, end_time)
      where s.job_id = ${jobId} and s.id = v.id`);
    await breathe();
  }

  const frequencies: Array<parse.FrequencyRow & { tripId: string }> = [];
  for await (const frequency of values(feed, 'frequencies.txt', parse.parseFrequency)) {
    const t = tripIndex.get(frequency.trip);
    if (t !== undefined) frequencies.push({ ...frequency, tripId: trips[t].id });
  }
  await progress('frequencies.txt', frequencies.length);

  await progress('directions', 0);
  const derived = deriveDirections(trips, stopList, log, (stopId) => placeOf.get(stopId));

  const staged = {
    tenantId,
    username: target.username,
    jobId,
    agencies,
    stops: stopRows,
    stopIds,
    routes: routeRows,
    lengths: routeLengths(derived.stops),
    calendars: calendarsOf(calendarRows, dateRows),
    calendarDates,
    frequencies,
    directions: derived.directions,
    routeStops: derived.stops,
  };
  await progress('swap', 0);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const swapped = await swapFeed(tx, staged);
    const summary: ImportSummary = {
      agencies: agencies.length,
      stops: count(swapped.stops),
      routes: count(swapped.routes),
      routeTypes: countRouteTypes(routeRows),
      calendars: count(swapped.calendars),
      calendarDates: calendarDates.length,
      shapePoints: swapped.shapePoints,
      trips: swapped.trips,
      stopTimes,
      frequencies: frequencies.length,
      replacedTrips: swapped.replacedTrips,
      feedInfo,
      notImported: notImportedFiles(feed),
    };
    await target.onSwap?.(tx, summary);
    return summary;
  });
}
