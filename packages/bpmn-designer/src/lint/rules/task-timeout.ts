/**
 * Ours: a user task's 超时设置 (Timeout extension) the runtime could not follow: a time that is
 * not a number of hours above 0, a timeout not later than the reminder, a 转交 without its user.
 */
import { engineLocalName, is, isBlank, type ModdleNode, type RuleFactory } from './moddle';

const hours = (value: unknown): number | undefined | null => {
  if (isBlank(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

export const taskTimeout: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:UserTask')) return;
    // typed (`Timeout`) with the engine descriptors, generic (`timeout`, as written) without
    const timeouts = ((node.extensionElements?.values ?? []) as ModdleNode[]).filter((value) => engineLocalName(value)?.toLowerCase() === 'timeout');
    for (const timeout of timeouts) {
      const remind = hours(timeout.remindHours);
      const after = hours(timeout.timeoutHours);
      if (remind === null) reporter.report(node.id!, '超时设置：提醒时间必须是大于 0 的小时数');
      if (after === null) reporter.report(node.id!, '超时设置：超时时间必须是大于 0 的小时数');
      if (remind && after && after <= remind) reporter.report(node.id!, '超时设置：超时时间必须晚于提醒时间');
      if (after && timeout.action === 'escalate' && isBlank(timeout.escalateTo)) reporter.report(node.id!, '超时设置：超时转交需要选择转交给的用户');
    }
  },
});
