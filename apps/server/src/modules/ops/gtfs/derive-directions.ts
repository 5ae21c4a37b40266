/**
 * Each imported line's two directions, from the feed's trips and the stop times the import
 * streamed (kept compactly, trip-calls.ts), before they go live and without asking the database:
 * headsign and shape the most frequent, first and last departure, and the stop pattern of the
 * most frequent stop sequence (its earliest trip gives the running time from the first stop), with
 * each stop's distance from the first (straight lines stop to stop: a shape's own distances are
 * optional in GTFS).
 */
import { distanceMetres } from './gtfs-format';
import { IntColumn, NONE, rowsByTrip } from './trip-calls';

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

/** a trip as the import stages it; `start` its first departure (null when no stop time has one) */
export interface TripOfFeed {
  code: string;
  route: string;
  direction: number;
  headsign: string;
  shape: string;
  start: number | null;
}

/** the stop times as streamed: trip and stop by their index in the import's lists */
export class StopTimeLog {
  readonly trip = new IntColumn();
  readonly sequence = new IntColumn();
  readonly stop = new IntColumn();
  readonly arrival = new IntColumn();
  readonly departure = new IntColumn();

  add(trip: number, sequence: number, stop: number, arrival: number | undefined, departure: number | undefined) {
    this.trip.push(trip);
    this.sequence.push(sequence);
    this.stop.push(stop);
    this.arrival.push(arrival ?? NONE);
    this.departure.push(departure ?? NONE);
  }
}

/** the most frequent value (empty ones aside), the smallest of equally frequent ones; null when none */
function mode(values: Iterable<string>): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, n] of counts)
    if (n > bestCount || (n === bestCount && best !== null && value < best)) {
      best = value;
      bestCount = n;
    }
  return best;
}

const earlier = (a: TripOfFeed, b: TripOfFeed) =>
  a.start === b.start ? a.code < b.code : a.start === null ? false : b.start === null ? true : a.start < b.start;

export function deriveDirections(
  trips: readonly TripOfFeed[],
  stopIds: readonly string[],
  log: StopTimeLog,
  stopAt: (stopId: string) => { lat: number; lon: number } | undefined,
) {
  const { starts, order } = rowsByTrip(log.trip, trips.length);
  const seq = log.sequence.data;
  /** a trip's rows by stop_sequence */
  const callsOf = (t: number) => Array.from(order.subarray(starts[t], starts[t + 1])).sort((a, b) => seq[a] - seq[b]);

  const byDirection = new Map<string, number[]>();
  trips.forEach((trip, t) => {
    const key = `${trip.route}\u0000${trip.direction}`;
    const list = byDirection.get(key);
    if (list) list.push(t);
    else byDirection.set(key, [t]);
  });

  const directions: DerivedDirection[] = [];
  const stops: DerivedStop[] = [];
  for (const members of byDirection.values()) {
    const { route: routeCode, direction: directionId } = trips[members[0]];
    let firstDeparture: number | null = null;
    let lastDeparture: number | null = null;
    for (const t of members) {
      const start = trips[t].start;
      if (start === null) continue;
      if (firstDeparture === null || start < firstDeparture) firstDeparture = start;
      if (lastDeparture === null || start > lastDeparture) lastDeparture = start;
    }
    directions.push({
      routeCode,
      directionId,
      headsign: mode(members.map((t) => trips[t].headsign)),
      firstDeparture,
      lastDeparture,
      shapeCode: mode(members.map((t) => trips[t].shape)),
    });

    // the stop pattern most trips follow, and its earliest trip
    const patterns = new Map<string, { count: number; sample: number }>();
    for (const t of members) {
      if (starts[t] === starts[t + 1]) continue;
      const key = callsOf(t)
        .map((row) => log.stop.data[row])
        .join(',');
      const known = patterns.get(key);
      if (!known) patterns.set(key, { count: 1, sample: t });
      else {
        known.count += 1;
        if (earlier(trips[t], trips[known.sample])) known.sample = t;
      }
    }
    let best: { key: string; count: number; sample: number } | undefined;
    for (const [key, { count, sample }] of patterns) if (!best || count > best.count || (count === best.count && key < best.key)) best = { key, count, sample };
    if (!best) continue;

    const calls = callsOf(best.sample);
    const time = (column: IntColumn, row: number) => (column.data[row] === NONE ? null : column.data[row]);
    const first = time(log.departure, calls[0]) ?? time(log.arrival, calls[0]);
    let along = 0;
    let previous: { lat: number; lon: number } | undefined;
    calls.forEach((row, i) => {
      const stopId = stopIds[log.stop.data[row]];
      const at = stopAt(stopId);
      if (i > 0 && previous && at) along += distanceMetres(previous.lat, previous.lon, at.lat, at.lon);
      previous = at;
      const reached = time(log.arrival, row) ?? time(log.departure, row);
      stops.push({
        routeCode,
        directionId,
        sequence: i + 1,
        stopId,
        offsetSecs: reached === null || first === null ? null : reached - first,
        distanceM: Math.round(along),
      });
    });
  }
  return { directions, stops };
}

/** each route's length: the distance to the last stop of its first direction (0) */
export function routeLengths(stops: readonly DerivedStop[]): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const stop of stops) if (stop.directionId === 0) lengths.set(stop.routeCode, Math.max(lengths.get(stop.routeCode) ?? 0, stop.distanceM));
  return lengths;
}
