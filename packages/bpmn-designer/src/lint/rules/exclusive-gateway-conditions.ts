/**
 * Ours: an exclusive gateway that forks with neither conditions nor a default flow cannot
 * decide (conditional-flows only speaks once one condition exists).
 */
import { hasCondition, is, outgoingOf, type RuleFactory } from './moddle';

export const exclusiveGatewayConditions: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:ExclusiveGateway')) return;
    const outgoing = outgoingOf(node);
    if (outgoing.length > 1 && !node.default && !outgoing.some(hasCondition)) {
      reporter.report(node.id!, '排他网关的流出顺序流既没有条件也没有默认流');
    }
  },
});
