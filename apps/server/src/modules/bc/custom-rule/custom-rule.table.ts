import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../../db/columns';

/** 定制规则: one row per company (customRuleSaveSchema's values); percentages with one decimal. */
export const bcCustomRule = pgTable('bc_custom_rule', {
  tenantId: integer('tenant_id').primaryKey(),
  personalDiscountPercent: numeric('personal_discount_percent', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  personalMinPassengers: integer('personal_min_passengers').notNull(),
  schoolDiscountPercent: numeric('school_discount_percent', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  schoolMinPassengers: integer('school_min_passengers').notNull(),
  schoolMaxHoursPerDay: integer('school_max_hours_per_day').notNull(),
  advanceDays: integer('advance_days').notNull(),
  approvalDiscountPercent: numeric('approval_discount_percent', { precision: 4, scale: 1, mode: 'number' }).notNull().default(15),
  updateBy: text('update_by'),
  updateTime: timestampColumn('update_time'),
  version: integer('version').notNull().default(0),
});
