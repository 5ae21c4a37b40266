/**
 * 流程运维: every instance of the tenant for the administrators, and their moves on one:
 * 挂起 / 激活, 终止 (with a reason), 改派 of a pending task, 跳转 to a user task or end event, 修复 of
 * a failed instance (instance-failure.ts); suspending and activating a deployment. Each move locks
 * the instance, checks its state (a clear 409 otherwise), writes one timeline entry, and calls
 * afterMove where tasks are opened or closed.
 */
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { defineList, fieldsOf, runList, type ListContext, type QueryParams } from '../../../lib/list-query';
import { PERMS, wfOpsInstanceResource } from '@bus/contracts';
import { userDirectory } from '../../sys';
import { checkNode, finished, jump, jumpTargets, RuntimeStepError } from './engine/engine';
import { bumpInstance, nodeNameOf } from './instance-failure';
import { afterMove } from './move-effects';
import { notifyNewTasks } from './notices';
import { lockOpenTasks } from './store/lock';
import { engineContext, graphOf, loadState, restingState, stepError, taskValues, titleLike, type InstanceRow } from './store/state';
// what follows every move (terminate, jump), wired once
import './after-move';
import { reviveSuspendedTimers } from './timers';
import { wfAction, wfDeployment, wfInstance, wfTask } from './runtime.table';

const ENDED = '流程已结束';
const STATE_CONFLICT: Record<string, string> = {
  suspended: '流程已挂起，请先激活',
  failed: '流程出错，请先修复',
  returned: '申请已退回发起人，等待其重新提交或撤销',
  completed: ENDED,
  rejected: ENDED,
  withdrawn: ENDED,
  cancelled: ENDED,
  terminated: ENDED,
};

/**
 * The instance locked for an administrator's move, its open tasks first (the order every move locks
 * in, store/lock.ts); 409 naming its state unless it is in one of `allowed`.
 */
async function lockInstance(tx: Database, { session }: RequestContext, instanceId: string, allowed: string[], conflict = STATE_CONFLICT) {
  await lockOpenTasks(tx, session.tenantId, instanceId);
  const [instance] = await tx
    .select()
    .from(wfInstance)
    .where(and(eq(wfInstance.id, instanceId), eq(wfInstance.tenantId, session.tenantId)))
    .for('update');
  if (!instance) throw new AppError(404, '流程实例不存在');
  if (!allowed.includes(instance.state)) throw new AppError(409, conflict[instance.state] ?? STATE_CONFLICT[instance.state] ?? '流程状态已变化，请刷新');
  return instance;
}

const deploymentOf = async (tx: Database, instance: InstanceRow) => (await tx.select().from(wfDeployment).where(eq(wfDeployment.id, instance.deploymentId)))[0];

type OpsAction = 'suspend' | 'resume' | 'terminate' | 'reassign' | 'jump' | 'repair';

const recordAction = (
  tx: Database,
  { session, now }: RequestContext,
  instanceId: string,
  action: OpsAction,
  entry: { taskId?: string | null; nodeId?: string | null; nodeName?: string | null; comment?: string | null; target?: string | null } = {},
) =>
  tx.insert(wfAction).values({
    instanceId,
    taskId: entry.taskId ?? null,
    nodeId: entry.nodeId ?? null,
    nodeName: entry.nodeName ?? null,
    actor: session.username,
    action,
    comment: entry.comment ?? null,
    target: entry.target ?? null,
    createTime: now,
  });

/* ---------- the list ---------- */

export interface OpsInstanceQuery {
  pageNo: number;
  pageSize: number;
  processKey?: string;
  state?: string;
  initiator?: string;
  title?: string;
  startTime_begin?: string;
  startTime_end?: string;
  order?: 'asc' | 'desc';
}

