/** Chinese names of BPMN element types and of the properties the change table lists. */

const TYPE_LABELS: Record<string, string> = {
  'bpmn:Process': '流程',
  'bpmn:Collaboration': '协作',
  'bpmn:Participant': '池',
  'bpmn:Lane': '泳道',
  'bpmn:StartEvent': '开始事件',
  'bpmn:EndEvent': '结束事件',
  'bpmn:IntermediateCatchEvent': '中间捕获事件',
  'bpmn:IntermediateThrowEvent': '中间抛出事件',
  'bpmn:BoundaryEvent': '边界事件',
  'bpmn:Task': '任务',
  'bpmn:UserTask': '用户任务',
  'bpmn:ServiceTask': '服务任务',
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:SendTask': '发送任务',
  'bpmn:ReceiveTask': '接收任务',
  'bpmn:ManualTask': '手工任务',
  'bpmn:BusinessRuleTask': '业务规则任务',
  'bpmn:SubProcess': '子流程',
  'bpmn:CallActivity': '调用活动',
  'bpmn:ExclusiveGateway': '排他网关',
  'bpmn:ParallelGateway': '并行网关',
  'bpmn:InclusiveGateway': '包容网关',
  'bpmn:EventBasedGateway': '事件网关',
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:SequenceFlow': '顺序流',
  'bpmn:MessageFlow': '消息流',
  'bpmn:DataObjectReference': '数据对象',
  'bpmn:DataStoreReference': '数据存储',
  'bpmn:DataInputAssociation': '数据输入关联',
  'bpmn:DataOutputAssociation': '数据输出关联',
};

export const typeLabel = (type: string) => TYPE_LABELS[type] ?? type.replace(/^bpmn:/, '');

/** Exact paths first, then the last segment (so nested paths still read well). */
const PROPERTY_LABELS: Record<string, string> = {
  $type: '类型',
  name: '名称',
  'documentation[0].text': '描述',
  'conditionExpression.body': '条件表达式',
  sourceRef: '起点',
  targetRef: '终点',
  default: '默认连线',
  attachedToRef: '依附节点',
  cancelActivity: '中断活动',
  isInterrupting: '中断',
  calledElement: '被调用流程',
  processRef: '流程',
  isExecutable: '可执行',
  'loopCharacteristics.isSequential': '多实例串行',
  'loopCharacteristics.completionCondition.body': '多实例完成条件',
  'loopCharacteristics.loopCardinality.body': '多实例数量',
  layout: '位置',
};

export function propertyLabel(path: string): string {
  if (PROPERTY_LABELS[path]) return PROPERTY_LABELS[path];
  if (path.startsWith('extensionElements.')) return `扩展 ${path.slice('extensionElements.'.length)}`;
  return path;
}

export const CHANGE_KIND_LABELS = {
  added: '新增',
  removed: '删除',
  changed: '修改',
  layout: '仅移动',
} as const;
