/**
 * Task timers (issue 11): a user task's 超时设置 (remind after N hours, then auto-approve,
 * auto-reject or hand over after M hours) and timer boundary events on user tasks are rows of
 * wf_timer with a due time, written when the task opens and cancelled when it closes (afterMove).
 * `sweepDueTimers` fires the due rows, each in its own transaction that locks the timer's task and
 * then the timer row (the order a move of the task takes them), so several servers sweeping at
 * once fire every timer once, and a failing timer is marked failed without stopping the others. The sweeper plugin runs a sweep when the server
 * starts (timers that fell due while it was down fire then) and every WORKFLOW_TIMER_INTERVAL_SECONDS.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { realTimers, type SchedulerTimers } from '../../../lib/clock';
import { userDirectory } from '../../sys';
import { approve, fireBoundary, reject } from './engine/engine';
import type { MoveEffects } from './move-effects';
import { graphFeatures, type GraphNode, type ProcessGraph } from './engine/process-graph';
import { MoveFailed, recordFailure } from './instance-failure';
import { sendNotice, takePushes, type Push } from './notices';
import { storeMove } from './store/move';
import { graphOf } from './store/state';
import { wfAction, wfDeployment, wfInstance, wfTask, wfTimer } from './runtime.table';

export type TimerRow = typeof wfTimer.$inferSelect;
export type TimerKind = 'remind' | 'approve' | 'reject' | 'escalate' | 'boundary';

/** The user name the runtime acts as when a timer moves an instance. */
export const SYSTEM_ACTOR = 'system';
export const TIMEOUT_APPROVE_COMMENT = '超时自动通过';
export const TIMEOUT_REJECT_COMMENT = '超时自动驳回';

const HOUR_MS = 3_600_000;

/**
 * When an ISO 8601 duration (PT24H, P1D, P1DT12H, PT30M, P1W, P1M) after `from` ends; undefined
 * when it is not one. Years, months, weeks and days count as calendar steps.
 */
export function addDuration(from: Date, duration: string): Date | undefined {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration.trim());
  if (!match || duration.trim() === 'P' || duration.trim().endsWith('T')) return undefined;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) => (part === undefined ? 0 : Number(part)));
  const end = new Date(from.getTime());
  if (years || months) end.setUTCMonth(end.getUTCMonth() + years * 12 + months);
  if (weeks || days) end.setUTCDate(end.getUTCDate() + weeks * 7 + days);
  const time = end.getTime() + hours * HOUR_MS + minutes * 60_000 + seconds * 1000;
  return time > from.getTime() ? new Date(time) : undefined;
}

/** When a timer boundary event falls due for a task opened at `from`; undefined when its definition cannot be run. */
export function boundaryDueTime(boundary: GraphNode, from: Date): Date | undefined {
  const timer = boundary.timer;
  if (!timer || timer.cycle) return undefined;
  if (timer.duration) return addDuration(from, timer.duration);
  if (timer.date) {
    const at = new Date(timer.date);
    return Number.isNaN(at.getTime()) ? undefined : at;
  }
  return undefined;
}

/**
 * The timer boundary events a deployment could not run, described for the deploy refusal (empty
 * when all can run): a cycle, or a duration / date that cannot be read.
 */
export function unrunnableTimers(graph: ProcessGraph): string[] {
  const problems: string[] = [];
  for (const node of graph.nodes.values()) {
    if (node.kind !== 'timerBoundary') continue;
    const timer = node.timer ?? { cancelActivity: true };
    if (timer.cycle) problems.push(`定时边界事件「${node.name}」的循环定时 ${timer.cycle} 不能运行，请改为时长（如 PT24H、P1D）`);
    else if (!timer.duration && !timer.date) problems.push(`定时边界事件「${node.name}」没有设置定时`);
    else if (!boundaryDueTime(node, new Date(0)))
      problems.push(`定时边界事件「${node.name}」的定时 ${timer.duration ?? timer.date} 无法识别，请填写时长（如 PT24H、P1D）或日期`);
  }
  return problems;
}

interface TimerValues {
  tenantId: number;
  instanceId: string;
  taskId: string;
  nodeId: string;
  kind: TimerKind;
  target: string | null;
  dueTime: Date;
  createTime: Date;
}