/** '2026-11-26' or '2026-11-26 08:00[:00]' as a time (a date alone: its start, or its end for the range's end). */
function rangeTime(value: string, field: string, end: boolean): Date {
  const text = value.length === 10 ? `${value} ${end ? '23:59:59.999' : '00:00:00'}` : value;
  const time = new Date(text.replace(' ', 'T'));
  if (Number.isNaN(time.getTime())) throw fieldError(field, '时间格式应为 YYYY-MM-DD HH:mm:ss');
  return time;
}

export const opsInstancesList = defineList({
  name: 'wf_instance',
  table: wfInstance,
  tenantColumn: wfInstance.tenantId,
  dataRulePermission: PERMS.workflow.ops.view,
  tieBreaker: wfInstance.id,
  defaultSort: wfOpsInstanceResource.defaultSort,
  fields: fieldsOf(wfOpsInstanceResource.fields, {
    // its range (startTime_begin / _end) is read below, with the page's own message
    startTime: wfInstance.startTime,
    processKey: { column: wfInstance.processKey, filter: (key) => eq(wfInstance.processKey, key) },
    state: { column: wfInstance.state, filter: (state) => eq(wfInstance.state, state) },
    initiator: { column: wfInstance.initiator, filter: (name) => eq(wfInstance.initiator, name) },
    title: { column: wfInstance.title, filter: (words) => titleLike(words) },
  }),
});

/** 流程实例: every instance of the tenant, newest first, with where each waits and a failed one's error. */
export async function opsInstances(ctx: ListContext, query: OpsInstanceQuery) {
  const { db } = ctx;
  const page = await runList(opsInstancesList, query as unknown as QueryParams, ctx, {
    baseWhere: [
      query.startTime_begin ? gte(wfInstance.startTime, rangeTime(query.startTime_begin, 'startTime_begin', false)) : undefined,
      query.startTime_end ? lte(wfInstance.startTime, rangeTime(query.startTime_end, 'startTime_end', true)) : undefined,
    ],
    select: (parts) =>
      db
        .select({
          instance: wfInstance,
          processName: wfDeployment.name,
          versionNo: wfDeployment.versionNo,
          xml: wfDeployment.xml,
          deploymentId: wfDeployment.id,
          initiatorName: userDirectory.realnameOfUsername(wfInstance.initiator),
        })
        .from(wfInstance)
        .innerJoin(wfDeployment, eq(wfDeployment.id, wfInstance.deploymentId))
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset),
  });
  const rows = page.records;
  const ids = rows.map((row) => row.instance.id);
  const pending = ids.length
    ? await db
        .select({ task: wfTask, assigneeName: userDirectory.realnameOfUsername(wfTask.assignee) })
        .from(wfTask)
        .where(and(inArray(wfTask.instanceId, ids), eq(wfTask.state, 'pending')))
        .orderBy(asc(wfTask.createTime), asc(wfTask.loopIndex))
    : [];
  const records = await Promise.all(
    rows.map(async ({ instance, xml, deploymentId, ...row }) => {
      // the failed node's name, read from the deployment's graph (a failed row only)
      const errorNodeName = instance.state === 'failed' && instance.errorNode ? nodeNameOf(await graphOf({ id: deploymentId, xml }), instance.errorNode) : null;
      return {
        instance,
        ...row,
        errorNodeName,
        waiting: pending
          .filter(({ task }) => task.instanceId === instance.id)
          .map(({ task, assigneeName }) => ({
            taskId: task.id,
            nodeId: task.nodeId,
            nodeName: task.nodeName,
            assignee: task.assignee,
            assigneeName,
            candidates: task.candidates,
          })),
      };
    }),
  );
  return { ...page, records };
}

/* ---------- the moves ---------- */

/** 挂起: a running instance stops taking moves (its tasks stay, refused with 流程已挂起). */
export function suspendInstance(ctx: RequestContext, instanceId: string) {
  return ctx.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, ctx, instanceId, ['running'], { ...STATE_CONFLICT, suspended: '流程已挂起' });
    await bumpInstance(tx, instance, { state: 'suspended' });
    await recordAction(tx, ctx, instance.id, 'suspend');
  });
}

