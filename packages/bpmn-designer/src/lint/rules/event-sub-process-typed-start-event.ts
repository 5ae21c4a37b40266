/** An event sub process is started by an event: its start events must say which one. */
import { eventDefinitionsOf, is, type ModdleNode, type RuleFactory } from './moddle';

export const eventSubProcessTypedStartEvent: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:SubProcess') || !node.triggeredByEvent) return;
    const elements: ModdleNode[] = node.flowElements ?? [];
    for (const element of elements) {
      if (is(element, 'bpmn:StartEvent') && eventDefinitionsOf(element).length === 0) {
        reporter.report(element.id!, '事件子流程的开始事件缺少事件定义', ['eventDefinitions']);
      }
    }
  },
});
