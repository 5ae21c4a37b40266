/**
 * 公告管理: notices to passengers about diversions (改道), suspensions (停运), timetable changes
 * and information on lines and stops. draft (草稿) → published (已发布) → withdrawn (已撤回); a
 * published notice whose validTo has passed is shown as expired (已过期). Shared by the server
 * routes and the web, with the list catalogue.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { defineStateMachine } from '../kit/state-machine';
import { PERMS } from '../permissions';
import { dateTimeTextSchema } from './ops-line-check';

export const OPS_NOTICE_KINDS = ['diversion', 'suspension', 'timetable', 'info'] as const;
export const OPS_NOTICE_STATES = ['draft', 'published', 'withdrawn'] as const;
/** the states a list shows and filters by: a published notice past its validTo is expired */
export const OPS_NOTICE_SHOWN_STATES = ['draft', 'published', 'expired', 'withdrawn'] as const;
export type OpsNoticeShownState = (typeof OPS_NOTICE_SHOWN_STATES)[number];
export const NOTICE_MAX_LINES = 50;
export const NOTICE_MAX_STOPS = 100;

const version = z.number().int().min(0);
const id = z.string().trim().min(1, '请指定记录').max(64);
const ids = (max: number, label: string) => z.array(z.string().trim().min(1).max(64)).max(max, `${label}最多 ${max} 个`).default([]);

const noticeFields = z.object({
  title: z.string({ message: '请输入公告标题' }).trim().min(1, '请输入公告标题').max(100, '公告标题不能超过 100 个字符'),
  kind: z.enum(OPS_NOTICE_KINDS, { message: '请选择公告类型' }),
  content: z.string({ message: '请输入公告内容' }).trim().min(1, '请输入公告内容').max(5000, '公告内容不能超过 5000 个字符'),
  routeIds: ids(NOTICE_MAX_LINES, '线路'),
  stopIds: ids(NOTICE_MAX_STOPS, '站点'),
  validFrom: dateTimeTextSchema('生效时间'),
  validTo: dateTimeTextSchema('失效时间')
    .nullish()
    .or(z.literal('').transform(() => null)),
});
/** validTo, when given, is not before validFrom (both 'YYYY-MM-DD HH:mm:ss': text order is time order) */
const validToAfterFrom = {
  check: (value: { validFrom: string; validTo?: string | null }) => !value.validTo || normalise(value.validTo) >= normalise(value.validFrom),
  params: { path: ['validTo'], message: '失效时间不能早于生效时间' },
};
const normalise = (text: string) => (text.length === 10 ? `${text} 00:00:00` : text.length === 16 ? `${text}:00` : text);

export const noticeSaveSchema = noticeFields.refine(validToAfterFrom.check, validToAfterFrom.params);
export const noticeEditSchema = noticeFields.extend({ id, version }).refine(validToAfterFrom.check, validToAfterFrom.params);
export type NoticeSave = z.input<typeof noticeSaveSchema>;
/** PUT /ops/notice/release, /ops/notice/revoke */
export const noticeActionSchema = z.object({ id, version });

export const noticeRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  kind_dictText: z.string().optional(),
  content: z.string(),
  routeIds: z.array(z.string()),
  stopIds: z.array(z.string()),
  /** 1路、5路 ... of routeIds, in their order */
  routeNumbers: z.array(z.string()),
  stopNames: z.array(z.string()),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  state: z.string(),
  /** state as the list shows it: published past validTo is 'expired' */
  shownState: z.enum(OPS_NOTICE_SHOWN_STATES),
  shownState_dictText: z.string().optional(),
  publishTime: z.string().nullable(),
  publishBy: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type NoticeRecord = z.infer<typeof noticeRecordSchema>;

/** 草稿 → 已发布 → 已撤回, said once: the server refuses any other move, the web offers only these. */
export const noticeStates = defineStateMachine({
  noun: '公告',
  states: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
  actions: {
    release: { label: '发布', from: ['draft'], to: 'published', permission: PERMS.ops.notice.release, confirm: '发布后乘客即可看到这条公告，且不能再编辑。' },
    // an expired notice is still published: it may be withdrawn
    revoke: {
      label: '撤回',
      from: ['published'],
      to: 'withdrawn',
      permission: PERMS.ops.notice.revoke,
      confirm: '撤回后乘客将看不到这条公告，撤回后不能再次发布。',
    },
  },
});
export type NoticeAction = keyof typeof noticeStates.actions;

/** The text of a shown state: the machine's states and the derived 已过期. */
export const NOTICE_SHOWN_STATE_TEXT: Record<OpsNoticeShownState, string> = { ...noticeStates.states, expired: '已过期' };

/** Only a draft is edited or deleted (a published one is withdrawn instead). */
export const isNoticeEditable = (state: string) => state === 'draft';

/**
 * 公告管理 (/ops/notice): the kit's declaration. The list's `state` is the shown state (draft,
 * published, expired, withdrawn), a parameter of its own since it depends on the time; `routeId`
 * keeps notices naming that line.
 */
export const noticeResource = defineResource({
  api: '/ops/notice',
  noun: '公告',
  title: '乘客公告',
  permissions: PERMS.ops.notice,
  record: noticeRecordSchema,
  save: noticeSaveSchema,
  states: noticeStates,
  fields: {
    title: {
      label: '标题',
      type: 'string',
      rule: 'like',
      advanced: true,
      search: true,
      column: { width: 160, ellipsis: true },
      export: 30,
      form: { required: true, max: 100, placeholder: '如：1路中山路口站临时改道' },
    },
    kind: {
      label: '公告类型',
      type: 'string',
      dict: 'ops_notice_kind',
      advanced: true,
      search: true,
      column: { width: 90 },
      export: 10,
      form: { required: true },
    },
    routeId: { label: '涉及线路', type: 'string', sortable: false, column: { width: 120, display: 'routeNumbers' }, export: 20 },
    stopIds: { label: '涉及站点', type: 'string', sortable: false, filterable: false, column: { width: 120, display: 'stopNames' }, export: 24 },
    validFrom: { label: '生效时间', type: 'datetime', advanced: true, column: { width: 150 }, export: 20 },
    validTo: { label: '失效时间', type: 'datetime', advanced: true, column: { width: 150 }, export: 20 },
    /** searched as the shown state (the list's own parameter), sorted as stored */
    state: { label: '状态', type: 'string', dict: 'ops_notice_state', filterable: false, search: true },
    shownState: { label: '状态', type: 'string', dict: 'ops_notice_state', sortable: false, filterable: false, column: { width: 80 }, export: 10 },
    publishTime: { label: '发布时间', type: 'datetime', advanced: true, export: 20 },
    publishBy: { label: '发布人', type: 'string', sortable: false, filterable: false, export: 12 },
    content: {
      label: '公告内容',
      type: 'string',
      sortable: false,
      filterable: false,
      export: 60,
      form: { widget: 'textarea', required: true, max: 5000, placeholder: '乘客看到的公告全文：原因、时间、绕行线路、替代站点等' },
    },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});
