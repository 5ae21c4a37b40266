import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { defineStateMachine } from '../kit/state-machine';
import { AUTHENTICATED, PERMS } from '../permissions';

/**
 * Announcements, the live channel, online users, system logs and the data log (issue 3).
 * Times travel as 'YYYY-MM-DD HH:mm:ss' strings.
 */

export const ANNOUNCEMENT_PRIORITIES = ['L', 'M', 'H'] as const;
export const ANNOUNCEMENT_CATEGORIES = ['1', '2'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/** POST /sys/annountCement/add and PUT edit (edit adds id + version). */
export const announcementSaveSchema = z.object({
  titile: z.string().trim().min(1, '请输入标题').max(100, '标题最多 100 个字符'),
  msgContent: z.string().max(200_000, '内容过长').nullish(),
  startTime: optionalText(19),
  endTime: optionalText(19),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { message: '请选择优先级' }),
  msgCategory: z.enum(ANNOUNCEMENT_CATEGORIES, { message: '请选择消息类型' }),
  msgType: z.enum(['ALL', 'USER'], { message: '请选择通告对象' }),
  /** comma-separated user ids when msgType is USER */
  userIds: optionalText(20_000),
  openType: z.enum(['component', 'url']).nullish(),
  openPage: optionalText(500),
  busType: optionalText(64),
  busId: optionalText(64),
});
export type AnnouncementSave = z.input<typeof announcementSaveSchema>;

export const announcementEditSchema = announcementSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type AnnouncementEdit = z.input<typeof announcementEditSchema>;

export const announcementRecordSchema = z.object({
  id: z.string(),
  titile: z.string(),
  msgContent: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  sender: z.string().nullable(),
  priority: z.string(),
  msgCategory: z.string(),
  msgType: z.string(),
  userIds: z.string().nullable(),
  sendStatus: z.string(),
  sendTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  busType: z.string().nullable(),
  busId: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  version: z.number(),
  priority_dictText: z.string().optional(),
  msgCategory_dictText: z.string().optional(),
  sendStatus_dictText: z.string().optional(),
});
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

/**
 * 发布状态 of an announcement: a draft (未发布) is edited, then published to its readers, later
 * revoked; said once here, the server refuses any other move and the list offers only these.
 */
export const announcementStates = defineStateMachine({
  noun: '通告',
  states: { '0': '未发布', '1': '已发布', '2': '已撤销' },
  actions: {
    release: { label: '发布', from: ['0'], to: '1', permission: PERMS.system.announcement.release },
    revoke: { label: '撤销', from: ['1'], to: '2', permission: PERMS.system.announcement.revoke, danger: true },
  },
  editable: ['0'],
});
export type AnnouncementAction = keyof typeof announcementStates.actions;

