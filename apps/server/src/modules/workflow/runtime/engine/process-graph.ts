/**
 * A saved model version's XML as the runtime's graph: the elements a deployable approval may hold
 * (start and end events, user tasks, exclusive / parallel / inclusive gateways, call activities,
 * timer boundary events on tasks, sequence flows with their conditions), in whichever of the three
 * engine dialects the designer wrote it. Anything else is refused by name, so a deployment never
 * holds an element the runtime would not know how to move past.
 */
import { readXml } from '@bus/bpmn-designer/read-xml';

export type NodeKind = 'start' | 'end' | 'userTask' | 'exclusive' | 'parallel' | 'inclusive' | 'callActivity' | 'timerBoundary';

/** Who a user task goes to: the designer's personnel rows (user ids, posts / duties, custom expressions). */
export interface AssigneeRule {
  type: 'user' | 'post' | 'duty' | 'custom' | 'expression';
  /** comma-separated ids, or an expression such as ${initiator} */
  value: string;
}

export interface MultiInstance {
  sequential: boolean;
  /** the expression giving the list of assignees (the designer's multi-instance handler) */
  collection?: string;
  elementVariable?: string;
  /** e.g. ${nrOfCompletedInstances / nrOfInstances >= 0.6}; none = all must complete */
  completionCondition?: string;
}

export interface FieldPermission {
  prop: string;
  readable: boolean;
  writable: boolean;
}

/** A user task's 超时设置 (the designer's Timeout extension): remind after N hours, then act after M hours. */
export interface NodeTimeout {
  remindHours?: number;
  timeoutHours?: number;
  /** what the timeout does: 自动通过 / 自动驳回 / 转交给 escalateTo */
  action?: 'approve' | 'reject' | 'escalate';
  /** the user (id or user name) an escalation hands the task to */
  escalateTo?: string;
}

export interface GraphNode {
  id: string;
  kind: NodeKind;
  name: string;
  incoming: string[];
  outgoing: string[];
  /** gateways: the flow taken when no condition holds */
  defaultFlow?: string;
  /** user tasks */
  assignees?: AssigneeRule[];
  multiInstance?: MultiInstance;
  /** the node a rejection goes back to by default (the designer's rollbackNode) */
  rollbackNode?: string;
  fieldPermissions?: FieldPermission[];
  timeout?: NodeTimeout;
  /** user tasks: the designer's default CC recipients (CopyUser: user ids), copied when the task is approved */
  copyUsers?: string[];
  /** call activities: the deployed process key to start */
  calledElement?: string;
  /** timer boundary events */
  attachedTo?: string;
  timer?: { duration?: string; date?: string; cycle?: string; cancelActivity: boolean };
}

export interface GraphFlow {
  id: string;
  source: string;
  target: string;
  condition?: string;
}

/** The process's serial-number rule (the designer's Serial extension). */
export interface SerialRule {
  prefix: string;
  dateFormat: string;
  suffixLength: number;
  startSequence: number;
  connector: string;
  cycle: 'none' | 'day' | 'week' | 'month' | 'year';
}

export interface ProcessGraph {
  key: string;
  name: string;
  engine: string;
  serial?: SerialRule;
  nodes: Map<string, GraphNode>;
  flows: Map<string, GraphFlow>;
  startId: string;
}

/** An element the runtime cannot run, named as the designer names it. */
export interface UnsupportedElement {
  id: string;
  type: string;
  name?: string;
}

export class ProcessGraphError extends Error {
  constructor(
    message: string,
    readonly unsupported: UnsupportedElement[] = [],
  ) {
    super(message);
    this.name = 'ProcessGraphError';
  }
}

type Moddle = { $type: string; id?: string; name?: string; get?(name: string): unknown; [key: string]: unknown };

const local = (type: string) => type.slice(type.indexOf(':') + 1);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const body = (expression: unknown) => text((expression as { body?: unknown } | undefined)?.body);
const extensions = (element: Moddle) => ((element.extensionElements as { values?: Moddle[] } | undefined)?.values ?? []) as Moddle[];

const KINDS: Record<string, NodeKind> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:InclusiveGateway': 'inclusive',
  'bpmn:CallActivity': 'callActivity',
};

/** What the designer calls the element types a deployment refuses (the rest keep their BPMN name). */
const TYPE_NAMES: Record<string, string> = {
  'bpmn:ServiceTask': '服务任务',
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:BusinessRuleTask': '业务规则任务',
  'bpmn:SendTask': '发送任务',
  'bpmn:ReceiveTask': '接收任务',
  'bpmn:ManualTask': '手工任务',
  'bpmn:Task': '任务',
  'bpmn:SubProcess': '子流程',
  'bpmn:Transaction': '事务子流程',
  'bpmn:AdHocSubProcess': '自由子流程',
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:EventBasedGateway': '事件网关',
  'bpmn:IntermediateCatchEvent': '中间捕获事件',
  'bpmn:IntermediateThrowEvent': '中间抛出事件',
  'bpmn:BoundaryEvent': '边界事件',
  'bpmn:StartEvent': '开始事件',
  'bpmn:EndEvent': '结束事件',
};

