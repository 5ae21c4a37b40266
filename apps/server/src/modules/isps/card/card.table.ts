import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/**
 * 卡片: a passenger's transit card (办卡管理). `balance_cents` is the sum of its ledger entries, kept
 * here so a fare reads one row; it changes only in the transaction that writes an entry, under the
 * card's row lock, and the nightly check compares the two.
 */
export const ispsCard = pgTable(
  'isps_card',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    cardNo: text('card_no').notNull(),
    /** ordinary | student | elderly | annual | monthly */
    cardType: text('card_type').notNull(),
    /** the passenger (ops 会员) it was issued to; none for an anonymous card */
    memberId: text('member_id'),
    /** SHA-256 of the tenant and the holder's ID card: 挂失 compares, nothing shows it */
    holderIdDigest: text('holder_id_digest'),
    /** active | lost | replaced | returned */
    state: text('state').notNull().default('active'),
    depositCents: integer('deposit_cents').notNull().default(0),
    balanceCents: integer('balance_cents').notNull().default(0),
    issuePlaceId: text('issue_place_id'),
    issueTime: timestampColumn('issue_time').notNull().defaultNow(),
    lostTime: timestampColumn('lost_time'),
    replacedById: text('replaced_by_id'),
    replacesId: text('replaces_id'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('isps_card_no_idx').on(t.tenantId, t.cardNo),
    index('isps_card_member_idx').on(t.tenantId, t.memberId),
    index('isps_card_issue_idx').on(t.tenantId, t.issueTime),
    check('isps_card_balance_nonnegative', sql`${t.balanceCents} >= 0`),
  ],
);

/**
 * 卡内流水: every change of a card's balance, signed (a top-up +, a fare -). `request_id` is the
 * request's idempotency key: unique per company, so the same request booked twice fails the second
 * insert and is answered with the first booking; `request_digest` tells a replay from a different
 * request reusing its key.
 */
export const ispsCardLedger = pgTable(
  'isps_card_ledger',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    cardId: text('card_id').notNull(),
    /** load | topup | fare | refund | fee | transfer_out | transfer_in | return */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    payMode: text('pay_mode'),
    placeId: text('place_id'),
    requestId: text('request_id').notNull(),
    requestDigest: text('request_digest').notNull(),
    note: text('note'),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('isps_card_ledger_request_idx').on(t.tenantId, t.requestId),
    index('isps_card_ledger_card_idx').on(t.cardId, t.createTime),
    index('isps_card_ledger_time_idx').on(t.tenantId, t.createTime),
  ],
);

/** 卡片业务记录: each step of a card's life at the desk (办卡, 挂失, 解挂, 补卡, 退卡) with who, when, where and the fee. */
export const ispsCardEvent = pgTable(
  'isps_card_event',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    cardId: text('card_id').notNull(),
    cardNo: text('card_no').notNull(),
    memberId: text('member_id'),
    /** issue | topup | report_lost | unblock | replace | return */
    action: text('action').notNull(),
    /** the money the step moved (the balance moved or refunded, the top-up) */
    amountCents: integer('amount_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    payMode: text('pay_mode'),
    newCardNo: text('new_card_no'),
    placeId: text('place_id'),
    note: text('note'),
    /** the desk request's idempotency key (a move of money has one): unique per company */
    requestId: text('request_id'),
    requestDigest: text('request_digest'),
    createBy: text('create_by'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('isps_card_event_action_idx').on(t.tenantId, t.action, t.createTime),
    index('isps_card_event_card_idx').on(t.cardId),
    uniqueIndex('isps_card_event_request_idx').on(t.tenantId, t.requestId),
  ],
);
