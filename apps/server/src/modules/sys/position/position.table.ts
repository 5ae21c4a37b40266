import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

export const sysPosition = pgTable('sys_position', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** position_rank dictionary value */
  postRank: text('post_rank'),
  tenantId: integer('tenant_id').notNull().default(1),
  ...auditColumns(),
});
