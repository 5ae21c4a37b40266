import { z } from 'zod';
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
