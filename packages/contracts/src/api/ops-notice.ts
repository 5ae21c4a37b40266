/**
 * 公告管理: notices to passengers about diversions (改道), suspensions (停运), timetable changes
 * and information on lines and stops. draft (草稿) → published (已发布) → withdrawn (已撤回); a
 * published notice whose validTo has passed is shown as expired (已过期). Shared by the server
 * routes and the web, with the list catalogue.
 */
import { z } from 'zod';
import { listFieldCatalogue } from './list-fields';
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
  publishTime: z.string().nullable(),
  publishBy: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type NoticeRecord = z.infer<typeof noticeRecordSchema>;

/**
 * GET /ops/notice/list. `state` is the shown state (draft, published, expired, withdrawn), a
 * parameter of its own since it depends on the time; `routeId` keeps notices naming that line.
 */
export const NOTICE_LIST_FIELDS = listFieldCatalogue({
  title: { label: '标题', type: 'string', rule: 'like', advanced: true },
  kind: { label: '公告类型', type: 'string', dict: 'ops_notice_kind', advanced: true },
  state: { label: '状态', type: 'string', dict: 'ops_notice_state', filterable: false },
  routeId: { label: '线路', type: 'string', sortable: false },
  validFrom: { label: '生效时间', type: 'datetime', advanced: true },
  validTo: { label: '失效时间', type: 'datetime', advanced: true },
  publishTime: { label: '发布时间', type: 'datetime', advanced: true },
  createTime: { label: '创建时间', type: 'datetime' },
});
