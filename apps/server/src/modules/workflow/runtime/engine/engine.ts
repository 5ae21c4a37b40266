/**
 * The moves of a running approval over its graph (process-graph.ts), as pure functions over the
 * instance's state: where its tokens are, which tasks are open, its variables. The service layer
 * loads that state, runs one move, and stores what changed in one transaction.
 *
 * - A token leaves a node along its outgoing flows: an exclusive gateway takes the first flow
 *   whose condition holds (else its default flow), an inclusive gateway every such flow (else the
 *   default), a parallel gateway all of them.
 * - A token arriving at a gateway with several incoming flows waits there until the join is
 *   complete: a parallel join for one token per incoming flow, an inclusive join until no other
 *   token of the instance can still reach it.
 * - At a user task the token stops and its task(s) open: one task per assignee of a
 *   multi-instance (countersign) task at once, or one after the other when it is sequential; a
 *   countersign is passed when all have approved, or as soon as its completion condition holds
 *   (any one: `nrOfCompletedInstances >= 1`; a pass ratio: `nrOfCompletedInstances / nrOfInstances >= 0.6`).
 * - At an end event the token is gone; the instance is complete when no token is left.
 * - A condition that fails (a missing variable, a wrong kind) stops the move with a RuntimeStepError
 *   naming the node, for the instance's error record; nothing of the move is kept.
 */
import { evaluateCondition, evaluateExpression, ExpressionError, type Variables } from './expression';
import type { GraphNode, ProcessGraph } from './process-graph';

export interface Token {
  id: string;
  nodeId: string;
  /** resting at a user task, or waiting at a join for its other branches */
  state: 'active' | 'waiting';
}

export interface RuntimeTask {
  id: string;
  tokenId: string;
  nodeId: string;
  /** a user name; null for a task offered to candidates (to claim) */
  assignee: string | null;
  candidates: string[];
  state: 'pending' | 'done' | 'cancelled';
  /** position in a countersign's list of assignees */
  loopIndex?: number;
  outcome?: 'approve' | 'reject';
}

export interface RuntimeState {
  tokens: Token[];
  tasks: RuntimeTask[];
  variables: Record<string, unknown>;
  /** call activities a token reached in this move: the service starts their child instances (not stored) */
  calls?: Array<{ tokenId: string; nodeId: string; calledElement: string }>;
}

/** Who a user task's rules name, worked out by the service (user ids, posts, duties, expressions). */
export type ResolveAssignees = (node: GraphNode, variables: Variables) => string[];

export interface EngineContext {
  graph: ProcessGraph;
  resolveAssignees: ResolveAssignees;
  newId(): string;
}

export class RuntimeStepError extends Error {
  constructor(
    message: string,
    readonly nodeId: string,
  ) {
    super(message);
    this.name = 'RuntimeStepError';
  }
}

/** A move the user may not make here (a task already handled, a wrong target): refused, the instance itself is fine. */
export class MoveRefused extends RuntimeStepError {}

/** Longest chain of gateways one move may pass (a loop of gateways without a task would never rest). */
const MAX_HOPS = 1000;

function node(context: EngineContext, id: string): GraphNode {
  const found = context.graph.nodes.get(id);
  if (!found) throw new RuntimeStepError(`流程中没有节点 ${id}`, id);
  return found;
}

function conditionHolds(context: EngineContext, flowId: string, variables: Variables, at: string): boolean {
  const flow = context.graph.flows.get(flowId)!;
  if (!flow.condition) return true;
  try {
    return evaluateCondition(flow.condition, variables);
  } catch (error) {
    if (error instanceof ExpressionError) throw new RuntimeStepError(`条件 ${flow.condition} 无法计算：${error.message}`, at);
    throw error;
  }
}

/** The flows a token takes out of a node. */
function leavingFlows(context: EngineContext, from: GraphNode, variables: Variables): string[] {
  const conditional = from.outgoing.filter((id) => id !== from.defaultFlow);
  switch (from.kind) {
    case 'parallel':
      return from.outgoing;
    case 'exclusive': {
      const taken = conditional.find((id) => conditionHolds(context, id, variables, from.id));
      if (taken) return [taken];
      if (from.defaultFlow) return [from.defaultFlow];
      throw new RuntimeStepError(`网关「${from.name}」没有满足条件的出口`, from.id);
    }
    case 'inclusive': {
      const taken = conditional.filter((id) => conditionHolds(context, id, variables, from.id));
      if (taken.length) return taken;
      if (from.defaultFlow) return [from.defaultFlow];
      throw new RuntimeStepError(`网关「${from.name}」没有满足条件的出口`, from.id);
    }
    default: {
      // a task or event with several outgoing flows: each flow whose condition holds
      const taken = from.outgoing.filter((id) => conditionHolds(context, id, variables, from.id));
      if (!taken.length && from.kind !== 'end') throw new RuntimeStepError(`节点「${from.name}」没有可走的出口`, from.id);
      return taken;
    }
  }
}

