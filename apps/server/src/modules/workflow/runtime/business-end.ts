/**
 * The end of an approval of a business record (issue 23 item 5): the area a record belongs to
 * registers, per business type, what the record is called (业务：定制申请 …) and a handler run when
 * an instance started for one of its records ends. The handler runs inside the transaction that
 * writes the end (afterMove, from every move that ends an instance: the end event, a 驳回 or 撤回
 * that ends a business approval, 撤销, 终止, 跳转 to an end): when it throws, the whole move is
 * rolled back and the user gets its message (a 422 unless it is an AppError of its own).
 *
 * The areas register from their own registration (their routes plugin), through the workflow's
 * public face (modules/workflow/index.ts): the workflow never imports an area's module.
 */
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import type { MoveEffects } from './move-effects';

/** how an approval of a record ended */
export type ApprovalOutcome = 'approved' | 'rejected' | 'withdrawn' | 'terminated' | 'cancelled';

export interface ApprovalEnd {
  instanceId: string;
  /** the record's id in its area (startForRecord's businessKey) */
  businessKey: string;
  outcome: ApprovalOutcome;
  /** the ending move's comment: the last approver's opinion, the rejection's reason, the termination's */
  reason: string | null;
  /** the instance's variables at its end */
  variables: Record<string, unknown>;
}

/** Runs in the instance's final transaction: `ctx.db` is that transaction. */
export type ApprovalEndHandler = (ctx: RequestContext, end: ApprovalEnd) => Promise<void>;

export interface BusinessType {
  /** what a record of the type is called on the process detail (定制申请) */
  label: string;
  /** the record as the area names it (a company and its trip), null when it is gone */
  describe?(db: Database, tenantId: number, key: string): Promise<string | null>;
  /**
   * who may follow a record's approval besides its initiator, approvers and CC recipients: the
   * holders of this permission (the record list's) see its 流程详情, read-only
   */
  viewPermission?: string;
}

const handlers = new Map<string, ApprovalEndHandler>();
const types = new Map<string, BusinessType>();

/** The handler of the end of the type's approvals (registering again replaces it: one per type). */
export function registerEndHandler(businessType: string, handler: ApprovalEndHandler): void {
  handlers.set(businessType, handler);
}

export function registerBusinessType(businessType: string, type: BusinessType): void {
  types.set(businessType, type);
}

export const businessTypeOf = (businessType: string): BusinessType | undefined => types.get(businessType);

/** The instance's state when it ended, as the record's area hears it. */
const OUTCOME_OF: Record<string, ApprovalOutcome> = {
  completed: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
  terminated: 'terminated',
};

/** afterMove: the handler of an instance of a record that ended with this move, in its transaction. */
export async function runEndHandler(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  const { businessType, businessKey } = effects.instance;
  if (!effects.finished || !businessType || !businessKey) return;
  const handler = handlers.get(businessType);
  const outcome = OUTCOME_OF[effects.endState ?? 'completed'];
  if (!handler || !outcome) return;
  try {
    await handler(
      { ...ctx, db: tx },
      { instanceId: effects.instance.id, businessKey, outcome, reason: effects.comment?.trim() || null, variables: effects.state.variables },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, error instanceof Error ? error.message : String(error));
  }
}
