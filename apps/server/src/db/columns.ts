import { randomUUID } from 'node:crypto';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Text primary key holding a UUID. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Columns every mutable table carries: who and when, plus a version for optimistic locking
 * (DESIGN.md rule 5). A function so each table gets its own column builders.
 */
export const auditColumns = () => ({
  createBy: text('create_by'),
  createTime: timestampColumn('create_time').notNull().defaultNow(),
  updateBy: text('update_by'),
  updateTime: timestampColumn('update_time'),
  version: integer('version').notNull().default(0),
});
