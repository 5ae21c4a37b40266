/**
 * Two sequence flows with the same source, target and condition are one flow drawn twice: the
 * duplicate, its source and its target are reported (source and target once each).
 */
import { is, type ModdleNode, type RuleFactory } from './moddle';

const flowKey = (flow: ModdleNode) => {
  const source = flow.sourceRef ? flow.sourceRef.id : flow.id;
  const target = flow.targetRef ? flow.targetRef.id : flow.id;
  return `${source}#${target}#${flow.conditionExpression?.body ?? ''}`;
};

export const noDuplicateSequenceFlows: RuleFactory = () => {
  const seen = new Set<string>();
  const reportedSources = new Set<string>();
  const reportedTargets = new Set<string>();
  return {
    check(node, reporter) {
      if (!is(node, 'bpmn:SequenceFlow')) return;
      const key = flowKey(node);
      if (!seen.has(key)) {
        seen.add(key);
        return;
      }
      reporter.report(node.id!, '顺序流重复');
      const sourceId: string | undefined = node.sourceRef?.id;
      const targetId: string | undefined = node.targetRef?.id;
      if (sourceId && !reportedSources.has(sourceId)) {
        reportedSources.add(sourceId);
        reporter.report(sourceId, '存在重复的流出顺序流');
      }
      if (targetId && !reportedTargets.has(targetId)) {
        reportedTargets.add(targetId);
        reporter.report(targetId, '存在重复的流入顺序流');
      }
    },
  };
};
