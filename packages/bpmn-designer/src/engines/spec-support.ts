/**
 * Spec helpers (not exported by the package): a fixture rewritten for another engine, and an
 * engine-neutral summary of a model so "the same model" can be compared across engines and
 * across typed (primary engine) and raw attributes.
 */
import type { Engine } from '../options';
import { isEngineTrait, isModdleObject, ownValue, type ModdleObject } from './moddle-tree';
import { ENGINE_NAMESPACES } from './namespaces';

/** The fixture (written for flowable) in another engine's namespace. */
export function forEngine(flowableXml: string, engine: Engine): string {
  const { prefix, uri } = ENGINE_NAMESPACES[engine];
  return flowableXml
    .replaceAll(`xmlns:flowable="${ENGINE_NAMESPACES.flowable.uri}"`, `xmlns:${prefix}="${uri}"`)
    .replace(/(<\/?|\s)flowable:/g, `$1${prefix}:`);
}

const neutral = (name: string) => name.replace(/^(flowable|camunda|activiti):/, 'engine:');

export interface ModelSummary {
  type: string;
  values: string[];
  children: Array<[string, ModelSummary[]]>;
}

/** Types, attributes (typed or raw, as strings), references by id and children, engine prefixes neutral. */
export function summarize(element: ModdleObject): ModelSummary {
  const values: string[] = [];
  const children: Array<[string, ModelSummary[]]> = [];
  for (const property of element.$descriptor.properties) {
    const value = ownValue(element, property);
    if (value === undefined) continue;
    const name = isEngineTrait(element, property) ? `engine:${property.ns.localName}` : property.ns.localName;
    const items = Array.isArray(value) ? value : [value];
    if (property.isReference) values.push(`${name}=${items.map((item) => (item as { id?: string }).id).join(',')}`);
    else if (items.some(isModdleObject)) children.push([name, items.map((item) => summarize(item as ModdleObject))]);
    else values.push(`${name}=${items.map(String).join(',')}`);
  }
  for (const [name, value] of Object.entries(element.$attrs ?? {})) {
    if (!name.startsWith('xmlns')) values.push(`${neutral(name)}=${String(value)}`);
  }
  return { type: neutral(element.$type), values: values.sort(), children };
}
