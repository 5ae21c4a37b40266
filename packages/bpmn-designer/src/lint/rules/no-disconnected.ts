/**
 * Tasks, gateways, sub processes and events must be connected by sequence flows. Compensation
 * boundary events and compensation activities are linked by associations instead, event sub
 * processes start by themselves and ad-hoc sub processes hold loose activities on purpose.
 */
import { eventDefinitionsOf, incomingOf, is, isAny, outgoingOf, type ModdleNode, type RuleFactory } from './moddle';

const isCompensationBoundary = (node: ModdleNode) => {
  const definitions = eventDefinitionsOf(node);
  return is(node, 'bpmn:BoundaryEvent') && definitions.length === 1 && is(definitions[0], 'bpmn:CompensateEventDefinition');
};

export const noDisconnected: RuleFactory = () => ({
  check(node, reporter) {
    if (!isAny(node, ['bpmn:Task', 'bpmn:Gateway', 'bpmn:SubProcess', 'bpmn:Event']) || node.triggeredByEvent) return;
    if (isCompensationBoundary(node) || node.isForCompensation) return;
    if (is(node.$parent, 'bpmn:AdHocSubProcess')) return;
    if (!incomingOf(node).length && !outgoingOf(node).length) {
      reporter.report(node.id!, '元素未连接');
    }
  },
});
