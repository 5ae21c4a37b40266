import { z } from 'zod';
import { defineResource, type ResourceFields } from '../kit/resource';
import { PERMS } from '../permissions';
import { idCard, isEmpty, isStrongPassword, mobile, PASSWORD_POLICY_MESSAGE, type Check, zodString } from '../validators';

/** User administration (issue 3 "Users"): shapes shared by the server schemas and the web forms. */

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,32}$/;
export const USERNAME_MESSAGE = '账号为 2 - 32 位字母、数字、下划线、点或横线';
export const usernameRule: Check = (value) => (isEmpty(value) || USERNAME_PATTERN.test(String(value).trim()) ? null : USERNAME_MESSAGE);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = '邮箱格式不正确';
export const emailRule: Check = (value) => (isEmpty(value) || EMAIL_PATTERN.test(String(value).trim()) ? null : EMAIL_MESSAGE);

export const passwordRule: Check = (value) => (isEmpty(value) || isStrongPassword(String(value)) ? null : PASSWORD_POLICY_MESSAGE);
export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一样！';

const optionalText = (max: number) => z.string().trim().max(max, `长度不能超过 ${max}`).nullish();

/** Fields an administrator edits on add and edit (not the password). */
const userFields = {
  username: zodString([usernameRule], { max: 32 }),
  realname: zodString([], { max: 50 }),
  workNo: zodString([], { max: 32 }),
  phone: zodString([mobile], { optional: true, max: 11 }).nullable(),
  email: zodString([emailRule], { optional: true, max: 100 }).nullable(),
  idCard: zodString([idCard], { optional: true, max: 18 }).nullable(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式应为 YYYY-MM-DD')
    .nullish()
    .or(z.literal('')),
  sex: z.number().int().min(1, '性别只能是男或女').max(2, '性别只能是男或女').nullish(),
  avatar: optionalText(500),
  post: optionalText(64),
  status: z.number().int().min(1).max(2).default(1),
  /** comma-joined role ids */
  selectedroles: optionalText(4000),
  /** comma-joined department ids */
  selecteddeparts: optionalText(4000),
};

export const userAddSchema = z
  .object({
    ...userFields,
    password: z.string().min(1, '请输入密码').max(128),
    confirmpassword: z.string().min(1, '请再次输入密码').max(128),
  })
  .superRefine((value, ctx) => {
    if (!isStrongPassword(value.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_POLICY_MESSAGE });
    else if (value.password !== value.confirmpassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  });
export type UserAddRequest = z.infer<typeof userAddSchema>;

export const userEditSchema = z.object({ id: z.string().min(1), version: z.number().int(), ...userFields });
export type UserEditRequest = z.infer<typeof userEditSchema>;

/** One row of the user list (never a password hash). */
export const userRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().nullable(),
  sex_dictText: z.string().optional(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  workNo: z.string().nullable(),
  idCard: z.string().nullable(),
  post: z.string().nullable(),
  post_dictText: z.string().optional(),
  status: z.number(),
  status_dictText: z.string().optional(),
  orgCode: z.string().nullable(),
  createTime: z.string().or(z.date()).nullable(),
  updateTime: z.string().or(z.date()).nullable().optional(),
  version: z.number(),
  /** department names joined by ',' */
  orgCodeTxt: z.string().optional(),
  /** role names joined by ',' */
  roleNames: z.string().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * The fields of the user list (用户管理, its recycle bin, pickers and export), said once: the
 * server's allowlist, the columns, the search form, the export and the advanced query (高级查询).
 */
export const USER_LIST_FIELDS = {
  username: { label: '账号', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 120 }, export: 16 },
  realname: { label: '姓名', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 100 }, export: 12 },
  sex: { label: '性别', type: 'number', dict: 'sex', advanced: true, search: true, column: { width: 80 }, export: 8 },
  birthday: { label: '生日', type: 'date', advanced: true, column: { width: 110 }, export: 12 },
  phone: { label: '手机号', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 120 }, export: 14 },
  email: { label: '邮箱', type: 'string', rule: 'like', advanced: true, export: 22 },
  workNo: { label: '工号', type: 'string', rule: 'like', advanced: true, search: true, column: {}, export: 12 },
  idCard: { label: '身份证号', type: 'string', rule: 'like', advanced: true, export: 22 },
  post: { label: '职务', type: 'string', column: { width: 120, ellipsis: true, display: 'post_dictText' }, export: 14 },
  /** users of a department (through their memberships); shown as the names of the user's departments */
  departId: { label: '部门', type: 'string', sortable: false, column: { width: 140, ellipsis: true, display: 'orgCodeTxt' }, export: 24 },
  /** the names of the user's roles (shown and exported only) */
  roleNames: { label: '角色', type: 'string', sortable: false, filterable: false, export: 20 },
  status: { label: '状态', type: 'number', dict: 'user_status', advanced: true, search: true, column: { width: 80 }, export: 8 },
  orgCode: { label: '部门编码', type: 'string' },
  createTime: { label: '创建时间', type: 'datetime', advanced: true, column: { width: 150 }, export: 20 },
} as const satisfies ResourceFields;

