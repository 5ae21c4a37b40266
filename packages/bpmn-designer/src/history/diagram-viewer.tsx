/**
 * A saved version shown read-only: bpmn-js's navigated viewer (zoom and pan, nothing editable),
 * with the engine's descriptors so extension elements read typed, and optional marker classes
 * per element id (the diff colours them). One viewer per mounted component, destroyed on unmount.
 */
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './history.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { moddleExtensions } from '../engines/descriptors';
import { engineOfXml } from '../engines/engine-of';

export type HistoryViewer = NavigatedViewer;

export interface DiagramViewerProps {
  xml: string;
  /** CSS height (default 420) */
  height?: number | string;
  /** element id -> marker class(es, space-separated) added to its shape or connection */
  markers?: Record<string, string>;
  /** the viewer after each successful import of `xml` */
  onReady?(viewer: HistoryViewer): void;
  /** accessible name of the diagram area */
  label?: string;
}

interface Canvas {
  addMarker(id: string, marker: string): void;
  removeMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport', center?: 'auto'): number;
}
interface ElementRegistry {
  get(id: string): unknown;
}

export function DiagramViewer({ xml, height = 420, markers, onReady, label = '流程图' }: DiagramViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<HistoryViewer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    if (!container.current) return;
    let alive = true;
    const instance = new NavigatedViewer({ container: container.current, moddleExtensions: moddleExtensions(engineOfXml(xml)) as never });
    setError(null);
    setViewer(null);
    instance
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        instance.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        setViewer(instance);
        onReadyRef.current?.(instance);
      })
      .catch((reason: unknown) => {
        if (alive) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      alive = false;
      instance.destroy();
    };
  }, [xml]);

  useEffect(() => {
    if (!viewer || !markers) return;
    const canvas = viewer.get<Canvas>('canvas');
    const registry = viewer.get<ElementRegistry>('elementRegistry');
    const applied = Object.entries(markers)
      .filter(([id]) => registry.get(id))
      .flatMap(([id, classes]) =>
        classes
          .split(/\s+/)
          .filter(Boolean)
          .map((marker) => [id, marker] as const),
      );
    for (const [id, marker] of applied) canvas.addMarker(id, marker);
    return () => {
      for (const [id, marker] of applied) canvas.removeMarker(id, marker);
    };
  }, [viewer, markers]);

  return (
    <div className="bd-history-viewer" style={{ height }}>
      <div ref={container} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} />
      {!viewer && !error && (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin />
        </div>
      )}
      {error && <Alert style={{ position: 'absolute', top: 12, left: 12, right: 12 }} type="error" showIcon message="流程图无法显示" description={error} />}
    </div>
  );
}
