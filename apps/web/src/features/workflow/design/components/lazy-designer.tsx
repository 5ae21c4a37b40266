/** Lazy handles on the designer package: each pulls the package's chunk on first render only. */
import { lazy } from 'react';

export const LazyBpmnDesigner = lazy(() => import('./designer-entry'));
export const LazyDiagramViewer = lazy(() => import('@bus/bpmn-designer').then((m) => ({ default: m.DiagramViewer })));
export const LazyDiagramDiff = lazy(() => import('@bus/bpmn-designer').then((m) => ({ default: m.DiagramDiff })));
export const LazyFormDesigner = lazy(() => import('@bus/bpmn-designer').then((m) => ({ default: m.FormDesigner })));
export const LazyFormRenderer = lazy(() => import('@bus/bpmn-designer').then((m) => ({ default: m.FormRenderer })));
