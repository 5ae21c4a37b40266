/**
 * The shared transit map (components/transit-map): lines with both directions, stops, selection
 * and clicks. Light to import: maplibre (or the SVG fallback when WebGL is missing) is fetched
 * only when a map is first shown.
 */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useMapConfig } from './api/get-map-config';
import { BaseMapNotice } from './base-map-notice';
import { hasWebGL } from './geometry';
import type { TransitMapProps } from './types';
import './transit-map.css';

const TransitMapGl = lazy(() => import('./transit-map-gl'));
const TransitMapSvg = lazy(() => import('./transit-map-svg'));

let webGL: boolean | undefined;

export function TransitMap(props: TransitMapProps) {
  const config = useMapConfig();
  webGL ??= hasWebGL();
  const height = props.height ?? 420;
  const waiting = (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f2efe9' }}>
      <Spin />
    </div>
  );
  if (config.isPending) return waiting;
  const styleUrl = config.data?.styleUrl ?? null;
  return (
    <div style={{ position: 'relative' }}>
      <Suspense fallback={waiting}>
        {webGL ? <TransitMapGl {...props} height={height} styleUrl={styleUrl} /> : <TransitMapSvg {...props} height={height} />}
      </Suspense>
      {!styleUrl && <BaseMapNotice />}
    </div>
  );
}
