/**
 * The bus network of 江城公交集团 (tenant 1): about 600 stops around the city centre
 * (30.59N, 114.30E) and 30 lines in both directions with stop patterns, running times and
 * shapes. Generated, not listed: lines walk a street grid of ~650 m blocks, starting or ending at
 * a handful of hubs so that they share stops there. Deterministic (a seeded PRNG), idempotent
 * (stable ids, ON CONFLICT DO NOTHING) and fast. The timetable and fleet seeds read what it writes.
 */
import { cumulativeMetres, haversineMetres, polylineMetres, shapeFromStops, type LatLon } from '@bus/contracts';
import type { Database } from '../client';
import * as t from '../schema';
import { COLOURS, DISTRICTS, EAST_WEST, FACILITIES, HUBS, LANDMARKS, LINES, NORTH_SOUTH, STATIONS } from './ops-network.data';
import { seedId } from './seed-id';
import { seededRandom } from '../../lib/seeded-random';

/** Bump when the generated network changes: the seed runs again (seedFingerprint). */
export const OPS_NETWORK_SEED_VERSION = 'ops-network-3';

const TENANT = 1;
const SYSTEM = 'system';
const CENTRE = { lat: 30.59, lon: 114.3 };
const BLOCK_M = 650;
const RADIUS_BLOCKS = 29;
const DLAT = BLOCK_M / 111_320;
const DLON = BLOCK_M / (111_320 * Math.cos((CENTRE.lat * Math.PI) / 180));

interface SeedStop extends LatLon {
  key: string;
  code: string;
  name: string;
  col: number;
  row: number;
}

const STEPS: Array<[number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

/** The whole network as rows, computed without the database (also what the seed tests inspect). */
export function generateOpsNetwork() {
  // seeded: every run generates the same network
  const random = seededRandom(20241127);
  const stops = new Map<string, SeedStop>();
  const usedNames = new Set<string>();
  let landmark = 0;

  const nameFor = (col: number, row: number): string => {
    const hub = HUBS.find(([c, r]) => c === col && r === row);
    if (hub) return hub[2];
    const eastWest = EAST_WEST[(row + 200) % EAST_WEST.length];
    const northSouth = NORTH_SOUTH[(col + 200) % NORTH_SOUTH.length];
    const roll = random();
    let name =
      roll < 0.22 && landmark < LANDMARKS.length
        ? LANDMARKS[landmark++]
        : roll < 0.6
          ? `${eastWest}${northSouth}`
          : roll < 0.85
            ? `${northSouth}${eastWest.replace(/(大道|大街|路|街)$/, '')}路口`
            : `${eastWest}${northSouth.replace(/(大道|路|街)$/, '')}站`;
    for (const suffix of ['', '东', '西', '南', '北', '中']) {
      if (!usedNames.has(name + suffix)) return name + suffix;
    }
    name = `${name}${stops.size}`;
    return name;
  };

  const stopAt = (col: number, row: number): SeedStop => {
    const key = `${col},${row}`;
    const found = stops.get(key);
    if (found) return found;
    const name = nameFor(col, row);
    usedNames.add(name);
    const code = `S${String(stops.size + 1).padStart(4, '0')}`;
    const jitter = () => (random() - 0.5) * 0.0012;
    const stop: SeedStop = {
      key,
      code,
      name,
      col,
      row,
      lat: round6(CENTRE.lat + row * DLAT + jitter()),
      lon: round6(CENTRE.lon + col * DLON + jitter()),
    };
    stops.set(key, stop);
    return stop;
  };

  const inCity = (col: number, row: number) => col * col + row * row <= RADIUS_BLOCKS * RADIUS_BLOCKS;

  /** A walk along the grid: mostly straight, turning now and then, never crossing itself. */
  const walk = (start: [number, number], length: number, stride: number): Array<[number, number]> => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const path: Array<[number, number]> = [start];
      const seen = new Set([`${start[0]},${start[1]}`]);
      let heading = Math.floor(random() * 4);
      while (path.length < length) {
        if (random() < 0.22) heading = (heading + (random() < 0.5 ? 1 : 3)) % 4;
        const options = [heading, (heading + 1) % 4, (heading + 3) % 4];
        const [col, row] = path[path.length - 1];
        const next = options
          .map((h) => [col + STEPS[h][0] * stride, row + STEPS[h][1] * stride, h] as const)
          .find(([c, r]) => inCity(c, r) && !seen.has(`${c},${r}`));
        if (!next) break;
        heading = next[2];
        path.push([next[0], next[1]]);
        seen.add(`${next[0]},${next[1]}`);
      }
      if (path.length >= length) return path;
    }
    throw new Error('ops-network seed: no walk found');
  };

  const routes = LINES.map((line, index) => {
    const hub = HUBS[index % HUBS.length];
    const start: [number, number] = index % 5 === 4 ? [Math.floor(random() * 30) - 15, Math.floor(random() * 30) - 15] : [hub[0], hub[1]];
    const path = walk(start, line.stops, line.lineType === 'express' ? 2 : 1);
    const up = path.map(([c, r]) => stopAt(c, r));
    // a few lines run through one-way streets: the way back skips two stops in the middle
    const oneWay = index % 6 === 2;
    const down = [...up].reverse().filter((_, i) => !oneWay || i < up.length / 2 - 1 || i > up.length / 2);
    return { line, index, up, down };
  });

  return { stops: [...stops.values()], routes, random };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Running time from the first stop: 2-3 minutes a stop, longer within 5 km of the centre. */
function offsets(pattern: SeedStop[], random: () => number): number[] {
  let total = 0;
  return pattern.map((stop, i) => {
    if (i > 0) {
      const central = haversineMetres(stop, CENTRE) < 5000 ? 60 : 0;
      total += 120 + Math.round(random() * 2) * 30 + central;
    }
    return total;
  });
}

