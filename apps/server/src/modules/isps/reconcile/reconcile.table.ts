import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** 对账记录: one channel's statement of one day, imported and matched, with its totals and how many differences are left. */
export const ispsReconBatch = pgTable(
  'isps_recon_batch',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    /** wechat | alipay */
    channel: text('channel').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    /** upload | auto */
    source: text('source').notNull(),
    lineCount: integer('line_count').notNull().default(0),
    payCents: integer('pay_cents').notNull().default(0),
    refundCents: integer('refund_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    ourCount: integer('our_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    diffCount: integer('diff_count').notNull().default(0),
    openDiffCount: integer('open_diff_count').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('isps_recon_batch_day_idx').on(t.tenantId, t.channel, t.billDate)],
);

/** A statement's lines as the channel stated them (the matching reads them; deleted with their batch). */
export const ispsReconLine = pgTable(
  'isps_recon_line',
  {
    batchId: text('batch_id').notNull(),
    line: integer('line').notNull(),
    /** pay | refund */
    kind: text('kind').notNull(),
    channelTradeNo: text('channel_trade_no').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    refundNo: text('refund_no'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    tradeTime: timestampColumn('trade_time').notNull(),
    state: text('state').notNull(),
  },
  (t) => [index('isps_recon_line_trade_idx').on(t.batchId, t.kind, t.outTradeNo), index('isps_recon_line_refund_idx').on(t.batchId, t.kind, t.refundNo)],
);

/** 对账差异: what did not agree, open until a clerk resolves it with a note. */
export const ispsReconDiff = pgTable(
  'isps_recon_diff',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    batchId: text('batch_id').notNull(),
    /** missing_ours | missing_theirs | amount | state */
    kind: text('kind').notNull(),
    /** pay | refund */
    txnKind: text('txn_kind').notNull(),
    outTradeNo: text('out_trade_no'),
    refundNo: text('refund_no'),
    channelTradeNo: text('channel_trade_no'),
    ourCents: integer('our_cents'),
    theirCents: integer('their_cents'),
    line: integer('line'),
    detail: text('detail').notNull(),
    /** open | resolved */
    state: text('state').notNull().default('open'),
    resolveNote: text('resolve_note'),
    resolvedBy: text('resolved_by'),
    resolvedTime: timestampColumn('resolved_time'),
    ...auditColumns(),
  },
  (t) => [index('isps_recon_diff_batch_idx').on(t.batchId, t.state)],
);
