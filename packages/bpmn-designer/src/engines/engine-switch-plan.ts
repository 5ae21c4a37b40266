/**
 * The changes that move a diagram to another engine's namespace, computed once and then applied
 * or reverted by the command (so redo re-applies the same new extension elements that later
 * commands may refer to). Plain TS over moddle: no bpmn-js here.
 *
 * - Extension attributes of the other engines (typed or raw) move to the target's qualified
 *   name; a value is coerced when the target declares the attribute (Boolean, Integer).
 * - Extension elements of the other engines are rebuilt as the target's type of the same local
 *   name, deeply, keeping every property; one the target does not know stays as it is.
 * - The definitions declare the target's namespace and no longer declare the others'.
 */
import type { Engine } from '../options';
import { engineOfPrefix, engineOfUri } from './descriptors';
import { engineAttributes, engineOfElement, isEngineTrait, isModdleObject, localOf, ownValue, prefixOf, walk, type ModdleObject } from './moddle-tree';
import { ENGINE_NAMESPACES } from './namespaces';

export interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleObject;
  getTypeDescriptor(type: string): unknown;
}

/** One property of one element, before and after the switch. */
export interface PlannedChange {
  target: ModdleObject;
  name: string;
  before: unknown;
  after: unknown;
}

function coerce(target: ModdleObject, qualifiedName: string, value: unknown): unknown {
  const type = target.$descriptor.propertiesByName[qualifiedName]?.type;
  if (typeof value !== 'string') return value;
  if (type === 'Boolean') return value === 'true';
  if (type === 'Integer') return Number.parseInt(value, 10);
  if (type === 'Real') return Number.parseFloat(value);
  return value;
}

/** The target's type for an element of the tree, or undefined when the target lacks it. */
function targetTypeOf(element: ModdleObject, to: Engine, moddle: Moddle): string | undefined {
  const engine = engineOfElement(element);
  if (!engine || engine === to) return element.$type;
  const type = `${ENGINE_NAMESPACES[to].prefix}:${localOf(element.$type)}`;
  return moddle.getTypeDescriptor(type) ? type : undefined;
}

/** Whether every element of the subtree, and every property it holds, exists in the target. */
function convertible(element: ModdleObject, to: Engine, moddle: Moddle): boolean {
  const type = targetTypeOf(element, to, moddle);
  if (!type) return false;
  if (type === element.$type) return true;
  const probe = moddle.create(type);
  return element.$descriptor.properties.every((property) => {
    const value = ownValue(element, property);
    if (value === undefined || isEngineTrait(element, property)) return true;
    if (!probe.$descriptor.propertiesByName[property.ns.localName]) return false;
    const values = Array.isArray(value) ? value : [value];
    return values.every((item) => !isModdleObject(item) || convertible(item, to, moddle));
  });
}

/** An attribute's own value (not a default the descriptor declares). */
function ownAttribute(element: ModdleObject, qualifiedName: string): unknown {
  const property = element.$descriptor.propertiesByName[qualifiedName];
  return property ? ownValue(element, property) : element.$attrs[qualifiedName];
}

function renameAttribute(name: string, to: Engine): string {
  return `${ENGINE_NAMESPACES[to].prefix}:${localOf(name)}`;
}

/** A deep copy of an element in the target's namespace (bpmn parts copied as they are). */
function rebuild(element: ModdleObject, to: Engine, moddle: Moddle): ModdleObject {
  const copy = moddle.create(targetTypeOf(element, to, moddle)!);
  const sameType = copy.$type === element.$type;
  for (const property of element.$descriptor.properties) {
    const value = ownValue(element, property);
    if (value === undefined || isEngineTrait(element, property)) continue;
    const name = sameType ? property.ns.name : property.ns.localName;
    const convert = (item: unknown) => {
      if (!isModdleObject(item) || property.isReference) return item;
      const child = rebuild(item, to, moddle);
      child.$parent = copy;
      return child;
    };
    copy.set(name, Array.isArray(value) ? value.map(convert) : coerce(copy, name, convert(value)));
  }
  for (const [name, value] of Object.entries(element.$attrs ?? {})) {
    if (!engineOfPrefix(prefixOf(name))) copy.$attrs[name] = value;
  }
  for (const attribute of engineAttributes(element)) {
    const target = attribute.engine === to ? attribute.name : renameAttribute(attribute.name, to);
    copy.set(target, coerce(copy, target, attribute.value));
  }
  return copy;
}

