/// <reference path="./vendor.d.ts" />
/**
 * What changed between two versions of a diagram: bpmn-js-differ classifies the elements
 * (added, removed, changed, only moved) and each changed element is compared property by
 * property, extension elements included (the differ itself only reports the element's own
 * attributes). Plain TypeScript over moddle trees; the viewers only draw the result.
 */
import { diff } from 'bpmn-js-differ';
import { flattenElement, type ModdleElement } from './flatten-element';
import { CHANGE_KIND_LABELS, propertyLabel, typeLabel } from './labels';

export type ChangeKind = keyof typeof CHANGE_KIND_LABELS;
export const CHANGE_KINDS: ChangeKind[] = ['added', 'removed', 'changed', 'layout'];

export interface PropertyChange {
  path: string;
  label: string;
  oldValue: string;
  newValue: string;
}

export interface ElementChange {
  id: string;
  kind: ChangeKind;
  type: string;
  typeLabel: string;
  name: string;
  properties: PropertyChange[];
}

export interface DiagramChanges {
  elements: ElementChange[];
  counts: Record<ChangeKind, number>;
}

/** Every element of a definitions tree by id (the differ hands back new-side elements only). */
function indexById(definitions: ModdleElement): Map<string, ModdleElement> {
  const byId = new Map<string, ModdleElement>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const element = value as ModdleElement;
    if (typeof element.$type !== 'string') return;
    if (typeof element.id === 'string' && !byId.has(element.id)) byId.set(element.id, element);
    for (const property of element.$descriptor?.properties ?? []) {
      if (!property.isReference && property.name !== 'di') visit(element[property.name]);
    }
  };
  visit(definitions);
  return byId;
}

interface DiElement {
  bpmnElement?: { id?: string };
  bounds?: { x: number; y: number; width: number; height: number };
  waypoint?: Array<{ x: number; y: number }>;
}

/**
 * Where each element is drawn (shape bounds, edge waypoints) by element id. The differ flags any
 * change of the drawing data as a move, an empty label added by a rename included; a move is
 * only reported when this geometry differs.
 */
function geometryById(definitions: ModdleElement): Map<string, string> {
  const geometry = new Map<string, string>();
  const diagrams = (definitions.diagrams ?? []) as Array<{ plane?: { planeElement?: DiElement[] } }>;
  for (const diagram of diagrams) {
    for (const di of diagram.plane?.planeElement ?? []) {
      const id = di.bpmnElement?.id;
      if (!id) continue;
      const b = di.bounds;
      const box = b ? `${Math.round(b.x)},${Math.round(b.y)},${Math.round(b.width)},${Math.round(b.height)}` : '';
      const line = (di.waypoint ?? []).map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ');
      geometry.set(id, `${box}|${line}`);
    }
  }
  return geometry;
}

const display = (value: unknown) => {
  if (value === undefined || value === null) return '';
  return String(value).replace(/^#ref:/, '');
};

export function comparePropertyMaps(before: Map<string, string>, after: Map<string, string>): PropertyChange[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, label: propertyLabel(path), oldValue: before.get(path) ?? '', newValue: after.get(path) ?? '' }));
}

export function diffDefinitions(oldDefinitions: unknown, newDefinitions: unknown): DiagramChanges {
  const result = diff(oldDefinitions, newDefinitions);
  const oldById = indexById(oldDefinitions as ModdleElement);
  const newById = indexById(newDefinitions as ModdleElement);
  const oldGeometry = geometryById(oldDefinitions as ModdleElement);
  const newGeometry = geometryById(newDefinitions as ModdleElement);
  const moved = (id: string) => Boolean(result._layoutChanged[id]) && oldGeometry.get(id) !== newGeometry.get(id);
  const elements: ElementChange[] = [];
  const describe = (id: string, kind: ChangeKind, element: ModdleElement | undefined, properties: PropertyChange[] = []) =>
    elements.push({ id, kind, type: element?.$type ?? '', typeLabel: typeLabel(element?.$type ?? ''), name: String(element?.name ?? ''), properties });

  for (const id of Object.keys(result._added)) describe(id, 'added', newById.get(id));
  for (const id of Object.keys(result._removed)) describe(id, 'removed', oldById.get(id));
  for (const [id, change] of Object.entries(result._changed)) {
    if (result._added[id] || result._removed[id]) continue;
    const before = oldById.get(id);
    const after = newById.get(id) ?? (change.model as ModdleElement);
    let properties = before && after ? comparePropertyMaps(flattenElement(before), flattenElement(after)) : [];
    if (properties.length === 0) {
      // e.g. a reordered list: fall back to what the differ saw
      properties = Object.entries(change.attrs).map(([path, values]) => ({
        path,
        label: propertyLabel(path),
        oldValue: display(values.oldValue),
        newValue: display(values.newValue),
      }));
    }
    if (moved(id)) properties.push({ path: 'layout', label: propertyLabel('layout'), oldValue: '', newValue: '已移动' });
    if (properties.length) describe(id, 'changed', after, properties);
  }
  for (const id of Object.keys(result._layoutChanged)) {
    if (!result._changed[id] && !result._added[id] && !result._removed[id] && moved(id)) describe(id, 'layout', newById.get(id));
  }

  const order = (kind: ChangeKind) => CHANGE_KINDS.indexOf(kind);
  elements.sort((a, b) => order(a.kind) - order(b.kind) || a.name.localeCompare(b.name, 'zh-CN') || a.id.localeCompare(b.id));
  const counts = { added: 0, removed: 0, changed: 0, layout: 0 } as Record<ChangeKind, number>;
  for (const element of elements) counts[element.kind] += 1;
  return { elements, counts };
}
