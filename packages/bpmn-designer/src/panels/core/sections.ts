/**
 * Which sections the node tab shows for an element (spec 02 section 2 table): basic for all,
 * execution listeners for flow elements, and per type the rest.
 */
import { isType, type DiagramElement } from './model';
import { eventDefinitionOf } from './event-definitions';

export type SectionKey =
  'basic' | 'assignee' | 'multiInstance' | 'timeout' | 'taskListeners' | 'form' | 'buttons' | 'condition' | 'call' | 'event' | 'executionListeners';

export const SECTION_TITLES: Record<SectionKey, string> = {
  basic: '基本信息',
  assignee: '审批人',
  multiInstance: '多实例',
  timeout: '超时设置',
  taskListeners: '任务监听器',
  form: '表单',
  buttons: '按钮',
  condition: '流转条件',
  call: '调用活动',
  event: '事件定义',
  executionListeners: '执行监听器',
};

const WITH_EXECUTION_LISTENERS = ['bpmn:FlowNode', 'bpmn:SequenceFlow'];

export function sectionsFor(element: DiagramElement): SectionKey[] {
  const sections: SectionKey[] = ['basic'];
  if (isType(element, 'bpmn:StartEvent')) sections.push('form');
  if (isType(element, 'bpmn:UserTask')) sections.push('assignee', 'multiInstance', 'timeout', 'taskListeners', 'form', 'buttons');
  if (isType(element, 'bpmn:SequenceFlow')) sections.push('condition');
  if (isType(element, 'bpmn:SubProcess')) sections.push('assignee', 'multiInstance');
  if (isType(element, 'bpmn:CallActivity')) sections.push('call', 'multiInstance');
  if (isType(element, 'bpmn:Event') && eventDefinitionOf(element)) sections.push('event');
  if (WITH_EXECUTION_LISTENERS.some((type) => isType(element, type))) sections.push('executionListeners');
  return sections;
}

const TYPE_NAMES: Record<string, string> = {
  'bpmn:StartEvent': '开始事件',
  'bpmn:EndEvent': '结束事件',
  'bpmn:IntermediateCatchEvent': '中间捕获事件',
  'bpmn:IntermediateThrowEvent': '中间抛出事件',
  'bpmn:BoundaryEvent': '边界事件',
  'bpmn:UserTask': '用户任务',
  'bpmn:Task': '任务',
  'bpmn:ServiceTask': '服务任务',
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:SendTask': '发送任务',
  'bpmn:ReceiveTask': '接收任务',
  'bpmn:ManualTask': '手工任务',
  'bpmn:BusinessRuleTask': '业务规则任务',
  'bpmn:CallActivity': '调用活动',
  'bpmn:SubProcess': '子流程',
  'bpmn:ExclusiveGateway': '排他网关',
  'bpmn:ParallelGateway': '并行网关',
  'bpmn:InclusiveGateway': '包容网关',
  'bpmn:EventBasedGateway': '事件网关',
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:SequenceFlow': '顺序流',
  'bpmn:TextAnnotation': '文本注释',
  'bpmn:Participant': '泳池',
  'bpmn:Lane': '泳道',
};

export const typeName = (element: DiagramElement): string => TYPE_NAMES[element.type] ?? element.type.replace(/^bpmn:/, '');
