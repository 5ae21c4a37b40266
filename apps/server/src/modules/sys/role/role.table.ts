import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

export const sysRole = pgTable('sys_role', {
  id: idColumn(),
  roleName: text('role_name').notNull(),
  roleCode: text('role_code').notNull().unique(),
  description: text('description'),
  tenantId: integer('tenant_id').notNull().default(1),
  ...auditColumns(),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);