/** Nodes from which `target` can be reached (for inclusive joins). */
function canReach(context: EngineContext, fromId: string, targetId: string): boolean {
  const seen = new Set<string>();
  const stack = [fromId];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === targetId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const flowId of context.graph.nodes.get(id)?.outgoing ?? []) stack.push(context.graph.flows.get(flowId)!.target);
  }
  return false;
}

function openTasks(context: EngineContext, state: RuntimeState, token: Token, at: GraphNode): void {
  const assignees = context.resolveAssignees(at, state.variables);
  if (!assignees.length) throw new RuntimeStepError(`节点「${at.name}」没有审批人`, at.id);
  const multi = at.multiInstance;
  if (!multi) {
    const single = assignees.length === 1;
    state.tasks.push({
      id: context.newId(),
      tokenId: token.id,
      nodeId: at.id,
      assignee: single ? assignees[0] : null,
      candidates: single ? [] : assignees,
      state: 'pending',
    });
    return;
  }
  const list = multi.sequential ? assignees.slice(0, 1) : assignees;
  list.forEach((assignee, index) =>
    state.tasks.push({ id: context.newId(), tokenId: token.id, nodeId: at.id, assignee, candidates: [], state: 'pending', loopIndex: index }),
  );
  // the sequence is kept so the next assignee can be asked after each approval
  state.variables[`${at.id}__assignees`] = assignees;
}

/** A join is complete when every incoming branch has arrived (parallel) or none can still arrive (inclusive). */
function joinComplete(context: EngineContext, state: RuntimeState, at: GraphNode): boolean {
  const waiting = state.tokens.filter((token) => token.nodeId === at.id && token.state === 'waiting');
  if (at.kind === 'parallel') return waiting.length >= at.incoming.length;
  const elsewhere = state.tokens.filter((token) => token.nodeId !== at.id);
  return !elsewhere.some((token) => canReach(context, token.nodeId, at.id));
}

/** Moves `token` from its node along the flows out of it until every branch rests. */
export function leave(context: EngineContext, state: RuntimeState, tokenId: string): void {
  const queue: Array<{ token: Token; hops: number }> = [];
  const first = state.tokens.find((token) => token.id === tokenId);
  if (!first) throw new RuntimeStepError(`没有令牌 ${tokenId}`, '');
  queue.push({ token: first, hops: 0 });
  while (queue.length) {
    const { token, hops } = queue.shift()!;
    if (hops > MAX_HOPS) throw new RuntimeStepError('流程在网关之间循环，没有停在任何任务上', token.nodeId);
    const from = node(context, token.nodeId);
    const flows = leavingFlows(context, from, state.variables);
    // the token goes along the first flow; each further flow gets a token of its own
    state.tokens = state.tokens.filter((t) => t.id !== token.id);
    for (const flowId of flows) {
      const next = { id: flowId === flows[0] ? token.id : context.newId(), nodeId: context.graph.flows.get(flowId)!.target, state: 'active' as const };
      arrive(context, state, next, queue, hops + 1);
    }
  }
}

function arrive(context: EngineContext, state: RuntimeState, token: Token, queue: Array<{ token: Token; hops: number }>, hops: number): void {
  const at = node(context, token.nodeId);
  switch (at.kind) {
    case 'end':
      return;
    case 'userTask':
      state.tokens.push(token);
      openTasks(context, state, token, at);
      return;
    case 'parallel':
    case 'inclusive':
    case 'exclusive':
      if (at.incoming.length > 1 && at.kind !== 'exclusive') {
        state.tokens.push({ ...token, state: 'waiting' });
        if (!joinComplete(context, state, at)) return;
        const waiting = state.tokens.filter((t) => t.nodeId === at.id && t.state === 'waiting');
        state.tokens = state.tokens.filter((t) => !waiting.includes(t));
        const merged = { id: waiting[0].id, nodeId: at.id, state: 'active' as const };
        state.tokens.push(merged);
        queue.push({ token: merged, hops });
        return;
      }
      state.tokens.push(token);
      queue.push({ token, hops });
      return;
    case 'callActivity':
      // the token waits here until the child instance of the called process completes
      state.tokens.push(token);
      (state.calls ??= []).push({ tokenId: token.id, nodeId: at.id, calledElement: at.calledElement ?? '' });
      return;
    case 'start':
    case 'timerBoundary':
      throw new RuntimeStepError(`节点「${at.name}」的类型在此不能经过`, at.id);
  }
}