/** 激活: a suspended instance runs again. */
export function resumeInstance(ctx: RequestContext, instanceId: string) {
  return ctx.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, ctx, instanceId, ['suspended'], {
      ...STATE_CONFLICT,
      running: '流程未挂起，无需激活',
      failed: '流程出错，请先修复',
    });
    await bumpInstance(tx, instance, { state: 'running' });
    await reviveSuspendedTimers(tx, instance.id);
    await recordAction(tx, ctx, instance.id, 'resume');
  });
}

/** 终止 with a reason: every pending task cancelled, no token left, the instance terminated. */
export function terminateInstance(ctx: RequestContext, input: { instanceId: string; reason: string }) {
  return ctx.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, ctx, input.instanceId, ['running', 'returned', 'suspended', 'failed']);
    const deployment = await deploymentOf(tx, instance);
    const graph = await graphOf(deployment);
    const state = await loadState(tx, instance);
    const cancelled = state.tasks.filter((task) => task.state === 'pending').map((task) => task.id);
    for (const task of state.tasks) if (task.state === 'pending') task.state = 'cancelled';
    state.tokens = [];
    await bumpInstance(tx, instance, { state: 'terminated', tokens: [], endReason: input.reason, endTime: ctx.now });
    if (cancelled.length) await tx.update(wfTask).set({ state: 'cancelled', endTime: ctx.now }).where(inArray(wfTask.id, cancelled));
    await recordAction(tx, ctx, instance.id, 'terminate', { comment: input.reason });
    await afterMove(tx, ctx, {
      instance,
      action: 'terminate',
      comment: input.reason,
      graph,
      state,
      created: [],
      cancelled,
      finished: true,
      endState: 'terminated',
    });
  });
}

/** 改派: a pending task to another (existing, enabled) user. */
export function reassignTask(ctx: RequestContext, input: { taskId: string; username: string; comment?: string | null }) {
  return ctx.db.transaction(async (tx) => {
    // the instance's open tasks (this one among them) and then the instance are locked, in the order
    // every move locks in; the task is read again under the lock
    const handled = () => new AppError(409, '任务已被处理，不能改派');
    const [found] = await tx
      .select({ instanceId: wfTask.instanceId, state: wfTask.state })
      .from(wfTask)
      .where(and(eq(wfTask.id, input.taskId), eq(wfTask.tenantId, ctx.session.tenantId)));
    if (!found) throw new AppError(404, '任务不存在');
    if (found.state !== 'pending') throw handled();
    const instance = await lockInstance(tx, ctx, found.instanceId, ['running', 'suspended', 'failed']);
    const [task] = await tx.select().from(wfTask).where(eq(wfTask.id, input.taskId));
    if (task.state !== 'pending') throw handled();
    const user = await userDirectory.findUser(tx, { username: input.username, state: 'present' });
    if (!user) throw fieldError('username', `用户 ${input.username} 不存在`);
    if (user.status !== 1) throw fieldError('username', `用户「${user.realname}」已冻结，不能接收任务`);
    if (task.assignee === user.username) throw fieldError('username', `任务已是「${user.realname}」的`);
    await tx.update(wfTask).set({ assignee: user.username, candidates: [] }).where(eq(wfTask.id, task.id));
    await bumpInstance(tx, instance, {});
    const holders = task.assignee ? [task.assignee] : task.candidates;
    const names = await userDirectory.realnamesOf(tx, holders);
    const holderNames = holders.map((name) => names.get(name) ?? name).join('、');
    const from = task.assignee ? holderNames : `候选人 ${holderNames}`;
    await recordAction(tx, ctx, instance.id, 'reassign', {
      taskId: task.id,
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      target: user.username,
      comment: input.comment || `由 ${from} 改派给 ${user.realname}`,
    });
    const reassigned = { ...task, assignee: user.username, candidates: [] };
    // the new assignee hears the bell at once, as for any new to-do
    await notifyNewTasks(tx, ctx, instance, [reassigned]);
    return { ...reassigned, assigneeName: user.realname };
  });
}

