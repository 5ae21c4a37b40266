/**
 * Geometry of the bus network, shared by the server (lengths, distances, seeding) and the web
 * (the line editor's "按站点生成线形"). Coordinates are WGS84 degrees, as stored.
 */

export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMetres(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a polyline in metres. */
export function polylineMetres(points: readonly LatLon[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineMetres(points[i - 1], points[i]);
  return total;
}

/** Distance of each point from the first along the polyline (metres, the first is 0). */
export function cumulativeMetres(points: readonly LatLon[]): number[] {
  const out: number[] = [];
  let total = 0;
  points.forEach((point, i) => {
    if (i > 0) total += haversineMetres(points[i - 1], point);
    out.push(total);
  });
  return out;
}

/** Points of a shape between two stops: the straight line split so no piece is longer than this. */
const SHAPE_STEP_M = 400;

/**
 * A direction's shape from its stops: the stops' polyline with intermediate points every ~400 m,
 * so a map draws direction arrows along long runs. Stops at the same place add no point.
 */
export function shapeFromStops(stops: readonly LatLon[]): LatLon[] {
  const shape: LatLon[] = [];
  stops.forEach((stop, i) => {
    if (i > 0) {
      const previous = stops[i - 1];
      const pieces = Math.ceil(haversineMetres(previous, stop) / SHAPE_STEP_M);
      for (let k = 1; k < pieces; k++) {
        const f = k / pieces;
        shape.push({ lat: round6(previous.lat + (stop.lat - previous.lat) * f), lon: round6(previous.lon + (stop.lon - previous.lon) * f) });
      }
    }
    const last = shape[shape.length - 1];
    if (!last || last.lat !== stop.lat || last.lon !== stop.lon) shape.push({ lat: stop.lat, lon: stop.lon });
  });
  return shape;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const LATITUDE_RANGE_MESSAGE = '纬度超出范围（-90 ~ 90）';
export const LONGITUDE_RANGE_MESSAGE = '经度超出范围（-180 ~ 180）';

export const isValidLatitude = (lat: unknown): lat is number => typeof lat === 'number' && Number.isFinite(lat) && lat >= -90 && lat <= 90;
export const isValidLongitude = (lon: unknown): lon is number => typeof lon === 'number' && Number.isFinite(lon) && lon >= -180 && lon <= 180;

/** A coordinate that exists on Earth (and that a map can draw: maplibre throws on anything else). */
export function isValidLatLon(point: { lat: unknown; lon: unknown }): point is LatLon {
  return isValidLatitude(point.lat) && isValidLongitude(point.lon);
}

export interface LatLonBounds {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export function isWithinBounds({ lat, lon }: LatLon, bounds: LatLonBounds): boolean {
  return lat >= bounds.minLat && lat <= bounds.maxLat && lon >= bounds.minLon && lon <= bounds.maxLon;
}

/**
 * China's bounding box (WGS84): the service area of a tenant that has no stops yet. Outside it a
 * coordinate is probably a typing error, but not certainly one (a feed imported from abroad), so
 * the forms ask before saving; the server refuses only coordinates that do not exist.
 */
export const CHINA_BOUNDS: LatLonBounds = { minLat: 3.8, maxLat: 53.6, minLon: 73.5, maxLon: 135.1 };

export function isInChina(point: LatLon): boolean {
  return isWithinBounds(point, CHINA_BOUNDS);
}
