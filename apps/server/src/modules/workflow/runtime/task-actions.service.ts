/**
 * The approval task actions beyond a plain approve / reject (issue 11), on the runtime service's
 * building blocks: 转办 (transfer), 委派 (delegate) and its 处理完成 (resolve), 加签 / 减签
 * (add-sign / remove-sign), 拿回 (retrieve), 催办 (urge), approving with attachments and CC users,
 * and the list 我的已办.
 *
 * Sign tasks are wf_task rows with parent_task_id: the engine never sees them (loadState leaves them
 * out); a task waiting for its sign tasks (state 'waiting') is still open to the engine.
 * - before: the adder's task waits; once every sign task is approved it is pending again for them.
 * - after: the adder's approval is recorded; once every sign task is approved the process moves on
 *   as if the adder had approved then.
 * - a signee who rejects disagrees: the other sign tasks are cancelled and the task is pending again
 *   for the adder (whose earlier approval, for `after`, no longer counts), with the signee's comment
 *   on the timeline.
 */
import { and, asc, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { uploads, userDirectory } from '../../sys';
import { activeUsernames, createCopies } from './cc';
import { approve, retrieve, RuntimeStepError } from './engine/engine';
import { notifyNewTasks, sendNotice } from './notices';
import { bumpInstance, moveTransaction } from './instance-failure';
import { approveLocked, rejectLocked } from './runtime.service';
import { lockOwnInstance, lockTask } from './store/lock';
import { storeMove } from './store/move';
import { notLive, type InstanceRow, type TaskRow } from './store/state';
import { wfAction, wfInstance, wfTask } from './runtime.table';

const RETURNED_ONLY = '申请已退回发起人，只能重新提交或撤销';

/** Minutes between two urges of one instance */
export const URGE_INTERVAL_MINUTES = 10;

type Reply = { instanceState: string; assignees: string[] };

/** A pending task of the user themself (not one offered to candidates: claim it first). */
async function lockOwnTask(tx: Database, ctx: RequestContext, taskId: string) {
  const locked = await lockTask(tx, ctx, taskId);
  if (locked.task.assignee !== ctx.session.username) throw new AppError(403, '请先认领该任务');
  // an application sent back to its initiator is theirs to resubmit or give up, never to hand on
  if (locked.instance.state === 'returned') throw new AppError(409, RETURNED_ONLY);
  if (locked.instance.state !== 'running') throw notLive(locked.instance.state);
  return locked;
}

/** Another action of the instance stored meanwhile loses (the instance's version, as storeMove does). */
async function recordAction(
  tx: Database,
  ctx: RequestContext,
  task: Pick<TaskRow, 'id' | 'instanceId' | 'nodeId' | 'nodeName'>,
  action: string,
  extra: { comment?: string | null; target?: string | null; attachments?: string[] } = {},
) {
  await tx.insert(wfAction).values({
    instanceId: task.instanceId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    actor: ctx.session.username,
    action,
    comment: extra.comment ?? null,
    target: extra.target ?? null,
    attachments: extra.attachments ?? [],
    createTime: ctx.now,
  });
}

/** An active user other than the caller, named by `field` when not. */
async function otherActiveUser(tx: Database, ctx: RequestContext, username: string, field: string, self: string): Promise<string> {
  if (username === ctx.session.username) throw fieldError(field, `不能${self}给自己`);
  const user = await userDirectory.findUser(tx, { username, state: 'active' });
  if (!user) throw fieldError(field, `用户「${username}」不存在或已停用`);
  return user.username;
}

/** Upload paths as the upload endpoint stores them (the contract checks the shape; this the exact kinds). */
function checkAttachments(attachments: string[] | undefined): string[] {
  const list = attachments ?? [];
  list.forEach((path, index) => {
    if (!uploads.isStoredPath(path)) throw fieldError(`attachments.${index}`, '附件路径不正确，请重新上传');
  });
  return [...new Set(list)];
}

const instanceOf = async (tx: Database, id: string) => (await tx.select().from(wfInstance).where(eq(wfInstance.id, id)))[0];

/* ---------- 转办, 委派, 处理完成 ---------- */

/** 转办: the pending task becomes the other user's; the process does not move. */
export function transferTask(ctx: RequestContext, input: { taskId: string; username: string; comment?: string | null }): Promise<Reply> {
  return moveTransaction(ctx, async (tx) => {
    const { task, instance } = await lockOwnTask(tx, ctx, input.taskId);
    if (task.owner) throw new AppError(403, '被委派的任务不能转办，请处理完成后交回');
    const target = await otherActiveUser(tx, ctx, input.username, 'username', '转办');
    await bumpInstance(tx, instance);
    await tx.update(wfTask).set({ assignee: target, candidates: [] }).where(eq(wfTask.id, task.id));
    await recordAction(tx, ctx, task, 'transfer', { comment: input.comment, target });
    await notifyNewTasks(tx, ctx, instance, [{ ...task, assignee: target }]);
    return { instanceState: instance.state, assignees: [target] };
  });
}

/** 委派: the delegate handles the task, which then comes back to its owner (the current assignee). */
export function delegateTask(ctx: RequestContext, input: { taskId: string; username: string; comment?: string | null }): Promise<Reply> {
  return moveTransaction(ctx, async (tx) => {
    const { task, instance } = await lockOwnTask(tx, ctx, input.taskId);
    if (task.owner) throw new AppError(403, '被委派的任务不能再委派');
    const target = await otherActiveUser(tx, ctx, input.username, 'username', '委派');
    await bumpInstance(tx, instance);
    await tx.update(wfTask).set({ owner: ctx.session.username, assignee: target, candidates: [] }).where(eq(wfTask.id, task.id));
    await recordAction(tx, ctx, task, 'delegate', { comment: input.comment, target });
    await notifyNewTasks(tx, ctx, instance, [{ ...task, assignee: target }]);
    return { instanceState: instance.state, assignees: [target] };
  });
}

async function resolveLocked(
  tx: Database,
  ctx: RequestContext,
  task: TaskRow,
  instance: InstanceRow,
  input: { comment?: string | null; attachments?: string[] },
) {
  if (!task.owner) throw new AppError(409, '该任务不是委派给您的任务');
  if (instance.state !== 'running') throw new AppError(409, instance.state === 'suspended' ? '流程已挂起' : '流程已结束');
  const attachments = checkAttachments(input.attachments);
  await bumpInstance(tx, instance);
  await tx.update(wfTask).set({ assignee: task.owner, owner: null }).where(eq(wfTask.id, task.id));
  await recordAction(tx, ctx, task, 'resolve', { comment: input.comment, target: task.owner, attachments });
  await notifyNewTasks(tx, ctx, instance, [{ ...task, assignee: task.owner }]);
  return { instanceState: instance.state, assignees: [task.owner] };
}

/** 处理完成: the delegate hands the task back to its owner with their comment; the process does not move. */
export function resolveTask(ctx: RequestContext, input: { taskId: string; comment?: string | null; attachments?: string[] }): Promise<Reply> {
  return moveTransaction(ctx, async (tx) => {
    const { task, instance } = await lockOwnTask(tx, ctx, input.taskId);
    return resolveLocked(tx, ctx, task, instance, input);
  });
}

/* ---------- 同意 / 驳回 with attachments and CC, on plain, delegated and sign tasks ---------- */

/**
 * 同意: a delegate's approval hands the task back (处理完成); a sign task's approval counts for its
 * add-sign; any other task moves the process (the runtime's approve), with the attachments kept on
 * the task and its timeline entry and the instance copied to `ccUsers`.
 */
export function approveWithExtras(
  ctx: RequestContext,
  input: { taskId: string; comment?: string | null; variables?: Record<string, unknown>; attachments?: string[]; ccUsers?: string[] },
): Promise<{ instanceState: string; created: string[]; resubmitted?: boolean }> {
  return moveTransaction(ctx, async (tx) => {
    const { task, instance, tasks } = await lockTask(tx, ctx, input.taskId);
    const attachments = checkAttachments(input.attachments);
    const ccUsers = await checkCcUsers(tx, input.ccUsers);
    if (task.owner && task.assignee === ctx.session.username) {
      const reply = await resolveLocked(tx, ctx, task, instance, { comment: input.comment, attachments });
      return { instanceState: reply.instanceState, created: reply.assignees };
    }
    if (task.parentTaskId) return approveSignTask(tx, ctx, task, instance, { comment: input.comment, attachments });
    const { instanceState, created, action } = await approveLocked(tx, ctx, task, instance, input, tasks);
    if (attachments.length) await keepAttachments(tx, task, attachments);
    await createCopies(tx, ctx, instance, task, ccUsers);
    return { instanceState, created, resubmitted: action === 'resubmit' };
  });
}

async function checkCcUsers(tx: Database, ccUsers: string[] | undefined): Promise<string[]> {
  if (!ccUsers?.length) return [];
  const found = await activeUsernames(tx, ccUsers);
  const unknown = ccUsers.filter((name) => !found.includes(name));
  if (unknown.length) throw fieldError('ccUsers', `抄送人「${unknown.join('、')}」不存在或已停用`);
  return found;
}

async function keepAttachments(tx: Database, task: TaskRow, attachments: string[]) {
  await tx.update(wfTask).set({ attachments }).where(eq(wfTask.id, task.id));
  await tx
    .update(wfAction)
    .set({ attachments })
    .where(and(eq(wfAction.taskId, task.id), inArray(wfAction.action, ['approve', 'resubmit', 'reject'])));
}

/** 驳回: refused to a delegate; a sign task's rejection is its signee's disagreement (see the head comment). */
export function rejectWithExtras(
  ctx: RequestContext,
  input: { taskId: string; targetNodeId?: string | null; comment?: string | null; attachments?: string[] },
): Promise<{ instanceState: string; created: string[] }> {
  return moveTransaction(ctx, async (tx) => {
    const { task, instance, tasks } = await lockTask(tx, ctx, input.taskId);
    const attachments = checkAttachments(input.attachments);
    if (task.owner) throw new AppError(403, '被委派的任务不能驳回，请处理完成后交回');
    if (instance.state === 'returned') throw new AppError(409, RETURNED_ONLY);
    if (task.parentTaskId) return rejectSignTask(tx, ctx, task, instance, { comment: input.comment, attachments });
    const { instanceState, created } = await rejectLocked(tx, ctx, task, instance, input, tasks);
    if (attachments.length) await keepAttachments(tx, task, attachments);
    return { instanceState, created };
  });
}

/* ---------- 加签 / 减签 ---------- */

/** 加签: sign tasks for `usernames` before or after the user's own approval. */
export function addSign(
  ctx: RequestContext,
  input: { taskId: string; usernames: string[]; position: 'before' | 'after'; comment?: string | null },
): Promise<Reply> {
  return moveTransaction(ctx, async (tx) => {
    const { task, instance } = await lockOwnTask(tx, ctx, input.taskId);
    if (task.owner) throw new AppError(403, '被委派的任务不能加签，请处理完成后交回');
    if (task.parentTaskId) throw new AppError(403, '加签任务不能再加签');
    const names = [...new Set(input.usernames)];
    if (names.includes(ctx.session.username)) throw fieldError('usernames', '不能给自己加签');
    const found = await activeUsernames(tx, names);
    const unknown = names.filter((name) => !found.includes(name));
    if (unknown.length) throw fieldError('usernames', `用户「${unknown.join('、')}」不存在或已停用`);
    await bumpInstance(tx, instance);
    await tx
      .update(wfTask)
      .set({ state: 'waiting', signType: input.position, ...(input.position === 'after' ? { comment: input.comment ?? null, outcome: 'approve' } : {}) })
      .where(eq(wfTask.id, task.id));
    const signTasks = names.map((assignee) => ({
      tenantId: task.tenantId,
      instanceId: task.instanceId,
      tokenId: task.tokenId,
      nodeId: task.nodeId,
      nodeName: `${task.nodeName}（加签）`,
      assignee,
      candidates: [],
      state: 'pending',
      parentTaskId: task.id,
      signType: input.position,
      createTime: ctx.now,
    }));
    const created = await tx.insert(wfTask).values(signTasks).returning();
    await recordAction(tx, ctx, task, 'addSign', {
      comment: input.comment,
      target: `${input.position === 'before' ? '前加签' : '后加签'}：${names.join('、')}`,
    });
    await notifyNewTasks(tx, ctx, instance, created);
    return { instanceState: instance.state, assignees: names };
  });
}

/** The parent of a sign task, locked: sign tasks of one parent are handled one after the other. */
async function lockParent(tx: Database, sign: TaskRow): Promise<TaskRow> {
  const [parent] = await tx.select().from(wfTask).where(eq(wfTask.id, sign.parentTaskId!)).for('update');
  if (!parent || parent.state !== 'waiting') throw new AppError(409, '加签已结束');
  return parent;
}

const outstandingSigns = async (tx: Database, parent: TaskRow) =>
  (
    await tx
      .select({ id: wfTask.id })
      .from(wfTask)
      .where(and(eq(wfTask.parentTaskId, parent.id), eq(wfTask.state, 'pending')))
  ).length;

/**
 * Every sign task of `parent` is closed: before, the parent is pending again for its assignee;
 * after, the process moves on as if the parent's assignee had approved now.
 */
async function signsDone(tx: Database, ctx: RequestContext, parent: TaskRow, instance: InstanceRow): Promise<{ instanceState: string; created: string[] }> {
  if (parent.signType === 'before') {
    await bumpInstance(tx, instance);
    // the task is the assignee's own again (no longer waiting for signs): 驳回, 转办, 委派 and 加签 are theirs
    await tx.update(wfTask).set({ state: 'pending', signType: null }).where(eq(wfTask.id, parent.id));
    await notifyNewTasks(tx, ctx, instance, [parent]);
    return { instanceState: instance.state, created: [parent.assignee ?? ''] };
  }
  const result = await storeMove(tx, ctx, instance, {
    run: (context, state) => approve(context, state, parent.id),
    action: 'signed',
    comment: `${parent.nodeName}的加签已全部同意`,
  });
  await tx.update(wfTask).set({ state: 'done', outcome: 'approve', endTime: ctx.now }).where(eq(wfTask.id, parent.id));
  const ids = result.graph.nodes.get(parent.nodeId)?.copyUsers ?? [];
  if (ids.length) await createCopies(tx, ctx, instance, parent, await activeUsernames(tx, ids));
  return { instanceState: result.instanceState, created: result.created };
}

async function approveSignTask(
  tx: Database,
  ctx: RequestContext,
  sign: TaskRow,
  instance: InstanceRow,
  input: { comment?: string | null; attachments: string[] },
) {
  if (instance.state !== 'running') throw new AppError(409, '流程已结束');
  const parent = await lockParent(tx, sign);
  await tx
    .update(wfTask)
    .set({
      state: 'done',
      outcome: 'approve',
      comment: input.comment ?? null,
      attachments: input.attachments,
      assignee: ctx.session.username,
      endTime: ctx.now,
    })
    .where(eq(wfTask.id, sign.id));
  await recordAction(tx, ctx, sign, 'approve', { comment: input.comment, attachments: input.attachments });
  if (await outstandingSigns(tx, parent)) {
    await bumpInstance(tx, instance);
    return { instanceState: instance.state, created: [] };
  }
  return signsDone(tx, ctx, parent, instance);
}

async function rejectSignTask(
  tx: Database,
  ctx: RequestContext,
  sign: TaskRow,
  instance: InstanceRow,
  input: { comment?: string | null; attachments: string[] },
) {
  if (instance.state !== 'running') throw new AppError(409, '流程已结束');
  const parent = await lockParent(tx, sign);
  await bumpInstance(tx, instance);
  await tx
    .update(wfTask)
    .set({ state: 'done', outcome: 'reject', comment: input.comment ?? null, attachments: input.attachments, assignee: ctx.session.username, endTime: ctx.now })
    .where(eq(wfTask.id, sign.id));
  await tx
    .update(wfTask)
    .set({ state: 'cancelled', endTime: ctx.now })
    .where(and(eq(wfTask.parentTaskId, parent.id), eq(wfTask.state, 'pending')));
  await tx.update(wfTask).set({ state: 'pending', outcome: null, comment: null, signType: null }).where(eq(wfTask.id, parent.id));
  await recordAction(tx, ctx, sign, 'reject', { comment: input.comment, attachments: input.attachments, target: parent.assignee });
  await notifyNewTasks(tx, ctx, instance, [parent]);
  return { instanceState: instance.state, created: [parent.assignee ?? ''] };
}

/** 减签: the adder cancels a pending sign task; the last one cancelled lets the task go on as above. */
export function removeSign(ctx: RequestContext, input: { taskId: string }): Promise<{ instanceState: string; created: string[] }> {
  return moveTransaction(ctx, async (tx) => {
    const [sign] = await tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.id, input.taskId), eq(wfTask.tenantId, ctx.session.tenantId)))
      .for('update');
    if (!sign) throw new AppError(404, '任务不存在');
    if (!sign.parentTaskId) throw fieldError('taskId', '该任务不是加签任务');
    if (sign.state !== 'pending') throw new AppError(409, '加签任务已被处理');
    const parent = await lockParent(tx, sign);
    if (parent.assignee !== ctx.session.username) throw new AppError(403, '只有加签人可以减签');
    const instance = await instanceOf(tx, sign.instanceId);
    if (instance.state !== 'running') throw new AppError(409, '流程已结束');
    await tx.update(wfTask).set({ state: 'cancelled', endTime: ctx.now }).where(eq(wfTask.id, sign.id));
    await recordAction(tx, ctx, parent, 'removeSign', { target: sign.assignee });
    if (await outstandingSigns(tx, parent)) {
      await bumpInstance(tx, instance);
      return { instanceState: instance.state, created: [] };
    }
    return signsDone(tx, ctx, parent, instance);
  });
}

