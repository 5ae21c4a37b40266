/**
 * 订单明细 and 支付与退款记录 on the read-only kits, a paid order as the channel's notice books it,
 * and 退款: under the order's row lock, never more than is left to refund (the database refuses it
 * too), once per request key; a refund above 充值设置's limit reserves its amount and waits for the
 * approval 退款审批, whose end books or releases it (order-refund-approval.ts). Refunding a top-up
 * takes the money back off its card through the card's ledger.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  formatYuan,
  maskPhone,
  orderResource,
  orderStates,
  payRefundResource,
  REFUND_APPROVAL_PROCESS_KEY,
  REFUND_BUSINESS_TYPE,
  refundableCents,
  type OrderKind,
  type OrderRecord,
  type OrderRefund,
  type PayTxnRecord,
} from '@bus/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { conditionToSql, defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { readOnlyResourceKit, recordOf } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { isUniqueViolation } from '../../../lib/sql-state';
import { memberDirectory } from '../../ops';
import { startForRecord } from '../../workflow';
import { book, digestOf, lockCard } from '../card/card-ledger';
import { ispsCard } from '../card/card.table';
import { payModeNameOf } from '../pay-mode/pay-mode.service';
import { rechargeSettings } from '../recharge-setting/recharge-setting.service';
import { ispsOrder, ispsPayTxn } from './order.table';

export type OrderRow = typeof ispsOrder.$inferSelect;
export type PayTxnRow = typeof ispsPayTxn.$inferSelect;

const cardNoField = { column: ispsCard.cardNo, type: 'string' as const };
const cardNoLike = (value: string): SQL =>
  sql`${ispsOrder.cardId} in (select ${ispsCard.id} from ${ispsCard} where ${conditionToSql(cardNoField, 'like', value, 'cardNo')})`;

const orderList = defineList({
  name: 'isps_order',
  dataRulePermission: orderResource.permissions.list,
  table: ispsOrder,
  fields: fieldsOf(orderResource.fields, {
    orderNo: ispsOrder.orderNo,
    createTime: ispsOrder.createTime,
    kind: ispsOrder.kind,
    subject: ispsOrder.subject,
    cardNo: { column: ispsOrder.cardId, filter: cardNoLike },
    memberId: ispsOrder.memberId,
    payMode: ispsOrder.payMode,
    amountCents: ispsOrder.amountCents,
    refundedCents: ispsOrder.refundedCents,
    state: ispsOrder.state,
    channelTradeNo: ispsOrder.channelTradeNo,
    paidTime: ispsOrder.paidTime,
  }),
  defaultSort: orderResource.defaultSort,
  tieBreaker: ispsOrder.id,
  tenantColumn: ispsOrder.tenantId,
});

const selectOrders = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: ispsOrder.id,
      orderNo: ispsOrder.orderNo,
      kind: ispsOrder.kind,
      subject: ispsOrder.subject,
      memberId: ispsOrder.memberId,
      holderName: memberDirectory.nameOf(ispsOrder.memberId),
      holderPhone: memberDirectory.phoneOf(ispsOrder.memberId),
      cardId: ispsOrder.cardId,
      cardNo: sql<string | null>`(select c.card_no from isps_card c where c.id = ${qualified(ispsOrder.cardId)})`,
      payMode: ispsOrder.payMode,
      payModeName: payModeNameOf(ispsOrder.payMode, ispsOrder.tenantId),
      amountCents: ispsOrder.amountCents,
      refundedCents: ispsOrder.refundedCents,
      refundingCents: ispsOrder.refundingCents,
      state: ispsOrder.state,
      channelTradeNo: ispsOrder.channelTradeNo,
      paidTime: ispsOrder.paidTime,
      createTime: ispsOrder.createTime,
      version: ispsOrder.version,
    })
    .from(ispsOrder)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

/** 订单明细: searched by number, time, kind, card, the passenger's phone, channel, amount and state */
export const orderKit = readOnlyResourceKit({
  resource: orderResource,
  table: ispsOrder,
  list: orderList,
  select: selectOrders,
  listQuery: z.object({ holderPhone: z.string().max(11).optional() }),
  baseWhere: (_ctx, query) => {
    const phone = typeof query?.holderPhone === 'string' ? query.holderPhone.trim() : '';
    return phone ? [memberDirectory.phoneMatches(ispsOrder.memberId, phone)] : [];
  },
  toRecord: (row) => ({ ...(recordOf(row) as OrderRecord), holderPhone: row.holderPhone ? maskPhone(String(row.holderPhone)) : null }),
});

