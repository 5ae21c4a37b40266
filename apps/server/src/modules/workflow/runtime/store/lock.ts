/** The lock of a task for a move (issue 23: the bottom of the runtime, with the state loading and the stored move). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { reusableQuery } from '../../../../db/reusable-query';
import { AppError } from '../../../../lib/app-error';
import type { RequestContext } from '../../../../lib/request-context';
import { wfInstance, wfTask } from '../runtime.table';
import { TASK_HANDLED, type StateTask } from './state';

/**
 * The task locked with its instance and the instance's tasks in one statement (a move needs all
 * three: one round trip instead of two). Waiting for the lock, the statement keeps the snapshot it
 * began with for the instance and its other tasks; a move stored meanwhile changed the instance's
 * version, and storeMove's version check then refuses this one (409), as it would have anyway.
 */
const taskWithInstanceLocked = reusableQuery((db) =>
  db
    .select({
      task: wfTask,
      instance: wfInstance,
      tasks: sql<StateTask[]>`(select coalesce(json_agg(json_build_object('id', t.id, 'tokenId', t.token_id, 'nodeId', t.node_id, 'assignee', t.assignee,
        'candidates', t.candidates, 'state', t.state, 'loopIndex', t.loop_index, 'outcome', t.outcome, 'parentTaskId', t.parent_task_id)
        order by t.create_time, t.end_time), '[]'::json) from ${wfTask} t where t.instance_id = ${wfInstance.id} and t.state in ('pending', 'done', 'waiting'))`,
    })
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
    .where(and(eq(wfTask.id, sql.placeholder('taskId')), eq(wfTask.tenantId, sql.placeholder('tenantId'))))
    .for('update', { of: wfTask })
    .prepare('wf_task_locked'),
);

/**
 * A task locked for a move: pending, the user's (or offered to them), of a running instance; with
 * the instance's tasks for storeMove (`Move.tasks`) while nothing has been written since.
 */
export async function lockTask(tx: Database, { session }: RequestContext, taskId: string) {
  // the task row locked (a second move of it waits here, then finds it handled)
  const [locked] = await taskWithInstanceLocked(tx, { taskId, tenantId: session.tenantId });
  if (!locked) throw new AppError(404, '任务不存在');
  const { task, instance, tasks } = locked;
  if (task.state !== 'pending') throw new AppError(409, TASK_HANDLED);
  if (task.assignee !== session.username && !(task.assignee === null && task.candidates.includes(session.username))) throw new AppError(403, '这不是您的任务');
  return { task, instance, tasks };
}

/**
 * The open tasks of an instance locked, in one order, before the instance itself: an approver's move
 * locks its task and then the instance (lockTask), so a move that locked the instance first and then
 * changed its tasks (撤回, 终止) made the two wait for each other until PostgreSQL aborted one (a 500
 * for an approval sent as the initiator withdrew).
 */
export async function lockOpenTasks(tx: Database, tenantId: number, instanceId: string) {
  await tx
    .select({ id: wfTask.id })
    .from(wfTask)
    .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.tenantId, tenantId), inArray(wfTask.state, ['pending', 'waiting'])))
    .orderBy(wfTask.id)
    .for('update');
}

/** The instance locked for a move its initiator takes (撤回, 撤销, 催办), its open tasks first: 404 when absent, 403 for anyone else. */
export async function lockOwnInstance(tx: Database, { session }: RequestContext, instanceId: string, verb: string) {
  await lockOpenTasks(tx, session.tenantId, instanceId);
  const [instance] = await tx
    .select()
    .from(wfInstance)
    .where(and(eq(wfInstance.id, instanceId), eq(wfInstance.tenantId, session.tenantId)))
    .for('update');
  if (!instance) throw new AppError(404, '流程不存在');
  if (instance.initiator !== session.username) throw new AppError(403, `只有发起人可以${verb}`);
  return instance;
}
