/** An event carries at most one event definition (the engines do not run multiple ones). */
import { eventDefinitionsOf, is, type RuleFactory } from './moddle';

export const singleEventDefinition: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Event')) return;
    if (eventDefinitionsOf(node).length > 1) {
      reporter.report(node.id!, '事件有多个事件定义', ['eventDefinitions']);
    }
  },
});
