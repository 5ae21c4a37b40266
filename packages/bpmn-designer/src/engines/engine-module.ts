/**
 * Switching engine as one command of the command stack: one undo puts every extension attribute,
 * extension element and namespace declaration back where it was.
 */
import type { Engine } from '../options';
import { applyPlan, planEngineSwitch, type EngineSwitchPlan, type Moddle, type PlannedChange } from './engine-switch-plan';
import type { ModdleObject } from './moddle-tree';

export const SWITCH_ENGINE_COMMAND = 'engine.switch';

interface DiagramElement {
  businessObject?: ModdleObject;
  labelTarget?: unknown;
}

interface ElementRegistry {
  getAll(): DiagramElement[];
}

interface Canvas {
  getRootElement(): DiagramElement;
}

interface CommandStack {
  execute(command: string, context: Record<string, unknown>): void;
  registerHandler(command: string, handler: unknown): void;
}

export interface SwitchEngineContext {
  to: Engine;
  plan: EngineSwitchPlan;
}

class SwitchEngineHandler {
  static $inject = ['elementRegistry', 'canvas'];
  constructor(
    private readonly elementRegistry: ElementRegistry,
    private readonly canvas: Canvas,
  ) {}

  execute(context: SwitchEngineContext) {
    applyPlan(context.plan, 'after');
    return this.affected(context.plan.changes);
  }

  revert(context: SwitchEngineContext) {
    applyPlan(context.plan, 'before');
    return this.affected(context.plan.changes);
  }

  /** The diagram elements whose business objects (or their nested parts) changed: the panels refresh on them. */
  private affected(changes: PlannedChange[]): DiagramElement[] {
    const byBusinessObject = new Map<unknown, DiagramElement>();
    for (const element of this.elementRegistry.getAll()) {
      if (!element.labelTarget && element.businessObject) byBusinessObject.set(element.businessObject, element);
    }
    const affected = new Set<DiagramElement>([this.canvas.getRootElement()]);
    for (const change of changes) {
      let current: ModdleObject | undefined = change.target;
      while (current && !byBusinessObject.has(current)) current = current.$parent;
      if (current) affected.add(byBusinessObject.get(current)!);
    }
    return [...affected];
  }
}

interface Bpmnjs {
  getDefinitions(): ModdleObject | undefined;
}

class EngineSwitch {
  static $inject = ['commandStack', 'moddle', 'bpmnjs'];
  constructor(
    private readonly commandStack: CommandStack,
    private readonly moddle: Moddle,
    private readonly bpmnjs: Bpmnjs,
  ) {
    commandStack.registerHandler(SWITCH_ENGINE_COMMAND, SwitchEngineHandler);
  }

  /** Moves the diagram to `to`; false when there was nothing to change. */
  switchTo(to: Engine): boolean {
    const definitions = this.bpmnjs.getDefinitions();
    if (!definitions) return false;
    const plan = planEngineSwitch(definitions, to, this.moddle);
    if (plan.changes.length === 0) return false;
    this.commandStack.execute(SWITCH_ENGINE_COMMAND, { to, plan });
    return true;
  }
}

/** The bpmn-js module: give it to the Modeler's additionalModules. */
export const engineModule = {
  __init__: ['engineSwitch'],
  engineSwitch: ['type', EngineSwitch],
};

interface ServiceLocator {
  get<T>(name: string, strict?: boolean): T;
}

/**
 * Rewrites every extension attribute and element of the diagram into `to`'s namespace, keeping
 * every property, as one undoable command. The modeler needs `engineModule`.
 */
export function switchEngine(modeler: ServiceLocator, to: Engine): boolean {
  const service = modeler.get<EngineSwitch | null>('engineSwitch', false);
  if (!service) throw new Error('switchEngine needs engineModule in the modeler’s additionalModules');
  return service.switchTo(to);
}