const DEFINITION_NAMES: Record<string, string> = {
  'bpmn:MessageEventDefinition': '消息',
  'bpmn:TimerEventDefinition': '定时',
  'bpmn:SignalEventDefinition': '信号',
  'bpmn:ErrorEventDefinition': '错误',
  'bpmn:TerminateEventDefinition': '终止',
  'bpmn:EscalationEventDefinition': '升级',
  'bpmn:CompensateEventDefinition': '补偿',
  'bpmn:ConditionalEventDefinition': '条件',
  'bpmn:LinkEventDefinition': '链接',
  'bpmn:CancelEventDefinition': '取消',
};

export const typeName = (type: string) => TYPE_NAMES[type] ?? type;

function assigneesOf(task: Moddle): AssigneeRule[] {
  const rules: AssigneeRule[] = [];
  for (const extension of extensions(task)) {
    if (local(extension.$type) !== 'Assignee') continue;
    const type = text(extension.type);
    const value = text(extension.value);
    if (value && (type === 'user' || type === 'post' || type === 'duty' || type === 'custom')) rules.push({ type, value });
  }
  const assignee = text(task.assignee);
  // the multi-instance element variable (${assignee}) is filled per instance, not a rule of its own
  const elementVariable = text((task.loopCharacteristics as Moddle | undefined)?.elementVariable);
  if (assignee && assignee !== `\${${elementVariable}}`)
    rules.push(/^[$#]\{/.test(assignee) ? { type: 'expression', value: assignee } : { type: 'user', value: assignee });
  const candidates = text(task.candidateUsers);
  if (candidates) rules.push({ type: 'user', value: candidates });
  return rules;
}

function fieldPermissionsOf(task: Moddle): FieldPermission[] {
  const permissions: FieldPermission[] = [];
  const visit = (field: Moddle) => {
    const prop = text(field.prop);
    if (prop) permissions.push({ prop, readable: field.readable !== false, writable: field.writable === true });
    for (const child of (field.children as Moddle[] | undefined) ?? []) visit(child);
  };
  for (const extension of extensions(task)) if (local(extension.$type) === 'FormField') visit(extension);
  return permissions;
}

const hours = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

function timeoutOf(task: Moddle): NodeTimeout | undefined {
  const extension = extensions(task).find((candidate) => local(candidate.$type) === 'Timeout');
  if (!extension) return undefined;
  const timeout: NodeTimeout = {};
  const remind = hours(extension.remindHours);
  const after = hours(extension.timeoutHours);
  const action = text(extension.action);
  const escalateTo = text(extension.escalateTo);
  if (remind) timeout.remindHours = remind;
  if (after) timeout.timeoutHours = after;
  if (action === 'approve' || action === 'reject' || action === 'escalate') timeout.action = action;
  if (escalateTo) timeout.escalateTo = escalateTo;
  return remind || after ? timeout : undefined;
}

function multiInstanceOf(task: Moddle): MultiInstance | undefined {
  const loop = task.loopCharacteristics as Moddle | undefined;
  if (!loop || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return undefined;
  return {
    sequential: loop.isSequential === true,
    collection: text(loop.collection),
    elementVariable: text(loop.elementVariable),
    completionCondition: body(loop.completionCondition),
  };
}

const CYCLES = new Set(['none', 'day', 'week', 'month', 'year']);

function serialOf(process: Moddle): SerialRule | undefined {
  const serial = extensions(process).find((extension) => local(extension.$type) === 'Serial');
  if (!serial) return undefined;
  const suffixLength = Math.min(10, Math.max(2, Math.trunc(Number(serial.suffixLength ?? 5)) || 5));
  const start = Math.trunc(Number(serial.startSequence ?? 0));
  const cycle = text(serial.cycle) ?? 'none';
  return {
    prefix: text(serial.prefix) ?? '',
    dateFormat: text(serial.dateFormat) ?? '',
    suffixLength,
    startSequence: Number.isFinite(start) && start > 0 ? Math.min(start, 10 ** suffixLength - 1) : 0,
    connector: typeof serial.connector === 'string' ? serial.connector : '',
    cycle: (CYCLES.has(cycle) ? cycle : 'none') as SerialRule['cycle'],
  };
}

/**
 * Reads the XML and builds the graph; a diagram that cannot be read, has no executable process,
 * or holds elements the runtime cannot run is a ProcessGraphError saying which.
 */
export async function readProcessGraph(xml: string): Promise<ProcessGraph> {
  let read: Awaited<ReturnType<typeof readXml>>;
  try {
    read = await readXml(xml);
  } catch (error) {
    throw new ProcessGraphError(`流程图无法读取：${(error as Error).message}`);
  }
  const roots = ((read.definitions as { rootElements?: Moddle[] }).rootElements ?? []).filter((root) => root.$type === 'bpmn:Process');
  const process = roots.find((root) => root.isExecutable !== false) ?? roots[0];
  if (!process) throw new ProcessGraphError('流程图中没有流程');

  const nodes = new Map<string, GraphNode>();
  const flows = new Map<string, GraphFlow>();
  const unsupported: UnsupportedElement[] = [];
  const refuse = (element: Moddle) => {
    const definition = ((element.eventDefinitions as Moddle[] | undefined) ?? [])[0];
    const kind = definition ? (DEFINITION_NAMES[definition.$type] ?? '') : '';
    unsupported.push({ id: String(element.id), type: kind + typeName(element.$type), ...(text(element.name) ? { name: text(element.name) } : {}) });
  };

  for (const element of (process.flowElements as Moddle[] | undefined) ?? []) {
    const id = String(element.id);
    if (element.$type === 'bpmn:SequenceFlow') {
      const condition = body(element.conditionExpression);
      flows.set(id, {
        id,
        source: String((element.sourceRef as Moddle).id),
        target: String((element.targetRef as Moddle).id),
        ...(condition ? { condition } : {}),
      });
      continue;
    }
    const definitions = (element.eventDefinitions as Moddle[] | undefined) ?? [];
    const base = { id, name: text(element.name) ?? id, incoming: [] as string[], outgoing: [] as string[] };
    if (element.$type === 'bpmn:BoundaryEvent') {
      const timer = definitions.length === 1 && definitions[0].$type === 'bpmn:TimerEventDefinition' ? definitions[0] : undefined;
      const host = element.attachedToRef as Moddle | undefined;
      if (!timer || host?.$type !== 'bpmn:UserTask') {
        refuse(element);
        continue;
      }
      nodes.set(id, {
        ...base,
        kind: 'timerBoundary',
        attachedTo: String(host.id),
        timer: {
          duration: body(timer.timeDuration),
          date: body(timer.timeDate),
          cycle: body(timer.timeCycle),
          cancelActivity: element.cancelActivity !== false,
        },
      });
      continue;
    }
    const kind = KINDS[element.$type];
    // events with a definition (message start, terminate end, ...) and anything else are not run
    if (!kind || ((kind === 'start' || kind === 'end') && definitions.length > 0)) {
      refuse(element);
      continue;
    }
    const node: GraphNode = { ...base, kind };
    if (element.default) node.defaultFlow = String((element.default as Moddle).id);
    if (kind === 'userTask') {
      node.assignees = assigneesOf(element);
      node.fieldPermissions = fieldPermissionsOf(element);
      const multiInstance = multiInstanceOf(element);
      if (multiInstance) node.multiInstance = multiInstance;
      const timeout = timeoutOf(element);
      if (timeout) node.timeout = timeout;
      const rollback = text(element.rollbackNode);
      if (rollback) node.rollbackNode = rollback;
      const copyUsers = extensions(element)
        .filter((extension) => local(extension.$type) === 'CopyUser')
        .flatMap((extension) => (text(extension.value) ?? '').split(','))
        .map((id) => id.trim())
        .filter(Boolean);
      if (copyUsers.length) node.copyUsers = [...new Set(copyUsers)];
    }
    if (kind === 'callActivity') {
      const called = text(element.calledElement);
      if (!called) {
        refuse(element);
        continue;
      }
      node.calledElement = called;
    }
    nodes.set(id, node);
  }
  if (unsupported.length) {
    const names = unsupported.map((element) => `${element.type}「${element.name ?? element.id}」`).join('、');
    throw new ProcessGraphError(`流程含有不能运行的元素：${names}`, unsupported);
  }
  for (const flow of flows.values()) {
    nodes.get(flow.source)?.outgoing.push(flow.id);
    nodes.get(flow.target)?.incoming.push(flow.id);
  }
  const starts = [...nodes.values()].filter((node) => node.kind === 'start');
  if (starts.length !== 1) throw new ProcessGraphError(starts.length ? '流程只能有一个开始事件' : '流程没有开始事件');
  const serial = serialOf(process);
  return {
    key: String(process.id),
    name: text(process.name) ?? String(process.id),
    engine: read.engine,
    ...(serial ? { serial } : {}),
    nodes,
    flows,
    startId: starts[0].id,
  };
}

const featuresOf = new WeakMap<ProcessGraph, { timers: boolean; callActivities: boolean }>();

/**
 * Whether any task of the graph can have timers (a 超时设置 or a timer boundary event) and whether it
 * has call activities: a move of a process without them needs no timer or child-instance lookups.
 */
export function graphFeatures(graph: ProcessGraph) {
  let features = featuresOf.get(graph);
  if (!features) {
    const nodes = [...graph.nodes.values()];
    features = {
      timers: nodes.some((node) => node.timeout !== undefined || node.kind === 'timerBoundary'),
      callActivities: nodes.some((node) => node.kind === 'callActivity'),
    };
    featuresOf.set(graph, features);
  }
  return features;
}