/** 系统通告 (/sys/annountCement, the spec's spelling): the kit's declaration. */
export const announcementResource = defineResource({
  api: '/sys/annountCement',
  noun: '通告',
  title: '系统通告',
  permissions: {
    list: PERMS.system.announcement.list,
    add: PERMS.system.announcement.add,
    edit: PERMS.system.announcement.edit,
    delete: PERMS.system.announcement.delete,
    batch_delete: PERMS.system.announcement.batch_delete,
  },
  record: announcementRecordSchema,
  save: announcementSaveSchema,
  states: announcementStates,
  stateField: 'sendStatus',
  fields: {
    titile: { label: '标题', type: 'string', rule: 'like', search: true, column: { width: 140, ellipsis: true } },
    msgCategory: { label: '消息类型', type: 'string', dict: 'msg_category', search: true, column: { width: 100 } },
    sender: { label: '发布人', type: 'string', rule: 'like', column: { width: 88 } },
    priority: { label: '优先级', type: 'string', dict: 'priority', column: { width: 100 } },
    msgType: {
      label: '通告对象',
      type: 'string',
      choices: [
        { value: 'ALL', label: '全体用户' },
        { value: 'USER', label: '指定用户' },
      ],
      column: { width: 88 },
    },
    sendStatus: { label: '发布状态', type: 'string', dict: 'send_status', search: true, column: { width: 88 } },
    sendTime: { label: '发布时间', type: 'datetime', column: { width: 150 } },
    // shown in 查看 (the list keeps to what fits beside a draft's four links at 1440 px)
    cancelTime: { label: '撤销时间', type: 'datetime' },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

/** GET /sys/sysAnnouncementSend/getMyAnnouncementSend rows */
export const myAnnouncementSchema = z.object({
  id: z.string(),
  anntId: z.string(),
  titile: z.string(),
  msgContent: z.string().nullable(),
  sender: z.string().nullable(),
  priority: z.string(),
  msgCategory: z.string(),
  sendTime: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  readFlag: z.string(),
  readTime: z.string().nullable(),
});
export type MyAnnouncement = z.infer<typeof myAnnouncementSchema>;

/**
 * 我的消息 (/isps/userAnnouncement): the caller's own messages, the newest first, any signed-in
 * user's; one is read by opening it (here or in the bell), all at once by 全部标记已读.
 */
export const myAnnouncementResource = defineResource({
  api: '/sys/sysAnnouncementSend',
  paths: { list: 'getMyAnnouncementSend' },
  noun: '消息',
  title: '我的消息',
  permissions: { list: AUTHENTICATED },
  record: myAnnouncementSchema,
  save: z.object({}),
  defaultSort: { field: 'sendTime', order: 'desc' },
  fields: {
    titile: { label: '标题', type: 'string', rule: 'like', search: true, sortable: false, column: {} },
    msgCategory: { label: '消息类型', type: 'string', dict: 'msg_category', search: true, column: { width: 100 } },
    sender: { label: '发布人', type: 'string', sortable: false, column: { width: 100 } },
    priority: { label: '优先级', type: 'string', dict: 'priority', column: { width: 100 } },
    sendTime: { label: '发布时间', type: 'datetime', column: { width: 150 } },
    readFlag: { label: '阅读状态', type: 'number', sortable: false, column: { width: 100 } },
  },
});

/** Messages of the live channel (server -> browser). */
export type LiveMessage =
  | { cmd: 'topic'; msgId: string; msgTxt: string }
  | { cmd: 'user'; userId: string; msgId: string; msgTxt: string }
  | { cmd: 'revoke'; msgId: string }
  | { cmd: 'heartcheck'; msgTxt?: string };

/** GET /sys/online/list rows: sessionId is sys_session.id, never the token. */
export const onlineSessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  loginTime: z.string(),
  lastSeenTime: z.string(),
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

/**
 * 在线用户 (/sys/online): the tenant's live sessions, keyed by `sessionId`, the newest activity
 * first; one is ended by 强制退出 (POST /sys/online/forceLogout), nothing else is changed here.
 */
export const onlineUserResource = defineResource({
  api: '/sys/online',
  noun: '在线用户',
  title: '在线用户',
  permissions: { list: PERMS.system.onlineUser.list },
  record: onlineSessionSchema,
  save: z.object({}),
  defaultSort: { field: 'lastSeenTime', order: 'desc' },
  fields: {
    username: { label: '账号', type: 'string', rule: 'like', search: true, column: { width: 120 } },
    realname: { label: '姓名', type: 'string', rule: 'like', column: { width: 100 } },
    ip: { label: 'IP', type: 'string', rule: 'like', column: { width: 130 } },
    loginTime: { label: '登录时间', type: 'datetime', column: { width: 150 } },
    lastSeenTime: { label: '最后活动', type: 'datetime', column: { width: 150 } },
  },
});
export const forceLogoutSchema = z.object({ sessionId: z.string().min(1, '请选择会话') });

/**
 * POST /sys/log/client-error: a page of the web app failed. The id is the one the page shows the
 * user (so an administrator finds the entry by it); the stack is trimmed by the page, capped here.
 */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 4000, route: 500 } as const;
export const clientErrorReportSchema = z.object({
  id: z.string().regex(/^[0-9A-F]{12}$/, '错误编号格式不正确'),
  route: z.string().max(CLIENT_ERROR_LIMITS.route, `页面地址长度不能超过 ${CLIENT_ERROR_LIMITS.route} 个字符`),
  message: z.string().max(CLIENT_ERROR_LIMITS.message, `错误信息长度不能超过 ${CLIENT_ERROR_LIMITS.message} 个字符`),
  stack: z
    .string()
    .max(CLIENT_ERROR_LIMITS.stack * 4, '错误堆栈过长')
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** GET /sys/dataLog/list rows */
export const dataLogSchema = z.object({
  id: z.string(),
  dataTable: z.string(),
  dataId: z.string(),
  dataVersion: z.number(),
  dataContent: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type DataLog = z.infer<typeof dataLogSchema>;

/**
 * 数据日志 (/sys/dataLog): every saved version of an audited record, written by the system (no
 * add, edit or delete); two versions of one record are compared (queryCompareList).
 */
export const dataLogResource = defineResource({
  api: '/sys/dataLog',
  noun: '数据日志',
  title: '数据日志',
  permissions: { list: PERMS.system.dataLog.list },
  record: dataLogSchema,
  save: z.object({}),
  fields: {
    dataTable: { label: '表名', type: 'string', rule: 'like', column: { width: 160 } },
    dataId: { label: '数据 ID', type: 'string', column: { width: 290 } },
    dataVersion: { label: '版本号', type: 'number', column: { width: 80 } },
    dataContent: { label: '数据内容', type: 'string', sortable: false, filterable: false, column: { width: 300, ellipsis: true } },
    createBy: { label: '操作人', type: 'string', rule: 'like', column: { width: 100 } },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
});

export const dataLogCompareRowSchema = z.object({
  field: z.string(),
  value1: z.string().nullable(),
  value2: z.string().nullable(),
  changed: z.boolean(),
});
export type DataLogCompareRow = z.infer<typeof dataLogCompareRowSchema>;
