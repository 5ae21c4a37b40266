import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** The menus and buttons a department may hand out to its department roles (JeecgBoot 部门权限). */
export const sysDepartPermission = pgTable(
  'sys_depart_permission',
  {
    departId: text('depart_id').notNull(),
    permissionId: text('permission_id').notNull(),
    /** comma-separated ids of data rules the department may hand out */
    dataRuleIds: text('data_rule_ids'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.departId, t.permissionId] }), index('sys_depart_permission_perm_idx').on(t.permissionId)],
);

/** A role defined inside one department, granted only from that department's permissions. */
export const sysDepartRole = pgTable(
  'sys_depart_role',
  {
    id: idColumn(),
    departId: text('depart_id').notNull(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    tenantId: integer('tenant_id').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('sys_depart_role_depart_idx').on(t.departId)],
);

export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    userId: text('user_id').notNull(),
    droleId: text('drole_id').notNull(),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.droleId] }), index('sys_depart_role_user_role_idx').on(t.droleId)],
);

export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index('sys_depart_role_permission_perm_idx').on(t.permissionId)],
);