const payTxnList = defineList({
  name: 'isps_pay_txn',
  dataRulePermission: payRefundResource.permissions.list,
  table: ispsPayTxn,
  fields: fieldsOf(payRefundResource.fields, {
    createTime: ispsPayTxn.createTime,
    txnNo: ispsPayTxn.txnNo,
    orderNo: ispsPayTxn.orderNo,
    kind: ispsPayTxn.kind,
    payMode: ispsPayTxn.payMode,
    amountCents: ispsPayTxn.amountCents,
    state: ispsPayTxn.state,
    channelTradeNo: ispsPayTxn.channelTradeNo,
    reason: ispsPayTxn.reason,
    createBy: ispsPayTxn.createBy,
    finishTime: ispsPayTxn.finishTime,
  }),
  defaultSort: payRefundResource.defaultSort,
  tieBreaker: ispsPayTxn.id,
  tenantColumn: ispsPayTxn.tenantId,
});

const selectTxns = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: ispsPayTxn.id,
      txnNo: ispsPayTxn.txnNo,
      kind: ispsPayTxn.kind,
      orderId: ispsPayTxn.orderId,
      orderNo: ispsPayTxn.orderNo,
      payMode: ispsPayTxn.payMode,
      payModeName: payModeNameOf(ispsPayTxn.payMode, ispsPayTxn.tenantId),
      amountCents: ispsPayTxn.amountCents,
      channelTradeNo: ispsPayTxn.channelTradeNo,
      state: ispsPayTxn.state,
      reason: ispsPayTxn.reason,
      createBy: ispsPayTxn.createBy,
      createTime: ispsPayTxn.createTime,
      finishTime: ispsPayTxn.finishTime,
    })
    .from(ispsPayTxn)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

/** 支付与退款记录: every payment and refund with a channel, read-only */
export const payRefundKit = readOnlyResourceKit({
  resource: payRefundResource,
  table: ispsPayTxn,
  list: payTxnList,
  select: selectTxns,
  toRecord: (row) => recordOf(row) as PayTxnRecord,
});

/** one order's payment and refunds, oldest first (the order's drawer) */
export async function orderTxns(ctx: RequestContext, orderId: string): Promise<PayTxnRecord[]> {
  const rows = await selectTxns(ctx.db)({
    where: and(eq(ispsPayTxn.orderId, orderId), eq(ispsPayTxn.tenantId, ctx.session.tenantId)),
    orderBy: [asc(ispsPayTxn.createTime), asc(ispsPayTxn.txnNo)],
    limit: 500,
    offset: 0,
  });
  return rows.map((row) => recordOf(row) as PayTxnRecord);
}

/** our number for a payment or a refund: a prefix, the day in Wuhan and six random digits (RF20261207123456) */
export function txnNumber(prefix: 'PY' | 'RF' | 'OD', at: Date): string {
  const day = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export interface PaidOrder {
  orderNo: string;
  kind: OrderKind;
  subject: string;
  memberId: string | null;
  cardId: string | null;
  payMode: string;
  amountCents: number;
  channelTradeNo: string;
  paidTime: Date;
}

/**
 * A paid order as the channel's payment notice books it: the order, its payment and, for a
 * top-up, the money on the card (the ledger's entry keyed by the order, so a notice sent twice
 * books once). Returns the order's id.
 */
export async function recordPaidOrder(tx: Database, ctx: Pick<RequestContext, 'session' | 'now'>, order: PaidOrder): Promise<string> {
  const { tenantId } = ctx.session;
  const [row] = await tx
    .insert(ispsOrder)
    .values({ tenantId, ...order, state: 'paid', createBy: ctx.session.username, createTime: order.paidTime })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [existing] = await tx
      .select({ id: ispsOrder.id })
      .from(ispsOrder)
      .where(and(eq(ispsOrder.tenantId, tenantId), eq(ispsOrder.orderNo, order.orderNo)));
    return existing.id;
  }
  await tx.insert(ispsPayTxn).values({
    tenantId,
    txnNo: `PY${order.orderNo}`,
    kind: 'pay',
    orderId: row.id,
    orderNo: order.orderNo,
    payMode: order.payMode,
    amountCents: order.amountCents,
    channelTradeNo: order.channelTradeNo,
    state: 'success',
    createBy: ctx.session.username,
    createTime: order.paidTime,
    finishTime: order.paidTime,
  });
  if (order.kind === 'topup' && order.cardId) {
    const card = await lockCard(tx, tenantId, order.cardId);
    await book(tx, ctx, card, {
      kind: 'topup',
      amountCents: order.amountCents,
      payMode: order.payMode,
      requestId: `order:${order.orderNo}`,
      requestDigest: digestOf({ order: order.orderNo }),
      note: `App 充值 订单 ${order.orderNo}`,
    });
  }
  return row.id;
}

