/** Saved versions: a read-only viewer and the visual diff between two versions (bpmn-js-differ). */
export { DiagramViewer, type DiagramViewerProps, type HistoryViewer } from './diagram-viewer';
export { DiagramDiff, DiffLegend, type DiagramDiffProps } from './diagram-diff';
export {
  diffDefinitions,
  comparePropertyMaps,
  CHANGE_KINDS,
  type ChangeKind,
  type DiagramChanges,
  type ElementChange,
  type PropertyChange,
} from './diagram-changes';
export { flattenElement } from './flatten-element';
export { CHANGE_KIND_LABELS, typeLabel, propertyLabel } from './labels';
