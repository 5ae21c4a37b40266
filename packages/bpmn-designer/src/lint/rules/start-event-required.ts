/** Every process and sub process starts somewhere (ad-hoc sub processes need no start event). */
import { is, isAny, scopeName, type ModdleNode, type RuleFactory } from './moddle';

export const startEventRequired: RuleFactory = () => ({
  check(node, reporter) {
    if (!isAny(node, ['bpmn:Process', 'bpmn:SubProcess']) || is(node, 'bpmn:AdHocSubProcess')) return;
    const elements: ModdleNode[] = node.flowElements ?? [];
    if (!elements.some((element) => is(element, 'bpmn:StartEvent'))) {
      reporter.report(node.id!, `${scopeName(node)}缺少开始事件`);
    }
  },
});
