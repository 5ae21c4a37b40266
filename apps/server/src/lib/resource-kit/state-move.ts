/**
 * An action of a record's state machine (contracts' defineStateMachine), taken the one way: in
 * one transaction, refused with the machine's own words when the stored state does not allow it
 * (nothing changed), version-checked, with its data-log entry.
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StateMachine } from '@bus/contracts';
import { AppError } from '../app-error';
import type { RequestContext } from '../request-context';
import { updateVersioned } from '../versioned-update';
import type { KitTable, ResourceService, WriteContext } from './resource-routes';

export interface StateMove<T extends KitTable, A extends string> {
  action: A;
  id: string;
  /** the version the user read; absent: the stored one (an action taken from a list by id alone) */
  version?: number;
  /** more columns the action writes (who it was given to, what was done), checked in the transaction */
  values?: (ctx: WriteContext, current: T['$inferSelect']) => Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  /** after the move, in its transaction */
  after?: (ctx: WriteContext, row: T['$inferSelect'], previous: T['$inferSelect']) => Promise<void>;
}

export async function moveState<T extends KitTable, A extends string>(
  ctx: RequestContext,
  kit: { table: T; stateField: string; service: ResourceService<T, unknown>; machine: StateMachine<string, A>; noun: string },
  move: StateMove<T, A>,
): Promise<T['$inferSelect']> {
  return ctx.db.transaction(async (tx) => {
    const write = { ...ctx, db: tx };
    const current = await kit.service.find(tx, ctx, move.id);
    const stored = current as Record<string, unknown>;
    const refusal = kit.machine.refusal(move.action, String(stored[kit.stateField]));
    if (refusal) throw new AppError(422, refusal);
    const extra = (await move.values?.(write, current)) ?? {};
    const row = await updateVersioned(
      tx,
      kit.table as T & { version: PgColumn },
      move.id,
      move.version ?? Number(stored.version),
      { ...extra, [kit.stateField]: kit.machine.actions[move.action].to, updateBy: ctx.session.username, updateTime: ctx.now },
      `${kit.noun}不存在`,
    );
    await kit.service.log(tx, ctx, row);
    await move.after?.(write, row, current);
    return row;
  });
}
