/**
 * A deterministic GTFS feed of any size (tests, the bench, the e2e): `routes` lines of
 * `stopsPerRoute` stops each, both directions, `tripsPerDirection` trips per direction, paired
 * into blocks, on a weekday and a weekend calendar with holiday exceptions, shapes through the
 * stops and one frequency-based trip. stop_times = routes x 2 x tripsPerDirection x stopsPerRoute.
 * Files are generated while the zip is written, so a million stop times need no memory.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { formatGtfsTime } from './gtfs-format';
import { csvLine } from './csv-text';

export interface TestFeedOptions {
  routes: number;
  stopsPerRoute: number;
  tripsPerDirection: number;
  /** replaces (or adds) whole files, e.g. a broken stops.txt for a test */
  files?: Record<string, string>;
  /** leaves files out */
  omit?: string[];
}

export const smallFeed: TestFeedOptions = { routes: 3, stopsPerRoute: 6, tripsPerDirection: 4 };

/** options giving about `stopTimes` stop times (25 stops a line, 100 trips per direction) */
export function feedOfSize(stopTimes: number): TestFeedOptions {
  const stopsPerRoute = 25;
  const tripsPerDirection = Math.max(2, Math.min(100, Math.round(stopTimes / (2 * stopsPerRoute * 10))));
  const routes = Math.max(1, Math.round(stopTimes / (2 * stopsPerRoute * tripsPerDirection)));
  return { routes, stopsPerRoute, tripsPerDirection };
}

export const stopTimeCount = (o: TestFeedOptions) => o.routes * 2 * o.tripsPerDirection * o.stopsPerRoute;

const ROADS = ['解放大道', '中山大道', '建设大道', '武珞路', '珞喻路', '雄楚大道', '友谊大道', '和平大道', '青年路', '发展大道', '民族大道', '长江大道'];
const PLACES = ['口', '路口', '小区', '公园', '医院', '学校', '广场', '地铁站', '市场', '村'];
const SEGMENT_SECONDS = 90;
const SPACING_DEGREES = 0.0045; // ~500 m

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Geometry {
  start: [number, number];
  heading: [number, number];
}

function routeGeometry(route: number): Geometry {
  const next = random(route * 7919 + 17);
  const angle = next() * Math.PI * 2;
  return { start: [30.45 + next() * 0.3, 114.15 + next() * 0.3], heading: [Math.sin(angle), Math.cos(angle)] };
}

const stopPosition = (g: Geometry, i: number): [number, number] => [
  Number((g.start[0] + g.heading[0] * SPACING_DEGREES * i).toFixed(6)),
  Number((g.start[1] + g.heading[1] * SPACING_DEGREES * i).toFixed(6)),
];

const stopCode = (route: number, i: number) => `S${route}_${i}`;

