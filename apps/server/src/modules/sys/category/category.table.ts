import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Category dictionary (分类字典): a tree shared by every tenant, codes from the category_code_rule. */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: idColumn(),
    /** '0' for a root (JeecgBoot) */
    pid: text('pid').notNull().default('0'),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    /** '1' has children, '0' leaf */
    hasChild: text('has_child').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [index('sys_category_pid_idx').on(t.pid)],
);
