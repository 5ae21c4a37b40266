/**
 * The stored move (issue 23: the bottom of the runtime, below what follows a move): one move of a
 * live instance worked out by the engine and written in one statement, guarded by the instance's
 * version, then afterMove (move-effects.ts: the effects are registered there, not imported here).
 */
import { inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../../db/client';
import { plainStatement } from '../../../../db/reusable-query';
import type { RequestContext } from '../../../../lib/request-context';
import { finished, MoveRefused, type EngineContext, type RuntimeState } from '../engine/engine';
import type { ProcessGraph } from '../engine/process-graph';
import { failedMove, InstanceMoved, isLive } from '../instance-failure';
import { afterMove } from '../move-effects';
import { wfTask } from '../runtime.table';
import {
  engineContextOf,
  graphOfDeployment,
  loadState,
  notLive,
  restingState,
  stateOf,
  stepError,
  taskValues,
  type InstanceRow,
  type StateTask,
  type TaskRow,
} from './state';

/** the statement part inserting the tasks given as JSON (`openedTasksJson`) in parameter $13, stamped $11 */
export const OPEN_TASKS = `insert into wf_task (id, tenant_id, instance_id, token_id, node_id, node_name, assignee, candidates, loop_index, state, create_time)
    select t.id, t.tenant_id, t.instance_id, t.token_id, t.node_id, t.node_name, t.assignee, t.candidates, t.loop_index, t.state, $11::text::timestamptz
    from jsonb_to_recordset($13::text::jsonb) as t(id text, tenant_id int, instance_id text, token_id text, node_id text, node_name text, assignee text, candidates jsonb, loop_index int, state text)`;

export const openedTasksJson = (created: ReturnType<typeof taskValues>[]) =>
  JSON.stringify(
    created.map((task) => ({
      id: task.id,
      tenant_id: task.tenantId,
      instance_id: task.instanceId,
      token_id: task.tokenId,
      node_id: task.nodeId,
      node_name: task.nodeName,
      assignee: task.assignee,
      candidates: task.candidates,
      loop_index: task.loopIndex,
      state: task.state,
    })),
  );

export interface Move {
  /** the engine's move on the loaded state */
  run(context: EngineContext, state: RuntimeState): void;
  /** timeout: a task's 超时设置 acted; timer: a boundary event fell due; callReturn: a child instance completed; retrieve / signed: 拿回, a sign task's close */
  action: 'approve' | 'reject' | 'withdraw' | 'cancel' | 'resubmit' | 'timeout' | 'timer' | 'callReturn' | 'retrieve' | 'signed';
  comment?: string | null;
  /** how the instance ends when the move finishes it (default completed), and why (end_reason) */
  ends?: { state: 'cancelled'; reason: string };
  /** the task acted on, if any: closed with the action as its outcome */
  task?: TaskRow;
  /** the instance's tasks as lockTask read them, when nothing was written since: not read again */
  tasks?: StateTask[];
}

/**
 * The writes of a move in one statement (one round trip instead of four): the instance's tokens,
 * variables, state and version, guarded by the version it was read at; and only if that update
 * happened, the acted task closed, the tasks the move opened inserted and the timeline entry. It
 * answers how many instances moved (0: another move was stored meanwhile, and nothing was written).
 */
const writeMove = plainStatement<{ moved: number }>(`
  with moved as (
    update wf_instance set variables = $1::text::jsonb, tokens = $2::text::jsonb, state = $3::text, end_time = $4::text::timestamptz, version = $5::int,
      end_reason = $19::text
    where id = $6::text and version = $7::int
    returning id
  ), closed as (
    update wf_task set state = 'done', outcome = $8::text, assignee = $9::text, comment = $10::text, end_time = $11::text::timestamptz
    where id = $12::text and exists (select 1 from moved)
  ), opened as (
    ${OPEN_TASKS}
    where exists (select 1 from moved)
  ), acted as (
    insert into wf_action (id, instance_id, task_id, node_id, node_name, actor, action, comment, create_time)
    select $14::text, $6::text, $15::text, $16::text, $17::text, $9::text, $18::text, $10::text, $11::text::timestamptz
    where exists (select 1 from moved)
  )
  select (select count(*) from moved)::int as moved`);

/**
 * Runs one move of a running instance and stores it, inside the caller's transaction: tasks the
 * move closed or opened, the tokens and variables, the instance's state, one timeline entry. The
 * instance's version guards against another move stored meanwhile.
 */
export async function storeMove(tx: Database, ctx: RequestContext, instance: InstanceRow, move: Move) {
  const { session, now } = ctx;
  if (!isLive(instance.state)) throw notLive(instance.state);
  const context = await engineContextOf(tx, session.tenantId, await graphOfDeployment(tx, instance.deploymentId));
  const state = move.tasks ? stateOf(instance, move.tasks) : await loadState(tx, instance);
  // the user acts as themself on a task offered to candidates
  if (move.task) state.tasks.find((task) => task.id === move.task!.id)!.assignee = session.username;
  const before = new Map(state.tasks.map((task) => [task.id, task.state]));
  try {
    move.run(context, state);
  } catch (error) {
    // a refused move is a plain 422; a step that cannot be worked out marks the instance failed (instance-failure.ts)
    if (error instanceof MoveRefused) stepError(error);
    failedMove(error, instance.id, context.graph, move.task?.id ?? null);
  }
  // an approval of a business record is never returned to its initiator: a 驳回 to them or a 撤回 ends it
  const businessEnd = instance.businessKey ? endsBusinessApproval(context.graph, state, move.action, before) : null;
  const done = finished(state);
  const resting = done ? (businessEnd ?? move.ends?.state ?? 'completed') : restingState(context.graph, state);
  // approving the initiator's task (after a rejection or a withdrawal) is resubmitting the application
  const action = move.action === 'approve' && move.task?.nodeId === context.graph.startId ? 'resubmit' : move.action;
  const outcome = move.task ? (action === 'resubmit' ? 'resubmit' : (state.tasks.find((task) => task.id === move.task!.id)?.outcome ?? action)) : null;
  const cancelled = state.tasks.filter((task) => task.state === 'cancelled' && before.get(task.id) === 'pending').map((task) => task.id);
  const created = state.tasks.filter((task) => !before.has(task.id)).map((task) => taskValues(session.tenantId, instance.id, context.graph, task, now));
  const at = now.toISOString();
  const [{ moved }] = await writeMove(tx, [
    JSON.stringify(state.variables),
    JSON.stringify(state.tokens),
    resting,
    done ? at : null,
    instance.version + 1,
    instance.id,
    instance.version,
    outcome,
    session.username,
    move.comment ?? null,
    at,
    move.task?.id ?? null,
    openedTasksJson(created),
    randomUUID(),
    move.task?.id ?? null,
    move.task?.nodeId ?? null,
    move.task?.nodeName ?? null,
    action,
    done ? (move.ends?.reason ?? (businessEnd ? businessEndReason(businessEnd, move.comment) : null)) : null,
  ]);
  // another task of this instance moved it meanwhile (a countersign): this one is still open
  if (!moved) throw new InstanceMoved();
  if (cancelled.length) await tx.update(wfTask).set({ state: 'cancelled', endTime: now }).where(inArray(wfTask.id, cancelled));
  await afterMove(tx, ctx, {
    instance,
    action,
    comment: move.comment ?? null,
    graph: context.graph,
    state,
    actedTask: move.task,
    created,
    cancelled,
    finished: done,
    endState: resting,
  });
  return {
    instanceState: resting,
    action,
    created: created.map((task) => task.assignee ?? task.candidates.join(',')),
    graph: context.graph,
    state,
  };
}

/**
 * A 驳回 to the initiator or a 撤回 of an approval of a business record ends it (rejected,
 * withdrawn) instead of handing the application back to be resubmitted: the record itself is the
 * application, and its area takes the answer (business-end.ts). The initiator's task the engine
 * opened is left out, no token is left. Any other move (a 驳回 to an earlier approver) is untouched.
 */
function endsBusinessApproval(graph: ProcessGraph, state: RuntimeState, action: Move['action'], before: Map<string, string>): 'rejected' | 'withdrawn' | null {
  if ((action !== 'reject' && action !== 'withdraw') || finished(state) || restingState(graph, state) !== 'returned') return null;
  state.tasks = state.tasks.filter((task) => before.has(task.id) || task.state !== 'pending');
  for (const task of state.tasks) if (task.state === 'pending') task.state = 'cancelled';
  state.tokens = [];
  return action === 'reject' ? 'rejected' : 'withdrawn';
}

const businessEndReason = (end: 'rejected' | 'withdrawn', comment?: string | null) =>
  `${end === 'rejected' ? '驳回' : '发起人撤回'}${comment?.trim() ? `：${comment.trim()}` : ''}`;
