/**
 * Several flows into a task or event do not wait for each other: each one runs the node again.
 * A warning, since a merge of exclusive paths is legitimate; a parallel join needs a gateway.
 */
import { incomingOf, isAny, type RuleFactory } from './moddle';

export const fakeJoin: RuleFactory = () => ({
  check(node, reporter) {
    if (!isAny(node, ['bpmn:Activity', 'bpmn:Event'])) return;
    if (incomingOf(node).length > 1) {
      reporter.report(node.id!, '多条流入顺序流不会合并，如需等待请使用并行网关');
    }
  },
});
