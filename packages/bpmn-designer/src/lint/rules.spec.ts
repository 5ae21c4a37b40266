/**
 * Each rule on a fixture that breaks it and one that passes (fixtures/<rule>.bad|good.bpmn), run
 * through the pure `lintDefinitions`. Fixtures are read with no engine descriptor (extensions
 * stay generic) and with the designer's descriptors for each primary engine, since the rules must
 * find assignees and field permissions in both shapes.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import { describe, expect, it } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { ENGINES, type FormFieldOption } from '../options';
import { lintDefinitions, type LintIssue } from './lint-definitions';
import { LINT_RULES } from './rule-set';

const fixtures = import.meta.glob<string>('./fixtures/*.bpmn', { query: '?raw', import: 'default', eager: true });
const fixture = (name: string) => {
  const xml = fixtures[`./fixtures/${name}.bpmn`];
  if (!xml) throw new Error(`no fixture ${name}`);
  return xml;
};

const FORM: FormFieldOption[] = [
  { label: '请假天数', prop: 'days' },
  { label: '明细', prop: 'items', children: [{ label: '日期', prop: 'date' }] },
];

type Extensions = ReturnType<typeof moddleExtensions> | Record<string, never>;
const READINGS: [string, Extensions][] = [
  ['no descriptors', {}],
  ...ENGINES.map((engine): [string, Extensions] => [`${engine} descriptors`, moddleExtensions(engine)]),
];

type Moddle = { fromXML(xml: string): Promise<{ rootElement: unknown }> };
const moddles = new Map<Extensions, Moddle>();

async function parse(xml: string, extensions: Extensions) {
  let moddle = moddles.get(extensions);
  if (!moddle) moddles.set(extensions, (moddle = new Modeler({ moddleExtensions: extensions }).get<Moddle>('moddle')));
  // another engine's attributes read as raw attributes, with an 'unknown attribute' warning
  const { rootElement } = await moddle.fromXML(xml);
  return rootElement;
}

const summary = (issues: LintIssue[]) => issues.map((issue) => `${issue.id}: ${issue.message}`).sort();

/** What each rule reports on its bad fixture: `element: message`. */
const EXPECTED: Record<string, string[]> = {
  'conditional-flows': ['Flow_B: 顺序流缺少条件'],
  'end-event-required': ['Process_1: 流程缺少结束事件'],
  'start-event-required': ['Process_1: 流程缺少开始事件'],
  'no-disconnected': ['Task_Lonely: 元素未连接'],
  'no-duplicate-sequence-flows': ['Flow_1_Copy: 顺序流重复', 'Start_1: 存在重复的流出顺序流', 'Task_1: 存在重复的流入顺序流'],
  'no-gateway-join-fork': ['Gateway_1: 网关不能同时合并和分支'],
  'no-implicit-split': ['Task_1: 存在隐式分支，请使用网关'],
  'single-blank-start-event': ['Process_1: 流程有多个空白开始事件'],
  'single-event-definition': ['Start_1: 事件有多个事件定义'],
  'event-sub-process-typed-start-event': ['EventSub_Start: 事件子流程的开始事件缺少事件定义'],
  'sub-process-blank-start-event': ['Sub_Start: 子流程的开始事件必须是空白事件'],
  'no-complex-gateway': ['Gateway_1: 不支持复杂网关'],
  'fake-join': ['Task_Join: 多条流入顺序流不会合并，如需等待请使用并行网关'],
  'superfluous-gateway': ['Gateway_1: 网关多余：只有一个来源和一个目标'],
  'bus/user-task-assignee': ['Task_Blank: 用户任务未设置审批人', 'Task_EmptyExt: 用户任务未设置审批人', 'Task_None: 用户任务未设置审批人'],
  'bus/multi-instance-completion': ['Task_Countersign: 多实例任务缺少完成条件'],
  'bus/exclusive-gateway-conditions': ['Gateway_1: 排他网关的流出顺序流既没有条件也没有默认流'],
  'bus/form-field-exists': ['Task_1: 字段权限「请假时长」对应的表单字段已不存在', 'Task_1: 字段权限「金额」对应的表单字段已不存在'],
  'bus/task-timeout': [
    'Task_Escalate: 超时设置：超时转交需要选择转交给的用户',
    'Task_NotHours: 超时设置：提醒时间必须是大于 0 的小时数',
    'Task_Order: 超时设置：超时时间必须晚于提醒时间',
  ],
};

describe('the rule set', () => {
  it('is exactly the spec’s twelve errors and two warnings, plus our five approval rules (errors)', () => {
    const byCategory = (category: string, ours: boolean) =>
      LINT_RULES.filter((rule) => rule.category === category && rule.name.startsWith('bus/') === ours).map((rule) => rule.name);
    expect(byCategory('error', false)).toEqual([
      'conditional-flows',
      'end-event-required',
      'start-event-required',
      'no-disconnected',
      'no-duplicate-sequence-flows',
      'no-gateway-join-fork',
      'no-implicit-split',
      'single-blank-start-event',
      'single-event-definition',
      'event-sub-process-typed-start-event',
      'sub-process-blank-start-event',
      'no-complex-gateway',
    ]);
    expect(byCategory('warn', false)).toEqual(['fake-join', 'superfluous-gateway']);
    expect(byCategory('error', true)).toEqual([
      'bus/user-task-assignee',
      'bus/multi-instance-completion',
      'bus/exclusive-gateway-conditions',
      'bus/form-field-exists',
      'bus/task-timeout',
    ]);
    expect(byCategory('warn', true)).toEqual([]);
  });
});

describe.each(READINGS)('rules, read with %s', (_reading, extensions) => {
  it.each(LINT_RULES.map((rule) => [rule.name, rule.category] as const))('%s reports the broken fixture and passes the fixed one', async (name, category) => {
    const file = name.replace(/^bus\//, '');
    const lintOf = async (variant: 'bad' | 'good') => {
      const result = lintDefinitions(await parse(fixture(`${file}.${variant}`), extensions), { form: FORM });
      return category === 'error' ? result.errors : result.warnings;
    };
    const bad = (await lintOf('bad')).filter((issue) => issue.rule === name);
    expect(summary(bad)).toEqual(EXPECTED[name]);
    const good = await lintOf('good');
    expect(good.filter((issue) => issue.rule === name)).toEqual([]);
  });

  it('finds every fixed fixture clean of every error and warning', async () => {
    for (const rule of LINT_RULES) {
      const { errors, warnings } = lintDefinitions(await parse(fixture(`${rule.name.replace(/^bus\//, '')}.good`), extensions), { form: FORM });
      expect(summary([...errors, ...warnings]), rule.name).toEqual([]);
    }
  });
});

describe('field permissions without a form', () => {
  it('are not checked when the designer gives no form, and all fail against an empty one', async () => {
    const definitions = await parse(fixture('form-field-exists.good'), moddleExtensions());
    expect(lintDefinitions(definitions).errors).toEqual([]);
    expect(summary(lintDefinitions(definitions, { form: [] }).errors)).toEqual([
      'Task_1: 字段权限「明细」对应的表单字段已不存在',
      'Task_1: 字段权限「请假天数」对应的表单字段已不存在',
    ]);
  });
});
