/**
 * View mode: the diagram read-only in a NavigatedViewer (pan and zoom only) with the highlight
 * table's markers and tooltips. A new viewer for each diagram shown, destroyed with it.
 */
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import type { Highlighter } from '../modeler/highlight';
import { createViewer } from '../modeler/create-modeler';
import type { DesignerLang, Engine, HighlightFlow } from '../options';
import { fit } from './diagram-actions';

export interface ViewCanvasProps {
  xml: string;
  engine: Engine;
  lang: DesignerLang;
  flows: HighlightFlow[];
  /** the viewer once its diagram is shown (null when it goes), for the toolbar */
  onViewer?(viewer: NavigatedViewer | null): void;
}

export function ViewCanvas({ xml, engine, lang, flows, onViewer }: ViewCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);
  const onViewerRef = useRef(onViewer);
  onViewerRef.current = onViewer;

  useEffect(() => {
    const created = createViewer({ container: container.current!, engine, lang });
    let alive = true;
    created
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        fit(created);
        setViewer(created);
        onViewerRef.current?.(created);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      created.destroy();
      setViewer(null);
      onViewerRef.current?.(null);
    };
  }, [xml, engine, lang]);

  useEffect(() => {
    viewer?.get<Highlighter>('highlighter').apply(flows);
  }, [viewer, flows]);

  return <div ref={container} className="bus-designer-canvas bus-designer-viewer" data-testid="designer-viewer" />;
}
