import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../../db/columns';

/** Image captchas live in the database so every server instance sees them. */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    checkKey: text('check_key').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createTime: timestampColumn('create_time').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('sys_captcha_expires_idx').on(t.expiresAt)],
);