/** The timers a task opened at `now` gets: its node's 超时设置, and (once per token) the boundary events on its node. */
export function timersOfTask(
  graph: ProcessGraph,
  task: { id: string; nodeId: string },
  instance: { id: string; tenantId: number },
  now: Date,
  withBoundaries: boolean,
): TimerValues[] {
  const node = graph.nodes.get(task.nodeId);
  if (!node || node.kind !== 'userTask') return [];
  const rows: TimerValues[] = [];
  const row = (kind: TimerKind, dueTime: Date, target: string | null = null) =>
    rows.push({ tenantId: instance.tenantId, instanceId: instance.id, taskId: task.id, nodeId: node.id, kind, target, dueTime, createTime: now });
  const timeout = node.timeout;
  if (timeout?.remindHours) row('remind', new Date(now.getTime() + timeout.remindHours * HOUR_MS));
  if (timeout?.timeoutHours && timeout.action && (timeout.action !== 'escalate' || timeout.escalateTo))
    row(timeout.action, new Date(now.getTime() + timeout.timeoutHours * HOUR_MS), timeout.action === 'escalate' ? timeout.escalateTo! : null);
  if (withBoundaries) {
    for (const boundary of graph.nodes.values()) {
      if (boundary.kind !== 'timerBoundary' || boundary.attachedTo !== node.id) continue;
      const due = boundaryDueTime(boundary, now);
      if (due) row('boundary', due, boundary.id);
    }
  }
  return rows;
}

/**
 * afterMove: timers for the tasks the move opened (wf_task.due_time set to the earliest timeout or
 * interrupting boundary), and the pending timers of the tasks it closed cancelled. A boundary
 * timer belongs to the token resting at the task, not to one countersign task: it moves to a task
 * of the same token still open instead of being cancelled.
 */
export async function timersAfterMove(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  // a process without timeouts or timer events has no timer rows to cancel or make
  if (!graphFeatures(effects.graph).timers) return;
  const closed = [...(effects.actedTask ? [effects.actedTask.id] : []), ...effects.cancelled];
  if (closed.length) {
    const pending = await tx
      .select()
      .from(wfTimer)
      .where(and(inArray(wfTimer.taskId, closed), eq(wfTimer.state, 'pending')));
    const cancel: string[] = [];
    for (const timer of pending) {
      const was = effects.state.tasks.find((task) => task.id === timer.taskId);
      const successor =
        timer.kind === 'boundary' && was
          ? effects.state.tasks.find((task) => task.state === 'pending' && task.tokenId === was.tokenId && task.nodeId === was.nodeId)
          : undefined;
      if (successor) await tx.update(wfTimer).set({ taskId: successor.id }).where(eq(wfTimer.id, timer.id));
      else cancel.push(timer.id);
    }
    if (cancel.length) await tx.update(wfTimer).set({ state: 'cancelled', firedTime: ctx.now }).where(inArray(wfTimer.id, cancel));
  }
  if (!effects.created.length) return;
  const createdIds = new Set(effects.created.map((task) => task.id));
  const rows: TimerValues[] = [];
  for (const created of effects.created) {
    const task = effects.state.tasks.find((candidate) => candidate.id === created.id);
    // a boundary timer starts when the token arrives at the task, not with each countersign task after it
    const firstOfToken = !effects.state.tasks.some((other) => other.tokenId === task?.tokenId && other.nodeId === created.nodeId && !createdIds.has(other.id));
    const firstCreated = effects.created.find(
      (other) => effects.state.tasks.find((t) => t.id === other.id)?.tokenId === task?.tokenId && other.nodeId === created.nodeId,
    );
    const timers = timersOfTask(effects.graph, created, effects.instance, ctx.now, firstOfToken && firstCreated?.id === created.id);
    rows.push(...timers);
    const boundaries = timers.filter((timer) => timer.kind === 'boundary' && effects.graph.nodes.get(timer.target!)?.timer?.cancelActivity !== false);
    const deadlines = timers.filter((timer) => timer.kind === 'approve' || timer.kind === 'reject' || timer.kind === 'escalate').concat(boundaries);
    if (deadlines.length) {
      const due = new Date(Math.min(...deadlines.map((timer) => timer.dueTime.getTime())));
      await tx.update(wfTask).set({ dueTime: due }).where(eq(wfTask.id, created.id));
    }
  }
  if (rows.length) await tx.insert(wfTimer).values(rows);
}

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Why a timer that fell due while its instance was suspended did not fire (it fires once the instance is resumed). */
export const TIMER_SUSPENDED = '流程已挂起';

/** 激活: the timers that fell due while the instance was suspended are due again (the next sweep fires them). */
export async function reviveSuspendedTimers(tx: Database, instanceId: string): Promise<void> {
  await tx
    .update(wfTimer)
    .set({ state: 'pending', error: null, firedTime: null })
    .where(and(eq(wfTimer.instanceId, instanceId), eq(wfTimer.state, 'cancelled'), eq(wfTimer.error, TIMER_SUSPENDED)));
}

/** A context acting as the system for the timer's tenant at `now`. */
const systemContext = (db: Database, tenantId: number, now: Date): RequestContext => ({
  db,
  now,
  session: { sessionId: 'workflow-timer', userId: SYSTEM_ACTOR, username: SYSTEM_ACTOR, tenantId, mustChangePassword: false },
});

