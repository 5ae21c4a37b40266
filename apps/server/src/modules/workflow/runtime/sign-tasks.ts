/** 加签's sign tasks closed with the task they were added to (an effect of every move: after-move.ts). */
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import type { MoveEffects } from './move-effects';
import { wfTask } from './runtime.table';
import { openSignParentsOf } from './store/state';

/** afterMove: a move that closed tasks (a rejection, a passed countersign) closes their sign tasks too. */
export async function closeSignTasks(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  const closed = [...effects.cancelled, ...(effects.actedTask ? [effects.actedTask.id] : [])];
  const signParents = openSignParentsOf(effects.state);
  if (!closed.length || (signParents && !closed.some((id) => signParents.has(id)))) return;
  await tx
    .update(wfTask)
    .set({ state: 'cancelled', endTime: ctx.now })
    .where(and(inArray(wfTask.parentTaskId, closed), inArray(wfTask.state, ['pending', 'waiting'])));
}
