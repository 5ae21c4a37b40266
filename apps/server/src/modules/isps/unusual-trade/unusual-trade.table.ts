import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** 异常交易: a finding of the card desk's rules, open until a clerk resolves it with a note. */
export const ispsUnusualTrade = pgTable(
  'isps_unusual_trade',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    /** balance_mismatch | rapid_topups | duplicate_fare | negative_balance */
    rule: text('rule').notNull(),
    cardId: text('card_id'),
    cardNo: text('card_no'),
    amountCents: integer('amount_cents').notNull().default(0),
    detail: text('detail').notNull(),
    /** one finding per rule and occasion: found again, it is not written twice */
    findingKey: text('finding_key').notNull(),
    /** open | resolved */
    state: text('state').notNull().default('open'),
    detectTime: timestampColumn('detect_time').notNull(),
    resolveNote: text('resolve_note'),
    resolvedBy: text('resolved_by'),
    resolvedTime: timestampColumn('resolved_time'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('isps_unusual_trade_key_idx').on(t.tenantId, t.findingKey), index('isps_unusual_trade_time_idx').on(t.tenantId, t.detectTime)],
);
