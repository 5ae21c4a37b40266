/**
 * 包车折扣审批's end answers the order it was started for (confirmOrder), in the approval's final
 * transaction:
 * - 同意 (approved): the discount is approved and the order confirmed (its demand 已成单), as the
 *   customer had accepted it;
 * - 驳回 (rejected): the discount is refused, the order stays 已报价 for the clerk to quote again
 *   (修改报价) or cancel; the rejection's reason is in its history;
 * - 撤回, 终止, 撤销: the request is gone, the discount may be asked again.
 */
import { and, eq } from 'drizzle-orm';
import { BC_PERMS, CHARTER_ORDER_BUSINESS_TYPE, formatMoney } from '@bus/contracts';
import { dataLog } from '../../sys';
import { registerBusinessType, registerEndHandler, type ApprovalEndHandler } from '../../workflow';
import { setDemandState } from '../charter-demand/charter-demand.service';
import { bcCharterOrder, bcCharterOrderEvent } from './charter-order.table';

const onDiscountEnd: ApprovalEndHandler = async (ctx, end) => {
  const { db, session, now } = ctx;
  const [row] = await db
    .select()
    .from(bcCharterOrder)
    .where(and(eq(bcCharterOrder.id, end.businessKey), eq(bcCharterOrder.tenantId, session.tenantId)))
    .for('update');
  // an order cancelled or quoted again meanwhile has nothing waiting for this answer
  if (!row || row.discountApproval !== 'pending') return;
  const approved = end.outcome === 'approved';
  const confirms = approved && row.state === 'quoted';
  const [updated] = await db
    .update(bcCharterOrder)
    .set({
      discountApproval: approved ? 'approved' : end.outcome === 'rejected' ? 'rejected' : 'none',
      ...(confirms ? { state: 'confirmed' } : {}),
      version: row.version + 1,
      updateBy: session.username,
      updateTime: now,
    })
    .where(eq(bcCharterOrder.id, row.id))
    .returning();
  const said = approved ? `折扣 ${row.discountPercent}% 获批准` : end.outcome === 'rejected' ? `折扣 ${row.discountPercent}% 未获批准` : '折扣审批已撤回';
  await db.insert(bcCharterOrderEvent).values({
    tenantId: session.tenantId,
    orderId: row.id,
    action: approved ? 'discountApproved' : 'discountRejected',
    fromState: row.state,
    toState: updated.state,
    note: [said, end.reason, confirms ? `客户确认，应付定金 ${formatMoney(row.depositCents)} 元` : null].filter(Boolean).join('；'),
    amountCents: row.discountCents,
    by: session.username,
    at: now,
  });
  if (confirms && row.demandId) await setDemandState(ctx, row.demandId, 'ordered', ['new', 'quoted']);
  await dataLog.record(db, { table: 'bc_charter_order', record: updated, by: session.username, at: now });
};

/** The charter business's part of the discount approvals (called from the area's routes plugin). */
export function registerCharterDiscount(): void {
  registerBusinessType(CHARTER_ORDER_BUSINESS_TYPE, {
    label: '包车订单',
    viewPermission: BC_PERMS.charterOrder.list,
    describe: async (db, tenantId, key) => {
      const [row] = await db
        .select({ orderNo: bcCharterOrder.orderNo, customerName: bcCharterOrder.customerName })
        .from(bcCharterOrder)
        .where(and(eq(bcCharterOrder.id, key), eq(bcCharterOrder.tenantId, tenantId)));
      return row ? `包车订单 ${row.orderNo}（${row.customerName}）` : null;
    },
  });
  registerEndHandler(CHARTER_ORDER_BUSINESS_TYPE, onDiscountEnd);
}
