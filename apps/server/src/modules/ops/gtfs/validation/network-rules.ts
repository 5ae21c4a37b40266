/**
 * Rules across rows and files (references, a trip's stop times, duplicate stops, blocks, shapes,
 * unused records), after MobilityData gtfs-validator and Google's feedvalidator. Pure functions
 * over plain values: the orchestrator (validate-feed.ts) gathers the values while streaming.
 */
import { basicRouteType } from '@bus/contracts';
import { distanceMetres, formatGtfsTime } from '../gtfs-format';
import type { Finding } from './findings';

/** one stop time of a trip; times in seconds, undefined when not given */
export interface Call {
  sequence: number;
  stop: string;
  arrival?: number;
  departure?: number;
  line: number;
}

export interface PlacedStop {
  code: string;
  name: string;
  lat: number;
  lon: number;
  locationType: number;
  line: number;
}

const ST = 'stop_times.txt';

export function checkReference(file: string, line: number, field: string, value: string, exists: boolean, target: string): Finding | undefined {
  if (!value || exists) return undefined;
  return { severity: 'error', code: 'foreign_key_violation', file, line, field, message: `${field}「${value}」在 ${target} 中不存在` };
}

/** calls sorted by sequence: the same stop_sequence twice in one trip */
export function checkStopSequence(trip: string, calls: readonly Call[]): Finding[] {
  const findings: Finding[] = [];
  for (let i = 1; i < calls.length; i += 1) {
    if (calls[i].sequence === calls[i - 1].sequence)
      findings.push({
        severity: 'error',
        code: 'duplicate_stop_sequence',
        file: ST,
        line: calls[i].line,
        field: 'stop_sequence',
        message: `班次「${trip}」的 stop_sequence ${calls[i].sequence} 重复，站序必须递增`,
      });
  }
  return findings;
}

/** calls sorted by sequence: a time earlier than the one before (arrival after previous departure) */
export function checkStopTimesIncrease(trip: string, calls: readonly Call[]): Finding[] {
  const findings: Finding[] = [];
  let previous: number | undefined;
  for (const call of calls) {
    if (call.arrival !== undefined && call.departure !== undefined && call.departure < call.arrival)
      findings.push({
        severity: 'error',
        code: 'stop_time_with_departure_before_arrival_time',
        file: ST,
        line: call.line,
        field: 'departure_time',
        message: `班次「${trip}」第 ${call.sequence} 站的出发时间早于到达时间`,
      });
    const arrival = call.arrival ?? call.departure;
    if (previous !== undefined && arrival !== undefined && arrival < previous)
      findings.push({
        severity: 'error',
        code: 'stop_time_decreasing',
        file: ST,
        line: call.line,
        field: 'arrival_time',
        message: `班次「${trip}」第 ${call.sequence} 站的时间 ${formatGtfsTime(arrival)} 早于上一站 ${formatGtfsTime(previous)}`,
      });
    previous = call.departure ?? call.arrival ?? previous;
  }
  return findings;
}

/** the first and the last stop of a trip must have times */
export function checkTripEdges(trip: string, calls: readonly Call[]): Finding[] {
  if (calls.length === 0) return [];
  const findings: Finding[] = [];
  const first = calls[0];
  const last = calls[calls.length - 1];
  if (first.departure === undefined && first.arrival === undefined)
    findings.push({
      severity: 'error',
      code: 'missing_trip_edge',
      file: ST,
      line: first.line,
      field: 'departure_time',
      message: `班次「${trip}」的首站没有时间`,
    });
  if (calls.length > 1 && last.arrival === undefined && last.departure === undefined)
    findings.push({ severity: 'error', code: 'missing_trip_edge', file: ST, line: last.line, field: 'arrival_time', message: `班次「${trip}」的末站没有时间` });
  return findings;
}

export function checkTripHasTwoStops(trip: string, calls: readonly Call[], tripLine: number): Finding | undefined {
  if (calls.length >= 2) return undefined;
  return {
    severity: 'warning',
    code: 'unusable_trip',
    file: 'trips.txt',
    line: tripLine,
    field: 'trip_id',
    message: `班次「${trip}」只有 ${calls.length} 个站点，至少需要 2 个`,
  };
}

/**
 * km/h above which travel between two consecutive stops is implausible, by the route's basic mode
 * (an extended type counts as its mode; air travel and codes nobody defines get a high bound)
 */
export function maxSpeedKmh(routeType: number): number {
  const mode = basicRouteType(routeType);
  if (mode === null) return 1000;
  return mode === 3 || mode === 11 ? 150 : mode === 2 || mode === 12 ? 500 : 300;
}

/** too fast between consecutive stops (distance over the time between departure and next arrival) */
export function checkTravelSpeed(
  trip: string,
  calls: readonly Call[],
  stopAt: (code: string) => { lat: number; lon: number } | undefined,
  maxKmh: number,
): Finding[] {
  const findings: Finding[] = [];
  for (let i = 1; i < calls.length; i += 1) {
    const from = calls[i - 1];
    const to = calls[i];
    const leave = from.departure ?? from.arrival;
    const reach = to.arrival ?? to.departure;
    const a = stopAt(from.stop);
    const b = stopAt(to.stop);
    if (leave === undefined || reach === undefined || !a || !b) continue;
    const metres = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    // the same minute is common in timetables: count it as one minute, as MobilityData does
    const seconds = Math.max(reach - leave, 60);
    const kmh = (metres / seconds) * 3.6;
    if (kmh > maxKmh)
      findings.push({
        severity: 'warning',
        code: 'fast_travel_between_consecutive_stops',
        file: ST,
        line: to.line,
        field: 'arrival_time',
        message: `班次「${trip}」从「${from.stop}」到「${to.stop}」${Math.round(metres)} 米用时 ${Math.round(seconds)} 秒，时速约 ${Math.round(kmh)} 公里，超过 ${maxKmh}`,
      });
  }
  return findings;
}

