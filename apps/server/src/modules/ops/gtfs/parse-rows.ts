/**
 * One CSV record of each GTFS file -> the typed value the import stores, checking each field with
 * the row rules on the way (the findings go to `report`). A value comes back only when the row is
 * usable; validation and import read rows through the same functions, so what validation
 * accepts is exactly what the import stores.
 */
import type { GtfsFeedInfo } from '@bus/contracts';
import { parseGtfsDate, parseGtfsTime } from './gtfs-format';
import type { Finding } from './validation/findings';
import * as rule from './validation/row-rules';

type Report = (finding: Finding | undefined) => void;
type Row = Record<string, string>;

const text = (record: Row, field: string) => record[field] ?? '';
const optionalInt = (value: string) => (value === '' ? undefined : Number(value));

/** each check reports; true when none of them found an error */
function checks(report: Report, found: Array<Finding | undefined>): boolean {
  let ok = true;
  for (const finding of found) {
    if (!finding) continue;
    report(finding);
    if (finding.severity === 'error') ok = false;
  }
  return ok;
}

/**
 * feed_info.txt only describes the feed (shown on the import result): a missing or wrong value is
 * a warning there, never a reason to refuse the network it comes with.
 */
export function parseFeedInfo(record: Row, line: number, report: Report): GtfsFeedInfo {
  const w = { file: 'feed_info.txt', line };
  const value = (field: string) => text(record, field);
  const [start, end] = [value('feed_start_date'), value('feed_end_date')];
  const startDate = parseGtfsDate(start) ?? '';
  const endDate = parseGtfsDate(end) ?? '';
  const found = [
    rule.checkRequiredValue(w, 'feed_publisher_name', value('feed_publisher_name')),
    rule.checkLength(w, 'feed_publisher_name', value('feed_publisher_name'), 'name'),
    rule.checkRequiredValue(w, 'feed_publisher_url', value('feed_publisher_url')),
    rule.checkUrl(w, 'feed_publisher_url', value('feed_publisher_url')),
    rule.checkRequiredValue(w, 'feed_lang', value('feed_lang')),
    rule.checkDate(w, 'feed_start_date', start),
    rule.checkDate(w, 'feed_end_date', end),
    startDate && endDate && endDate < startDate
      ? ({
          severity: 'error',
          code: 'start_and_end_range_out_of_order',
          ...w,
          field: 'feed_end_date',
          message: `结束日期 ${endDate} 早于开始日期 ${startDate}`,
        } as const)
      : undefined,
    rule.checkUrl(w, 'feed_contact_url', value('feed_contact_url')),
  ];
  for (const finding of found) if (finding) report({ ...finding, severity: finding.severity === 'error' ? 'warning' : finding.severity });
  const short = (field: string) => value(field).slice(0, 200);
  return {
    publisherName: short('feed_publisher_name'),
    publisherUrl: short('feed_publisher_url'),
    lang: short('feed_lang'),
    defaultLang: short('default_lang'),
    startDate,
    endDate,
    version: short('feed_version'),
    contactEmail: short('feed_contact_email'),
    contactUrl: short('feed_contact_url'),
  };
}

export interface AgencyRow {
  code: string;
  name: string;
  url: string;
  timezone: string;
  lang: string;
  phone: string;
}
export function parseAgency(record: Row, line: number, report: Report): AgencyRow | undefined {
  const w = { file: 'agency.txt', line };
  const [name, url, timezone] = [text(record, 'agency_name'), text(record, 'agency_url'), text(record, 'agency_timezone')];
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'agency_name', name),
    rule.checkLength(w, 'agency_name', name, 'name'),
    rule.checkRequiredValue(w, 'agency_url', url),
    rule.checkUrl(w, 'agency_url', url),
    rule.checkRequiredValue(w, 'agency_timezone', timezone),
    rule.checkLength(w, 'agency_id', text(record, 'agency_id'), 'id'),
  ]);
  if (!ok) return undefined;
  return { code: text(record, 'agency_id') || name, name, url, timezone, lang: text(record, 'agency_lang'), phone: text(record, 'agency_phone') };
}