async function lockOrder(db: Database, tenantId: number, id: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(ispsOrder)
    .where(and(eq(ispsOrder.id, id), eq(ispsOrder.tenantId, tenantId)))
    .for('update');
  if (!order) throw new AppError(404, '订单不存在');
  return order;
}

/** the money goes back: the order's refunded amount and state, and a top-up's money off its card */
async function bookRefund(tx: Database, ctx: Pick<RequestContext, 'session' | 'now'>, order: OrderRow, txn: PayTxnRow, reserved: boolean): Promise<void> {
  if (order.kind === 'topup' && order.cardId) {
    const card = await lockCard(tx, order.tenantId, order.cardId);
    if (card.balanceCents < txn.amountCents)
      throw new AppError(
        422,
        `卡 ${card.cardNo} 余额 ${formatYuan(card.balanceCents)} 不足以退回 ${formatYuan(txn.amountCents)}：该笔充值已部分消费，请减少退款金额`,
      );
    await book(tx, ctx, card, {
      kind: 'refund',
      amountCents: -txn.amountCents,
      payMode: order.payMode,
      requestId: `refund:${txn.txnNo}`,
      requestDigest: digestOf({ refund: txn.txnNo }),
      note: `订单 ${order.orderNo} 退款`,
    });
  }
  const refunded = order.refundedCents + txn.amountCents;
  await tx
    .update(ispsOrder)
    .set({
      refundedCents: refunded,
      refundingCents: reserved ? order.refundingCents - txn.amountCents : order.refundingCents,
      state: refunded >= order.amountCents ? 'refunded' : 'part_refunded',
      version: order.version + 1,
      updateBy: ctx.session.username,
      updateTime: ctx.now,
    })
    .where(eq(ispsOrder.id, order.id));
  await tx.update(ispsPayTxn).set({ state: 'success', finishTime: ctx.now }).where(eq(ispsPayTxn.id, txn.id));
}

export class RefundReplayed extends Error {
  constructor(readonly orderId: string) {
    super('replayed');
  }
}

export interface RefundOutcome {
  orderId: string;
  /** waiting for 退款审批 (above the limit): nothing booked yet */
  approving: boolean;
}

/**
 * 退款: part or all of what is left on a paid order. The same request key twice books once (the
 * second is answered `RefundReplayed`); two clerks at once queue on the order's row lock and the
 * second sees what the first took. Above 充值设置's limit the amount is reserved and 退款审批 starts.
 */
