/**
 * A BPMN element's own properties as flat `path -> text` pairs, so two versions of an element can
 * be compared property by property (the change table of the history diff). References become the
 * referenced id; contained elements that are diagram elements themselves (the flow elements of a
 * sub process, lanes, participants) are left out: they are compared on their own.
 */

interface PropertyDescriptor {
  name: string;
  isMany?: boolean;
  isReference?: boolean;
  isVirtual?: boolean;
  ns?: { name: string; prefix: string; localName: string };
}

export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, unknown>;
  $descriptor?: { properties?: PropertyDescriptor[]; isGeneric?: boolean };
  $instanceOf?(type: string): boolean;
  [key: string]: unknown;
}

const OWN_ELEMENTS = [
  'bpmn:FlowElement',
  'bpmn:Artifact',
  'bpmn:LaneSet',
  'bpmn:Lane',
  'bpmn:Participant',
  'bpmn:MessageFlow',
  'bpmn:DataAssociation',
  'bpmn:RootElement',
];
const SKIPPED = new Set(['id', 'di', 'incoming', 'outgoing']);
const MAX_DEPTH = 8;

const isModdle = (value: unknown): value is ModdleElement => typeof value === 'object' && value !== null && typeof (value as ModdleElement).$type === 'string';
const isOwnElement = (value: ModdleElement) => OWN_ELEMENTS.some((type) => value.$instanceOf?.(type));
const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

function addValue(out: Map<string, string>, path: string, value: unknown, depth: number) {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => addValue(out, `${path}[${index}]`, item, depth));
    return;
  }
  if (isModdle(value)) {
    if (!isOwnElement(value) && depth < MAX_DEPTH) flattenInto(out, value, path, depth + 1);
    return;
  }
  if (typeof value === 'object') return; // moddle never holds other objects we could show
  out.set(path, String(value));
}

/** Extension elements read as `extensionElements.flowable:Assignee.value` (an index only when a type repeats). */
function addExtensionValues(out: Map<string, string>, path: string, values: ModdleElement[], depth: number) {
  const total = new Map<string, number>();
  for (const value of values) total.set(value.$type, (total.get(value.$type) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const value of values) {
    const index = seen.get(value.$type) ?? 0;
    seen.set(value.$type, index + 1);
    const name = total.get(value.$type)! > 1 ? `${value.$type}[${index}]` : value.$type;
    addValue(out, join(path, name), value, depth);
  }
}

function flattenInto(out: Map<string, string>, element: ModdleElement, prefix: string, depth: number) {
  const descriptor = element.$descriptor;
  if (descriptor?.isGeneric) {
    for (const key of Object.keys(element)) {
      if (key === '$type' || key === '$parent') continue;
      addValue(out, join(prefix, key === '$body' ? 'body' : key), element[key], depth);
    }
    return;
  }
  for (const property of descriptor?.properties ?? []) {
    if (property.isVirtual || (property.isMany && property.isReference) || (!prefix && SKIPPED.has(property.name))) continue;
    const value = element[property.name];
    // an engine attribute on a BPMN element keeps its prefix (flowable:assignee); a property of the engine's own element does not
    const ownPrefix = element.$type.split(':')[0];
    const name = property.ns && property.ns.prefix !== ownPrefix ? property.ns.name : property.name;
    if (property.isReference) {
      addValue(out, join(prefix, name), isModdle(value) ? value.id : value, depth);
    } else if (property.name === 'values' && element.$type === 'bpmn:ExtensionElements' && Array.isArray(value)) {
      addExtensionValues(out, prefix, value as ModdleElement[], depth);
    } else {
      addValue(out, join(prefix, name), value, depth);
    }
  }
  for (const [key, value] of Object.entries(element.$attrs ?? {})) {
    if (!key.startsWith('xmlns')) addValue(out, join(prefix, key), value, depth);
  }
}

/** The element's comparable properties (its id left out: ids are how versions are matched). */
export function flattenElement(element: ModdleElement): Map<string, string> {
  const out = new Map<string, string>();
  flattenInto(out, element, '', 0);
  return out;
}
