/**
 * What follows a stored move inside its transaction, beyond the engine's tasks and tokens: the
 * business record's end handler, timers of new tasks, a call activity's child instance, copies to
 * the node's CC recipients, notices, sign tasks closed. Each runtime module offers its part as an
 * effect, and after-move.ts registers them here in order: this file imports none of them, so the
 * stored move (store/move.ts) calls afterMove without importing what calls the stored move again
 * (a call activity's return to its parent, a timer's move): no import cycle (issue 23).
 */
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import type { RuntimeState } from './engine/engine';
import type { ProcessGraph } from './engine/process-graph';

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

export type MoveEffect = (tx: Database, ctx: RequestContext, effects: MoveEffects) => Promise<void>;

let registered: readonly MoveEffect[] = [];

/** The effects of every move, in order (after-move.ts). */
export function registerMoveEffects(effects: readonly MoveEffect[]): void {
  registered = effects;
}

/** Called once per move (start, approve, reject, withdraw, and the administrators' moves) after storing it. */
export async function afterMove(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  // a move without its effects would leave timers, children and notices behind: never silently
  if (!registered.length) throw new Error('the runtime’s move effects are not registered (import runtime/after-move)');
  for (const effect of registered) await effect(tx, ctx, effects);
}