export interface StopRow {
  code: string;
  name: string;
  lat: number;
  lon: number;
  locationType: number;
  parentCode: string;
  platformCode: string;
  wheelchair: number;
}
export function parseStop(record: Row, line: number, report: Report): StopRow | undefined {
  const w = { file: 'stops.txt', line };
  const code = text(record, 'stop_id');
  const name = text(record, 'stop_name');
  const locationTypeText = text(record, 'location_type');
  const locationType = Number(locationTypeText || 0);
  // stop_name, stop_lat and stop_lon are required for stops, stations and entrances (types 0-2)
  const placed = locationType <= 2;
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'stop_id', code),
    rule.checkLength(w, 'stop_id', code, 'id'),
    rule.checkEnum(w, 'location_type', locationTypeText, [0, 1, 2, 3, 4]),
    placed ? rule.checkRequiredValue(w, 'stop_name', name) : undefined,
    rule.checkLength(w, 'stop_name', name, 'name'),
    placed || text(record, 'stop_lat') ? rule.checkLatitude(w, 'stop_lat', text(record, 'stop_lat')) : undefined,
    placed || text(record, 'stop_lon') ? rule.checkLongitude(w, 'stop_lon', text(record, 'stop_lon')) : undefined,
    rule.checkEnum(w, 'wheelchair_boarding', text(record, 'wheelchair_boarding'), [0, 1, 2]),
    rule.checkLength(w, 'parent_station', text(record, 'parent_station'), 'id'),
    rule.checkLength(w, 'platform_code', text(record, 'platform_code'), 'id'),
  ]);
  if (!ok) return undefined;
  const lat = Number(text(record, 'stop_lat') || 0);
  const lon = Number(text(record, 'stop_lon') || 0);
  report(rule.checkZeroCoordinate(w, lat, lon));
  return {
    code,
    name: name || code,
    lat,
    lon,
    locationType,
    parentCode: text(record, 'parent_station'),
    platformCode: text(record, 'platform_code'),
    wheelchair: Number(text(record, 'wheelchair_boarding') || 0),
  };
}

export interface RouteRow {
  code: string;
  agencyCode: string;
  shortName: string;
  longName: string;
  routeType: number;
  color: string;
  textColor: string;
}
export function parseRoute(record: Row, line: number, report: Report): RouteRow | undefined {
  const w = { file: 'routes.txt', line };
  const code = text(record, 'route_id');
  const [shortName, longName] = [text(record, 'route_short_name'), text(record, 'route_long_name')];
  const routeType = text(record, 'route_type');
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'route_id', code),
    rule.checkLength(w, 'route_id', code, 'id'),
    rule.checkRouteName(w, shortName, longName),
    rule.checkLength(w, 'route_short_name', shortName, 'name'),
    rule.checkLength(w, 'route_long_name', longName, 'name'),
    rule.checkRequiredValue(w, 'route_type', routeType),
    routeType ? rule.checkRouteType(w, routeType) : undefined,
    rule.checkColor(w, 'route_color', text(record, 'route_color')),
    rule.checkColor(w, 'route_text_color', text(record, 'route_text_color')),
  ]);
  if (!ok) return undefined;
  return {
    code,
    agencyCode: text(record, 'agency_id'),
    shortName,
    longName,
    routeType: Number(routeType),
    color: text(record, 'route_color').toUpperCase(),
    textColor: text(record, 'route_text_color').toUpperCase(),
  };
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export interface CalendarRow {
  code: string;
  days: boolean[];
  startDate: string;
  endDate: string;
}
export function parseCalendar(record: Row, line: number, report: Report): CalendarRow | undefined {
  const w = { file: 'calendar.txt', line };
  const code = text(record, 'service_id');
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'service_id', code),
    rule.checkLength(w, 'service_id', code, 'id'),
    ...DAYS.map((day) => rule.checkEnum(w, day, text(record, day), [0, 1], true)),
    rule.checkRequiredValue(w, 'start_date', text(record, 'start_date')),
    rule.checkDate(w, 'start_date', text(record, 'start_date')),
    rule.checkRequiredValue(w, 'end_date', text(record, 'end_date')),
    rule.checkDate(w, 'end_date', text(record, 'end_date')),
  ]);
  if (!ok) return undefined;
  const days = DAYS.map((day) => text(record, day) === '1');
  const startDate = parseGtfsDate(text(record, 'start_date'))!;
  const endDate = parseGtfsDate(text(record, 'end_date'))!;
  if (!checks(report, rule.checkCalendarRange(w, days, startDate, endDate))) return undefined;
  return { code, days, startDate, endDate };
}

export interface CalendarDateRow {
  service: string;
  date: string;
  exceptionType: number;
}
export function parseCalendarDate(record: Row, line: number, report: Report): CalendarDateRow | undefined {
  const w = { file: 'calendar_dates.txt', line };
  const service = text(record, 'service_id');
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'service_id', service),
    rule.checkLength(w, 'service_id', service, 'id'),
    rule.checkRequiredValue(w, 'date', text(record, 'date')),
    rule.checkDate(w, 'date', text(record, 'date')),
    rule.checkEnum(w, 'exception_type', text(record, 'exception_type'), [1, 2], true),
  ]);
  if (!ok) return undefined;
  return { service, date: parseGtfsDate(text(record, 'date'))!, exceptionType: Number(text(record, 'exception_type')) };
}

