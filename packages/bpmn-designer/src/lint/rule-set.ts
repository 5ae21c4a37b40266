/**
 * The rules of the designer (spec 02 section 5): the twelve error rules and two warnings of the
 * spec under bpmnlint's own names, and our approval rules in the `bus` plugin namespace
 * ('bus/user-task-assignee' in reports). All are our implementations; none is bpmnlint's.
 */
import { conditionalFlows } from './rules/conditional-flows';
import { endEventRequired } from './rules/end-event-required';
import { eventSubProcessTypedStartEvent } from './rules/event-sub-process-typed-start-event';
import { exclusiveGatewayConditions } from './rules/exclusive-gateway-conditions';
import { fakeJoin } from './rules/fake-join';
import { formFieldExists } from './rules/form-field-exists';
import type { RuleFactory } from './rules/moddle';
import type { FormFieldOption } from '../options';
import { multiInstanceCompletion } from './rules/multi-instance-completion';
import { noComplexGateway } from './rules/no-complex-gateway';
import { noDisconnected } from './rules/no-disconnected';
import { noDuplicateSequenceFlows } from './rules/no-duplicate-sequence-flows';
import { noGatewayJoinFork } from './rules/no-gateway-join-fork';
import { noImplicitSplit } from './rules/no-implicit-split';
import { singleBlankStartEvent } from './rules/single-blank-start-event';
import { singleEventDefinition } from './rules/single-event-definition';
import { startEventRequired } from './rules/start-event-required';
import { subProcessBlankStartEvent } from './rules/sub-process-blank-start-event';
import { superfluousGateway } from './rules/superfluous-gateway';
import { taskTimeout } from './rules/task-timeout';
import { userTaskAssignee } from './rules/user-task-assignee';

export type LintCategory = 'error' | 'warn';

export interface LintOptions {
  /** the start form's fields; field permissions are checked against them when given */
  form?: FormFieldOption[];
}

export interface LintRuleEntry {
  /** the name in configs and reports: 'conditional-flows', 'bus/user-task-assignee' */
  name: string;
  category: LintCategory;
  factory: RuleFactory;
  /** the rule's config for the designer's options; undefined turns the rule off (default `{}`) */
  configOf?(options: LintOptions): unknown;
}

/** The config a rule runs with, or undefined when it does not run. */
export const ruleConfigOf = (rule: LintRuleEntry, options: LintOptions): unknown => (rule.configOf ? rule.configOf(options) : {});

/** Our plugin's package for bpmnlint's resolver: 'bus/x' resolves to 'bpmnlint-plugin-bus/x'. */
export const PLUGIN_PACKAGE = 'bpmnlint-plugin-bus';
export const PLUGIN_PREFIX = 'bus/';

export const LINT_RULES: LintRuleEntry[] = [
  { name: 'conditional-flows', category: 'error', factory: conditionalFlows },
  { name: 'end-event-required', category: 'error', factory: endEventRequired },
  { name: 'start-event-required', category: 'error', factory: startEventRequired },
  { name: 'no-disconnected', category: 'error', factory: noDisconnected },
  { name: 'no-duplicate-sequence-flows', category: 'error', factory: noDuplicateSequenceFlows },
  { name: 'no-gateway-join-fork', category: 'error', factory: noGatewayJoinFork },
  { name: 'no-implicit-split', category: 'error', factory: noImplicitSplit },
  { name: 'single-blank-start-event', category: 'error', factory: singleBlankStartEvent },
  { name: 'single-event-definition', category: 'error', factory: singleEventDefinition },
  { name: 'event-sub-process-typed-start-event', category: 'error', factory: eventSubProcessTypedStartEvent },
  { name: 'sub-process-blank-start-event', category: 'error', factory: subProcessBlankStartEvent },
  { name: 'no-complex-gateway', category: 'error', factory: noComplexGateway },
  { name: 'fake-join', category: 'warn', factory: fakeJoin },
  { name: 'superfluous-gateway', category: 'warn', factory: superfluousGateway },
  { name: 'bus/user-task-assignee', category: 'error', factory: userTaskAssignee },
  { name: 'bus/multi-instance-completion', category: 'error', factory: multiInstanceCompletion },
  { name: 'bus/exclusive-gateway-conditions', category: 'error', factory: exclusiveGatewayConditions },
  {
    name: 'bus/form-field-exists',
    category: 'error',
    factory: formFieldExists,
    configOf: ({ form }) => (form ? { form } : undefined),
  },
  { name: 'bus/task-timeout', category: 'error', factory: taskTimeout },
];
