/**
 * A node that forks conditionally (it has a default flow or a flow with a condition) must give
 * every other outgoing flow a condition: otherwise that flow is always taken.
 */
import { hasCondition, isDefaultFlow, outgoingOf, type RuleFactory } from './moddle';

export const conditionalFlows: RuleFactory = () => ({
  check(node, reporter) {
    const outgoing = outgoingOf(node);
    const forksConditionally = !!node.default || outgoing.some(hasCondition);
    if (!forksConditionally) return;
    for (const flow of outgoing) {
      if (!hasCondition(flow) && !isDefaultFlow(node, flow)) {
        reporter.report(flow.id!, '顺序流缺少条件', ['conditionExpression']);
      }
    }
  },
});
