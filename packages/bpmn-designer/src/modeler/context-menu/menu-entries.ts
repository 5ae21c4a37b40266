/**
 * What the right-click menu offers. On an element: the actions of its context pad (change type,
 * delete, append task ...), run exactly as the pad runs them. On the empty canvas: create a
 * start event, user task, gateway or end event at the clicked point, paste there, fit.
 */
import type { Translate } from '../i18n/translate-module';

export interface MenuEntry {
  id: string;
  label: string;
  /** icon classes of the bpmn font, as the pad shows them */
  className?: string;
  disabled?: boolean;
  run(event: MouseEvent): void;
}

export interface Point {
  x: number;
  y: number;
}

export interface Shape {
  id: string;
  type: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  businessObject?: unknown;
}

interface PadEntry {
  title?: string;
  className?: string;
  action?: ((event: Event, element: Shape) => void) | { click?: (event: Event, element: Shape) => void };
}

export interface MenuServices {
  canvas: { getRootElement(): Shape; zoom(level: string, center?: string): void };
  contextPad: {
    open(target: Shape, force?: boolean): void;
    getEntries(target: Shape): Record<string, PadEntry>;
    triggerEntry(id: string, action: string, event: Event): void;
  };
  selection: { select(element: Shape): void };
  elementFactory: { createShape(attrs: { type: string }): Shape };
  elementRegistry: { filter(fn: (element: Shape) => boolean): Shape[] };
  modeling: { createShape(shape: Shape, position: Point, target: Shape): void };
  copyPaste: { paste(context: { element: Shape; point: Point }): void };
  clipboard: { isEmpty(): boolean };
  translate: Translate;
}

const CREATABLE: Array<{ id: string; type: string; label: string; className: string }> = [
  { id: 'create.start-event', type: 'bpmn:StartEvent', label: 'Create start event', className: 'bpmn-icon-start-event-none' },
  { id: 'create.user-task', type: 'bpmn:UserTask', label: 'Create user task', className: 'bpmn-icon-user-task' },
  { id: 'create.exclusive-gateway', type: 'bpmn:ExclusiveGateway', label: 'Create exclusive gateway', className: 'bpmn-icon-gateway-xor' },
  { id: 'create.end-event', type: 'bpmn:EndEvent', label: 'Create end event', className: 'bpmn-icon-end-event-none' },
];

const isRoot = (element: Shape, services: MenuServices) => element === services.canvas.getRootElement();

const contains = (shape: Shape, point: Point) =>
  shape.x! <= point.x && point.x <= shape.x! + shape.width! && shape.y! <= point.y && point.y <= shape.y! + shape.height!;

/** Where a new shape goes: the process, or in a collaboration the pool under the point. */
function creationTarget(root: Shape, point: Point, services: MenuServices): Shape | undefined {
  if (root.type !== 'bpmn:Collaboration') return root;
  return services.elementRegistry.filter((element) => element.type === 'bpmn:Participant' && contains(element, point))[0];
}

export function canvasEntries(point: Point, services: MenuServices, readOnly: boolean): MenuEntry[] {
  const { translate } = services;
  const fit: MenuEntry = { id: 'fit', label: translate('Fit'), className: 'bus-icon-fit', run: () => services.canvas.zoom('fit-viewport', 'auto') };
  if (readOnly) return [fit];
  const root = services.canvas.getRootElement();
  const target = creationTarget(root, point, services);
  const creates = CREATABLE.map(({ id, type, label, className }) => ({
    id,
    label: translate(label),
    className,
    disabled: !target,
    run: () => services.modeling.createShape(services.elementFactory.createShape({ type }), point, target!),
  }));
  const paste: MenuEntry = {
    id: 'paste',
    label: translate('Paste'),
    className: 'bus-icon-paste',
    disabled: !target || services.clipboard.isEmpty(),
    run: () => services.copyPaste.paste({ element: target!, point }),
  };
  return [...creates, paste, fit];
}

export function elementEntries(element: Shape, services: MenuServices): MenuEntry[] {
  // the pad must be open on the element: some actions (change type) place themselves by it
  services.selection.select(element);
  services.contextPad.open(element, true);
  return Object.entries(services.contextPad.getEntries(element))
    .filter(([, entry]) => typeof entry.action === 'function' || typeof entry.action?.click === 'function')
    .map(([id, entry]) => ({
      id,
      label: entry.title ?? id,
      className: entry.className,
      run: (event: MouseEvent) => services.contextPad.triggerEntry(id, 'click', event),
    }));
}

export function entriesFor(element: Shape, point: Point, services: MenuServices, readOnly: boolean): MenuEntry[] {
  if (isRoot(element, services)) return canvasEntries(point, services, readOnly);
  return readOnly ? [] : elementEntries(element, services);
}
