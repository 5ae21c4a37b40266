/**
 * The same map drawn as SVG, for a browser without WebGL: the lines, stops and clicks work the
 * same, without zoom or a base map, so a page never breaks where maplibre cannot start.
 */
import { useMemo } from 'react';
import { buildFeatures, CITY_CENTER, fromDisplay, toDisplay, type Position } from './geometry';
import type { TransitMapProps } from './types';

const WIDTH = 1000;

export default function TransitMapSvg({ lines, stops, selectedIds, onMapClick, height = 420, emptyCenter }: TransitMapProps) {
  const features = useMemo(() => buildFeatures(lines, stops, selectedIds), [lines, stops, selectedIds]);
  const center = toDisplay(emptyCenter ?? CITY_CENTER);
  const [[west, south], [east, north]] = features.bounds ?? [
    [center[0] - 0.15, center[1] - 0.12],
    [center[0] + 0.15, center[1] + 0.12],
  ];
  // longitude degrees are shorter than latitude ones here: keep the map's proportions
  const aspect = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * aspect, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const heightUnits = Math.max(200, Math.min(2000, (WIDTH * spanY) / spanX));
  const pad = 30;
  const scale = Math.min((WIDTH - 2 * pad) / spanX, (heightUnits - 2 * pad) / spanY);
  const project = ([lon, lat]: Position): [number, number] => [pad + (lon - west) * aspect * scale, pad + (north - lat) * scale];
  const unproject = (x: number, y: number): Position => [west + (x - pad) / aspect / scale, north - (y - pad) / scale];
  const showNames = features.stops.features.length <= 80;

  return (
    <div
      data-testid="transit-map"
      data-renderer="svg"
      data-loaded="true"
      data-lines={features.lines.features.length}
      data-stops={features.stops.features.length}
      style={{ height }}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${heightUnits}`}
        preserveAspectRatio="xMidYMid meet"
        style={{ width: '100%', height: '100%', background: '#f2efe9', cursor: onMapClick ? 'crosshair' : 'default' }}
        onClick={(event) => {
          if (!onMapClick) return;
          const svg = event.currentTarget;
          const point = svg.createSVGPoint();
          point.x = event.clientX;
          point.y = event.clientY;
          const local = point.matrixTransform(svg.getScreenCTM()?.inverse());
          onMapClick(fromDisplay(unproject(local.x, local.y)));
        }}
      >
        {features.lines.features.map((line) => (
          <polyline
            key={`${line.properties.lineId}-${line.properties.directionId}`}
            points={line.geometry.coordinates.map((p) => project(p as Position).join(',')).join(' ')}
            fill="none"
            stroke={line.properties.color}
            strokeWidth={line.properties.selected ? 6 : 4}
            strokeDasharray={line.properties.dashed ? '10 6' : undefined}
            strokeLinejoin="round"
            transform={line.properties.directionId === 1 ? 'translate(3,3)' : undefined}
          />
        ))}
        {features.stops.features.map((stop) => {
          const [x, y] = project(stop.geometry.coordinates as Position);
          return (
            <g key={stop.properties.id}>
              <circle cx={x} cy={y} r={stop.properties.selected ? 7 : 5} fill={stop.properties.selected ? '#f5222d' : '#fff'} stroke="#333" strokeWidth={1.5} />
              {showNames && (
                <text x={x + 8} y={y + 4} fontSize={12} fill="#333">
                  {stop.properties.name}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