export async function refundOrder(ctx: RequestContext, input: OrderRefund): Promise<RefundOutcome> {
  const { tenantId } = ctx.session;
  const digest = digestOf({ op: 'refund', ...input, requestId: undefined });
  const replay = async () => {
    const [txn] = await ctx.db
      .select({ orderId: ispsPayTxn.orderId, digest: ispsPayTxn.requestDigest })
      .from(ispsPayTxn)
      .where(and(eq(ispsPayTxn.tenantId, tenantId), eq(ispsPayTxn.requestId, input.requestId)));
    if (!txn) return null;
    if (txn.digest !== digest) throw new AppError(409, '该请求编号已用于另一笔退款，请关闭对话框后重新办理');
    return new RefundReplayed(txn.orderId);
  };
  const earlier = await replay();
  if (earlier) throw earlier;
  const { refundApprovalLimitCents: limit } = await rechargeSettings(ctx.db, tenantId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, tenantId, input.id);
      const refusal = orderStates.refusal('refund', order.state);
      if (refusal) throw new AppError(422, refusal);
      const left = refundableCents(order);
      if (input.amountCents > left) {
        const waiting = order.refundingCents > 0 ? `（另有 ${formatYuan(order.refundingCents)} 在退款审批中）` : '';
        throw fieldError('amountCents', `退款金额不能超过可退金额 ${formatYuan(left)}${waiting}`);
      }
      const approving = input.amountCents > limit;
      const [txn] = await tx
        .insert(ispsPayTxn)
        .values({
          tenantId,
          txnNo: txnNumber('RF', ctx.now),
          kind: 'refund',
          orderId: order.id,
          orderNo: order.orderNo,
          payMode: order.payMode,
          amountCents: input.amountCents,
          state: 'approving',
          reason: input.reason,
          requestId: input.requestId,
          requestDigest: digest,
          createBy: ctx.session.username,
          createTime: ctx.now,
        })
        .returning();
      if (!approving) {
        await bookRefund(tx, ctx, order, txn, false);
        return { orderId: order.id, approving };
      }
      // above the limit: the amount is reserved until 退款审批 ends (the card is checked now, and again then)
      if (order.kind === 'topup' && order.cardId) {
        const card = await lockCard(tx, tenantId, order.cardId);
        if (card.balanceCents < input.amountCents)
          throw fieldError('amountCents', `卡 ${card.cardNo} 余额 ${formatYuan(card.balanceCents)} 不足以退回 ${formatYuan(input.amountCents)}`);
      }
      await tx
        .update(ispsOrder)
        .set({ refundingCents: order.refundingCents + input.amountCents, version: order.version + 1, updateBy: ctx.session.username, updateTime: ctx.now })
        .where(eq(ispsOrder.id, order.id));
      await startForRecord(
        { ...ctx, db: tx },
        {
          processKey: REFUND_APPROVAL_PROCESS_KEY,
          businessType: REFUND_BUSINESS_TYPE,
          businessKey: txn.id,
          title: `退款审批-${order.orderNo}-${formatYuan(input.amountCents)}`,
          variables: {
            orderNo: order.orderNo,
            subject: order.subject,
            amountCents: input.amountCents,
            amount: formatYuan(input.amountCents),
            paid: formatYuan(order.amountCents),
            reason: input.reason,
          },
        },
      );
      return { orderId: order.id, approving };
    });
  } catch (error) {
    // the same request at the same moment: the other one booked it
    if (isUniqueViolation(error)) {
      const other = await replay();
      if (other) throw other;
    }
    throw error;
  }
}

/**
 * The end of 退款审批 for a refund (its pay txn's id): 同意 books it, anything else releases the
 * reserved amount and marks it 未通过. Runs in the approval's final transaction.
 */
export async function endRefundApproval(
  tx: Database,
  ctx: Pick<RequestContext, 'session' | 'now'>,
  txnId: string,
  approved: boolean,
  reason: string | null,
): Promise<void> {
  const [txn] = await tx
    .select()
    .from(ispsPayTxn)
    .where(and(eq(ispsPayTxn.id, txnId), eq(ispsPayTxn.tenantId, ctx.session.tenantId)))
    .for('update');
  if (!txn) return;
  if (txn.state !== 'approving') {
    if (approved) throw new AppError(422, '该笔退款已处理，不能再次同意');
    return;
  }
  const order = await lockOrder(tx, txn.tenantId, txn.orderId);
  if (approved) {
    await bookRefund(tx, ctx, order, txn, true);
    return;
  }
  await tx
    .update(ispsOrder)
    .set({ refundingCents: order.refundingCents - txn.amountCents, version: order.version + 1, updateBy: ctx.session.username, updateTime: ctx.now })
    .where(eq(ispsOrder.id, order.id));
  await tx
    .update(ispsPayTxn)
    .set({ state: 'rejected', finishTime: ctx.now, reason: reason ? `${txn.reason ?? ''}（未通过：${reason}）` : txn.reason })
    .where(eq(ispsPayTxn.id, txn.id));
}

/** a refund as its approval names it */
export async function describeRefund(db: Database, tenantId: number, txnId: string): Promise<string | null> {
  const [txn] = await db
    .select({ orderNo: ispsPayTxn.orderNo, amountCents: ispsPayTxn.amountCents })
    .from(ispsPayTxn)
    .where(and(eq(ispsPayTxn.id, txnId), eq(ispsPayTxn.tenantId, tenantId)));
  return txn ? `订单 ${txn.orderNo} 退款 ${formatYuan(txn.amountCents)}` : null;
}
