import { z } from 'zod';

/** Own profile, sessions and notification preferences (account center and settings). */
export const editSelfSchema = z.object({
  realname: z.string().trim().min(1, '请输入姓名').max(50),
  avatar: z.string().max(300).nullish(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式应为 YYYY-MM-DD')
    .nullish()
    .or(z.literal('')),
  sex: z.union([z.literal(1), z.literal(2)]).nullish(),
  email: z.string().trim().max(100).nullish(),
  phone: z.string().trim().max(20).nullish(),
  version: z.number().int(),
});
export type EditSelf = z.infer<typeof editSelfSchema>;

export const mySessionSchema = z.object({
  sessionId: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  loginTime: z.string(),
  lastSeenTime: z.string(),
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

export const notifySettingSchema = z.object({
  announcementEnabled: z.boolean(),
  systemMessageEnabled: z.boolean(),
  todoEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
});
export type NotifySetting = z.infer<typeof notifySettingSchema>;

export const bindPhoneSchema = z.object({ phone: z.string().trim(), captcha: z.string().trim().min(1, '请输入验证码') });
export type BindPhone = z.infer<typeof bindPhoneSchema>;
export const bindPhoneSmsSchema = z.object({ phone: z.string().trim() });
export const bindEmailSchema = z.object({ email: z.string().trim() });

/** Simple address check shared by the profile and the binding form. */
export const ACCOUNT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ACCOUNT_EMAIL_MESSAGE = '邮箱格式不正确';

/** One person of the company directory. */
export const addressEntrySchema = z.object({
  id: z.string(),
  realname: z.string(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  postName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  departName: z.string().nullable(),
});
export type AddressEntry = z.infer<typeof addressEntrySchema>;

/** The signed-in user's own profile (account center and base settings). */
export const selfProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  postName: z.string().nullable(),
  departNames: z.array(z.string()),
  roleNames: z.array(z.string()),
  version: z.number(),
});
export type SelfProfile = z.infer<typeof selfProfileSchema>;
