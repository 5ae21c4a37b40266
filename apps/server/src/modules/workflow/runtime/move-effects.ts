/**
 * What follows a stored move inside its transaction, beyond the engine's tasks and tokens: copies
 * to the node's CC recipients, timers of new tasks, notices to new assignees, a call activity's
 * child instance. Each runtime module adds its part to `afterMove`; the runtime service calls it
 * once per move (start, approve, reject, withdraw, and the administrators' moves) after storing it.
 */
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import type { RuntimeState } from './engine';
import { copyToNodeRecipients } from './cc';
import { notifyInitiator, notifyNewTasks } from './notices';
import type { ProcessGraph } from './process-graph';
import { callActivitiesAfterMove } from './call-activity';
import { timersAfterMove } from './timers';
import { closeSignTasks } from './task-actions.service';
import { runEndHandler } from './business-end';

export interface StoredTask {
  id: string;
  nodeId: string;
  nodeName: string;
  assignee: string | null;
  candidates: string[];
}

export interface MoveEffects {
  instance: {
    id: string;
    tenantId: number;
    title: string;
    processKey: string;
    initiator: string;
    /** a call activity's child instance: its parent and the parent's waiting token */
    parentInstanceId?: string | null;
    parentTokenId?: string | null;
    /** an approval of a business record (startForRecord): its type and key */
    businessType?: string | null;
    businessKey?: string | null;
  };
  /** start | approve | reject | withdraw | resubmit | ... */
  action: string;
  /** the move's comment (a rejection's reason, a termination's) */
  comment?: string | null;
  graph: ProcessGraph;
  /** the state after the move */
  state: RuntimeState;
  /** the task acted on (closed by the move), if any */
  actedTask?: StoredTask;
  /** tasks the move opened */
  created: StoredTask[];
  /** ids of tasks the move closed besides the acted one (cancelled countersign tasks, a rejection's) */
  cancelled: string[];
  /** the instance ended with this move */
  finished: boolean;
  /** the state it ended in (completed, rejected, withdrawn, cancelled, terminated); completed when not said */
  endState?: string;
}

export async function afterMove(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  // first: a record that refuses the end rolls the move back before anything else is worked out
  await runEndHandler(tx, ctx, effects);
  await timersAfterMove(tx, ctx, effects);
  await callActivitiesAfterMove(tx, ctx, effects);
  await copyToNodeRecipients(tx, ctx, effects);
  await notifyMove(tx, ctx, effects);
  await closeSignTasks(tx, ctx, effects);
}

/**
 * Who hears of the move: each new approver (新待办); the initiator when the application came back
 * to them (the start event's task: 驳回, 撤回) or ended, with the reason, instead of a bare to-do.
 */
async function notifyMove(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  const startId = effects.graph.startId;
  await notifyNewTasks(
    tx,
    ctx,
    effects.instance,
    effects.created.filter((task) => task.nodeId !== startId),
  );
  const returned = effects.created.find((task) => task.nodeId === startId);
  if (!returned && !effects.finished) return;
  await notifyInitiator(tx, ctx, {
    instance: effects.instance,
    action: effects.action,
    comment: effects.comment ?? null,
    nodeName: effects.actedTask?.nodeName ?? null,
    returnedTaskId: returned?.id,
  });
}