const hhmm = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return h * 3600 + m * 60;
};

/** bulk inserts in chunks well under PostgreSQL's 65,535 bound parameters per statement */
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Writes the generated network (rows that exist already are left as they are). */
export async function seedOpsNetwork(db: Database): Promise<void> {
  const { stops, routes, random } = generateOpsNetwork();
  const stopId = (code: string) => seedId('ops-stop', `${TENANT}:${code}`);
  const stationId = (name: string) => seedId('ops-station', `${TENANT}:${name}`);

  const stations = [...STATIONS].map((name, i) => {
    const platform = stops.find((s) => s.name === name)!;
    return { id: stationId(name), code: `ST${String(i + 1).padStart(3, '0')}`, name, lat: platform.lat, lon: platform.lon };
  });
  const stopRows = [
    ...stations.map((station) => ({
      ...station,
      tenantId: TENANT,
      locationType: 1,
      facilities: ['shelter', 'seat', 'e_board', 'accessible'],
      wheelchairBoarding: 1,
      address: `${DISTRICTS[0]}${station.name}`,
      createBy: SYSTEM,
    })),
    ...stops.map((stop) => {
      const station = STATIONS.has(stop.name) ? stationId(stop.name) : null;
      const facilities = FACILITIES.filter((_, i) => random() < (i < 2 ? 0.8 : 0.35));
      const district = DISTRICTS[(Math.abs(stop.col * 3 + stop.row * 5) >> 3) % DISTRICTS.length];
      return {
        id: stopId(stop.code),
        tenantId: TENANT,
        code: stop.code,
        name: stop.name,
        lat: stop.lat,
        lon: stop.lon,
        parentId: station,
        platformCode: station ? 'A' : null,
        facilities,
        wheelchairBoarding: facilities.includes('accessible') ? 1 : random() < 0.5 ? 0 : 2,
        address: `${district}${EAST_WEST[(stop.row + 200) % EAST_WEST.length]}`,
        status: random() < 0.02 ? 'inactive' : 'active',
        createBy: SYSTEM,
      };
    }),
  ];
  await insertChunks(stopRows, (chunk) => db.insert(t.opsStop).values(chunk).onConflictDoNothing());

  const branches = [seedId('depart', 'A01A06'), seedId('depart', 'A01A07')];
  const routeRows: Array<typeof t.opsRoute.$inferInsert> = [];
  const directionRows: Array<typeof t.opsRouteDirection.$inferInsert> = [];
  const patternRows: Array<typeof t.opsRouteStop.$inferInsert> = [];
  const shapeRows: Array<typeof t.opsShapePoint.$inferInsert> = [];

  for (const { line, index, up, down } of routes) {
    const id = seedId('ops-route', `${TENANT}:${line.code}`);
    const night = line.lineType === 'night';
    const fareCents = line.lineType === 'branch' ? 100 : night || line.lineType === 'express' ? 300 : 200;
    const first = night ? '22:30' : ['05:30', '06:00', '06:00', '06:30'][index % 4];
    const last = night ? '29:00' : ['21:00', '22:00', '22:00', '22:30', '23:00'][index % 5];
    let upLength = 0;
    for (const [directionId, pattern] of [
      [0, up],
      [1, down],
    ] as const) {
      const shapeCode = `${line.code}_${directionId}`;
      const shape = shapeFromStops(pattern);
      if (directionId === 0) upLength = polylineMetres(shape);
      directionRows.push({
        routeId: id,
        directionId,
        headsign: pattern[pattern.length - 1].name,
        firstDeparture: hhmm(first) + directionId * 600,
        lastDeparture: hhmm(last) + directionId * 600,
        shapeCode,
      });
      const distances = cumulativeMetres(pattern);
      offsets(pattern, random).forEach((offsetSecs, i) =>
        patternRows.push({ routeId: id, directionId, sequence: i + 1, stopId: stopId(pattern[i].code), distanceM: Math.round(distances[i]), offsetSecs }),
      );
      const along = cumulativeMetres(shape);
      shape.forEach((point, i) =>
        shapeRows.push({ tenantId: TENANT, shapeCode, sequence: i + 1, lat: point.lat, lon: point.lon, distTraveled: Math.round(along[i]) }),
      );
    }
    routeRows.push({
      id,
      tenantId: TENANT,
      code: line.code,
      number: line.number,
      name: `${up[0].name}—${up[up.length - 1].name}`,
      lineType: line.lineType,
      departId: branches[index % 2],
      fareRule: line.lineType === 'express' ? '分段计价' : '一票制',
      fareCents,
      lengthM: Math.round(upLength),
      color: COLOURS[index % COLOURS.length],
      textColor: '#FFFFFF',
      status: line.status,
      effectiveDate: line.status === 'planning' ? '2027-01-01' : `20${18 + (index % 7)}-0${1 + (index % 9)}-01`,
      remark: line.status === 'suspended' ? '道路施工，暂停运营' : null,
      createBy: SYSTEM,
    });
  }
  await insertChunks(routeRows, (chunk) => db.insert(t.opsRoute).values(chunk).onConflictDoNothing());
  await insertChunks(directionRows, (chunk) => db.insert(t.opsRouteDirection).values(chunk).onConflictDoNothing());
  await insertChunks(patternRows, (chunk) => db.insert(t.opsRouteStop).values(chunk).onConflictDoNothing(), 5000);
  await insertChunks(shapeRows, (chunk) => db.insert(t.opsShapePoint).values(chunk).onConflictDoNothing(), 5000);
}
