import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../../db/columns';

/** 充值设置: one row per company (rechargeSettingSaveSchema's values). */
export const ispsRechargeSetting = pgTable('isps_recharge_setting', {
  tenantId: integer('tenant_id').primaryKey(),
  presetAmounts: jsonb('preset_amounts').$type<number[]>().notNull(),
  minTopUpCents: integer('min_top_up_cents').notNull(),
  maxTopUpCents: integer('max_top_up_cents').notNull(),
  maxBalanceCents: integer('max_balance_cents').notNull(),
  depositCents: integer('deposit_cents').notNull(),
  replacementFeeCents: integer('replacement_fee_cents').notNull(),
  refundApprovalLimitCents: integer('refund_approval_limit_cents').notNull(),
  monthPassCents: integer('month_pass_cents').notNull().default(9000),
  unblockWindowDays: integer('unblock_window_days').notNull(),
  updateBy: text('update_by'),
  updateTime: timestampColumn('update_time'),
  version: integer('version').notNull().default(0),
});
