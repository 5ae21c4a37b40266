/**
 * An activity or event with several unconditional outgoing flows splits in parallel without
 * saying so: a parallel gateway must model that split.
 */
import { hasCondition, isAny, isDefaultFlow, outgoingOf, type RuleFactory } from './moddle';

export const noImplicitSplit: RuleFactory = () => ({
  check(node, reporter) {
    if (!isAny(node, ['bpmn:Activity', 'bpmn:Event'])) return;
    const unconditional = outgoingOf(node).filter((flow) => !hasCondition(flow) && !isDefaultFlow(node, flow));
    if (unconditional.length > 1) {
      reporter.report(node.id!, '存在隐式分支，请使用网关');
    }
  },
});
