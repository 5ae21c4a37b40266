import { boolean, doublePrecision, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** Menus (type 0 top, 1 sub) and buttons (type 2) in one tree, JeecgBoot style. */
export const sysPermission = pgTable(
  'sys_permission',
  {
    id: idColumn(),
    parentId: text('parent_id'),
    /** title shown in the menu, or the button's description */
    name: text('name').notNull(),
    /** route path such as /system/user, or the https:// address of an external link */
    url: text('url'),
    /** unique route name of a menu item, e.g. dashboard-analysis (null for buttons) */
    routeName: text('route_name').unique(),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    menuType: smallint('menu_type').notNull(),
    perms: text('perms'),
    /** '1' visible action, '2' disabled action */
    permsType: text('perms_type').notNull().default('1'),
    sortNo: doublePrecision('sort_no').notNull().default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: text('icon'),
    isRoute: boolean('is_route').notNull().default(true),
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    /** '1' valid, '0' disabled */
    status: text('status').notNull().default('1'),
    delFlag: smallint('del_flag').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('sys_permission_parent_idx').on(t.parentId), index('sys_permission_type_idx').on(t.menuType)],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    /** comma-separated ids of the menu's data rules granted to the role */
    dataRuleIds: text('data_rule_ids'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index('sys_role_permission_perm_idx').on(t.permissionId)],
);

/**
 * Data rules of a menu (JeecgBoot "数据规则"): a condition on one field of the lists the menu
 * governs. Roles are granted rules per menu through sys_role_permission.data_rule_ids.
 */
export const sysPermissionDataRule = pgTable(
  'sys_permission_data_rule',
  {
    id: idColumn(),
    permissionId: text('permission_id').notNull(),
    ruleName: text('rule_name').notNull(),
    /** a field name of the governed list's allowlist, e.g. createBy, orgCode */
    ruleColumn: text('rule_column').notNull(),
    /** =, !=, >, >=, <, <=, LIKE, LEFT_LIKE, RIGHT_LIKE, IN */
    ruleConditions: text('rule_conditions').notNull(),
    /** a value or a variable: #{sys_user_code}, #{sys_user_id}, #{sys_org_code}, #{sys_date}, #{sys_time}, #{tenant_id} */
    ruleValue: text('rule_value').notNull(),
    /** '1' valid, '0' disabled */
    status: text('status').notNull().default('1'),
    ...auditColumns(),
  },
  (t) => [index('sys_permission_data_rule_perm_idx').on(t.permissionId)],
);
