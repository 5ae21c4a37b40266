import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '../../../db/columns';

/** logType 1 login/logout, 2 operation. Append-only, hence no audit columns. */
export const sysLog = pgTable(
  'sys_log',
  {
    id: idColumn(),
    logType: smallint('log_type').notNull(),
    content: text('content').notNull(),
    userId: text('user_id'),
    username: text('username'),
    ip: text('ip'),
    method: text('method'),
    url: text('url'),
    status: integer('status'),
    costMs: integer('cost_ms'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [index('sys_log_create_time_idx').on(t.createTime), index('sys_log_user_idx').on(t.userId)],
);
