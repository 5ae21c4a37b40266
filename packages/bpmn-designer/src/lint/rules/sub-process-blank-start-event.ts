/** A plain sub process is entered by its incoming flow: its start events must be blank. */
import { eventDefinitionsOf, is, type ModdleNode, type RuleFactory } from './moddle';

export const subProcessBlankStartEvent: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:SubProcess') || node.triggeredByEvent) return;
    const elements: ModdleNode[] = node.flowElements ?? [];
    for (const element of elements) {
      if (is(element, 'bpmn:StartEvent') && eventDefinitionsOf(element).length > 0) {
        reporter.report(element.id!, '子流程的开始事件必须是空白事件', ['eventDefinitions']);
      }
    }
  },
});