/* ---------- 拿回 ---------- */

/**
 * 拿回: the user's last approval is taken back while every task it opened is pending and nothing
 * else happened on the instance since; those tasks are cancelled and the user's node opens again.
 */
export function retrieveTask(ctx: RequestContext, input: { taskId: string }): Promise<{ instanceState: string; created: string[] }> {
  return moveTransaction(ctx, async (tx) => {
    const [task] = await tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.id, input.taskId), eq(wfTask.tenantId, ctx.session.tenantId)));
    if (!task) throw new AppError(404, '任务不存在');
    if (task.assignee !== ctx.session.username || task.state !== 'done' || task.outcome !== 'approve' || task.parentTaskId)
      throw new AppError(403, '只能拿回自己同意的任务');
    const [instance] = await tx.select().from(wfInstance).where(eq(wfInstance.id, task.instanceId)).for('update');
    if (instance.state !== 'running') throw new AppError(409, instance.state === 'returned' ? '申请已退回发起人，不能拿回' : '流程已结束，不能拿回');
    const approvedAt = task.endTime!;
    const created = await tx
      .select({ id: wfTask.id })
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instance.id), eq(wfTask.createTime, approvedAt), ne(wfTask.id, task.id), isNull(wfTask.parentTaskId)));
    const createdIds = created.map((row) => row.id);
    const later = await tx
      .select({ action: wfAction.action, taskId: wfAction.taskId })
      .from(wfAction)
      .where(and(eq(wfAction.instanceId, instance.id), gt(wfAction.createTime, approvedAt)));
    // a next task handled since is named by the engine below; anything else since (a transfer, an add-sign; an urge is fine) refuses here
    const blocking = later.filter(
      (row) => row.action !== 'urge' && !(row.taskId && createdIds.includes(row.taskId) && ['approve', 'reject'].includes(row.action)),
    );
    if (blocking.length) throw new AppError(409, '流程已有后续操作，不能拿回');
    return storeMove(tx, ctx, instance, {
      run: (context, state) => {
        try {
          retrieve(context, state, task.id, createdIds);
        } catch (error) {
          if (error instanceof RuntimeStepError) throw new AppError(409, error.message);
          throw error;
        }
      },
      action: 'retrieve',
    }).then(async ({ instanceState, created: assignees }) => {
      await tx
        .update(wfAction)
        .set({ taskId: task.id, nodeId: task.nodeId, nodeName: task.nodeName })
        .where(and(eq(wfAction.instanceId, instance.id), eq(wfAction.action, 'retrieve'), isNull(wfAction.taskId)));
      return { instanceState, created: assignees };
    });
  });
}

