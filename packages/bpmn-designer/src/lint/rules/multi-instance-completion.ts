/**
 * Ours: a multi-instance (countersign) task with no completion condition waits for every
 * instance, which the designer's slider is there to decide; an empty condition is a forgotten one.
 */
import { is, isBlank, type RuleFactory } from './moddle';

export const multiInstanceCompletion: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Activity')) return;
    const loop = node.loopCharacteristics;
    if (!is(loop, 'bpmn:MultiInstanceLoopCharacteristics')) return;
    if (isBlank(loop.completionCondition?.body)) {
      reporter.report(node.id!, '多实例任务缺少完成条件', ['loopCharacteristics', 'completionCondition']);
    }
  },
});
