/**
 * The little the panels need to know about bpmn-js: the shapes of diagram and moddle elements
 * (bpmn-js types them as `any`), and changes expressed as command-stack commands so several of
 * them can run as one undo step (see commands.ts).
 */
import { is } from 'bpmn-js/lib/util/ModelUtil';
import { ext } from '../../engines/namespaces';
import type { Engine } from '../../options';

export interface ModdleElement {
  $type: string;
  $parent?: ModdleElement;
  $attrs?: Record<string, unknown>;
  $descriptor?: { propertiesByName?: Record<string, { type?: string }> };
  $instanceOf?(type: string): boolean;
  get(name: string): any;
  set(name: string, value: unknown): void;
  [key: string]: any;
}

export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  labelTarget?: DiagramElement;
  host?: DiagramElement;
  parent?: DiagramElement;
  source?: DiagramElement;
  target?: DiagramElement;
  incoming?: DiagramElement[];
  outgoing?: DiagramElement[];
}

/** One command of the command stack, with its context: what a panel edit turns into. */
export interface Change {
  cmd: 'element.updateProperties' | 'element.updateModdleProperties';
  context: Record<string, unknown>;
}

export const updateProperties = (element: DiagramElement, properties: Record<string, unknown>): Change => ({
  cmd: 'element.updateProperties',
  context: { element, properties },
});

export const updateModdle = (element: DiagramElement, moddleElement: ModdleElement, properties: Record<string, unknown>): Change => ({
  cmd: 'element.updateModdleProperties',
  context: { element, moddleElement, properties },
});

export const isType = (element: DiagramElement | ModdleElement | undefined, type: string): boolean => !!element && is(element, type);

/** Extension attributes come back as booleans or as the strings 'true' / 'false' depending on the descriptor. */
export const isTrue = (value: unknown): boolean => value === true || value === 'true';

/**
 * The value to store for a switch: a Boolean attribute of the descriptor takes a boolean, a
 * String one (the spec's 'true' / 'false' attributes) takes the string, so the XML is the same.
 */
export function flagValue(moddleElement: ModdleElement, qualifiedName: string, on: boolean): boolean | string {
  const type = moddleElement.$descriptor?.propertiesByName?.[qualifiedName]?.type;
  return type === 'Boolean' ? on : String(on);
}

/** Read an extension attribute of the engine, falling back to raw attributes an old descriptor left in $attrs. */
export function readExt(moddleElement: ModdleElement | undefined, engine: Engine, localName: string): any {
  if (!moddleElement) return undefined;
  const name = ext(engine, localName);
  return moddleElement.get(name) ?? moddleElement.$attrs?.[name];
}

/** Blank inputs remove the attribute instead of writing an empty one. */
export const orUndefined = (value: string | undefined | null): string | undefined => (value == null || value.trim() === '' ? undefined : value);
