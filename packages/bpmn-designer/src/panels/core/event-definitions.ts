/**
 * Event definition panels (spec 02 section 2): which definition an event holds, the
 * interrupting / cancel-activity switch, timer and conditional bodies and terminateAll.
 */
import type { Editor } from './commands';
import type { DefinitionKind } from './root-definitions';
import { flagValue, isTrue, isType, readExt, updateModdle, updateProperties, type Change, type DiagramElement, type ModdleElement } from './model';

export type EventKind = DefinitionKind | 'timer' | 'conditional' | 'terminate' | 'compensate';

const BY_TYPE: Record<string, EventKind> = {
  'bpmn:SignalEventDefinition': 'signal',
  'bpmn:MessageEventDefinition': 'message',
  'bpmn:ErrorEventDefinition': 'error',
  'bpmn:EscalationEventDefinition': 'escalation',
  'bpmn:TimerEventDefinition': 'timer',
  'bpmn:ConditionalEventDefinition': 'conditional',
  'bpmn:TerminateEventDefinition': 'terminate',
  'bpmn:CompensateEventDefinition': 'compensate',
};

export function eventDefinitionOf(element: DiagramElement): { kind: EventKind; definition: ModdleElement } | undefined {
  const definition: ModdleElement | undefined = element.businessObject.eventDefinitions?.[0];
  const kind = definition && BY_TYPE[definition.$type];
  return kind ? { kind, definition } : undefined;
}

/**
 * Start events (of event sub processes) interrupt through isInterrupting, boundary events through
 * cancelActivity; both default to true when unset. Other events have no such switch.
 */
export function interruptingSwitchOf(element: DiagramElement): { property: 'isInterrupting' | 'cancelActivity'; label: string } | undefined {
  if (isType(element, 'bpmn:StartEvent')) return { property: 'isInterrupting', label: '中断' };
  if (isType(element, 'bpmn:BoundaryEvent')) return { property: 'cancelActivity', label: '取消活动' };
  return undefined;
}

export function readInterrupting(element: DiagramElement): boolean {
  const property = interruptingSwitchOf(element)?.property;
  return property ? element.businessObject[property] !== false : true;
}

export function interruptingChanges(element: DiagramElement, on: boolean): Change[] {
  const property = interruptingSwitchOf(element)?.property;
  return property ? [updateProperties(element, { [property]: on })] : [];
}

export const TIMER_TYPES = [
  { value: 'timeDate', label: '指定时间 timeDate', placeholder: '2025-01-01T08:00:00' },
  { value: 'timeDuration', label: '持续时长 timeDuration', placeholder: 'PT2H' },
  { value: 'timeCycle', label: '循环 timeCycle', placeholder: 'R3/PT10H' },
] as const;
export type TimerType = (typeof TIMER_TYPES)[number]['value'];

export function readTimer(definition: ModdleElement): { type: TimerType | undefined; body: string } {
  const type = TIMER_TYPES.find((option) => definition[option.value])?.value;
  return { type, body: type ? (definition[type].body ?? '') : '' };
}

/** A timer has one of the three bodies: writing one clears the others. */
export function timerChanges(editor: Editor, element: DiagramElement, definition: ModdleElement, type: TimerType, body: string): Change[] {
  const properties: Record<string, unknown> = { timeDate: undefined, timeDuration: undefined, timeCycle: undefined };
  const expression = editor.create('bpmn:FormalExpression', { body });
  expression.$parent = definition;
  properties[type] = expression;
  return [updateModdle(element, definition, properties)];
}

export const readCondition = (definition: ModdleElement): string => definition.condition?.body ?? '';

export function conditionalChanges(editor: Editor, element: DiagramElement, definition: ModdleElement, body: string): Change[] {
  const condition = body.trim() ? editor.create('bpmn:FormalExpression', { body }) : undefined;
  if (condition) condition.$parent = definition;
  return [updateModdle(element, definition, { condition })];
}

export const readTerminateAll = (editor: Editor, definition: ModdleElement): boolean => isTrue(readExt(definition, editor.engine, 'terminateAll'));

export function terminateAllChanges(editor: Editor, element: DiagramElement, definition: ModdleElement, on: boolean): Change[] {
  const name = editor.ext('terminateAll');
  return [updateModdle(element, definition, { [name]: on ? flagValue(definition, name, true) : undefined })];
}

/** Activities a compensation event can point at: those of the event's own process scope. */
export function compensableActivities(editor: Editor, element: DiagramElement): { id: string; name: string; bo: ModdleElement }[] {
  const scope = element.type === 'bpmn:BoundaryEvent' ? element.host?.parent : element.parent;
  return editor.elementRegistry
    .filter((candidate) => isType(candidate, 'bpmn:Activity') && candidate.type !== 'label' && candidate.parent === scope && candidate !== element.host)
    .map((candidate) => ({ id: candidate.id, name: candidate.businessObject.name || candidate.id, bo: candidate.businessObject }));
}

export function compensateChanges(
  element: DiagramElement,
  definition: ModdleElement,
  properties: { activityRef?: ModdleElement; waitForCompletion?: boolean },
): Change[] {
  return [updateModdle(element, definition, properties)];
}