/** Starts the instance: one token at the start event, moved until it rests. */
export function start(context: EngineContext, variables: Record<string, unknown>): RuntimeState {
  const state: RuntimeState = { tokens: [{ id: context.newId(), nodeId: context.graph.startId, state: 'active' }], tasks: [], variables: { ...variables } };
  leave(context, state, state.tokens[0].id);
  return state;
}

function countersignPassed(at: GraphNode, tasks: RuntimeTask[], total: number, variables: Variables): boolean {
  const completed = tasks.filter((task) => task.state === 'done' && task.outcome === 'approve').length;
  const condition = at.multiInstance?.completionCondition;
  if (!condition) return completed >= total;
  try {
    return (
      completed >= total ||
      evaluateCondition(condition, { ...variables, nrOfInstances: total, nrOfCompletedInstances: completed, nrOfActiveInstances: total - completed })
    );
  } catch (error) {
    if (error instanceof ExpressionError) throw new RuntimeStepError(`会签完成条件 ${condition} 无法计算：${error.message}`, at.id);
    throw error;
  }
}

/**
 * Approves a pending task: a plain task moves its token on; a countersign moves on once passed
 * (its other open tasks are then cancelled), or asks the next assignee when it is sequential.
 * The caller has checked that the task is pending and the user's; `variables` are the form's
 * values the approver may write.
 */
export function approve(context: EngineContext, state: RuntimeState, taskId: string, variables: Record<string, unknown> = {}): void {
  const task = state.tasks.find((t) => t.id === taskId && t.state === 'pending');
  if (!task) throw new MoveRefused('任务已被处理', '');
  Object.assign(state.variables, variables);
  task.state = 'done';
  task.outcome = 'approve';
  const at = node(context, task.nodeId);
  if (!at.multiInstance) return leave(context, state, task.tokenId);
  const ofToken = state.tasks.filter((t) => t.tokenId === task.tokenId && t.nodeId === at.id);
  const assignees = (state.variables[`${at.id}__assignees`] as string[] | undefined) ?? [];
  if (countersignPassed(at, ofToken, assignees.length, state.variables)) {
    for (const open of ofToken) if (open.state === 'pending') open.state = 'cancelled';
    delete state.variables[`${at.id}__assignees`];
    return leave(context, state, task.tokenId);
  }
  if (at.multiInstance.sequential) {
    const index = (task.loopIndex ?? 0) + 1;
    state.tasks.push({
      id: context.newId(),
      tokenId: task.tokenId,
      nodeId: at.id,
      assignee: assignees[index],
      candidates: [],
      state: 'pending',
      loopIndex: index,
    });
  }
}

/** The start event's task for the initiator to change and resubmit the application (after a rejection or a withdrawal). */
function backToInitiator(context: EngineContext, state: RuntimeState): void {
  const token = { id: context.newId(), nodeId: context.graph.startId, state: 'active' as const };
  state.tokens.push(token);
  const initiator = state.variables.initiator;
  if (typeof initiator !== 'string' || !initiator) throw new RuntimeStepError('流程没有发起人，不能退回发起人', context.graph.startId);
  state.tasks.push({ id: context.newId(), tokenId: token.id, nodeId: context.graph.startId, assignee: initiator, candidates: [], state: 'pending' });
}

/** Closes every open task and takes every token away (a rejection or withdrawal moves the whole instance). */
function clearAll(state: RuntimeState): void {
  for (const task of state.tasks) if (task.state === 'pending') task.state = 'cancelled';
  state.tokens = [];
}

/**
 * Where a task may be sent back to: the initiator (the start event), then every user task the
 * instance has already passed, newest first; never the task's own node.
 */
export function rejectTargets(context: EngineContext, state: RuntimeState, taskId: string): string[] {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task) return [];
  const passed: string[] = [];
  for (const done of [...state.tasks].reverse()) {
    if (done.state !== 'done' || done.outcome !== 'approve' || done.nodeId === task.nodeId || done.nodeId === context.graph.startId) continue;
    if (!passed.includes(done.nodeId)) passed.push(done.nodeId);
  }
  return [context.graph.startId, ...passed];
}

/**
 * 驳回: the task is closed as rejected, every other open task of the instance is cancelled, and the
 * instance continues at `targetId` (one of rejectTargets): a user task opens again for its
 * assignees; the start event gives the initiator a task to change and resubmit.
 */
