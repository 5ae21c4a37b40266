/**
 * Roles, menus (permissions), data rules, department roles and tenants (issue 3).
 * The web imports only TYPES from here.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

const trimmed = (label: string, max = 100) =>
  z
    .string({ message: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过 ${max} 个字符`);
const optionalText = (max = 500) => z.string().max(max).nullish();
const date = z.union([z.date(), z.string()]);

export const roleRecordSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  tenantId: z.number(),
  createBy: z.string().nullable(),
  createTime: date,
  updateBy: z.string().nullable(),
  updateTime: date.nullable(),
  version: z.number(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** Shown on a role the signed-in user may not hand out or take back (the server refuses it with 403). */
export const CANNOT_GRANT_ROLE_TIP = '该角色含有您没有的权限，不能授予或收回';

/** A role as the user form offers it: `grantable` is false when it carries a permission the signed-in user lacks. */
export const roleOptionSchema = roleRecordSchema.extend({ grantable: z.boolean() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const roleCodePattern = /^[A-Za-z][A-Za-z0-9_]{1,49}$/;
export const roleSaveSchema = z.object({
  roleName: trimmed('角色名称', 50),
  roleCode: trimmed('角色编码', 50).regex(roleCodePattern, '角色编码以字母开头，只能包含字母、数字和下划线（2 - 50 位）'),
  description: optionalText(),
});
export const roleEditSchema = roleSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type RoleSaveRequest = z.infer<typeof roleSaveSchema>;
export type RoleEditRequest = z.infer<typeof roleEditSchema>;

/** 角色管理's plain part (list, add, edit, delete); granting permissions and users are routes of their own. */
export const roleResource = defineResource({
  api: '/sys/role',
  noun: '角色',
  title: '角色管理',
  permissions: PERMS.system.role,
  record: roleRecordSchema,
  save: roleSaveSchema,
  fields: {
    roleName: { label: '角色名称', type: 'string', rule: 'like', search: true },
    roleCode: { label: '角色编码', type: 'string', search: true },
    description: { label: '描述', type: 'string', rule: 'like' },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

export const roleUserRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  status: z.number().nullable(),
});
export type RoleUserRecord = z.infer<typeof roleUserRecordSchema>;

/** One node of the granting tree (menus type 0/1, buttons type 2). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  menuType: number;
  perms: string | null;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
}
export const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    menuType: z.number(),
    perms: z.string().nullable(),
    isLeaf: z.boolean(),
    children: z.array(permissionTreeNodeSchema).optional(),
  }),
);
export const permissionTreeResultSchema = z.object({ treeList: z.array(permissionTreeNodeSchema), ids: z.array(z.string()) });
export type PermissionTreeResult = z.infer<typeof permissionTreeResultSchema>;

export const saveRolePermissionSchema = z.object({
  roleId: z.string().min(1, '请选择角色'),
  /** comma-separated: checked plus half-checked ids */
  permissionIds: z.string().max(200_000),
  lastpermissionIds: z.string().max(200_000).optional(),
});
export const saveDepartPermissionSchema = z.object({
  departId: z.string().min(1, '请选择部门'),
  permissionIds: z.string().max(200_000),
  lastpermissionIds: z.string().max(200_000).optional(),
});

/** A menu item as the menu admin page edits it. */
export const permissionRecordSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  url: z.string().nullable(),
  routeName: z.string().nullable(),
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  redirect: z.string().nullable(),
  menuType: z.number(),
  perms: z.string().nullable(),
  permsType: z.string(),
  sortNo: z.number(),
  alwaysShow: z.boolean(),
  icon: z.string().nullable(),
  isRoute: z.boolean(),
  isLeaf: z.boolean(),
  keepAlive: z.boolean(),
  hidden: z.boolean(),
  internalOrExternal: z.boolean(),
  status: z.string(),
  version: z.number(),
  createTime: date,
});
export interface PermissionRecord extends z.infer<typeof permissionRecordSchema> {
  children?: PermissionRecord[];
}
export const permissionRecordTreeSchema: z.ZodType<PermissionRecord> = z.lazy(() =>
  permissionRecordSchema.extend({ children: z.array(permissionRecordTreeSchema).optional() }),
);

/**
 * The menu a level at a time (spec 01 section 7, JeecgBoot's getSystemMenuList / getSystemSubmenu /
 * getSystemSubmenuBatch): flat records, no children.
 */
