/**
 * Ours: a user task nobody is assigned to stalls the approval. An assignee is an Assignee
 * extension with a value, or an assignee / candidateUsers / candidateGroups attribute, in any
 * engine's namespace (the diagram may still carry another engine's extensions).
 */
import { engineAttribute, engineExtensions, is, isBlank, type RuleFactory } from './moddle';

const ASSIGNEE_ATTRIBUTES = ['assignee', 'candidateUsers', 'candidateGroups'];

export const userTaskAssignee: RuleFactory = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:UserTask')) return;
    const assigned =
      engineExtensions(node, 'Assignee').some((assignee) => !isBlank(assignee.value)) ||
      ASSIGNEE_ATTRIBUTES.some((name) => !isBlank(engineAttribute(node, name)));
    if (!assigned) {
      reporter.report(node.id!, '用户任务未设置审批人');
    }
  },
});
