/**
 * The moddle descriptors of the three engines and how they are given to bpmn-js.
 *
 * flowable.json and activiti.json are ours (the spec's flowable vocabulary plus our custom
 * kinds); camunda is camunda-bpmn-moddle's camunda.json with whatever of our vocabulary it lacks
 * merged in, so every engine speaks the same local names and a switch loses nothing.
 *
 * Why one engine is "primary": moddle keeps an extension attribute on the element under its
 * local name (`task.assignee`), so two packages that both add `assignee` to bpmn:UserTask cannot
 * be registered together. All three packages are registered (every engine's extension elements
 * read typed), but only the primary engine's attributes (`extends` traits) are declared; the
 * other engines' attributes stay as raw `$attrs` under their qualified name and are written back
 * unchanged. switchEngine moves attributes between both forms.
 */
import camundaBase from 'camunda-bpmn-moddle/resources/camunda.json';
import type { Engine } from '../options';
import { ENGINES } from '../options';
import activiti from './activiti.json';
import flowable from './flowable.json';
import { ENGINE_NAMESPACES } from './namespaces';

export interface PropertyDescriptor {
  name: string;
  type: string;
  isAttr?: boolean;
  isMany?: boolean;
  isBody?: boolean;
  isReference?: boolean;
  default?: unknown;
}

export interface TypeDescriptor {
  name: string;
  extends?: string[];
  superClass?: string[];
  properties?: PropertyDescriptor[];
  meta?: unknown;
  isAbstract?: boolean;
}

export interface PackageDescriptor {
  name: string;
  uri: string;
  prefix: string;
  xml?: { tagAlias?: string };
  associations?: unknown[];
  types: TypeDescriptor[];
  enumerations?: unknown[];
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Adds to `base` the types and properties of `extra` it lacks (same local names, prefixes rewritten). */
export function mergeVocabulary(base: PackageDescriptor, extra: PackageDescriptor): PackageDescriptor {
  const merged = clone(base);
  const retarget = (name: string) => name.replace(new RegExp(`^${extra.prefix}:`), `${base.prefix}:`);
  for (const type of extra.types) {
    const copy: TypeDescriptor = {
      ...clone(type),
      extends: type.extends?.map(retarget),
      superClass: type.superClass?.map(retarget),
    };
    if (!copy.extends) delete copy.extends;
    if (!copy.superClass) delete copy.superClass;
    const existing = merged.types.find((candidate) => candidate.name === type.name);
    if (!existing) {
      merged.types.push(copy);
      continue;
    }
    existing.properties ??= [];
    for (const property of copy.properties ?? []) {
      if (!existing.properties.some((candidate) => candidate.name === property.name)) existing.properties.push(property);
    }
  }
  return merged;
}

/** The whole vocabulary of each engine, attributes included. */
export const ENGINE_DESCRIPTORS: Record<Engine, PackageDescriptor> = {
  flowable: flowable as PackageDescriptor,
  activiti: activiti as PackageDescriptor,
  camunda: mergeVocabulary(camundaBase as PackageDescriptor, flowable as PackageDescriptor),
};

/** The package without its attribute declarations (traits): its extension elements only. */
export function elementsOnly(descriptor: PackageDescriptor): PackageDescriptor {
  return { ...descriptor, types: descriptor.types.filter((type) => !type.extends?.length) };
}

/**
 * The `moddleExtensions` option of a bpmn-js Modeler or Viewer: all three engines, the
 * attributes of `primary` declared (typed: booleans read as booleans, defaults apply).
 */
export function moddleExtensions(primary: Engine = 'flowable'): Record<Engine, PackageDescriptor> {
  const packages = {} as Record<Engine, PackageDescriptor>;
  for (const engine of ENGINES) packages[engine] = engine === primary ? ENGINE_DESCRIPTORS[engine] : elementsOnly(ENGINE_DESCRIPTORS[engine]);
  return packages;
}

/** Which engine a namespace URI belongs to. */
export function engineOfUri(uri: string | undefined): Engine | undefined {
  return ENGINES.find((engine) => ENGINE_NAMESPACES[engine].uri === uri);
}

/** Which engine a registered moddle prefix belongs to (moddle normalises prefixes to ours). */
export function engineOfPrefix(prefix: string | undefined): Engine | undefined {
  return ENGINES.find((engine) => ENGINE_NAMESPACES[engine].prefix === prefix);
}
