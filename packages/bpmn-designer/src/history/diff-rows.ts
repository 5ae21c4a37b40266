/** The diff as what the page draws: marker classes per side and the rows of the change table. */
import type { ChangeKind, DiagramChanges, ElementChange, PropertyChange } from './diagram-changes';

export const DIFF_MARKERS: Record<ChangeKind, string> = {
  added: 'diff-added',
  removed: 'diff-removed',
  changed: 'diff-changed',
  layout: 'diff-layout',
};

export const DIFF_COLORS: Record<ChangeKind, string> = {
  added: '#52c41a',
  removed: '#ff4d4f',
  changed: '#fa8c16',
  layout: '#1677ff',
};

/** Removed elements exist only on the old side, added only on the new; the rest on both. */
export function markersFor(changes: DiagramChanges | null, side: 'old' | 'new'): Record<string, string> {
  const markers: Record<string, string> = {};
  for (const element of changes?.elements ?? []) {
    if ((side === 'old' && element.kind === 'added') || (side === 'new' && element.kind === 'removed')) continue;
    markers[element.id] = DIFF_MARKERS[element.kind];
  }
  return markers;
}

export interface ChangeRow {
  key: string;
  element: ElementChange;
  property: PropertyChange | null;
  /** rows of the element cell: the first row of an element spans its properties, the rest 0 */
  span: number;
}

export function changeRows(changes: DiagramChanges | null): ChangeRow[] {
  return (changes?.elements ?? []).flatMap((element): ChangeRow[] =>
    element.properties.length === 0
      ? [{ key: element.id, element, property: null, span: 1 }]
      : element.properties.map((property, index) => ({
          key: `${element.id}\u0000${property.path}`,
          element,
          property,
          span: index === 0 ? element.properties.length : 0,
        })),
  );
}