function planAttributes(element: ModdleObject, to: Engine, changes: PlannedChange[]) {
  for (const attribute of engineAttributes(element)) {
    if (attribute.engine === to) continue;
    const target = renameAttribute(attribute.name, to);
    changes.push({ target: element, name: attribute.name, before: attribute.value, after: undefined });
    changes.push({ target: element, name: target, before: ownAttribute(element, target), after: coerce(element, target, attribute.value) });
  }
}

function planExtensionElements(container: ModdleObject, to: Engine, moddle: Moddle, changes: PlannedChange[]) {
  const values = (ownValue(container, container.$descriptor.propertiesByName.values!) as ModdleObject[] | undefined) ?? [];
  let replaced = false;
  const next = values.map((value) => {
    const engine = engineOfElement(value);
    if (!engine || engine === to || !convertible(value, to, moddle)) return value;
    replaced = true;
    const copy = rebuild(value, to, moddle);
    copy.$parent = container;
    return copy;
  });
  if (replaced) changes.push({ target: container, name: 'values', before: values, after: next });
}

function planDeclarations(definitions: ModdleObject, to: Engine, changes: PlannedChange[]) {
  let declared = false;
  for (const [name, value] of Object.entries(definitions.$attrs ?? {})) {
    if (!name.startsWith('xmlns:')) continue;
    const engine = engineOfUri(String(value));
    if (engine === to) declared = true;
    else if (engine) changes.push({ target: definitions, name, before: value, after: undefined });
  }
  const { prefix, uri } = ENGINE_NAMESPACES[to];
  if (!declared) changes.push({ target: definitions, name: `xmlns:${prefix}`, before: definitions.$attrs[`xmlns:${prefix}`], after: uri });
}

export interface EngineSwitchPlan {
  changes: PlannedChange[];
  /** raw attributes keep their order when reverted, so undo gives back the same XML */
  attributeOrder: Map<ModdleObject, string[]>;
}

/** Everything that changes when the diagram moves to `to`. */
export function planEngineSwitch(definitions: ModdleObject, to: Engine, moddle: Moddle): EngineSwitchPlan {
  const changes: PlannedChange[] = [];
  walk(definitions, (element) => {
    // other engines' extension elements are rebuilt whole by their container (or kept whole)
    const engine = engineOfElement(element);
    if (engine && engine !== to) return false;
    planAttributes(element, to, changes);
    if (element.$type === 'bpmn:ExtensionElements') planExtensionElements(element, to, moddle, changes);
    return true;
  });
  planDeclarations(definitions, to, changes);
  const attributeOrder = new Map<ModdleObject, string[]>();
  for (const { target } of changes) if (!attributeOrder.has(target)) attributeOrder.set(target, Object.keys(target.$attrs ?? {}));
  return { changes, attributeOrder };
}

function restoreOrder(attrs: Record<string, unknown>, order: string[]) {
  const entries = Object.entries(attrs);
  for (const [name] of entries) delete attrs[name];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  entries.sort((a, b) => rank(a[0]) - rank(b[0])).forEach(([name, value]) => (attrs[name] = value));
}

export function applyPlan(plan: EngineSwitchPlan, direction: 'after' | 'before') {
  const ordered = direction === 'after' ? plan.changes : [...plan.changes].reverse();
  for (const change of ordered) change.target.set(change.name, change[direction]);
  if (direction === 'before') plan.attributeOrder.forEach((order, target) => restoreOrder(target.$attrs, order));
}
