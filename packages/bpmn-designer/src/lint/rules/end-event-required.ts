/** Every process and sub process ends somewhere (ad-hoc sub processes need no end event). */
import { is, isAny, scopeName, type ModdleNode, type RuleFactory } from './moddle';

export const endEventRequired: RuleFactory = () => ({
  check(node, reporter) {
    if (!isAny(node, ['bpmn:Process', 'bpmn:SubProcess']) || is(node, 'bpmn:AdHocSubProcess')) return;
    const elements: ModdleNode[] = node.flowElements ?? [];
    if (!elements.some((element) => is(element, 'bpmn:EndEvent'))) {
      reporter.report(node.id!, `${scopeName(node)}缺少结束事件`);
    }
  },
});
