/**
 * Multi-instance (spec 02 section 4): choosing a type creates loop characteristics with element
 * variable `assignee`, the handler's collection and a 100 % completion condition, and points a
 * user task's assignee at the element variable; clearing removes both. The slider writes
 * `${nrOfCompletedInstances/nrOfInstances >= 0.6}`-style conditions.
 */
import type { Editor } from './commands';
import { isType, readExt, updateModdle, updateProperties, type Change, type DiagramElement, type ModdleElement } from './model';

export type LoopType = 'none' | 'Parallel' | 'Sequential';
export const LOOP_TYPES: { value: LoopType; label: string }[] = [
  { value: 'none', label: '无' },
  { value: 'Parallel', label: '并行' },
  { value: 'Sequential', label: '串行' },
];

export const ELEMENT_VARIABLE = 'assignee';
/** the handler that expands the node's assignee configuration into the list of users */
export const MULTI_INSTANCE_COLLECTION = '${multiInstanceHandler.getUserIds(execution)}';

/** Only user tasks and sub processes are multi-instance (spec 02 section 5). */
export const canBeMultiInstance = (element: DiagramElement): boolean =>
  isType(element, 'bpmn:UserTask') || (isType(element, 'bpmn:SubProcess') && !isType(element, 'bpmn:Transaction'));

export function loopOf(element: DiagramElement): ModdleElement | undefined {
  const loop = element.businessObject.loopCharacteristics;
  return loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? loop : undefined;
}

export function loopTypeOf(element: DiagramElement): LoopType {
  const loop = loopOf(element);
  if (!loop) return 'none';
  return loop.isSequential ? 'Sequential' : 'Parallel';
}

export function completionExpression(percent: number): string {
  const ratio = Number((Math.min(100, Math.max(0, percent)) / 100).toFixed(2));
  return `\${nrOfCompletedInstances/nrOfInstances >= ${ratio}}`;
}

/** The slider position of a stored condition; undefined when the condition is of another shape. */
export function percentOf(expression: string | undefined): number | undefined {
  const match = /^\$\{\s*nrOfCompletedInstances\s*\/\s*nrOfInstances\s*>=\s*([0-9.]+)\s*\}$/.exec(expression?.trim() ?? '');
  if (!match) return undefined;
  const percent = Math.round(Number(match[1]) * 100);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : undefined;
}

const expression = (editor: Editor, body: string | undefined) => (body?.trim() ? editor.create('bpmn:FormalExpression', { body }) : undefined);

export function loopTypeChanges(editor: Editor, element: DiagramElement, type: LoopType): Change[] {
  const current = loopOf(element);
  const assigneeName = editor.ext('assignee');
  const isUserTask = isType(element, 'bpmn:UserTask');
  if (type === 'none') {
    if (!current) return [];
    return [updateProperties(element, { loopCharacteristics: undefined, ...(isUserTask ? { [assigneeName]: undefined } : {}) })];
  }
  if (current) return [updateModdle(element, current, { isSequential: type === 'Sequential' })];
  const loop = editor.create('bpmn:MultiInstanceLoopCharacteristics', {
    isSequential: type === 'Sequential',
    [editor.ext('collection')]: MULTI_INSTANCE_COLLECTION,
    [editor.ext('elementVariable')]: ELEMENT_VARIABLE,
  });
  const condition = expression(editor, completionExpression(100))!;
  condition.$parent = loop;
  loop.completionCondition = condition;
  loop.$parent = element.businessObject;
  return [updateProperties(element, { loopCharacteristics: loop, ...(isUserTask ? { [assigneeName]: `\${${ELEMENT_VARIABLE}}` } : {}) })];
}

export interface LoopSettings {
  completionCondition?: string;
  loopCardinality?: string;
  collection?: string;
  elementVariable?: string;
}

export function readLoopSettings(editor: Editor, element: DiagramElement): LoopSettings {
  const loop = loopOf(element);
  return {
    completionCondition: loop?.completionCondition?.body,
    loopCardinality: loop?.loopCardinality?.body,
    collection: readExt(loop, editor.engine, 'collection'),
    elementVariable: readExt(loop, editor.engine, 'elementVariable'),
  };
}

/** One setting of existing loop characteristics; expressions become FormalExpressions, blanks are removed. */
export function loopSettingChanges(editor: Editor, element: DiagramElement, key: keyof LoopSettings, value: string | undefined): Change[] {
  const loop = loopOf(element);
  if (!loop) return [];
  const blank = !value?.trim();
  if (key === 'completionCondition' || key === 'loopCardinality') {
    const body = expression(editor, value);
    if (body) body.$parent = loop;
    return [updateModdle(element, loop, { [key]: body })];
  }
  return [updateModdle(element, loop, { [editor.ext(key)]: blank ? undefined : value })];
}