export interface ShapePointRow {
  shape: string;
  lat: number;
  lon: number;
  sequence: number;
  dist?: number;
}
export function parseShapePoint(record: Row, line: number, report: Report): ShapePointRow | undefined {
  const w = { file: 'shapes.txt', line };
  const shape = text(record, 'shape_id');
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'shape_id', shape),
    rule.checkLength(w, 'shape_id', shape, 'id'),
    rule.checkLatitude(w, 'shape_pt_lat', text(record, 'shape_pt_lat')),
    rule.checkLongitude(w, 'shape_pt_lon', text(record, 'shape_pt_lon')),
    rule.checkInteger(w, 'shape_pt_sequence', text(record, 'shape_pt_sequence'), 0),
    rule.checkNonNegativeNumber(w, 'shape_dist_traveled', text(record, 'shape_dist_traveled')),
  ]);
  if (!ok) return undefined;
  const dist = text(record, 'shape_dist_traveled');
  return {
    shape,
    lat: Number(text(record, 'shape_pt_lat')),
    lon: Number(text(record, 'shape_pt_lon')),
    sequence: Number(text(record, 'shape_pt_sequence')),
    dist: dist === '' ? undefined : Number(dist),
  };
}

export interface TripRow {
  code: string;
  route: string;
  service: string;
  headsign: string;
  direction: number;
  block: string;
  shape: string;
}
export function parseTrip(record: Row, line: number, report: Report): TripRow | undefined {
  const w = { file: 'trips.txt', line };
  const [code, route, service] = [text(record, 'trip_id'), text(record, 'route_id'), text(record, 'service_id')];
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'trip_id', code),
    rule.checkLength(w, 'trip_id', code, 'id'),
    rule.checkRequiredValue(w, 'route_id', route),
    rule.checkRequiredValue(w, 'service_id', service),
    rule.checkLength(w, 'trip_headsign', text(record, 'trip_headsign'), 'name'),
    rule.checkEnum(w, 'direction_id', text(record, 'direction_id'), [0, 1]),
    rule.checkLength(w, 'block_id', text(record, 'block_id'), 'id'),
    rule.checkLength(w, 'shape_id', text(record, 'shape_id'), 'id'),
  ]);
  if (!ok) return undefined;
  return {
    code,
    route,
    service,
    headsign: text(record, 'trip_headsign'),
    direction: Number(text(record, 'direction_id') || 0),
    block: text(record, 'block_id'),
    shape: text(record, 'shape_id'),
  };
}

export interface StopTimeRow {
  trip: string;
  sequence: number;
  stop: string;
  arrival?: number;
  departure?: number;
  dist?: number;
  pickup: number;
  dropOff: number;
}
export function parseStopTime(record: Row, line: number, report: Report): StopTimeRow | undefined {
  const w = { file: 'stop_times.txt', line };
  const [trip, stop, sequence] = [text(record, 'trip_id'), text(record, 'stop_id'), text(record, 'stop_sequence')];
  const [arrival, departure] = [text(record, 'arrival_time'), text(record, 'departure_time')];
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'trip_id', trip),
    rule.checkRequiredValue(w, 'stop_id', stop),
    rule.checkInteger(w, 'stop_sequence', sequence, 0),
    rule.checkTime(w, 'arrival_time', arrival),
    rule.checkTime(w, 'departure_time', departure),
    rule.checkEnum(w, 'pickup_type', text(record, 'pickup_type'), [0, 1, 2, 3]),
    rule.checkEnum(w, 'drop_off_type', text(record, 'drop_off_type'), [0, 1, 2, 3]),
    rule.checkNonNegativeNumber(w, 'shape_dist_traveled', text(record, 'shape_dist_traveled')),
  ]);
  if (!ok) return undefined;
  const dist = text(record, 'shape_dist_traveled');
  return {
    trip,
    stop,
    sequence: Number(sequence),
    arrival: arrival ? parseGtfsTime(arrival) : undefined,
    departure: departure ? parseGtfsTime(departure) : undefined,
    dist: dist === '' ? undefined : Number(dist),
    pickup: optionalInt(text(record, 'pickup_type')) ?? 0,
    dropOff: optionalInt(text(record, 'drop_off_type')) ?? 0,
  };
}

export interface FrequencyRow {
  trip: string;
  start: number;
  end: number;
  headway: number;
  exact: number;
}
export function parseFrequency(record: Row, line: number, report: Report): FrequencyRow | undefined {
  const w = { file: 'frequencies.txt', line };
  const [trip, start, end, headway] = [text(record, 'trip_id'), text(record, 'start_time'), text(record, 'end_time'), text(record, 'headway_secs')];
  const ok = checks(report, [
    rule.checkRequiredValue(w, 'trip_id', trip),
    rule.checkRequiredValue(w, 'start_time', start),
    rule.checkTime(w, 'start_time', start),
    rule.checkRequiredValue(w, 'end_time', end),
    rule.checkTime(w, 'end_time', end),
    rule.checkInteger(w, 'headway_secs', headway, 1),
    rule.checkEnum(w, 'exact_times', text(record, 'exact_times'), [0, 1]),
  ]);
  if (!ok) return undefined;
  const value = { trip, start: parseGtfsTime(start)!, end: parseGtfsTime(end)!, headway: Number(headway), exact: Number(text(record, 'exact_times') || 0) };
  if (!checks(report, [rule.checkFrequencyRange(w, value.start, value.end, value.headway)])) return undefined;
  return value;
}
