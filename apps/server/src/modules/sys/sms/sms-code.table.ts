import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../../db/columns';

export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    mobile: text('mobile').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createTime: timestampColumn('create_time').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('sys_sms_code_expires_idx').on(t.expiresAt)],
);
