import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../../db/columns';

/** Fixed-window request counters shared by every instance (e.g. SMS codes asked for per client address). */
export const sysRateLimit = pgTable(
  'sys_rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestampColumn('window_ends').notNull(),
  },
  (t) => [index('sys_rate_limit_window_idx').on(t.windowEnds)],
);