export const MENU_BATCH_MAX_PARENTS = 200;
export const submenuQuerySchema = z.object({ parentId: z.string({ message: '请指定上级菜单' }).trim().min(1, '请指定上级菜单').max(64) });
export const submenuBatchQuerySchema = z.object({
  parentIds: z
    .string({ message: '请指定上级菜单' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, '请指定上级菜单')
    .refine((ids) => ids.length <= MENU_BATCH_MAX_PARENTS, `一次最多查询 ${MENU_BATCH_MAX_PARENTS} 个上级菜单`),
});
export const submenuBatchResultSchema = z.record(z.string(), z.array(permissionRecordSchema));

export const permissionSaveSchema = z.object({
  parentId: z.string().nullish(),
  name: trimmed('菜单名称', 50),
  menuType: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: '菜单类型只能是 0、1、2' }),
  url: z.string().trim().max(500).nullish(),
  routeName: z.string().trim().max(100).nullish(),
  component: z.string().trim().max(200).nullish(),
  componentName: z.string().trim().max(100).nullish(),
  redirect: z.string().trim().max(500).nullish(),
  perms: z.string().trim().max(100).nullish(),
  permsType: z.enum(['1', '2']).default('1'),
  sortNo: z.number().min(0).max(100000).default(1),
  alwaysShow: z.boolean().default(false),
  icon: z.string().trim().max(100).nullish(),
  isRoute: z.boolean().default(true),
  keepAlive: z.boolean().default(false),
  hidden: z.boolean().default(false),
  internalOrExternal: z.boolean().default(false),
  status: z.enum(['0', '1']).default('1'),
});
export const permissionEditSchema = permissionSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type PermissionSaveRequest = z.input<typeof permissionSaveSchema>;
export type PermissionEditRequest = z.input<typeof permissionEditSchema>;

/**
 * 菜单管理's plain part: the whole tree as its list (`/sys/permission/list` replies the roots with
 * their children nested, no paging), add, edit, delete and deleteBatch (a delete takes the subtree,
 * its grants and data rules, and replies how many items went). The server keeps its own routes:
 * the list is a tree, a delete cascades and every change refreshes the users' menus.
 */
export const menuResource = defineResource({
  api: '/sys/permission',
  noun: '菜单',
  title: '菜单管理',
  counted: '项',
  permissions: {
    list: PERMS.system.permission.list,
    add: PERMS.system.permission.add,
    edit: PERMS.system.permission.edit,
    delete: PERMS.system.permission.delete,
    batch_delete: PERMS.system.permission.batch_delete,
  },
  record: permissionRecordSchema,
  save: permissionSaveSchema,
  fields: {
    name: { label: '菜单名称', type: 'string', sortable: false, column: { width: 220 } },
    menuType: {
      label: '类型',
      type: 'number',
      sortable: false,
      choices: [
        { value: 0, label: '一级菜单' },
        { value: 1, label: '子菜单' },
        { value: 2, label: '按钮/权限' },
      ],
      column: { width: 100 },
    },
    icon: { label: '图标', type: 'string', sortable: false, column: { width: 60 } },
    component: { label: '组件', type: 'string', sortable: false, column: { width: 170, ellipsis: true } },
    url: { label: '路径', type: 'string', sortable: false, column: { width: 170, ellipsis: true } },
    perms: { label: '授权标识', type: 'string', sortable: false, column: { width: 170, ellipsis: true } },
    sortNo: { label: '排序', type: 'number', sortable: false, column: { width: 70 } },
  },
  defaultSort: { field: 'sortNo', order: 'asc' },
});

export const DATA_RULE_CONDITION_OPTIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN'] as const;

export const dataRuleRecordSchema = z.object({
  id: z.string(),
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string(),
  ruleConditions: z.string(),
  ruleValue: z.string(),
  status: z.string(),
  version: z.number(),
  createTime: date,
});
export type DataRuleRecord = z.infer<typeof dataRuleRecordSchema>;
export const dataRuleSaveSchema = z.object({
  permissionId: z.string().min(1, '请选择菜单'),
  ruleName: trimmed('规则名称', 50),
  ruleColumn: trimmed('规则字段', 50).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '规则字段只能包含字母、数字和下划线'),
  ruleConditions: z.string({ message: '请选择条件规则' }).min(1, '请选择条件规则'),
  ruleValue: trimmed('规则值', 200),
  status: z.enum(['0', '1']).default('1'),
});
export const dataRuleEditSchema = dataRuleSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type DataRuleSaveRequest = z.input<typeof dataRuleSaveSchema>;
export type DataRuleEditRequest = z.input<typeof dataRuleEditSchema>;

/**
 * 数据规则 of one menu (the list needs its permissionId and replies them all, no paging), on the
 * legacy JeecgBoot paths under /sys/permission.
 */