export function reject(context: EngineContext, state: RuntimeState, taskId: string, targetId: string): void {
  const task = state.tasks.find((t) => t.id === taskId && t.state === 'pending');
  if (!task) throw new MoveRefused('任务已被处理', '');
  if (!rejectTargets(context, state, taskId).includes(targetId)) throw new MoveRefused('不能驳回到该节点', targetId);
  clearAll(state);
  task.state = 'done';
  task.outcome = 'reject';
  for (const key of Object.keys(state.variables)) if (key.endsWith('__assignees')) delete state.variables[key];
  if (targetId === context.graph.startId) return backToInitiator(context, state);
  const token = { id: context.newId(), nodeId: targetId, state: 'active' as const };
  state.tokens.push(token);
  openTasks(context, state, token, node(context, targetId));
}

/** 撤回 by the initiator: every open task is cancelled and the application comes back to them to change and resubmit. */
export function withdraw(context: EngineContext, state: RuntimeState): void {
  if (state.tasks.some((task) => task.state === 'pending' && task.nodeId === context.graph.startId))
    throw new MoveRefused('申请已在发起人手中', context.graph.startId);
  clearAll(state);
  backToInitiator(context, state);
}

/**
 * 撤销 by the initiator of an application sent back to them (only their own task at the start
 * event is open): it is closed and the instance ends, given up. A running one must be withdrawn
 * first, so an approver's task never disappears without a 撤回 on the timeline.
 */
export function cancel(context: EngineContext, state: RuntimeState): void {
  const open = state.tasks.filter((task) => task.state === 'pending');
  if (!open.length || open.some((task) => task.nodeId !== context.graph.startId))
    throw new MoveRefused('只能撤销已退回到您手中的申请；审批中的申请请先撤回', context.graph.startId);
  clearAll(state);
}

/** The nodes an administrator may move an instance to (跳转): its user tasks and end events. */
export const jumpTargets = (graph: ProcessGraph): GraphNode[] => [...graph.nodes.values()].filter((at) => at.kind === 'userTask' || at.kind === 'end');

/**
 * 跳转 by an administrator: every open task is cancelled and every token (a parallel branch's, a
 * waiting join's) taken away; the process then stands at `targetId`, a user task opening its
 * tasks as a normal arrival would, or an end event (the instance has finished).
 */
export function jump(context: EngineContext, state: RuntimeState, targetId: string): void {
  const at = node(context, targetId);
  if (at.kind !== 'userTask' && at.kind !== 'end') throw new MoveRefused(`不能跳转到「${at.name}」：只能跳转到用户任务或结束节点`, targetId);
  clearAll(state);
  for (const key of Object.keys(state.variables)) if (key.endsWith('__assignees')) delete state.variables[key];
  if (at.kind === 'end') return;
  const token = { id: context.newId(), nodeId: at.id, state: 'active' as const };
  state.tokens.push(token);
  openTasks(context, state, token, at);
}

/**
 * Whether a node can now be worked out with these variables (a repair's retry check): a user
 * task's assignees, the conditions of the flows out of it. Throws the RuntimeStepError a move would.
 */
export function checkNode(context: EngineContext, variables: Variables, nodeId: string): void {
  const at = node(context, nodeId);
  if (at.kind === 'userTask' && !context.resolveAssignees(at, variables).length) throw new RuntimeStepError(`节点「${at.name}」没有审批人`, at.id);
  if (at.kind !== 'end') leavingFlows(context, at, variables);
}

/**
 * A timer boundary event on a user task fell due for the token resting there. Interrupting
 * (cancelActivity): the task's open tasks are cancelled and the token leaves by the boundary
 * event's outgoing flows instead. Non-interrupting: the task stays open and, when the event has
 * outgoing flows, a new token follows them.
 */
export function fireBoundary(context: EngineContext, state: RuntimeState, boundaryId: string, tokenId: string): void {
  const boundary = node(context, boundaryId);
  if (boundary.kind !== 'timerBoundary' || !boundary.attachedTo) throw new RuntimeStepError(`节点「${boundary.name}」不是定时边界事件`, boundaryId);
  const token = state.tokens.find((t) => t.id === tokenId && t.nodeId === boundary.attachedTo);
  if (!token) throw new RuntimeStepError('任务已被处理', boundaryId);
  if (boundary.timer?.cancelActivity !== false) {
    for (const task of state.tasks) if (task.state === 'pending' && task.tokenId === tokenId && task.nodeId === boundary.attachedTo) task.state = 'cancelled';
    delete state.variables[`${boundary.attachedTo}__assignees`];
    token.nodeId = boundary.id;
    return leave(context, state, token.id);
  }
  if (!boundary.outgoing.length) return;
  const branch = { id: context.newId(), nodeId: boundary.id, state: 'active' as const };
  state.tokens.push(branch);
  leave(context, state, branch.id);
}

