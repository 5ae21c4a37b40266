import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

export const sysDepart = pgTable(
  'sys_depart',
  {
    id: idColumn(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    /** hierarchical code: A01, A01A01, A01A01A01 ... */
    orgCode: text('org_code').notNull().unique(),
    /** '1' company, '2' department, '3' post, '5' duty */
    orgCategory: text('org_category').notNull(),
    departOrder: integer('depart_order').notNull().default(0),
    /** '1' enabled, '0' disabled */
    status: text('status').notNull().default('1'),
    tenantId: integer('tenant_id').notNull().default(1),
    delFlag: smallint('del_flag').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('sys_depart_parent_idx').on(t.parentId)],
);

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    userId: text('user_id').notNull(),
    depId: text('dep_id').notNull(),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.depId] }), index('sys_user_depart_dep_idx').on(t.depId)],
);
