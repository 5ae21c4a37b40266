import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/** 会员: a passenger registered in the app. Read here; the card desk acts on them. */
export const opsMember = pgTable(
  'ops_member',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    phone: text('phone').notNull(),
    nickname: text('nickname'),
    realName: text('real_name'),
    /** ID card number, stored masked (only the desk that verifies sees more) */
    idCardMasked: text('id_card_masked'),
    /** none | pending | verified | rejected */
    realNameState: text('real_name_state').notNull().default('none'),
    cardCount: integer('card_count').notNull().default(0),
    /** normal | frozen | cancelled */
    status: text('status').notNull().default('normal'),
    registerTime: timestampColumn('register_time').notNull().defaultNow(),
    lastActiveTime: timestampColumn('last_active_time'),
  },
  (t) => [uniqueIndex('ops_member_phone_idx').on(t.tenantId, t.phone), index('ops_member_register_idx').on(t.tenantId, t.registerTime)],
);