export const dataRuleResource = defineResource({
  api: '/sys/permission',
  noun: '数据规则',
  title: '数据规则',
  counted: '条数据规则',
  permissions: {
    list: PERMS.system.permission.list,
    add: PERMS.system.dataRule.add,
    edit: PERMS.system.dataRule.edit,
    delete: PERMS.system.dataRule.delete,
  },
  paths: { list: 'getPermRuleListByPermId', add: 'addPermissionRule', edit: 'editPermissionRule', delete: 'deletePermissionRule' },
  record: dataRuleRecordSchema,
  save: dataRuleSaveSchema,
  fields: {
    ruleName: { label: '规则名称', type: 'string', sortable: false, column: {} },
    ruleColumn: { label: '规则字段', type: 'string', sortable: false, column: {} },
    ruleConditions: { label: '条件', type: 'string', sortable: false, column: {} },
    ruleValue: { label: '规则值', type: 'string', sortable: false, column: {} },
    status: { label: '状态', type: 'string', sortable: false, column: {} },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

export const roleDataRuleResultSchema = z.object({ datarule: z.array(dataRuleRecordSchema), drChecked: z.string() });
export type RoleDataRuleResult = z.infer<typeof roleDataRuleResultSchema>;
export const saveRoleDataRuleSchema = z.object({
  permissionId: z.string().min(1),
  roleId: z.string().min(1),
  dataRuleIds: z.string().max(20_000),
});

export const departRoleRecordSchema = z.object({
  id: z.string(),
  departId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  tenantId: z.number(),
  version: z.number(),
  createTime: date,
});
export type DepartRoleRecord = z.infer<typeof departRoleRecordSchema>;
/** A department role as its list shows it: `grantable` is false when it carries a permission the signed-in user lacks. */
export const departRoleListRecordSchema = departRoleRecordSchema.extend({ grantable: z.boolean() });
export type DepartRoleListRecord = z.infer<typeof departRoleListRecordSchema>;
export const departRoleSaveSchema = z.object({
  departId: z.string().min(1, '请选择部门'),
  roleName: trimmed('部门角色名称', 50),
  roleCode: trimmed('部门角色编码', 50).regex(roleCodePattern, '角色编码以字母开头，只能包含字母、数字和下划线（2 - 50 位）'),
  description: optionalText(),
});
export const departRoleEditSchema = departRoleSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type DepartRoleSaveRequest = z.infer<typeof departRoleSaveSchema>;

/**
 * 部门角色's plain part (list, add, edit, delete) of one department: every route needs
 * system:depart:authorize and the list its `deptId`; granting and holding the roles are routes of
 * their own.
 */
const departAuthorize = PERMS.system.depart.authorize;
export const departRoleResource = defineResource({
  api: '/sys/sysDepartRole',
  noun: '部门角色',
  title: '部门角色',
  counted: '个部门角色',
  permissions: { list: departAuthorize, add: departAuthorize, edit: departAuthorize, delete: departAuthorize, batch_delete: departAuthorize },
  record: departRoleRecordSchema,
  save: departRoleSaveSchema,
  fields: {
    departId: { label: '部门', type: 'string', sortable: false },
    roleName: { label: '部门角色名称', type: 'string', rule: 'like', search: true, column: {}, form: { required: true, max: 50, placeholder: '例如：调度员' } },
    roleCode: { label: '部门角色编码', type: 'string', column: {}, form: { required: true, max: 50, placeholder: '例如：dispatcher' } },
    description: {
      label: '描述',
      type: 'string',
      sortable: false,
      filterable: false,
      column: { ellipsis: true },
      form: { widget: 'textarea', max: 255, placeholder: '这个角色在部门里负责什么' },
    },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
});
export const saveDeptRolePermissionSchema = z.object({
  roleId: z.string().min(1),
  permissionIds: z.string().max(200_000),
  lastpermissionIds: z.string().max(200_000).optional(),
});
export const deptRoleUserAddSchema = z.object({
  userId: z.string().min(1, '请选择用户'),
  /** comma-separated department role ids the user should hold */
  newRoleId: z.string().max(20_000),
  oldRoleId: z.string().max(20_000).optional(),
});

export const tenantRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  createBy: z.string().nullable(),
  createTime: date,
  version: z.number(),
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;
export const tenantSaveSchema = z.object({
  /** 留空时自动编号 (the next after the highest) */
  id: z.number().int().min(1, '租户编号必须是正整数').max(999999, '租户编号不能超过 999999').nullish(),
  name: trimmed('租户名称', 50),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type TenantSave = z.input<typeof tenantSaveSchema>;

/** 租户管理: tenants are keyed by integers (the session's tenant id). */
export const tenantResource = defineResource({
  api: '/sys/tenant',
  noun: '租户',
  title: '租户管理',
  numericIds: true,
  permissions: PERMS.system.tenant,
  record: tenantRecordSchema,
  save: tenantSaveSchema,
  fields: {
    id: { label: '租户编号', type: 'number', column: { width: 110 }, form: { widget: 'number', min: 1, max: 999999, help: '留空时自动编号' } },
    name: { label: '租户名称', type: 'string', rule: 'like', search: true, column: {}, form: { required: true, max: 50 } },
    status: {
      label: '状态',
      type: 'number',
      choices: [
        { value: 1, label: '正常' },
        { value: 0, label: '冻结' },
      ],
      search: true,
      sortable: false,
      column: { width: 100 },
      form: { widget: 'radio', help: '冻结的租户在登录时不能选择' },
    },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
  defaultSort: { field: 'id', order: 'asc' },
});
