/**
 * Validates a GTFS feed in one streamed pass over its files: the row rules while reading, the
 * reference rules as soon as what a row refers to is known (files are read in LOAD_ORDER), and
 * the trip, block, shape and unused-record rules at the end over compact typed arrays (a million
 * stop times take about 30 MB here, never a million objects).
 */
import type { GtfsFeedInfo } from '@bus/contracts';
import { GTFS_FILE_NAMES, GTFS_REFERENCE_FILES, LOAD_ORDER, type GtfsFileName } from './gtfs-format';
import * as parse from './parse-rows';
import type { GtfsFeed } from './read-feed';
import { unknownColumns } from './read-feed';
import { IntColumn, NONE, rowsByTrip } from './trip-calls';
import { FindingCollector, type Finding } from './validation/findings';
import * as net from './validation/network-rules';
import { checkDuplicateId, checkRequiredValue } from './validation/row-rules';

export interface ValidationReport {
  findings: Finding[];
  counts: { error: number; warning: number; info: number };
  ruleCounts: Record<string, number>;
  /** data rows per file */
  files: Array<{ file: string; rows: number }>;
  /** feed_info.txt's first row, if the feed has the file */
  feedInfo: GtfsFeedInfo | null;
  /** the reference's files in the feed that the app does not use */
  notImported: Array<{ file: string; title: string }>;
}

/** the reference's files in a feed that are not imported, each with what it holds */
export const notImportedFiles = (feed: GtfsFeed) => feed.notImported.map((file) => ({ file, title: GTFS_REFERENCE_FILES[file] }));

