import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** 年卡审核: a passenger's application for an annual card, its documents and how its approval ended. */
export const ispsAnnualCard = pgTable(
  'isps_annual_card',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    memberId: text('member_id').notNull(),
    /** the card issued as 待审核 for it (its number reserved) */
    cardId: text('card_id').notNull(),
    cardNo: text('card_no').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** stored uploads, comma-joined */
    documents: text('documents').notNull(),
    note: text('note'),
    /** reviewing | approved | rejected | withdrawn */
    state: text('state').notNull().default('reviewing'),
    reviewNote: text('review_note'),
    ...auditColumns(),
  },
  (t) => [index('isps_annual_card_time_idx').on(t.tenantId, t.createTime)],
);