type Outcome = { state: 'fired' | 'cancelled'; error?: string };

/** The user an escalation names (an id from the designer's user picker, or a user name), if active. */
async function escalationUser(tx: Database, value: string) {
  return userDirectory.findUser(tx, { idOrUsername: value, state: 'active' });
}

/** Fires one claimed timer inside `tx`; throws when it cannot (the sweep records the error). */
async function fire(tx: Database, timer: TimerRow, now: Date): Promise<Outcome & { pushes: Push[] }> {
  const ctx = systemContext(tx, timer.tenantId, now);
  const outcome = await fireAs(tx, ctx, timer, now);
  // the bell's live pushes of this timer (its own notices, the new to-dos of its move)
  return { ...outcome, pushes: takePushes(ctx.session) };
}

async function fireAs(tx: Database, ctx: RequestContext, timer: TimerRow, now: Date): Promise<Outcome> {
  const [task] = timer.taskId ? await tx.select().from(wfTask).where(eq(wfTask.id, timer.taskId)).for('update') : [];
  if (!task || task.state !== 'pending') return { state: 'cancelled', error: '任务已处理' };
  const [instance] = await tx.select().from(wfInstance).where(eq(wfInstance.id, timer.instanceId)).for('update');
  if (!instance || instance.state !== 'running') return { state: 'cancelled', error: instance?.state === 'suspended' ? TIMER_SUSPENDED : '流程已结束' };
  const holders = task.assignee ? [task.assignee] : task.candidates;
  const link = `<p>流程「${escape(instance.title)}」的任务「${escape(task.nodeName)}」`;
  switch (timer.kind as TimerKind) {
    case 'remind': {
      await sendNotice(tx, ctx, {
        usernames: holders,
        text: `催办：${task.nodeName}`,
        content: `${link}等待您处理已有一段时间，请尽快处理。</p>`,
        busId: instance.id,
      });
      return { state: 'fired' };
    }
    case 'approve':
      await storeMove(tx, ctx, instance, {
        run: (context, state) => approve(context, state, task.id),
        action: 'timeout',
        comment: TIMEOUT_APPROVE_COMMENT,
        task,
      });
      return { state: 'fired' };
    case 'reject':
      await storeMove(tx, ctx, instance, {
        run: (context, state) => reject(context, state, task.id, context.graph.startId),
        action: 'timeout',
        comment: TIMEOUT_REJECT_COMMENT,
        task,
      });
      return { state: 'fired' };
    case 'escalate': {
      const user = timer.target ? await escalationUser(tx, timer.target) : undefined;
      if (!user) throw new Error(`超时转交的用户 ${timer.target ?? ''} 不存在或已停用`);
      await tx.update(wfTask).set({ assignee: user.username, candidates: [] }).where(eq(wfTask.id, task.id));
      await tx.insert(wfAction).values({
        instanceId: instance.id,
        taskId: task.id,
        nodeId: task.nodeId,
        nodeName: task.nodeName,
        actor: SYSTEM_ACTOR,
        action: 'escalate',
        comment: `超时转交给${user.realname}`,
        target: user.username,
        createTime: now,
      });
      await sendNotice(tx, ctx, {
        usernames: [user.username],
        text: `转交：${task.nodeName}`,
        content: `${link}超时未处理，已转交给您，请尽快处理。</p>`,
        busId: instance.id,
      });
      return { state: 'fired' };
    }
    case 'boundary': {
      const [deployment] = await tx.select().from(wfDeployment).where(eq(wfDeployment.id, instance.deploymentId));
      const boundary = (await graphOf(deployment)).nodes.get(timer.target ?? '');
      const boundaryName = boundary?.name ?? timer.target ?? '';
      await storeMove(tx, ctx, instance, {
        run: (context, state) => fireBoundary(context, state, timer.target ?? '', task.tokenId),
        action: 'timer',
        comment: `定时「${boundaryName}」到期`,
      });
      if (boundary?.timer?.cancelActivity !== false) return { state: 'fired' };
      await sendNotice(tx, ctx, {
        usernames: holders,
        text: `提醒：${task.nodeName}`,
        content: `${link}已到「${escape(boundaryName)}」的时间，请尽快处理。</p>`,
        busId: instance.id,
      });
      return { state: 'fired' };
    }
    default:
      throw new Error(`未知的定时类型 ${timer.kind}`);
  }
}

export interface SweepResult {
  fired: number;
  cancelled: number;
  failed: number;
  /** the live pushes of the system messages sent (published once the sweep's transactions are in) */
  pushes: Push[];
  /** the sweep stopped at its limit: more may be due */
  more: boolean;
}

