/**
 * Each imported line's two directions, from its staged trips and their stop times, before they go
 * live: headsign and shape the most frequent, first and last departure, and the stop pattern of
 * the most frequent stop sequence (its earliest trip gives the running time from the first stop),
 * with each stop's distance from the first (straight lines stop to stop: a shape's own distances
 * are optional in GTFS). A few lines per statement, so each statement stays short.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { distanceMetres } from './gtfs-format';
import { breathe } from './batch-insert';

export interface DerivedDirection {
  routeCode: string;
  directionId: number;
  headsign: string | null;
  firstDeparture: number | null;
  lastDeparture: number | null;
  shapeCode: string | null;
}

export interface DerivedStop {
  routeCode: string;
  directionId: number;
  sequence: number;
  stopId: string;
  offsetSecs: number | null;
  distanceM: number;
}

/** stop times per statement, about */
const STOP_TIMES_PER_STATEMENT = 20_000;

/** the routes in groups of about STOP_TIMES_PER_STATEMENT stop times */
export function routeGroups(stopTimesPerRoute: ReadonlyMap<string, number>): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let size = 0;
  for (const [route, count] of stopTimesPerRoute) {
    if (group.length && size + count > STOP_TIMES_PER_STATEMENT) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(route);
    size += count;
  }
  if (group.length) groups.push(group);
  return groups;
}

type Rows<T> = { rows: T[] };

export async function deriveDirections(
  db: Database,
  jobId: string,
  groups: string[][],
  stopAt: (stopId: string) => { lat: number; lon: number } | undefined,
  onGroup: (done: number) => Promise<void> | void,
) {
  const directions: DerivedDirection[] = [];
  const stops: DerivedStop[] = [];
  for (const [index, routes] of groups.entries()) {
    const codes = sql`${sql.param(routes)}::text[]`;
    const found = (await db.execute(sql`
      select route_code, direction_id, mode() within group (order by headsign) as headsign, min(start_time) as first_departure,
        max(start_time) as last_departure, mode() within group (order by shape_code) as shape_code
      from ops_gtfs_stage_trip where job_id = ${jobId} and route_code = any(${codes})
      group by route_code, direction_id`)) as unknown as Rows<Record<string, unknown>>;
    for (const row of found.rows)
      directions.push({
        routeCode: String(row.route_code),
        directionId: Number(row.direction_id),
        headsign: (row.headsign as string | null) ?? null,
        firstDeparture: row.first_departure === null ? null : Number(row.first_departure),
        lastDeparture: row.last_departure === null ? null : Number(row.last_departure),
        shapeCode: (row.shape_code as string | null) ?? null,
      });
    await breathe();
    const pattern = (await db.execute(sql`
      with patterns as (
        select t.id, t.code, t.route_code, t.direction_id, t.start_time, string_agg(st.stop_id, ',' order by st.stop_sequence) as pattern
        from ops_gtfs_stage_trip t join ops_stop_time st on st.trip_id = t.id
        where t.job_id = ${jobId} and t.route_code = any(${codes})
        group by t.id, t.code, t.route_code, t.direction_id, t.start_time),
      counted as (select route_code, direction_id, pattern, count(*) as n from patterns group by route_code, direction_id, pattern),
      best as (select distinct on (route_code, direction_id) route_code, direction_id, pattern from counted order by route_code, direction_id, n desc, pattern),
      sample as (
        select distinct on (p.route_code, p.direction_id) p.id, p.route_code, p.direction_id
        from patterns p join best b on b.route_code = p.route_code and b.direction_id = p.direction_id and b.pattern = p.pattern
        order by p.route_code, p.direction_id, p.start_time nulls last, p.code)
      select s.route_code, s.direction_id, st.stop_id,
        coalesce(st.arrival_time, st.departure_time) - first_value(coalesce(st.departure_time, st.arrival_time)) over (partition by s.id order by st.stop_sequence) as offset_secs
      from sample s join ops_stop_time st on st.trip_id = s.id
      order by s.route_code, s.direction_id, st.stop_sequence`)) as unknown as Rows<Record<string, unknown>>;
    let previous: { key: string; sequence: number; along: number; at?: { lat: number; lon: number } } | undefined;
    for (const row of pattern.rows) {
      const key = `${row.route_code}\u0000${row.direction_id}`;
      const at = stopAt(String(row.stop_id));
      const first = previous?.key !== key;
      const leg = !first && previous?.at && at ? distanceMetres(previous.at.lat, previous.at.lon, at.lat, at.lon) : 0;
      const along = first ? 0 : previous!.along + leg;
      const sequence = first ? 1 : previous!.sequence + 1;
      stops.push({
        routeCode: String(row.route_code),
        directionId: Number(row.direction_id),
        sequence,
        stopId: String(row.stop_id),
        offsetSecs: row.offset_secs === null ? null : Number(row.offset_secs),
        distanceM: Math.round(along),
      });
      previous = { key, sequence, along, at };
    }
    await onGroup(index + 1);
    await breathe();
  }
  return { directions, stops };
}

/** each route's length: the distance to the last stop of its first direction (0) */
export function routeLengths(stops: readonly DerivedStop[]): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const stop of stops) if (stop.directionId === 0) lengths.set(stop.routeCode, Math.max(lengths.get(stop.routeCode) ?? 0, stop.distanceM));
  return lengths;
}