export async function validateFeed(feed: GtfsFeed, onProgress?: (file: string, rows: number) => void): Promise<ValidationReport> {
  const out = new FindingCollector();
  const report = (finding: Finding | undefined) => out.add(finding);
  const rowsPerFile: Array<{ file: string; rows: number }> = [];

  for (const { file, title } of notImportedFiles(feed))
    out.add({ severity: 'info', code: 'file_not_imported', file, message: `文件 ${file}（${title}）属于 GTFS 规范，本系统不使用，未导入` });
  for (const name of feed.otherFiles) out.add({ severity: 'info', code: 'unknown_file', file: name, message: `文件 ${name} 不属于 GTFS 规范，已忽略` });
  let feedInfo: GtfsFeedInfo | null = null;

  const stops = new Map<string, net.PlacedStop & { parent: string }>();
  const stopIndex = new Map<string, number>();
  const stopList: Array<net.PlacedStop> = [];
  const routes = new Map<string, { line: number; routeType: number }>();
  const services = new Set<string>();
  const calendarCodes = new Set<string>();
  const shapes = new Map<string, { lats: number[]; lons: number[]; seqs: number[]; line: number }>();
  const trips = new Map<string, { index: number; route: string; service: string; shape: string; block: string; line: number }>();
  const tripList: string[] = [];
  const agencies = new Set<string>();
  const st = { trip: new IntColumn(), seq: new IntColumn(), stop: new IntColumn(), arr: new IntColumn(), dep: new IntColumn(), line: new IntColumn() };

  for (const file of LOAD_ORDER) {
    if (!feed.has(file)) continue;
    let count = 0;
    const tick = () => {
      count += 1;
      if (onProgress && count % 50_000 === 0) onProgress(file, count);
    };
    for await (const { record, line } of feed.rows(file)) {
      tick();
      switch (file) {
        case 'feed_info.txt': {
          const info = parse.parseFeedInfo(record, line, report);
          if (!feedInfo) feedInfo = info;
          else report({ severity: 'warning', code: 'more_than_one_entity', file, line, message: 'feed_info.txt 只应有一行，只读取了第一行' });
          break;
        }
        case 'agency.txt': {
          const agency = parse.parseAgency(record, line, report);
          if (agency) agencies.add(agency.code);
          break;
        }
        case 'stops.txt': {
          const stop = parse.parseStop(record, line, report);
          if (!stop) break;
          report(checkDuplicateId({ file, line }, 'stop_id', stop.code, stops.has(stop.code)));
          const placed = { code: stop.code, name: stop.name, lat: stop.lat, lon: stop.lon, locationType: stop.locationType, line, parent: stop.parentCode };
          if (!stops.has(stop.code)) {
            stopIndex.set(stop.code, stopList.length);
            stopList.push(placed);
          }
          stops.set(stop.code, placed);
          break;
        }
        case 'routes.txt': {
          const route = parse.parseRoute(record, line, report);
          if (!route) break;
          report(checkDuplicateId({ file, line }, 'route_id', route.code, routes.has(route.code)));
          if (agencies.size > 1) report(checkRequiredValue({ file, line }, 'agency_id', route.agencyCode));
          if (route.agencyCode) report(net.checkReference(file, line, 'agency_id', route.agencyCode, agencies.has(route.agencyCode), 'agency.txt'));
          routes.set(route.code, { line, routeType: route.routeType });
          break;
        }
        case 'calendar.txt': {
          const calendar = parse.parseCalendar(record, line, report);
          if (!calendar) break;
          report(checkDuplicateId({ file, line }, 'service_id', calendar.code, calendarCodes.has(calendar.code)));
          calendarCodes.add(calendar.code);
          services.add(calendar.code);
          break;
        }
        case 'calendar_dates.txt': {
          const date = parse.parseCalendarDate(record, line, report);
          if (date) services.add(date.service);
          break;
        }
        case 'shapes.txt': {
          const point = parse.parseShapePoint(record, line, report);
          if (!point) break;
          let shape = shapes.get(point.shape);
          if (!shape) shapes.set(point.shape, (shape = { lats: [], lons: [], seqs: [], line }));
          shape.lats.push(point.lat);
          shape.lons.push(point.lon);
          shape.seqs.push(point.sequence);
          break;
        }
        case 'trips.txt': {
          const trip = parse.parseTrip(record, line, report);
          if (!trip) break;
          report(checkDuplicateId({ file, line }, 'trip_id', trip.code, trips.has(trip.code)));
          report(net.checkReference(file, line, 'route_id', trip.route, routes.has(trip.route), 'routes.txt'));
          report(net.checkReference(file, line, 'service_id', trip.service, services.has(trip.service), 'calendar.txt / calendar_dates.txt'));
          report(net.checkReference(file, line, 'shape_id', trip.shape, shapes.has(trip.shape), 'shapes.txt'));
          if (!trips.has(trip.code)) {
            trips.set(trip.code, { index: tripList.length, route: trip.route, service: trip.service, shape: trip.shape, block: trip.block, line });
            tripList.push(trip.code);
          }
          break;
        }
        case 'stop_times.txt': {
          const call = parse.parseStopTime(record, line, report);
          if (!call) break;
          const trip = trips.get(call.trip);
          const stop = stopIndex.get(call.stop);
          report(net.checkReference(file, line, 'trip_id', call.trip, trip !== undefined, 'trips.txt'));
          report(net.checkReference(file, line, 'stop_id', call.stop, stop !== undefined, 'stops.txt'));
          if (trip === undefined || stop === undefined) break;
          st.trip.push(trip.index);
          st.seq.push(call.sequence);
          st.stop.push(stop);
          st.arr.push(call.arrival ?? NONE);
          st.dep.push(call.departure ?? NONE);
          st.line.push(line);
          break;
        }
        case 'frequencies.txt': {
          const frequency = parse.parseFrequency(record, line, report);
          if (frequency) report(net.checkReference(file, line, 'trip_id', frequency.trip, trips.has(frequency.trip), 'trips.txt'));
          break;
        }
      }
    }
    rowsPerFile.push({ file, rows: count });
    onProgress?.(file, count);
    const header = await feed.header(file);
    for (const column of unknownColumns(file, header))
      out.add({ severity: 'info', code: 'unknown_column', file, line: 1, field: column, message: `列 ${column} 不属于 GTFS 规范，已忽略` });
  }

  // stations a stop names as parent
  const parents = new Set<string>();
  for (const stop of stops.values()) {
    if (!stop.parent) continue;
    parents.add(stop.parent);
    const parent = stops.get(stop.parent);
    report(net.checkReference('stops.txt', stop.line, 'parent_station', stop.parent, parent !== undefined, 'stops.txt'));
    if (parent && parent.locationType !== 1 && stop.locationType === 0)
      report({
        severity: 'error',
        code: 'wrong_parent_location_type',
        file: 'stops.txt',
        line: stop.line,
        field: 'parent_station',
        message: `站点「${stop.code}」的上级「${stop.parent}」不是车站（location_type 应为 1）`,
      });
  }
  out.addAll(net.findDuplicateStops(stops.values()));

  // shapes sorted by their sequence
  for (const shape of shapes.values()) {
    const order = shape.seqs.map((_, i) => i).sort((a, b) => shape.seqs[a] - shape.seqs[b]);
    shape.lats = order.map((i) => shape.lats[i]);
    shape.lons = order.map((i) => shape.lons[i]);
  }

  // the stop times of each trip, by a counting sort on the trip and a small sort on the sequence
  const tripCount = tripList.length;
  const { starts, order } = rowsByTrip(st.trip, tripCount);

  const usedStops = new Set<string>();
  const usedRoutes = new Set<string>();
  const usedShapes = new Set<string>();
  const blockTrips: net.BlockTrip[] = [];
  const shapeStopChecked = new Set<string>();
  const stopAt = (code: string) => stops.get(code);
  const tripEntries = [...trips.entries()];
  for (let t = 0; t < tripCount; t += 1) {
    const [code, trip] = tripEntries[t];
    usedRoutes.add(trip.route);
    if (trip.shape) usedShapes.add(trip.shape);
    const calls: net.Call[] = [];
    for (let k = starts[t]; k < starts[t + 1]; k += 1) {
      const i = order[k];
      const arrival = st.arr.data[i];
      const departure = st.dep.data[i];
      calls.push({
        sequence: st.seq.data[i],
        stop: stopList[st.stop.data[i]].code,
        arrival: arrival === NONE ? undefined : arrival,
        departure: departure === NONE ? undefined : departure,
        line: st.line.data[i],
      });
    }
    calls.sort((a, b) => a.sequence - b.sequence);
    for (const call of calls) usedStops.add(call.stop);
    out.addAll(net.checkStopSequence(code, calls));
    out.addAll(net.checkStopTimesIncrease(code, calls));
    out.addAll(net.checkTripEdges(code, calls));
    report(net.checkTripHasTwoStops(code, calls, trip.line));
    out.addAll(net.checkTravelSpeed(code, calls, stopAt, net.maxSpeedKmh(routes.get(trip.route)?.routeType ?? 3)));
    const shape = trip.shape ? shapes.get(trip.shape) : undefined;
    if (shape)
      for (const call of calls) {
        const key = `${trip.shape}\u0000${call.stop}`;
        if (shapeStopChecked.has(key)) continue;
        shapeStopChecked.add(key);
        report(net.checkStopNearShape(trip.shape, stops.get(call.stop)!, shape.lats, shape.lons, call.line));
      }
    if (trip.block && calls.length) {
      const first = calls[0];
      const last = calls[calls.length - 1];
      const start = first.departure ?? first.arrival;
      const end = last.arrival ?? last.departure;
      if (start !== undefined && end !== undefined) blockTrips.push({ code, block: trip.block, service: trip.service, start, end, line: trip.line });
    }
  }
  out.addAll(net.findBlockOverlaps(blockTrips));
  out.addAll(
    net.findRoutesWithoutTrips(
      [...routes].map(([code, route]) => ({ code, line: route.line })),
      usedRoutes,
    ),
  );
  out.addAll(
    net.findUnusedStops(
      stopList.filter((stop) => stop.locationType === 0),
      usedStops,
      parents,
    ),
  );
  out.addAll(
    net.findUnusedShapes(
      [...shapes].map(([code, shape]) => ({ code, line: shape.line })),
      usedShapes,
    ),
  );

  const fileOrder = (file: string) => {
    const index = GTFS_FILE_NAMES.indexOf(file as GtfsFileName);
    return index === -1 ? 99 : index;
  };
  const severityOrder = { error: 0, warning: 1, info: 2 };
  out.findings.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity] || fileOrder(a.file) - fileOrder(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return { findings: out.findings, counts: out.counts, ruleCounts: out.ruleCounts(), files: rowsPerFile, feedInfo, notImported: notImportedFiles(feed) };
}
