import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/**
 * 订单: what a passenger bought through a payment channel. `refunded_cents` is what went back;
 * `refunding_cents` what waits for a refund's approval (reserved). Both change only under the
 * order's row lock, and the database itself refuses more back than was paid.
 */
export const ispsOrder = pgTable(
  'isps_order',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    orderNo: text('order_no').notNull(),
    /** topup | day_ticket | month_pass */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    memberId: text('member_id'),
    /** the card a top-up loaded (a refund of it takes the money back off the card) */
    cardId: text('card_id'),
    payMode: text('pay_mode').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundingCents: integer('refunding_cents').notNull().default(0),
    /** unpaid | paid | part_refunded | refunded | closed */
    state: text('state').notNull(),
    channelTradeNo: text('channel_trade_no'),
    paidTime: timestampColumn('paid_time'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('isps_order_no_idx').on(t.tenantId, t.orderNo),
    index('isps_order_time_idx').on(t.tenantId, t.createTime),
    index('isps_order_member_idx').on(t.tenantId, t.memberId),
    check('isps_order_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'isps_order_refund_within_paid',
      sql`${t.refundedCents} >= 0 and ${t.refundingCents} >= 0 and ${t.refundedCents} + ${t.refundingCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * 支付与退款记录: each movement of money with a channel, a payment or a refund, with our number
 * (the 商户订单号 / 商户退款单号 a channel's statement names) and the channel's. A clerk's refund
 * carries the request's idempotency key (unique per company): sent twice, it books once.
 */
export const ispsPayTxn = pgTable(
  'isps_pay_txn',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    txnNo: text('txn_no').notNull(),
    /** pay | refund */
    kind: text('kind').notNull(),
    orderId: text('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    payMode: text('pay_mode').notNull(),
    amountCents: integer('amount_cents').notNull(),
    channelTradeNo: text('channel_trade_no'),
    /** success | approving | rejected */
    state: text('state').notNull(),
    reason: text('reason'),
    requestId: text('request_id'),
    requestDigest: text('request_digest'),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
    finishTime: timestampColumn('finish_time'),
  },
  (t) => [
    uniqueIndex('isps_pay_txn_no_idx').on(t.tenantId, t.txnNo),
    uniqueIndex('isps_pay_txn_request_idx').on(t.tenantId, t.requestId),
    index('isps_pay_txn_order_idx').on(t.orderId),
    // a statement's line names our order (a payment) or our refund number
    index('isps_pay_txn_order_no_idx').on(t.tenantId, t.orderNo, t.kind),
    index('isps_pay_txn_time_idx').on(t.tenantId, t.createTime),
    check('isps_pay_txn_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
