/**
 * One panel edit can need several commands (multi-instance writes the loop characteristics and
 * the assignee; deleting a signal clears its references). `panels.multi` runs them as nested
 * commands of one command, so a single undo restores everything.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { ext } from '../../engines/namespaces';
import type { Engine } from '../../options';
import type { Change, DiagramElement, ModdleElement } from './model';

interface CommandStack {
  execute(command: string, context: Record<string, unknown>): void;
  registerHandler(command: string, handler: unknown): void;
}

export const MULTI_COMMAND = 'panels.multi';

class MultiCommandHandler {
  static $inject = ['commandStack'];
  constructor(private readonly commandStack: CommandStack) {}

  preExecute(context: { changes: Change[] }) {
    for (const change of context.changes) this.commandStack.execute(change.cmd, change.context);
  }
}

class PanelCommands {
  static $inject = ['commandStack'];
  constructor(commandStack: CommandStack) {
    commandStack.registerHandler(MULTI_COMMAND, MultiCommandHandler);
  }
}

/** Give it to the Modeler's additionalModules; the panel also registers it on its own if it is missing. */
export const panelsModule = {
  __init__: ['panelCommands'],
  panelCommands: ['type', PanelCommands],
};

const registered = new WeakSet<object>();

function ensureMultiCommand(modeler: Modeler) {
  if (modeler.get('panelCommands', false)) return;
  const commandStack = modeler.get<CommandStack>('commandStack');
  if (registered.has(commandStack)) return;
  commandStack.registerHandler(MULTI_COMMAND, MultiCommandHandler);
  registered.add(commandStack);
}

export interface BpmnFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

export interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
  getAll(): DiagramElement[];
  filter(fn: (element: DiagramElement) => boolean): DiagramElement[];
}

/** What a panel edits with: the modeler's services and the engine's namespace. */
export interface Editor {
  engine: Engine;
  /** the engine's qualified name of an extension attribute or type */
  ext(localName: string): string;
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  elementRegistry: ElementRegistry;
  /** whether any element of the diagram already uses this id */
  idTaken(id: string): boolean;
  rootElement(): DiagramElement;
  apply(changes: Change[]): void;
}

export function createEditor(modeler: Modeler, engine: Engine): Editor {
  ensureMultiCommand(modeler);
  const commandStack = modeler.get<CommandStack>('commandStack');
  const bpmnFactory = modeler.get<BpmnFactory>('bpmnFactory');
  const moddle = modeler.get<{ ids: { assigned(id: string): unknown } }>('moddle');
  const elementRegistry = modeler.get<ElementRegistry>('elementRegistry');
  const canvas = modeler.get<{ getRootElement(): DiagramElement }>('canvas');
  return {
    engine,
    ext: (localName) => ext(engine, localName),
    create: (type, attrs) => bpmnFactory.create(type, attrs),
    elementRegistry,
    idTaken: (id) => !!moddle.ids.assigned(id) || !!elementRegistry.get(id),
    rootElement: () => canvas.getRootElement(),
    apply(changes) {
      if (changes.length === 0) return;
      if (changes.length === 1) commandStack.execute(changes[0].cmd, changes[0].context);
      else commandStack.execute(MULTI_COMMAND, { changes });
    },
  };
}
