import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/** 月卡开通: a monthly pass on a card for whole calendar months, paid at the desk. */
export const ispsMonthPass = pgTable(
  'isps_month_pass',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    /** the card it is on now (补卡 moves a pass not yet over to the new card) */
    cardId: text('card_id').notNull(),
    /** YYYY-MM: the first and the last month covered */
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month').notNull(),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    payMode: text('pay_mode').notNull(),
    placeId: text('place_id'),
    /** the desk request's idempotency key: sent twice, one pass */
    requestId: text('request_id').notNull(),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('isps_month_pass_card_idx').on(t.cardId, t.fromMonth), uniqueIndex('isps_month_pass_request_idx').on(t.tenantId, t.requestId)],
);
