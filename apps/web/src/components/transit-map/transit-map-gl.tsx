/**
 * The map drawn by maplibre (WebGL). Loaded only by pages that show a map, so maplibre never
 * weighs on the login route. Without MAP_STYLE_URL the style is a plain background: no tiles, no
 * fonts, nothing fetched (an offline install works); stop names are HTML labels for that reason.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { buildFeatures, CITY_CENTER, fromDisplay, toDisplay } from './geometry';
import type { TransitMapProps } from './types';

// maplibre finds its worker beside its own file, which bundling moves: point it at the emitted copy
setWorkerUrl(workerUrl);

const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f2efe9' } }],
};
/** stop names show from this zoom on (and always for a handful of stops) */
const LABEL_ZOOM = 13.5;
const ARROW = 'direction-arrow';

/** A small white chevron drawn on a canvas: an icon needs no glyphs, so arrows work offline. */
function arrowImage(): ImageData {
  const size = 24;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.strokeStyle = '#ffffff';
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(8, 6);
  context.lineTo(16, 12);
  context.lineTo(8, 18);
  context.stroke();
  return context.getImageData(0, 0, size, size);
}

export default function TransitMapGl({
  lines,
  stops,
  selectedIds,
  onMapClick,
  height = 420,
  emptyCenter,
  styleUrl,
}: TransitMapProps & { styleUrl: string | null }) {
  const map = useRef<MapRef>(null);
  const [zoom, setZoom] = useState(11);
  const [loaded, setLoaded] = useState(false);
  const features = useMemo(() => buildFeatures(lines, stops, selectedIds), [lines, stops, selectedIds]);
  const center = toDisplay(emptyCenter ?? CITY_CENTER);
  // without a base map a note sits at the top (base-map-notice.tsx): keep the line's end clear of it
  const padding = useMemo(() => (styleUrl ? 40 : { top: 72, bottom: 40, left: 40, right: 40 }), [styleUrl]);

  useEffect(() => {
    if (!loaded || !features.bounds) return;
    map.current?.fitBounds(features.bounds, { padding, duration: 0, maxZoom: 16 });
  }, [loaded, features.bounds, padding]);

  const labelled = zoom >= LABEL_ZOOM || features.stops.features.length <= 12 ? features.stops.features : [];

  return (
    <div
      data-testid="transit-map"
      data-renderer="webgl"
      data-loaded={loaded}
      data-lines={features.lines.features.length}
      data-stops={features.stops.features.length}
      style={{ height, position: 'relative' }}
    >
      <Map
        ref={map}
        mapStyle={styleUrl ?? PLAIN_STYLE}
        initialViewState={
          features.bounds ? { bounds: features.bounds, fitBoundsOptions: { padding, maxZoom: 16 } } : { longitude: center[0], latitude: center[1], zoom: 11 }
        }
        style={{ width: '100%', height: '100%' }}
        cursor={onMapClick ? 'crosshair' : 'grab'}
        attributionControl={false}
        onLoad={(event) => {
          if (!event.target.hasImage(ARROW)) event.target.addImage(ARROW, arrowImage());
          setZoom(event.target.getZoom());
          setLoaded(true);
        }}
        onZoomEnd={(event) => setZoom(event.viewState.zoom)}
        onClick={(event) => onMapClick?.(fromDisplay([event.lngLat.lng, event.lngLat.lat]))}
      >
        <Source id="transit-lines" type="geojson" data={features.lines}>
          <Layer
            id="transit-lines-casing"
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': ['get', 'casing'], 'line-width': ['case', ['get', 'selected'], 9, 7], 'line-offset': 3 }}
          />
          {/* both directions in the line's own colour; the down direction dashed to tell them apart */}
          <Layer
            id="transit-lines"
            type="line"
            filter={['!', ['get', 'dashed']]}
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': ['get', 'color'], 'line-width': ['case', ['get', 'selected'], 6, 4], 'line-offset': 3 }}
          />
          <Layer
            id="transit-lines-dashed"
            type="line"
            filter={['get', 'dashed']}
            layout={{ 'line-join': 'round', 'line-cap': 'butt' }}
            paint={{
              'line-color': ['get', 'color'],
              'line-width': ['case', ['get', 'selected'], 6, 4],
              'line-offset': 3,
              'line-dasharray': [2, 1.2],
            }}
          />
          {loaded && (
            <Layer
              id="transit-arrows"
              type="symbol"
              layout={{
                'symbol-placement': 'line',
                'symbol-spacing': 90,
                'icon-image': ARROW,
                'icon-size': 0.55,
                'icon-offset': [0, 5],
                'icon-allow-overlap': true,
              }}
            />
          )}
        </Source>
        <Source id="transit-stops" type="geojson" data={features.stops}>
          <Layer
            id="transit-stops"
            type="circle"
            paint={{
              'circle-radius': ['case', ['get', 'selected'], 7, ['get', 'terminal'], 5.5, 4],
              'circle-color': ['case', ['get', 'selected'], '#f5222d', '#ffffff'],
              'circle-stroke-color': '#333333',
              'circle-stroke-width': 1.5,
            }}
          />
        </Source>
        {labelled.map((stop) => (
          <Marker key={stop.properties.id} longitude={stop.geometry.coordinates[0]} latitude={stop.geometry.coordinates[1]} anchor="left" offset={[8, 0]}>
            <span className="transit-map-label">{stop.properties.name}</span>
          </Marker>
        ))}
      </Map>
    </div>
  );
}
