/**
 * The line editor's working copy of the two directions and how it becomes the save request.
 * Plain functions (no React), tested on their own.
 */
import { backwardsStopTime, cumulativeMetres, type OpsRouteDetail, type OpsRouteDirectionInput } from '@bus/contracts';
import type { TransitMapLine } from '../../../../components/transit-map';

export interface DraftStop {
  /** a key of its own: the same stop may appear twice in a loop line */
  key: string;
  stopId: string;
  name: string;
  code: string;
  lat: number;
  lon: number;
  offsetMinutes: number | null;
}

export interface DraftDirection {
  directionId: 0 | 1;
  headsign: string;
  firstDeparture: string;
  lastDeparture: string;
  stops: DraftStop[];
  shape: Array<{ lat: number; lon: number }>;
}

let keys = 0;
export const newKey = () => `s${++keys}`;

export function emptyDirection(directionId: 0 | 1): DraftDirection {
  return { directionId, headsign: '', firstDeparture: '', lastDeparture: '', stops: [], shape: [] };
}

export function draftFromDetail(detail: OpsRouteDetail | undefined): [DraftDirection, DraftDirection] {
  const direction = (id: 0 | 1): DraftDirection => {
    const found = detail?.directions.find((d) => d.directionId === id);
    if (!found) return emptyDirection(id);
    return {
      directionId: id,
      headsign: found.headsign ?? '',
      firstDeparture: found.firstDeparture ?? '',
      lastDeparture: found.lastDeparture ?? '',
      stops: found.stops.map((s) => ({
        key: newKey(),
        stopId: s.stopId,
        name: s.name,
        code: s.code,
        lat: s.lat,
        lon: s.lon,
        offsetMinutes: s.offsetSecs == null ? null : Math.round((s.offsetSecs / 60) * 10) / 10,
      })),
      shape: found.shape,
    };
  };
  return [direction(0), direction(1)];
}

/** Distance of each stop from the first, in km, along the stops. */
export function stopDistancesKm(stops: DraftStop[]): number[] {
  return cumulativeMetres(stops).map((m) => Math.round(m / 10) / 100);
}

/**
 * A direction's stops moved: index to index + delta (up -1, down +1). The running times stay with
 * their places along the line, not with the stops: a stop's minutes from the first stop are a fact
 * of where it is, and carried with it they went backwards (0, 8, 3, 12).
 */
export function moveStop(stops: DraftStop[], index: number, delta: -1 | 1): DraftStop[] {
  const target = index + delta;
  if (target < 0 || target >= stops.length) return stops;
  const next = [...stops];
  next[index] = { ...stops[target], offsetMinutes: stops[index].offsetMinutes };
  next[target] = { ...stops[index], offsetMinutes: stops[target].offsetMinutes };
  return next;
}

/** Where the direction's running times go backwards, said as the server says it; null when they run forwards. */
export function backwardsTimeProblem(direction: DraftDirection): { index: number; message: string } | null {
  const found = backwardsStopTime(direction.stops);
  if (!found) return null;
  const [stop, previous] = [direction.stops[found.index], direction.stops[found.previous]];
  return {
    index: found.index,
    message: `${direction.directionId === 0 ? '上行' : '下行'}第 ${found.index + 1} 站「${stop.name}」的运行时间 ${stop.offsetMinutes} 分早于前一站「${previous.name}」的 ${previous.offsetMinutes} 分：运行时间应沿线路逐站增加`,
  };
}

/**
 * The way back as the way out reversed: the stops in the other order, the running times mirrored
 * (the last stop's time minus each one's), the terminal as headsign.
 */
export function reverseOf(up: DraftDirection): Pick<DraftDirection, 'stops' | 'headsign' | 'shape'> {
  const total = up.stops.at(-1)?.offsetMinutes ?? null;
  const stops = [...up.stops].reverse().map((stop) => ({
    ...stop,
    key: newKey(),
    offsetMinutes: total == null || stop.offsetMinutes == null ? null : Math.round((total - stop.offsetMinutes) * 10) / 10,
  }));
  return { stops, headsign: stops.at(-1)?.name ?? '', shape: [...up.shape].reverse() };
}

/** Only directions with something in them are saved. */
export function directionsPayload(directions: DraftDirection[]): OpsRouteDirectionInput[] {
  return directions
    .filter((d) => d.stops.length || d.headsign || d.firstDeparture || d.lastDeparture)
    .map((d) => ({
      directionId: d.directionId,
      headsign: d.headsign || null,
      firstDeparture: d.firstDeparture || null,
      lastDeparture: d.lastDeparture || null,
      stops: d.stops.map((s) => ({ stopId: s.stopId, offsetMinutes: s.offsetMinutes })),
      shape: d.shape,
    }));
}

/** The draft as the map draws it. */
export function draftMapLine(id: string, number: string, color: string | null | undefined, directions: DraftDirection[]): TransitMapLine {
  return {
    id,
    number,
    color,
    directions: directions.map((d) => ({
      directionId: d.directionId,
      shape: d.shape,
      stops: d.stops.map((s) => ({ id: s.stopId, name: s.name, lat: s.lat, lon: s.lon })),
    })),
  };
}
