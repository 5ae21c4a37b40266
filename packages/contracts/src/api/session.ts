import { z } from 'zod';
import { mobile as mobileRule, zodString } from '../validators';

/** Shapes of the sign-in / session calls (spec 01 sections 3, 4, 7). Shared by server schemas and web. */

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, '请输入账号').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  /** captcha text; required unless the server runs with AUTH_CAPTCHA=off */
  captcha: z.string().max(8).optional(),
  /** the key the captcha image was requested with (/sys/randomImage/{key}) */
  checkKey: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The answer to every well-formed SMS code request, whether or not the number belongs to a user:
 * an unauthenticated caller must not learn which numbers are bound (DESIGN.md rule 11).
 */
export const SMS_SENT_MESSAGE = '如该手机号已绑定账号，验证码将发送到该手机，请注意查收';

export const smsRequestSchema = z.object({
  mobile: zodString([mobileRule], { max: 11 }),
  /** '0' = login code (the only mode for now) */
  smsmode: z.literal('0').default('0'),
});

export const phoneLoginRequestSchema = z.object({
  mobile: zodString([mobileRule], { max: 11 }),
  captcha: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '短信验证码为 6 位数字'),
});

export const departSchema = z.object({
  id: z.string(),
  departName: z.string(),
  orgCode: z.string(),
});
export type Depart = z.infer<typeof departSchema>;

export const tenantSchema = z.object({ id: z.number(), name: z.string() });
export type Tenant = z.infer<typeof tenantSchema>;

export const userInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  /** tenant chosen for this session (0 until chosen when the user has several) */
  tenantid: z.number(),
  /** department chosen for this session */
  orgCode: z.string().nullable(),
  /** true until the user replaces a one-time password; only the password change is allowed meanwhile */
  mustChangePassword: z.boolean(),
  /**
   * how this session was proven: a session opened with an SMS code sets a password without the old
   * one (the server decides by its own record of the session; this only tells the form)
   */
  signedInBy: z.enum(['password', 'sms']),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export type SignedInBy = UserInfo['signedInBy'];

export const dictItemSchema = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  label: z.string(),
  color: z.string().nullable().optional(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  /** every dictionary by code, cached by the web for 7 days */
  sysAllDictItems: z.record(z.string(), z.array(dictItemSchema)),
  departs: z.array(departSchema),
  /** 0 no department, 1 one, 2 several (first chosen; switch later) */
  multi_depart: z.number(),
  tenantList: z.array(tenantSchema),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const selectTenantRequestSchema = z.object({ tenantId: z.number().int().positive() });
export const selectDepartRequestSchema = z.object({ orgCode: z.string().min(1, '请选择部门'), username: z.string().optional() });

export const updatePasswordRequestSchema = z.object({
  username: z.string().min(1),
  /** required unless the session was opened with an SMS code (the server checks, see password.service.ts) */
  oldpassword: z.string().optional(),
  password: z.string().min(1, '请输入新密码!'),
  confirmpassword: z.string().min(1, '请确认新密码!'),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** Permission entries (spec 01 section 3). type '1' visible action, '2' disabled action; status '0' disabled. */
export const permissionEntrySchema = z.object({
  action: z.string(),
  describe: z.string(),
  type: z.string(),
  status: z.string(),
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

export interface MenuMeta {
  title: string;
  icon?: string | null;
  url?: string | null;
  target?: string | null;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string | null;
  permissionList?: PermissionEntry[];
}

export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** '0' excludes the item from the generated routes */
  route?: string;
  meta: MenuMeta;
  children?: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().nullable().optional(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    route: z.string().optional(),
    meta: z.object({
      title: z.string(),
      icon: z.string().nullable().optional(),
      url: z.string().nullable().optional(),
      target: z.string().nullable().optional(),
      keepAlive: z.boolean().optional(),
      internalOrExternal: z.boolean().optional(),
      componentName: z.string().nullable().optional(),
      permissionList: z.array(permissionEntrySchema).optional(),
    }),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const userPermissionResultSchema = z.object({
  menu: z.array(menuItemSchema),
  auth: z.array(permissionEntrySchema),
  allAuth: z.array(permissionEntrySchema),
});
export type UserPermissionResult = z.infer<typeof userPermissionResultSchema>;

export const systemSettingSchema = z.object({
  systematicName: z.string(),
  systemLogoUrl: z.string(),
  systemBackdropUrl: z.string(),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;
/** GET /basic/system/get items: the branding, and the largest file one upload may carry (UPLOAD_MAX_MB) for the upload dialogs to say */
export const systemSettingReplySchema = systemSettingSchema.extend({ uploadMaxMb: z.number() });
export type SystemSettingReply = z.infer<typeof systemSettingReplySchema>;

/** Bell data (spec 01 section 3): real component now, announcements arrive with issue 3. */
export const userAnnouncementSchema = z.object({
  id: z.string(),
  titile: z.string(),
  msgContent: z.string().nullable(),
  sender: z.string().nullable(),
  sendTime: z.string().nullable(),
  createTime: z.string().nullable(),
  priority: z.enum(['L', 'M', 'H']),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  busId: z.string().nullable(),
  msgCategory: z.string(),
  readFlag: z.string(),
});
export type UserAnnouncement = z.infer<typeof userAnnouncementSchema>;
export const announcementListByUserSchema = z.object({
  anntMsgList: z.array(userAnnouncementSchema),
  anntMsgTotal: z.number(),
  sysMsgList: z.array(userAnnouncementSchema),
  sysMsgTotal: z.number(),
});
export type AnnouncementListByUser = z.infer<typeof announcementListByUserSchema>;

/** GET /sys/user/info, POST /sys/selectDepart, POST /sys/selectTenant */
export const userInfoResultSchema = z.object({ userInfo: userInfoSchema });
export type UserInfoResult = z.infer<typeof userInfoResultSchema>;

/** GET /sys/user/getCurrentUserDeparts */
export const currentUserDepartsSchema = z.object({ list: z.array(departSchema), orgCode: z.string().nullable() });
export type CurrentUserDeparts = z.infer<typeof currentUserDepartsSchema>;

/** GET /sys/dict/queryAllDictItems: every enabled item by dictionary code */
export const allDictItemsSchema = z.record(z.string(), z.array(dictItemSchema));

/** result of a 429 reply (login lockout, SMS resend) */
export const retryAfterSchema = z.object({ retryAfterSeconds: z.number() });
