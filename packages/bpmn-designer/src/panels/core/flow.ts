/** Sequence flow conditions and default flows (spec 02 section 2 "condition"). */
import type { Editor } from './commands';
import { isType, updateProperties, type Change, type DiagramElement } from './model';

export const conditionOf = (flow: DiagramElement): string => flow.businessObject.conditionExpression?.body ?? '';

export function conditionChanges(editor: Editor, flow: DiagramElement, body: string): Change[] {
  const conditionExpression = body.trim() ? editor.create('bpmn:FormalExpression', { body }) : undefined;
  if (conditionExpression) conditionExpression.$parent = flow.businessObject;
  return [updateProperties(flow, { conditionExpression })];
}

/** Gateways that choose and activities can name a default flow. */
export const canBeDefault = (flow: DiagramElement): boolean =>
  !!flow.source && ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway', 'bpmn:Activity'].some((type) => isType(flow.source, type));

export const isDefaultFlow = (flow: DiagramElement): boolean => !!flow.source && flow.source.businessObject.default === flow.businessObject;

/** The default flow is taken when no condition holds, so it carries none. */
export function defaultFlowChanges(flow: DiagramElement, on: boolean): Change[] {
  if (!flow.source) return [];
  if (!on) return isDefaultFlow(flow) ? [updateProperties(flow.source, { default: undefined })] : [];
  const changes = [updateProperties(flow.source, { default: flow.businessObject })];
  if (flow.businessObject.conditionExpression) changes.unshift(updateProperties(flow, { conditionExpression: undefined }));
  return changes;
}
