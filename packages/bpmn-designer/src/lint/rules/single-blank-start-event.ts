/** A scope has at most one blank start event: with two, which one starts it is undefined. */
import { eventDefinitionsOf, is, scopeName, type ModdleNode, type RuleFactory } from './moddle';

export const singleBlankStartEvent: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:FlowElementsContainer')) return;
    const elements: ModdleNode[] = node.flowElements ?? [];
    const blankStarts = elements.filter((element) => is(element, 'bpmn:StartEvent') && eventDefinitionsOf(element).length === 0);
    if (blankStarts.length > 1) {
      reporter.report(node.id!, `${scopeName(node)}有多个空白开始事件`);
    }
  },
});