/** two stops of the same name within `metres` of each other (grouped by name, so it stays fast) */
export function findDuplicateStops(stops: Iterable<PlacedStop>, metres = 5): Finding[] {
  const byName = new Map<string, PlacedStop[]>();
  for (const stop of stops) {
    if (stop.locationType !== 0) continue;
    const group = byName.get(stop.name);
    if (group) group.push(stop);
    else byName.set(stop.name, [stop]);
  }
  const findings: Finding[] = [];
  for (const group of byName.values()) {
    for (let i = 0; i < group.length; i += 1)
      for (let j = i + 1; j < group.length; j += 1) {
        const d = distanceMetres(group[i].lat, group[i].lon, group[j].lat, group[j].lon);
        if (d <= metres)
          findings.push({
            severity: 'warning',
            code: 'duplicate_stop',
            file: 'stops.txt',
            line: group[j].line,
            field: 'stop_id',
            message: `站点「${group[j].code}」与「${group[i].code}」同名（${group[i].name}）且相距 ${d.toFixed(1)} 米，可能重复`,
          });
      }
  }
  return findings;
}

export interface BlockTrip {
  code: string;
  block: string;
  service: string;
  start: number;
  end: number;
  line: number;
}

/** trips of one block (and one service) that overlap in time: one vehicle cannot drive both */
export function findBlockOverlaps(trips: Iterable<BlockTrip>): Finding[] {
  const groups = new Map<string, BlockTrip[]>();
  for (const trip of trips) {
    if (!trip.block) continue;
    const key = `${trip.block}\u0000${trip.service}`;
    const group = groups.get(key);
    if (group) group.push(trip);
    else groups.set(key, [trip]);
  }
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.start - b.start);
    for (let i = 1; i < group.length; i += 1) {
      const before = group[i - 1];
      const trip = group[i];
      if (trip.start < before.end)
        findings.push({
          severity: 'error',
          code: 'block_trips_with_overlapping_stop_times',
          file: 'trips.txt',
          line: trip.line,
          field: 'block_id',
          message: `车辆运营链「${trip.block}」的班次「${trip.code}」（${formatGtfsTime(trip.start)} 起）与「${before.code}」（至 ${formatGtfsTime(before.end)}）时间重叠`,
        });
    }
  }
  return findings;
}

/** metres from a point to a polyline (a local flat projection: shapes are city-sized) */
export function distanceToShape(lat: number, lon: number, shapeLats: ArrayLike<number>, shapeLons: ArrayLike<number>): number {
  const kx = 111_320 * Math.cos((lat * Math.PI) / 180);
  const ky = 110_574;
  let best = Infinity;
  const n = shapeLats.length;
  if (n === 1) return distanceMetres(lat, lon, shapeLats[0], shapeLons[0]);
  for (let i = 1; i < n; i += 1) {
    const ax = (shapeLons[i - 1] - lon) * kx;
    const ay = (shapeLats[i - 1] - lat) * ky;
    const bx = (shapeLons[i] - lon) * kx;
    const by = (shapeLats[i] - lat) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    const d = Math.hypot(ax + t * dx, ay + t * dy);
    if (d < best) best = d;
  }
  return best;
}

/** a stop served by trips of a shape lying more than `metres` from it */
export function checkStopNearShape(
  shape: string,
  stop: PlacedStop,
  lats: ArrayLike<number>,
  lons: ArrayLike<number>,
  line: number,
  metres = 100,
): Finding | undefined {
  if (lats.length === 0) return undefined;
  const d = distanceToShape(stop.lat, stop.lon, lats, lons);
  if (d <= metres) return undefined;
  return {
    severity: 'warning',
    code: 'stop_too_far_from_shape',
    file: ST,
    line,
    field: 'stop_id',
    message: `站点「${stop.code}」（${stop.name}）距离线路走向「${shape}」${Math.round(d)} 米，超过 ${metres} 米`,
  };
}

export function findRoutesWithoutTrips(routes: Iterable<{ code: string; line: number }>, used: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  for (const route of routes)
    if (!used.has(route.code))
      findings.push({
        severity: 'warning',
        code: 'route_without_trips',
        file: 'routes.txt',
        line: route.line,
        field: 'route_id',
        message: `线路「${route.code}」没有任何班次`,
      });
  return findings;
}

/** stops (location_type 0) no trip calls at, and stations without any platform or call */
export function findUnusedStops(stops: Iterable<PlacedStop>, used: ReadonlySet<string>, parents: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  for (const stop of stops)
    if (!used.has(stop.code) && !parents.has(stop.code))
      findings.push({
        severity: 'warning',
        code: 'unused_stop',
        file: 'stops.txt',
        line: stop.line,
        field: 'stop_id',
        message: `站点「${stop.code}」（${stop.name}）没有班次经过`,
      });
  return findings;
}

export function findUnusedShapes(shapes: Iterable<{ code: string; line: number }>, used: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  for (const shape of shapes)
    if (!used.has(shape.code))
      findings.push({
        severity: 'warning',
        code: 'unused_shape',
        file: 'shapes.txt',
        line: shape.line,
        field: 'shape_id',
        message: `线路走向「${shape.code}」没有班次使用`,
      });
  return findings;
}
