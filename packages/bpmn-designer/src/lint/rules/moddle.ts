/**
 * The little the rules need from bpmn-moddle elements, and the checks they share. Rules receive
 * the moddle tree (business objects), not diagram shapes.
 */
import { ENGINE_NAMESPACES } from '../../engines/namespaces';

/** A moddle element: typed where the rules rely on it, open otherwise (elements carry any property). */
export interface ModdleNode {
  $type: string;
  $instanceOf(type: string): boolean;
  $parent?: ModdleNode;
  $descriptor?: any;
  get?(name: string): any;
  id?: string;
  [property: string]: any;
}

export interface Reporter {
  report(id: string, message: string, path?: string[]): void;
}

export interface Rule {
  check(node: ModdleNode, reporter: Reporter): boolean | void;
}

export type RuleFactory = (config?: unknown) => Rule;

export const is = (node: ModdleNode | undefined | null, type: string): boolean => !!node && typeof node.$instanceOf === 'function' && node.$instanceOf(type);

export const isAny = (node: ModdleNode | undefined | null, types: string[]): boolean => types.some((type) => is(node, type));

export const incomingOf = (node: ModdleNode): ModdleNode[] => node.incoming ?? [];
export const outgoingOf = (node: ModdleNode): ModdleNode[] => node.outgoing ?? [];

export const hasCondition = (flow: ModdleNode): boolean => !!flow.conditionExpression;
export const isDefaultFlow = (node: ModdleNode, flow: ModdleNode): boolean => node.default === flow;

export const eventDefinitionsOf = (node: ModdleNode): ModdleNode[] => node.eventDefinitions ?? [];

/** '子流程' or '流程' for messages about a scope */
export const scopeName = (node: ModdleNode): string => (is(node, 'bpmn:SubProcess') ? '子流程' : '流程');

const ENGINE_PREFIXES = Object.values(ENGINE_NAMESPACES).map((ns) => ns.prefix);

/** The local name of an extension element of one of our engines ('Assignee'), or undefined. */
export function engineLocalName(element: ModdleNode): string | undefined {
  const [prefix, local] = element.$type.split(':');
  return local && ENGINE_PREFIXES.includes(prefix) ? local : undefined;
}

/** Extension elements of the given local name, in whichever engine namespace they were written. */
export function engineExtensions(node: ModdleNode, localName: string): ModdleNode[] {
  const values: ModdleNode[] = node.extensionElements?.values ?? [];
  return values.filter((value) => engineLocalName(value) === localName);
}

/**
 * An engine attribute ('assignee') in any engine namespace. A registered descriptor makes it a
 * property, an unknown namespace leaves it in $attrs: `get` reads both.
 */
export function engineAttribute(node: ModdleNode, localName: string): unknown {
  for (const prefix of ENGINE_PREFIXES) {
    const qualified = `${prefix}:${localName}`;
    const value = typeof node.get === 'function' ? node.get(qualified) : node.$attrs?.[qualified];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

export const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';
