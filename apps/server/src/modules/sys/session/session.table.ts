import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/** Server-side sessions: only a SHA-256 of the token is stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id').notNull(),
    /** 0 until a user with several tenants chooses one */
    tenantId: integer('tenant_id').notNull().default(0),
    /** 'sms' when an SMS code opened the session: it may set the user's password without the old one */
    signedInBy: text('signed_in_by', { enum: ['password', 'sms'] })
      .notNull()
      .default('password'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createTime: timestampColumn('create_time').notNull(),
    lastSeenTime: timestampColumn('last_seen_time').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_expires_idx').on(t.expiresAt)],
);
