/** A gateway either joins or forks: doing both at once hides which semantics applies. */
import { incomingOf, is, outgoingOf, type RuleFactory } from './moddle';

export const noGatewayJoinFork: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Gateway')) return;
    if (incomingOf(node).length > 1 && outgoingOf(node).length > 1) {
      reporter.report(node.id!, '网关不能同时合并和分支');
    }
  },
});
