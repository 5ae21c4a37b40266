/**
 * 线路巡检: an inspector's finding on a line (and one of its stops) with photos, followed up
 * open (待处理) → assigned (已指派) → fixed (已整改) → closed (已关闭). Request and reply schemas
 * shared by the server routes and the web, and the list catalogue.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { defineStateMachine } from '../kit/state-machine';
import { PERMS } from '../permissions';

export const OPS_CHECK_CATEGORIES = ['stop_facility', 'road', 'vehicle', 'service', 'safety', 'other'] as const;
export const OPS_CHECK_STATES = ['open', 'assigned', 'fixed', 'closed'] as const;
export type OpsCheckState = (typeof OPS_CHECK_STATES)[number];
/** photos one finding may carry */
export const LINE_CHECK_MAX_PHOTOS = 9;
/** the upload folder of line-check photos (images only) */
export const LINE_CHECK_PHOTO_BIZ = 'line_check';

/** 'YYYY-MM-DD HH:mm[:ss]' (or a bare date), a real calendar date: what the forms send and the lists show */
export const dateTimeTextSchema = (label: string) =>
  z
    .string({ message: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?$/, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)
    .refine((value) => {
      const day = value.slice(0, 10);
      const date = new Date(`${day}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day)) return false;
      const [hour = 0, minute = 0, second = 0] = value.slice(11).split(':').filter(Boolean).map(Number);
      return hour < 24 && minute < 60 && second < 60;
    }, `${label}不存在`);

const version = z.number().int().min(0);
const id = z.string().trim().min(1, '请指定记录').max(64);

export const lineCheckSaveSchema = z.object({
  routeId: z.string({ message: '请选择线路' }).trim().min(1, '请选择线路').max(64),
  stopId: z.string().trim().max(64).nullish(),
  category: z.enum(OPS_CHECK_CATEGORIES, { message: '请选择问题类别' }),
  findings: z.string({ message: '请填写巡检发现' }).trim().min(1, '请填写巡检发现').max(2000, '巡检发现不能超过 2000 个字符'),
  /** stored paths of line_check uploads */
  photos: z.array(z.string().max(200)).max(LINE_CHECK_MAX_PHOTOS, `最多 ${LINE_CHECK_MAX_PHOTOS} 张照片`).default([]),
  checkTime: dateTimeTextSchema('巡检时间'),
});
export const lineCheckEditSchema = lineCheckSaveSchema.extend({ id, version });
export type LineCheckSave = z.input<typeof lineCheckSaveSchema>;

/** PUT /ops/lineCheck/assign: to whom (a username of the tenant) */
export const lineCheckAssignSchema = z.object({
  id,
  version,
  assignee: z.string({ message: '请选择整改责任人' }).trim().min(1, '请选择整改责任人').max(100),
});
/** PUT /ops/lineCheck/fix: what was done */
export const lineCheckFixSchema = z.object({
  id,
  version,
  resolution: z.string({ message: '请填写整改情况' }).trim().min(1, '请填写整改情况').max(2000, '整改情况不能超过 2000 个字符'),
});
/** PUT /ops/lineCheck/close */
export const lineCheckCloseSchema = z.object({ id, version });

export const lineCheckRecordSchema = z.object({
  id: z.string(),
  routeId: z.string(),
  routeNumber: z.string().nullable(),
  routeName: z.string().nullable(),
  stopId: z.string().nullable(),
  stopName: z.string().nullable(),
  inspector: z.string(),
  inspectorName: z.string().nullable(),
  checkTime: z.string().nullable(),
  category: z.string(),
  category_dictText: z.string().optional(),
  findings: z.string(),
  photos: z.array(z.string()),
  state: z.string(),
  state_dictText: z.string().optional(),
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  resolution: z.string().nullable(),
  closeTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type LineCheckRecord = z.infer<typeof lineCheckRecordSchema>;

/** 待处理 → 已指派 → 已整改 → 已关闭, said once: the server refuses any other move, the web offers only these. */
export const lineCheckStates = defineStateMachine({
  noun: '巡检记录',
  states: { open: '待处理', assigned: '已指派', fixed: '已整改', closed: '已关闭' },
  // in the order a row offers them: the usual next step first
  actions: {
    fix: { label: '整改', from: ['assigned'], to: 'fixed', permission: PERMS.ops.lineCheck.edit },
    // an assigned finding may be handed to someone else
    assign: { label: '指派', labelIn: { assigned: '改派' }, from: ['open', 'assigned'], to: 'assigned', permission: PERMS.ops.lineCheck.assign },
    close: { label: '关闭', from: ['fixed'], to: 'closed', permission: PERMS.ops.lineCheck.close, confirm: '关闭后记录不能再修改。' },
  },
});
export type LineCheckAction = keyof typeof lineCheckStates.actions;

/** A closed finding is kept as it was closed (the server refuses its edit, the web offers none). */
export const isLineCheckEditable = (state: string) => state !== 'closed';

/** 线路巡检 (/ops/lineCheck): the kit's declaration, the one place of each field's label. */
export const lineCheckResource = defineResource({
  api: '/ops/lineCheck',
  noun: '巡检记录',
  title: '线路巡检',
  permissions: PERMS.ops.lineCheck,
  record: lineCheckRecordSchema,
  save: lineCheckSaveSchema,
  states: lineCheckStates,
  defaultSort: { field: 'checkTime', order: 'desc' },
  fields: {
    checkTime: { label: '巡检时间', type: 'datetime', advanced: true, search: 'range', column: { width: 150, fixed: 'left' }, export: 20 },
    routeId: { label: '线路', type: 'string', sortable: false, column: { width: 72, display: 'routeNumber' }, export: 10 },
    stopId: { label: '站点', type: 'string', sortable: false, column: { width: 80, display: 'stopName', ellipsis: true }, export: 16 },
    category: {
      label: '问题类别',
      type: 'string',
      dict: 'ops_check_category',
      advanced: true,
      search: true,
      column: { width: 90 },
      export: 10,
      form: { required: true },
    },
    findings: {
      label: '巡检发现',
      type: 'string',
      rule: 'like',
      sortable: false,
      advanced: true,
      column: { width: 160, ellipsis: true },
      export: 40,
      form: { widget: 'textarea', required: true, max: 2000, placeholder: '如：中山路口站候车亭顶棚破损，雨天漏水' },
    },
    inspector: { label: '巡检人', type: 'string', advanced: true, column: { width: 76, display: 'inspectorName' }, export: 10 },
    state: { label: '状态', type: 'string', dict: 'ops_check_state', advanced: true, search: true, column: { width: 80 }, export: 10 },
    assignee: { label: '整改责任人', type: 'string', advanced: true, column: { width: 96, display: 'assigneeName' }, export: 12 },
    resolution: { label: '整改情况', type: 'string', sortable: false, filterable: false, export: 30 },
    closeTime: { label: '关闭时间', type: 'datetime', export: 20 },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});