/* ---------- 催办 ---------- */

/** 催办 by the initiator: a notice to everyone a pending task waits for, at most once per 10 minutes. */
export function urgeInstance(ctx: RequestContext, input: { instanceId: string; comment?: string | null }): Promise<{ notified: string[] }> {
  return moveTransaction(ctx, async (tx) => {
    const instance = await lockOwnInstance(tx, ctx, input.instanceId, '催办');
    if (instance.state !== 'running') throw new AppError(409, '流程不在审批中，不能催办');
    const [last] = await tx
      .select({ createTime: wfAction.createTime })
      .from(wfAction)
      .where(and(eq(wfAction.instanceId, instance.id), eq(wfAction.action, 'urge')))
      .orderBy(desc(wfAction.createTime))
      .limit(1);
    const interval = URGE_INTERVAL_MINUTES * 60_000;
    if (last && ctx.now.getTime() - last.createTime.getTime() < interval) {
      const minutes = Math.max(1, Math.ceil((interval - (ctx.now.getTime() - last.createTime.getTime())) / 60_000));
      throw new AppError(429, `催办过于频繁，请 ${minutes} 分钟后再试`);
    }
    const tasks = await tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instance.id), eq(wfTask.state, 'pending')))
      .orderBy(asc(wfTask.createTime));
    const notified: string[] = [];
    for (const task of tasks) {
      const users = task.assignee ? [task.assignee] : task.candidates;
      notified.push(...users);
      await sendNotice(tx, ctx, {
        usernames: users,
        text: `催办：${instance.title}（${task.nodeName}）`,
        content: input.comment ? `<p>${input.comment.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` : '<p>发起人催促您尽快处理该待办。</p>',
        busId: task.id,
      });
    }
    await tx
      .insert(wfAction)
      .values({ instanceId: instance.id, actor: ctx.session.username, action: 'urge', comment: input.comment ?? null, createTime: ctx.now });
    return { notified: [...new Set(notified)] };
  });
}