function* lines(header: string[], rows: () => Iterable<Array<string | number>>) {
  yield csvLine(header);
  // a few hundred rows per chunk: a stream of a million tiny chunks is slow
  let chunk = '';
  for (const row of rows()) {
    chunk += csvLine(row);
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function tripTimes(o: TestFeedOptions, route: number, k: number, direction: number) {
  const first = 5 * 3600 + 30 * 60 + (route % 10) * 60;
  const span = 18 * 3600;
  const headway = Math.max(60, Math.floor(span / o.tripsPerDirection));
  // the down trip of a block leaves after its up trip arrived
  const turn = o.stopsPerRoute * SEGMENT_SECONDS + 300;
  return first + k * headway + direction * turn;
}

function files(o: TestFeedOptions): Record<string, () => Iterable<string>> {
  const routes = Array.from({ length: o.routes }, (_, r) => r + 1);
  const tripId = (route: number, direction: number, k: number) => `T${route}_${direction}_${k}`;
  return {
    'agency.txt': () =>
      lines(['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_phone'], () => [
        ['JCBUS', '江城公交集团', 'https://bus.example.cn', 'Asia/Shanghai', 'zh', '027-88888888'],
      ]),
    'stops.txt': () =>
      lines(['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'parent_station', 'wheelchair_boarding', 'platform_code'], function* () {
        for (const route of routes) {
          const g = routeGeometry(route);
          for (let i = 0; i < o.stopsPerRoute; i += 1) {
            const [lat, lon] = stopPosition(g, i);
            yield [
              stopCode(route, i),
              `${ROADS[(route + i) % ROADS.length]}${PLACES[i % PLACES.length]}${route}-${i}`,
              lat,
              lon,
              0,
              '',
              i % 3 === 0 ? 1 : 0,
              '',
            ];
          }
        }
      }),
    'routes.txt': () =>
      lines(['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type', 'route_color', 'route_text_color'], function* () {
        for (const route of routes)
          yield [
            `R${route}`,
            'JCBUS',
            `${route}路`,
            `${ROADS[route % ROADS.length]}—${ROADS[(route + 5) % ROADS.length]}`,
            3,
            ['1677FF', 'FA541C', '52C41A', '722ED1'][route % 4],
            'FFFFFF',
          ];
      }),
    'calendar.txt': () =>
      lines(['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'], () => [
        ['WD', 1, 1, 1, 1, 1, 0, 0, '20270101', '20271231'],
        ['WE', 0, 0, 0, 0, 0, 1, 1, '20270101', '20271231'],
      ]),
    'calendar_dates.txt': () =>
      lines(['service_id', 'date', 'exception_type'], () => [
        ['WD', '20270101', 2],
        ['WE', '20270101', 1],
        ['WD', '20271001', 2],
        ['WE', '20271001', 1],
      ]),
    'shapes.txt': () =>
      lines(['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'], function* () {
        for (const route of routes) {
          const g = routeGeometry(route);
          for (const direction of [0, 1]) {
            let sequence = 1;
            for (let n = 0; n < o.stopsPerRoute; n += 1) {
              const i = direction === 0 ? n : o.stopsPerRoute - 1 - n;
              const [lat, lon] = stopPosition(g, i);
              yield [`SH${route}_${direction}`, lat, lon, sequence++];
            }
          }
        }
      }),
    'trips.txt': () =>
      lines(['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'block_id', 'shape_id'], function* () {
        for (const route of routes) {
          const g = routeGeometry(route);
          void g;
          for (let k = 0; k < o.tripsPerDirection; k += 1)
            for (const direction of [0, 1]) {
              const last = direction === 0 ? o.stopsPerRoute - 1 : 0;
              yield [
                `R${route}`,
                k % 4 === 3 ? 'WE' : 'WD',
                tripId(route, direction, k),
                `${ROADS[(route + last) % ROADS.length]}${PLACES[last % PLACES.length]}${route}-${last}`,
                direction,
                `B${route}_${k}`,
                `SH${route}_${direction}`,
              ];
            }
        }
      }),
    'stop_times.txt': () =>
      lines(['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'pickup_type', 'drop_off_type'], function* () {
        for (const route of routes)
          for (let k = 0; k < o.tripsPerDirection; k += 1)
            for (const direction of [0, 1]) {
              const start = tripTimes(o, route, k, direction);
              for (let n = 0; n < o.stopsPerRoute; n += 1) {
                const i = direction === 0 ? n : o.stopsPerRoute - 1 - n;
                const time = formatGtfsTime(start + n * SEGMENT_SECONDS);
                yield [tripId(route, direction, k), time, time, stopCode(route, i), n + 1, 0, 0];
              }
            }
      }),
    'frequencies.txt': () =>
      lines(['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times'], () => [[tripId(1, 0, 0), '06:00:00', '09:00:00', 600, 0]]),
  };
}

/** the feed as a zip, written to `path` */
export async function writeTestFeed(path: string, options: TestFeedOptions): Promise<void> {
  const zip = new yazl.ZipFile();
  const generated = files(options);
  for (const [name, generate] of Object.entries(generated)) {
    if (options.omit?.includes(name) || options.files?.[name] !== undefined) continue;
    zip.addReadStream(Readable.from(generate()), name);
  }
  for (const [name, content] of Object.entries(options.files ?? {})) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

/** the feed as a zip in memory (small feeds for tests) */
export async function buildTestFeed(options: TestFeedOptions): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const generated = files(options);
  for (const [name, generate] of Object.entries(generated)) {
    if (options.omit?.includes(name) || options.files?.[name] !== undefined) continue;
    zip.addBuffer(Buffer.from([...generate()].join('')), name);
  }
  for (const [name, content] of Object.entries(options.files ?? {})) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** one file of the generated feed as text (a test edits it and passes it back through `files`) */
export const testFeedFile = (options: TestFeedOptions, name: string) => [...files(options)[name]()].join('');
