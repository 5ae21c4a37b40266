/**
 * 流程出错: a move that cannot be worked out (a condition or assignee expression that fails, a node
 * with nobody to assign) is not applied: its transaction rolls back and the acted task stays
 * pending. The instance is then marked failed, with the reason and the node, in a write of its own
 * after the rollback, so an administrator finds it in 流程运维 and repairs it; until then it
 * refuses every further move.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { isRetryableConflict } from '../../../lib/sql-state';
import { MoveRefused, RuntimeStepError } from './engine/engine';
import type { ProcessGraph } from './engine/process-graph';
import { wfAction, wfInstance } from './runtime.table';

export const INSTANCE_FAILED = '流程出错，等待管理员修复';

interface Failure {
  instanceId: string;
  nodeId: string;
  nodeName: string;
  reason: string;
  taskId: string | null;
}

/** The 422 of a move that could not be worked out, carrying what to record once its transaction has rolled back. */
export class MoveFailed extends AppError {
  constructor(readonly failure: Failure) {
    super(422, `流程无法继续（${failure.nodeName}）：${failure.reason}。已记录，管理员可在流程运维中修复`, { nodeId: failure.nodeId });
    this.name = 'MoveFailed';
  }
}

/**
 * Another move of the instance was stored while this one was worked out (its version changed): the
 * 409 the user sees when it cannot be retried. Two approvers of one countersign acting at the same
 * moment each lock only their own task, and the second would otherwise get it for a legitimate action.
 */
export class InstanceMoved extends AppError {
  constructor() {
    super(409, '流程刚被他人处理，请刷新后重试');
    this.name = 'InstanceMoved';
  }
}

/**
 * Stores a change of the instance (optionally with other columns) if nobody moved it since it was
 * read: its version goes up by one, or InstanceMoved when another move landed first.
 */
export async function bumpInstance(tx: Database, instance: { id: string; version: number }, values: Partial<typeof wfInstance.$inferInsert> = {}) {
  const moved = await tx
    .update(wfInstance)
    .set({ ...values, version: instance.version + 1 })
    .where(and(eq(wfInstance.id, instance.id), eq(wfInstance.version, instance.version)))
    .returning({ id: wfInstance.id });
  if (!moved.length) throw new InstanceMoved();
}

/** how many times a user's move is worked out at most when other moves of the instance keep landing first */
const MOVE_ATTEMPTS = 5;

/**
 * The start event's name as the diagram shows it (提交申请): the initiator's task on an application
 * sent back to them is called so in every list, as on the diagram; 提交申请 when it has none.
 */
export const startNameOf = (graph: ProcessGraph) => {
  const name = graph.nodes.get(graph.startId)?.name;
  // an unnamed node's name is its id (process-graph): never shown for the start event
  return name && name !== graph.startId ? name : '提交申请';
};

/** A node's name for messages (the start event's as startNameOf, its id when it has no name). */
export const nodeNameOf = (graph: ProcessGraph, nodeId: string) =>
  nodeId === graph.startId ? startNameOf(graph) : graph.nodes.get(nodeId)?.name || nodeId || '流程';

/**
 * The states in which an instance takes moves: running, and returned (待重新提交: sent back or
 * withdrawn to its initiator, whose task is the only one open).
 */
export const LIVE_STATES = ['running', 'returned'] as const;
export const isLive = (state: string) => (LIVE_STATES as readonly string[]).includes(state);

/** Turns a step error of a stored move into MoveFailed (a refused move stays a plain 422); anything else is rethrown. */
export function failedMove(error: unknown, instanceId: string, graph: ProcessGraph, taskId: string | null): never {
  if (error instanceof RuntimeStepError && !(error instanceof MoveRefused)) {
    throw new MoveFailed({ instanceId, nodeId: error.nodeId, nodeName: nodeNameOf(graph, error.nodeId), reason: error.message, taskId });
  }
  throw error;
}

/**
 * A move's transaction: when the move failed (MoveFailed), the instance is marked failed after the
 * rollback, with a 'fail' entry on its timeline, and the 422 goes on to the user. When another move
 * of the instance landed first (InstanceMoved), the whole move is worked out again from a fresh read:
 * the user's task is locked and checked anew (a task handled meanwhile is then a 409 任务已被处理),
 * so only a move still valid on the new state goes through. A move PostgreSQL aborted to break a
 * deadlock with another (moves lock tasks before their instance, store/lock.ts; one that met a task
 * created meanwhile can still cross another) is worked out again the same way.
 */
export async function moveTransaction<T>(ctx: RequestContext, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(work);
    } catch (error) {
      if ((error instanceof InstanceMoved || isRetryableConflict(error)) && attempt < MOVE_ATTEMPTS) continue;
      if (error instanceof MoveFailed) await recordFailure(ctx, error.failure);
      throw error;
    }
  }
}

/** Marks the instance failed (a move of a user, of a timer) with a 'fail' entry on its timeline. */
export async function recordFailure({ db, session, now }: RequestContext, failure: Failure) {
  await db.transaction(async (tx) => {
    // only a live instance: another move may have ended or suspended it meanwhile
    const marked = await tx
      .update(wfInstance)
      .set({ state: 'failed', error: failure.reason, errorNode: failure.nodeId || null, version: sql`${wfInstance.version} + 1` })
      .where(and(eq(wfInstance.id, failure.instanceId), inArray(wfInstance.state, [...LIVE_STATES])))
      .returning({ id: wfInstance.id });
    if (!marked.length) return;
    await tx.insert(wfAction).values({
      instanceId: failure.instanceId,
      taskId: failure.taskId,
      nodeId: failure.nodeId || null,
      nodeName: failure.nodeName,
      actor: session.username,
      action: 'fail',
      comment: failure.reason,
      createTime: now,
    });
  });
}
