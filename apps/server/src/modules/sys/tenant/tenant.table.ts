import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, timestampColumn } from '../../../db/columns';

export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 1 normal, 0 frozen */
  status: smallint('status').notNull().default(1),
  ...auditColumns(),
});

export const sysUserTenant = pgTable(
  'sys_user_tenant',
  {
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('sys_user_tenant_tenant_idx').on(t.tenantId)],
);
