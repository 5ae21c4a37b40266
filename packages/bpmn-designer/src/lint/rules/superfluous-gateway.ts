/** A gateway with one source and one target decides nothing. */
import { incomingOf, is, outgoingOf, type RuleFactory } from './moddle';

export const superfluousGateway: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Gateway')) return;
    if (incomingOf(node).length === 1 && outgoingOf(node).length === 1) {
      reporter.report(node.id!, '网关多余：只有一个来源和一个目标');
    }
  },
});