/** The oldest timer due at `now` (read without a lock: the sweep locks its task, then the row). */
const nextDue = (db: Database, now: Date) =>
  db
    .select({ id: wfTimer.id, taskId: wfTimer.taskId })
    .from(wfTimer)
    .where(and(eq(wfTimer.state, 'pending'), lte(wfTimer.dueTime, now)))
    .orderBy(asc(wfTimer.dueTime), asc(wfTimer.id))
    .limit(1);

/**
 * Fires the timers due at `now`, oldest first, at most `limit` of them, each in its own
 * transaction. The locks are taken in the order a move of the task takes them: the task, then the
 * timer row (a move holds the task and then closes its timers; a sweep holding a timer row while
 * waiting for the task would deadlock with it). A second sweep that picked the same timer waits
 * for the task and then finds the timer no longer pending; the timers of one task fire in due
 * order. A timer whose task was handled meanwhile is cancelled, one that fails is marked failed
 * with its error and the sweep goes on.
 */
export async function sweepDueTimers(db: Database, now: Date, options: { limit?: number } = {}): Promise<SweepResult> {
  const limit = options.limit ?? 500;
  const result: SweepResult = { fired: 0, cancelled: 0, failed: 0, pushes: [], more: false };
  for (let handled = 0; ; handled += 1) {
    if (handled >= limit) {
      result.more = true;
      break;
    }
    const [due] = await nextDue(db, now);
    if (!due) break;
    const outcome = await db.transaction(async (tx) => {
      if (due.taskId) await tx.select({ id: wfTask.id }).from(wfTask).where(eq(wfTask.id, due.taskId)).for('update');
      const [timer] = await tx
        .select()
        .from(wfTimer)
        .where(and(eq(wfTimer.id, due.id), eq(wfTimer.state, 'pending')))
        .for('update');
      // fired or cancelled while this sweep waited for the task
      if (!timer) return null;
      let done: Outcome & { pushes: Push[] };
      try {
        // a savepoint: a failing move is undone, the failure itself is kept
        done = await tx.transaction((inner) => fire(inner, timer, now));
      } catch (error) {
        // a timeout's move that cannot be worked out fails the instance as a user's would (流程运维 repairs it)
        if (error instanceof MoveFailed) await recordFailure(systemContext(tx, timer.tenantId, now), error.failure);
        const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
        await tx
          .update(wfTimer)
          .set({ state: 'failed', error: message.slice(0, 2000), firedTime: now })
          .where(eq(wfTimer.id, timer.id));
        return { state: 'failed' as const, pushes: [] };
      }
      await tx
        .update(wfTimer)
        .set({ state: done.state, firedTime: now, error: done.state === 'cancelled' ? (done.error ?? null) : null })
        .where(eq(wfTimer.id, timer.id));
      return { state: done.state, pushes: done.pushes };
    });
    if (outcome === null) continue;
    result[outcome.state] += 1;
    // announced once the timer's transaction is in
    result.pushes.push(...outcome.pushes);
  }
  return result;
}

export interface WorkflowTimerOptions {
  timers?: SchedulerTimers;
  /** between sweeps (default 30 s) */
  intervalMs?: number;
  /** timers fired per sweep; a full sweep is followed by the next at once */
  batch?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    workflowTimers?: { sweep(): Promise<SweepResult | null> };
  }
}

/**
 * Runs the sweep on this server: once when it is ready (what fell due while it was down) and then
 * every interval. Several servers may sweep together: the row claims keep each timer to one.
 */
export const workflowTimerSweeper = fp<WorkflowTimerOptions>(
  async (fastify, options) => {
    const timerSource = options.timers ?? realTimers;
    const intervalMs = options.intervalMs ?? 30_000;
    let handle: unknown;
    let running: Promise<SweepResult | null> | null = null;
    let closing = false;

    const sweep = async (): Promise<SweepResult | null> => {
      if (running) return running;
      running = (async () => {
        try {
          const result = await sweepDueTimers(fastify.db, fastify.now(), { limit: options.batch });
          for (const push of result.pushes) await fastify.bus.publish(BUS_CHANNELS.announcement, { cmd: 'user', ...push });
          if (result.failed) fastify.log.warn({ failed: result.failed }, 'workflow timers failed');
          return result;
        } catch (error) {
          fastify.log.error({ err: error }, 'workflow timer sweep failed');
          return null;
        } finally {
          running = null;
        }
      })();
      return running;
    };

    const arm = (delayMs: number) => {
      if (closing) return;
      handle = timerSource.set(async () => {
        const result = await sweep();
        arm(result?.more ? 0 : intervalMs);
      }, delayMs);
    };

    fastify.decorate('workflowTimers', { sweep });
    fastify.addHook('onReady', async () => {
      const first = await sweep();
      arm(first?.more ? 0 : intervalMs);
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      timerSource.clear(handle);
      await running;
    });
  },
  { name: 'workflow-timers', dependencies: ['event-bus'] },
);
