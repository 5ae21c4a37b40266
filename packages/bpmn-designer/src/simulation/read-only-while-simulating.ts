/**
 * Replaces the library's `disableModeling`: while the simulation runs the model is read-only.
 * Every command fails with '模型只读' (so panel edits fail too, not only the modeling calls the
 * library guards), undo / redo do nothing, editor actions other than the simulation's own and
 * viewing ones are ignored (undo, redo, copy, paste, removeSelection, spaceTool, lassoTool,
 * globalConnectTool, distributeElements, alignElements, directEditing ...), and the context pad,
 * direct editing and dragging stay closed. Switching the simulation off lifts all of it.
 */
/// <reference path="./vendor.d.ts" />
import { TOGGLE_MODE_EVENT } from 'bpmn-js-token-simulation/lib/util/EventHelper';
import type EventBus from 'diagram-js/lib/core/EventBus';

export const READ_ONLY_MESSAGE = '模型只读';

/** Editor actions that still work during the simulation (they do not change the model). */
export const SIMULATION_ACTIONS = [
  'toggleTokenSimulation',
  'toggleTokenSimulationLog',
  'togglePauseTokenSimulation',
  'resetTokenSimulation',
  'stepZoom',
  'zoom',
  'moveCanvas',
];

const HIGH_PRIORITY = 10_001;

type Method = (...args: unknown[]) => unknown;

interface ServiceLocator {
  get<T>(name: string, strict?: boolean): T;
}

export class ReadOnlyWhileSimulating {
  static $inject = ['eventBus', 'injector'];

  private active = false;

  constructor(eventBus: EventBus, injector: ServiceLocator) {
    const commandStack = injector.get<Record<string, Method>>('commandStack');
    const editorActions = injector.get<Record<string, Method> | null>('editorActions', false);
    const dragging = injector.get<Record<string, Method> | null>('dragging', false);
    const directEditing = injector.get<Record<string, Method> | null>('directEditing', false);
    const contextPad = injector.get<Record<string, Method> | null>('contextPad', false);
    const popupMenu = injector.get<Record<string, Method> | null>('popupMenu', false);
    const selection = injector.get<{ get(): unknown[] } | null>('selection', false);

    eventBus.on<{ active: boolean }>(TOGGLE_MODE_EVENT, HIGH_PRIORITY, ({ active }) => {
      this.active = active;
      if (!active) {
        // the library reopens the pad before it announces the switch-off, when we still refused
        const selected = selection?.get() ?? [];
        if (selected.length === 1) contextPad?.open(selected[0]);
        return;
      }
      directEditing?.cancel();
      dragging?.cancel();
      contextPad?.close();
      popupMenu?.close();
    });

    this.refuse(commandStack, 'execute');
    this.ignore(commandStack, 'undo');
    this.ignore(commandStack, 'redo');
    if (dragging) this.ignore(dragging, 'init');
    if (directEditing) this.ignore(directEditing, 'activate');
    if (contextPad) this.ignore(contextPad, 'open');
    if (editorActions) {
      const trigger = editorActions.trigger;
      editorActions.trigger = (...args: unknown[]) => {
        if (this.active && !SIMULATION_ACTIONS.includes(args[0] as string)) return undefined;
        return trigger.apply(editorActions, args);
      };
    }
  }

  isActive() {
    return this.active;
  }

  private ignore(service: Record<string, Method>, name: string) {
    const original = service[name];
    service[name] = (...args: unknown[]) => (this.active ? undefined : original.apply(service, args));
  }

  private refuse(service: Record<string, Method>, name: string) {
    const original = service[name];
    service[name] = (...args: unknown[]) => {
      if (this.active) throw new Error(READ_ONLY_MESSAGE);
      return original.apply(service, args);
    };
  }
}
