/**
 * Walking a moddle tree (definitions -> processes -> elements -> extension elements ...) and
 * finding the engine-specific parts of each element, typed or raw. Plain TS, no bpmn-js.
 */
import type { Engine } from '../options';
import { engineOfPrefix } from './descriptors';

export interface ModdleProperty {
  name: string;
  type: string;
  ns: { prefix: string; localName: string; name: string };
  isAttr?: boolean;
  isMany?: boolean;
  isReference?: boolean;
  isBody?: boolean;
}

export interface ModdleObject {
  $type: string;
  $parent?: ModdleObject;
  $attrs: Record<string, unknown>;
  $descriptor: { properties: ModdleProperty[]; propertiesByName: Record<string, ModdleProperty | undefined>; isGeneric?: boolean };
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [key: string]: unknown;
}

export const isModdleObject = (value: unknown): value is ModdleObject =>
  typeof value === 'object' && value !== null && typeof (value as ModdleObject).$type === 'string' && !!(value as ModdleObject).$descriptor;

const hasOwn = (target: object, key: string) => Object.prototype.hasOwnProperty.call(target, key);

/** The value an element holds for a property (own values only: moddle defaults live on the prototype). */
export function ownValue(element: ModdleObject, property: ModdleProperty): unknown {
  return hasOwn(element, property.name) ? element[property.name] : undefined;
}

/** Child elements held by containment (not references, not attributes). */
export function childrenOf(element: ModdleObject): ModdleObject[] {
  if (element.$descriptor.isGeneric) return [];
  const children: ModdleObject[] = [];
  for (const property of element.$descriptor.properties) {
    if (property.isAttr || property.isReference) continue;
    const value = ownValue(element, property);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (isModdleObject(item)) children.push(item);
  }
  return children;
}

/** Every element of the tree, parents first, each once; `visit` returning false skips the children. */
export function walk(root: ModdleObject, visit: (element: ModdleObject) => boolean | void) {
  const seen = new Set<ModdleObject>();
  const stack = [root];
  while (stack.length) {
    const element = stack.pop()!;
    if (seen.has(element)) continue;
    seen.add(element);
    if (visit(element) === false) continue;
    stack.push(...childrenOf(element).reverse());
  }
}

export const prefixOf = (qualifiedName: string) => (qualifiedName.includes(':') ? qualifiedName.slice(0, qualifiedName.indexOf(':')) : '');
export const localOf = (qualifiedName: string) => qualifiedName.slice(qualifiedName.indexOf(':') + 1);

export interface EngineAttribute {
  engine: Engine;
  /** qualified name, e.g. flowable:assignee */
  name: string;
  value: unknown;
}

/**
 * Whether a property is an engine attribute added to the element's type from outside (a trait:
 * flowable:assignee on bpmn:UserTask), not one of an engine element's own properties.
 */
export const isEngineTrait = (element: ModdleObject, property: ModdleProperty): boolean =>
  !!property.isAttr && !!engineOfPrefix(property.ns.prefix) && property.ns.prefix !== prefixOf(element.$type);

/** The engine attributes set on an element: declared ones (typed) and raw ones in $attrs. */
export function engineAttributes(element: ModdleObject): EngineAttribute[] {
  const found: EngineAttribute[] = [];
  for (const property of element.$descriptor.properties) {
    const engine = isEngineTrait(element, property) ? engineOfPrefix(property.ns.prefix) : undefined;
    const value = engine ? ownValue(element, property) : undefined;
    if (engine && value !== undefined) found.push({ engine, name: property.ns.name, value });
  }
  for (const [name, value] of Object.entries(element.$attrs ?? {})) {
    const engine = name.startsWith('xmlns:') ? undefined : engineOfPrefix(prefixOf(name));
    if (engine && value !== undefined) found.push({ engine, name, value });
  }
  return found;
}

/** The engine an extension element belongs to (flowable:TaskListener -> flowable). */
export const engineOfElement = (element: ModdleObject): Engine | undefined => engineOfPrefix(prefixOf(element.$type));