/** Where an instance may be moved to: its deployment's user tasks and end events. */
export async function jumpTargetsOf(ctx: RequestContext, instanceId: string) {
  const [instance] = await ctx.db
    .select()
    .from(wfInstance)
    .where(and(eq(wfInstance.id, instanceId), eq(wfInstance.tenantId, ctx.session.tenantId)));
  if (!instance) throw new AppError(404, '流程实例不存在');
  const graph = await graphOf(await deploymentOf(ctx.db, instance));
  return jumpTargets(graph).map((at) => ({ nodeId: at.id, name: at.name || (at.kind === 'end' ? '结束' : at.id), kind: at.kind as 'userTask' | 'end' }));
}

/**
 * 跳转: every pending task and token cancelled, the process put at `nodeId` (a user task of the
 * graph opens its tasks as a normal arrival would; an end event completes the instance). A failed
 * instance runs again from there.
 */
export function jumpInstance(ctx: RequestContext, input: { instanceId: string; nodeId: string; comment?: string | null }) {
  return ctx.db.transaction(async (tx) => {
    const { session, now } = ctx;
    const instance = await lockInstance(tx, ctx, input.instanceId, ['running', 'returned', 'failed']);
    const context = await engineContext(tx, session.tenantId, await deploymentOf(tx, instance));
    const target = jumpTargets(context.graph).find((at) => at.id === input.nodeId);
    if (!target) throw fieldError('nodeId', `节点 ${input.nodeId} 不是本流程的用户任务或结束节点`);
    const state = await loadState(tx, instance);
    const before = new Map(state.tasks.map((task) => [task.id, task.state]));
    try {
      jump(context, state, target.id);
    } catch (error) {
      // nobody to assign at the target: the administrator is told, nothing is stored
      stepError(error, context.graph);
    }
    const done = finished(state);
    const name = nodeNameOf(context.graph, target.id);
    await bumpInstance(tx, instance, {
      variables: state.variables,
      tokens: state.tokens,
      state: done ? 'completed' : restingState(context.graph, state),
      error: null,
      errorNode: null,
      endTime: done ? now : null,
      endReason: done ? `管理员跳转到「${name}」结束` : null,
    });
    const cancelled = state.tasks.filter((task) => task.state === 'cancelled' && before.get(task.id) === 'pending').map((task) => task.id);
    if (cancelled.length) await tx.update(wfTask).set({ state: 'cancelled', endTime: now }).where(inArray(wfTask.id, cancelled));
    const created = state.tasks.filter((task) => !before.has(task.id)).map((task) => taskValues(session.tenantId, instance.id, context.graph, task, now));
    if (created.length) await tx.insert(wfTask).values(created);
    await recordAction(tx, ctx, instance.id, 'jump', { nodeId: target.id, nodeName: name, target: target.id, comment: input.comment });
    await afterMove(tx, ctx, {
      instance,
      action: 'jump',
      comment: input.comment ?? null,
      graph: context.graph,
      state,
      created,
      cancelled,
      finished: done,
      endState: 'completed',
    });
    return {
      instanceState: done ? 'completed' : restingState(context.graph, state),
      created: created.map((task) => task.assignee ?? task.candidates.join(',')),
    };
  });
}

const shown = (value: unknown) => (value === undefined ? '（无）' : JSON.stringify(value));

/**
 * 修复 a failed instance: the changed variables written and the instance running again, so the
 * approver can act again; the timeline records what changed. With `retry` the failed node is first
 * worked out with the new values: still failing, the repair is refused with the reason.
 */
