/**
 * The map's data in GCJ-02 (what Chinese base maps are drawn in) as GeoJSON, its bounds, and the
 * conversion of a click back to WGS84 for storing. Plain functions, shared by both renderers.
 */
import gcoord from 'gcoord';
import type { FeatureCollection, LineString, Point } from 'geojson';
import { isValidLatLon, type OpsRouteDetail } from '@bus/contracts';
import type { MapPoint, TransitMapLine, TransitMapStop } from './types';

/** [lon, lat] in GCJ-02 */
export type Position = [number, number];

/** a line that has no colour of its own */
export const DEFAULT_LINE_COLOR = '#1677ff';
const LIGHT_CASING = '#ffffff';
const DARK_CASING = '#595959';
export const CITY_CENTER: MapPoint = { lat: 30.59, lon: 114.3 };

export function toDisplay(point: MapPoint): Position {
  const [lon, lat] = gcoord.transform([point.lon, point.lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return [lon, lat];
}

/** A point clicked on the map (GCJ-02) as WGS84, rounded to about 10 cm. */
export function fromDisplay([lon, lat]: Position): MapPoint {
  const [wgsLon, wgsLat] = gcoord.transform([lon, lat], gcoord.GCJ02, gcoord.WGS84) as [number, number];
  return { lat: Math.round(wgsLat * 1e6) / 1e6, lon: Math.round(wgsLon * 1e6) / 1e6 };
}

export interface MapFeatures {
  lines: FeatureCollection<
    LineString,
    {
      lineId: string;
      number: string;
      directionId: number;
      /** the line's own colour (GTFS route_color): both directions */
      color: string;
      /** the edge around it: white, or dark for a pale line that white would swallow */
      casing: string;
      /** the down direction is dashed, so the two can be told apart in the one colour */
      dashed: boolean;
      selected: boolean;
    }
  >;
  stops: FeatureCollection<Point, { id: string; name: string; selected: boolean; terminal: boolean }>;
  /** [[west, south], [east, north]] of everything drawn, null when nothing is */
  bounds: [Position, Position] | null;
}

/**
 * A direction without a shape yet is drawn through its stops. Points that do not exist on Earth
 * (a 纬度 of 91 being typed) are left out: maplibre throws on them, and took the page down with it.
 */
const pathOf = (direction: TransitMapLine['directions'][number]) => (direction.shape.length > 1 ? direction.shape : direction.stops).filter(isValidLatLon);

/** A line's colour as '#RRGGBB' (GTFS writes it without '#'), or the default for none or a bad one. */
export function lineColorOf(color: string | null | undefined): string {
  const hex = color?.trim().replace(/^#/, '');
  return hex && /^[0-9A-Fa-f]{6}$/.test(hex) ? `#${hex}` : DEFAULT_LINE_COLOR;
}

/** White edges a line, unless the line is so pale (a white or yellow route_color) that a dark one must. */
function casingOf(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.8 ? DARK_CASING : LIGHT_CASING;
}

export function buildFeatures(lines: TransitMapLine[], extraStops: TransitMapStop[] = [], selectedIds: string[] = []): MapFeatures {
  const selected = new Set(selectedIds);
  const lineFeatures: MapFeatures['lines']['features'] = [];
  const stops = new Map<string, { stop: TransitMapStop; terminal: boolean }>();
  for (const line of lines) {
    const color = lineColorOf(line.color);
    const casing = casingOf(color);
    for (const direction of line.directions) {
      const path = pathOf(direction);
      if (path.length > 1)
        lineFeatures.push({
          type: 'Feature',
          geometry: { type: 'LineString', coordinates: path.map(toDisplay) },
          properties: {
            lineId: line.id,
            number: line.number,
            directionId: direction.directionId,
            color,
            casing,
            dashed: direction.directionId !== 0,
            selected: selected.has(line.id),
          },
        });
      direction.stops.forEach((stop, i) => {
        if (!isValidLatLon(stop)) return;
        const terminal = i === 0 || i === direction.stops.length - 1;
        const known = stops.get(stop.id);
        stops.set(stop.id, { stop, terminal: terminal || !!known?.terminal });
      });
    }
  }
  for (const stop of extraStops) if (isValidLatLon(stop)) stops.set(stop.id, { stop, terminal: true });
  const stopFeatures: MapFeatures['stops']['features'] = [...stops.values()].map(({ stop, terminal }) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: toDisplay(stop) },
    properties: { id: stop.id, name: stop.name, selected: selected.has(stop.id), terminal },
  }));
  return {
    lines: { type: 'FeatureCollection', features: lineFeatures },
    stops: { type: 'FeatureCollection', features: stopFeatures },
    bounds: boundsOf([...lineFeatures.flatMap((f) => f.geometry.coordinates as Position[]), ...stopFeatures.map((f) => f.geometry.coordinates as Position)]),
  };
}

export function boundsOf(positions: Position[]): [Position, Position] | null {
  if (positions.length === 0) return null;
  let [west, south] = positions[0];
  let [east, north] = positions[0];
  for (const [lon, lat] of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  // a single stop: about 1 km around it
  if (east - west < 0.002 && north - south < 0.002)
    return [
      [west - 0.005, south - 0.004],
      [east + 0.005, north + 0.004],
    ];
  return [
    [west, south],
    [east, north],
  ];
}

/** Whether this browser can give maplibre a WebGL context (headless or old browsers may not). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** A whole line as GET /ops/route/:id answers it, as the map draws it. */
export function mapLineOf(detail: OpsRouteDetail): TransitMapLine {
  return {
    id: detail.id,
    number: detail.number,
    color: detail.color,
    directions: detail.directions.map((d) => ({
      directionId: d.directionId,
      shape: d.shape,
      stops: d.stops.map((s) => ({ id: s.stopId, name: s.name, lat: s.lat, lon: s.lon })),
    })),
  };
}