/** 用户管理: list, queryById, delete (to the recycle bin) and export by the kit; add and edit are the area's own. */
export const userResource = defineResource({
  api: '/sys/user',
  noun: '用户',
  // the export's file and sheet name (用户信息.xlsx), as JeecgBoot names it
  title: '用户信息',
  counted: '个用户',
  permissions: PERMS.system.user,
  record: userRecordSchema,
  save: userEditSchema.omit({ id: true, version: true }),
  fields: USER_LIST_FIELDS,
});

const { username, realname, workNo, sex, phone, departId, createTime } = USER_LIST_FIELDS;

/** 用户回收站: the deleted users of the tenant (GET /sys/user/recycleBin), restored or purged by the area's own routes. */
export const userRecycleBinResource = defineResource({
  api: '/sys/user',
  noun: '用户',
  title: '用户回收站',
  counted: '个用户',
  paths: { list: 'recycleBin' },
  permissions: { list: PERMS.system.recycleBin.list },
  record: userRecordSchema,
  save: userEditSchema.omit({ id: true, version: true }),
  fields: {
    username: { ...username, column: {} },
    realname: { ...realname, column: {} },
    workNo: { ...workNo, search: false, sortable: false },
    sex: { ...sex, search: false, sortable: false, column: {} },
    phone: { ...phone, search: false, sortable: false, column: {} },
    departId: { ...departId, column: { ellipsis: true, display: 'orgCodeTxt' } },
    createTime: { ...createTime },
  },
});

export const frozenBatchSchema = z.object({
  ids: z.string().min(1, '请选择用户'),
  /** 1 unfreeze, 2 freeze */
  status: z.number().int().min(1).max(2),
});

export const adminChangePasswordSchema = z
  .object({
    username: z.string().trim().min(1, '请指定账号'),
    password: z.string().min(1, '请输入密码').max(128),
    confirmpassword: z.string().min(1, '请再次输入密码').max(128),
  })
  .superRefine((value, ctx) => {
    if (!isStrongPassword(value.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_POLICY_MESSAGE });
    else if (value.password !== value.confirmpassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  });
export type AdminChangePasswordRequest = z.infer<typeof adminChangePasswordSchema>;

/** What the select-existing-user modal returns and lists. */
export const userPickSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  workNo: z.string().nullable(),
  idCard: z.string().nullable(),
  phone: z.string().nullable(),
  createTime: z.string().or(z.date()).nullable(),
});
export type UserPick = z.infer<typeof userPickSchema>;

/**
 * An Excel import's reply and its job's state. A small file is imported at once (code 200, or 201
 * with `errorFileUrl` when rows were rejected); a large one answers 202 with `statusUrl`, which the
 * browser polls until `status` is done (or failed).
 */
export const importJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  totalRows: z.number(),
  processedRows: z.number(),
  successCount: z.number(),
  failCount: z.number(),
  message: z.string().nullable(),
  errorFileUrl: z.string().nullable(),
  statusUrl: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const userImportResultSchema = importJobSchema;
export type UserImportResult = ImportJob;