/** The child instance of the call activity where `tokenId` waits has completed: the token moves on past it. */
export function returnFromCall(context: EngineContext, state: RuntimeState, tokenId: string): void {
  const token = state.tokens.find((t) => t.id === tokenId);
  if (!token || node(context, token.nodeId).kind !== 'callActivity') throw new RuntimeStepError('调用活动已不在等待子流程', token?.nodeId ?? '');
  leave(context, state, tokenId);
}

/** The user tasks a token leaving `fromId` can reach past gateways only, and whether it must pass a join on the way. */
function nextTasks(context: EngineContext, fromId: string): Map<string, boolean> {
  const reached = new Map<string, boolean>();
  const seen = new Set<string>();
  const stack: Array<{ id: string; viaJoin: boolean }> = context.graph.nodes
    .get(fromId)!
    .outgoing.map((flowId) => ({ id: context.graph.flows.get(flowId)!.target, viaJoin: false }));
  while (stack.length) {
    const { id, viaJoin } = stack.pop()!;
    const at = context.graph.nodes.get(id);
    if (!at || seen.has(`${id}:${viaJoin}`)) continue;
    seen.add(`${id}:${viaJoin}`);
    if (at.kind === 'userTask') {
      reached.set(id, (reached.get(id) ?? false) || viaJoin);
      continue;
    }
    if (at.kind !== 'parallel' && at.kind !== 'inclusive' && at.kind !== 'exclusive') continue;
    const join = at.kind !== 'exclusive' && at.incoming.length > 1;
    for (const flowId of at.outgoing) stack.push({ id: context.graph.flows.get(flowId)!.target, viaJoin: viaJoin || join });
  }
  return reached;
}

/**
 * 拿回: the last approver takes an approval back while the step it opened has not acted. `createdIds`
 * are the tasks that approval opened (the service knows them by time); they are cancelled with their
 * tokens, and the approver's node opens again for them. Refused when one of those tasks was already
 * handled (a branch of a parallel split acted), when the node is a countersign, or when the approval
 * completed a join (the other branches' arrival cannot be taken back).
 */
export function retrieve(context: EngineContext, state: RuntimeState, taskId: string, createdIds: string[]): void {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || task.state !== 'done' || task.outcome !== 'approve') throw new MoveRefused('只能拿回已同意的任务', task?.nodeId ?? '');
  const at = node(context, task.nodeId);
  if (at.multiInstance) throw new MoveRefused(`「${at.name}」是会签节点，不能拿回`, at.id);
  const created = state.tasks.filter((t) => createdIds.includes(t.id));
  const acted = created.filter((t) => t.state !== 'pending');
  if (acted.length) {
    const names = [...new Set(acted.map((t) => context.graph.nodes.get(t.nodeId)?.name ?? t.nodeId))].join('、');
    throw new MoveRefused(created.length > 1 ? `下一步的分支「${names}」已处理，不能拿回` : `下一步「${names}」已处理，不能拿回`, at.id);
  }
  const reach = nextTasks(context, at.id);
  if (created.some((t) => reach.get(t.nodeId))) throw new MoveRefused('流程已在汇聚网关合并后继续，不能拿回', at.id);
  const tokens = new Set(created.map((t) => t.tokenId));
  for (const open of created) open.state = 'cancelled';
  // the approver's own token may wait at a join for the other branches
  state.tokens = state.tokens.filter((token) => !tokens.has(token.id) && !(token.id === task.tokenId && token.state === 'waiting'));
  const token = { id: context.newId(), nodeId: at.id, state: 'active' as const };
  state.tokens.push(token);
  state.tasks.push({ id: context.newId(), tokenId: token.id, nodeId: at.id, assignee: task.assignee, candidates: [], state: 'pending' });
}

/** Whether the instance has finished: no token left anywhere. */
export const finished = (state: RuntimeState) => state.tokens.length === 0;

/** An assignee rule's expression (`${initiator}`) over the variables, as a list of user names. */
export function expressionAssignees(expression: string, variables: Variables, nodeId: string): string[] {
  let value: unknown;
  try {
    value = evaluateExpression(expression, variables);
  } catch (error) {
    if (error instanceof ExpressionError) throw new RuntimeStepError(`审批人表达式 ${expression} 无法计算：${error.message}`, nodeId);
    throw error;
  }
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = list.map((item) => String(item).trim()).filter(Boolean);
  if (!names.length) throw new RuntimeStepError(`审批人表达式 ${expression} 没有给出审批人`, nodeId);
  return names;
}