export function repairInstance(ctx: RequestContext, input: { instanceId: string; variables: Record<string, unknown>; retry?: boolean }) {
  return ctx.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, ctx, input.instanceId, ['failed'], {
      ...STATE_CONFLICT,
      running: '流程未出错，无需修复',
      suspended: '流程未出错，无需修复',
    });
    if ('initiator' in input.variables) throw fieldError('variables.initiator', '发起人不能修改');
    const variables = { ...instance.variables, ...input.variables };
    const deployment = await deploymentOf(tx, instance);
    if (input.retry && instance.errorNode) {
      const context = await engineContext(tx, ctx.session.tenantId, deployment);
      try {
        checkNode(context, variables, instance.errorNode);
      } catch (error) {
        if (error instanceof RuntimeStepError)
          throw fieldError('variables', `修复后仍无法继续（${nodeNameOf(context.graph, error.nodeId)}）：${error.message}`);
        throw error;
      }
    }
    const changes = Object.entries(input.variables)
      .filter(([name, value]) => JSON.stringify(instance.variables[name]) !== JSON.stringify(value))
      .map(([name, value]) => `${name}：${shown(instance.variables[name])} → ${shown(value)}`);
    const graph = await graphOf(deployment);
    // back where the failed move found it: with an approver, or with the initiator to resubmit
    const state = restingState(graph, await loadState(tx, instance));
    await bumpInstance(tx, instance, { variables, state, error: null, errorNode: null });
    await recordAction(tx, ctx, instance.id, 'repair', {
      nodeId: instance.errorNode,
      nodeName: instance.errorNode ? nodeNameOf(graph, instance.errorNode) : null,
      comment: `${changes.length ? `修改变量：${changes.join('；')}` : '未修改变量'}（原错误：${instance.error ?? '—'}）`,
    });
    return { changed: changes.length };
  });
}

/* ---------- deployments ---------- */

/** Every deployment of the tenant (部署版本), by key, newest version first. */
export function allDeployments({ db, session }: RequestContext, processKey?: string) {
  return db
    .select()
    .from(wfDeployment)
    .where(and(eq(wfDeployment.tenantId, session.tenantId), processKey ? eq(wfDeployment.processKey, processKey) : undefined))
    .orderBy(asc(wfDeployment.processKey), desc(wfDeployment.versionNo));
}

/** 挂起 / 激活 a deployment: a suspended one starts no new instance (running ones go on). */
export async function setDeploymentState({ db, session }: RequestContext, deploymentId: string, state: 'active' | 'suspended') {
  const [row] = await db
    .select()
    .from(wfDeployment)
    .where(and(eq(wfDeployment.id, deploymentId), eq(wfDeployment.tenantId, session.tenantId)));
  if (!row) throw new AppError(404, '部署版本不存在');
  if (row.state === state) throw new AppError(409, state === 'suspended' ? '该版本已挂起' : '该版本已是激活状态');
  const [updated] = await db
    .update(wfDeployment)
    .set({ state })
    .where(and(eq(wfDeployment.id, row.id), eq(wfDeployment.state, row.state)))
    .returning();
  if (!updated) throw new AppError(409, '部署版本状态刚被他人修改，请刷新');
  return updated;
}

/**
 * What the model list shows of each key's deployments: the version new instances start on (the
 * newest active one), else the newest (suspended) one; a key never deployed is missing.
 */
export async function deploymentSummaries(db: Database, tenantId: number, processKeys: string[]) {
  const summaries = new Map<string, { versionNo: number; modelVersion: number; state: string }>();
  if (!processKeys.length) return summaries;
  const rows = await db
    .select({ processKey: wfDeployment.processKey, versionNo: wfDeployment.versionNo, modelVersion: wfDeployment.modelVersion, state: wfDeployment.state })
    .from(wfDeployment)
    .where(and(eq(wfDeployment.tenantId, tenantId), inArray(wfDeployment.processKey, processKeys)))
    .orderBy(desc(wfDeployment.versionNo));
  for (const row of rows) {
    const known = summaries.get(row.processKey);
    if (!known || (known.state !== 'active' && row.state === 'active'))
      summaries.set(row.processKey, { versionNo: row.versionNo, modelVersion: row.modelVersion, state: row.state });
  }
  return summaries;
}
