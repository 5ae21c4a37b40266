/**
 * 对账记录 (/zsgj/reconciliationRecord) and 自动对账 (/zsgj/autoReconciliation), issue 24: a payment
 * channel's daily statement (WeChat Pay's trade bill, Alipay's 业务明细 zip) imported as the channel
 * gives it and matched three ways: each of its lines against our payment or refund and the order
 * behind it, and each of our movements of the day against the statement. Every difference is
 * listed for a clerk to resolve with a note; the scheduler imports the day's files by itself.
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { defineStateMachine } from '../../kit/state-machine';
import { codes } from '../../permission-codes';

export const ZSGJ_RECON_PERMS = codes('ops:reconciliation', ['list', 'import', 'resolve', 'delete', 'export']);
export const ZSGJ_AUTO_RECON_PERMS = codes('ops:autoReconciliation', ['list', 'run']);

export const RECON_CHANNELS = ['wechat', 'alipay'] as const;
export type ReconChannel = (typeof RECON_CHANNELS)[number];

/**
 * 我方缺失: the channel moved money we have no record of; 渠道缺失: we recorded a movement the
 * channel does not state; 金额不符; 状态不符: both have it, but our order or refund is in a state
 * that money should not have moved in (an order unpaid or closed, a refund refused or in approval).
 */
export const RECON_DIFF_KINDS = ['missing_ours', 'missing_theirs', 'amount', 'state'] as const;
export type ReconDiffKind = (typeof RECON_DIFF_KINDS)[number];

export const reconDiffStates = defineStateMachine<'open' | 'resolved', 'resolve'>({
  noun: '对账差异',
  states: { open: '待处理', resolved: '已处理' },
  actions: { resolve: { label: '处理', from: ['open'], to: 'resolved', permission: ZSGJ_RECON_PERMS.resolve } },
  editable: [],
});

/** the day a statement is for, as a clerk picks it (absent: the day of its first line) */
export const billDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '对账日期格式应为 YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), '对账日期不是有效日期');

export const reconResolveSchema = z.object({
  id: z.string({ message: '请指定差异' }).trim().min(1, '请指定差异').max(64),
  version: z.number().int().min(0),
  resolveNote: z.string({ message: '请填写处理说明' }).trim().min(1, '请填写处理说明').max(500, '处理说明不能超过 500 个字符'),
});
export type ReconResolve = z.input<typeof reconResolveSchema>;

export const reconBatchRecordSchema = z.object({
  id: z.string(),
  channel: z.string(),
  channel_dictText: z.string().optional(),
  billDate: z.string(),
  fileName: z.string(),
  /** upload | auto */
  source: z.string(),
  source_dictText: z.string().optional(),
  lineCount: z.number(),
  payCents: z.number(),
  refundCents: z.number(),
  feeCents: z.number(),
  ourCount: z.number(),
  matchedCount: z.number(),
  diffCount: z.number(),
  openDiffCount: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReconBatchRecord = z.infer<typeof reconBatchRecordSchema>;

export const reconBatchResource = defineResource({
  api: '/zsgj/reconciliationRecord',
  noun: '对账批次',
  title: '对账记录',
  permissions: { list: ZSGJ_RECON_PERMS.list, export: ZSGJ_RECON_PERMS.export },
  record: reconBatchRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'billDate', order: 'desc' },
  fields: {
    billDate: { label: '对账日期', type: 'date', search: 'range', column: { width: 110 }, export: 12 },
    channel: { label: '渠道', type: 'string', dict: 'isps_recon_channel', search: true, column: { width: 90 }, export: 10 },
    fileName: { label: '对账单文件', type: 'string', rule: 'like', sortable: false, column: { width: 160, ellipsis: true }, export: 40 },
    lineCount: { label: '笔数', type: 'number', column: { width: 60 }, export: 8 },
    payCents: { label: '收款', type: 'number', column: { width: 100 }, export: 14, form: { widget: 'money' } },
    refundCents: { label: '退款', type: 'number', column: { width: 90 }, export: 14, form: { widget: 'money' } },
    feeCents: { label: '手续费', type: 'number', column: { width: 80 }, export: 12, form: { widget: 'money' } },
    diffCount: { label: '差异', type: 'number', column: { width: 60 }, export: 8 },
    openDiffCount: { label: '待处理', type: 'number', column: { width: 70 }, export: 8 },
    source: { label: '来源', type: 'string', dict: 'isps_recon_source', search: true, column: { width: 80 }, export: 8 },
    createBy: { label: '导入人', type: 'string', column: { width: 80 }, export: 10 },
    createTime: { label: '导入时间', type: 'datetime', export: 20 },
  },
});

export const reconDiffRecordSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  kind: z.string(),
  kind_dictText: z.string().optional(),
  /** pay | refund */
  txnKind: z.string(),
  outTradeNo: z.string().nullable(),
  refundNo: z.string().nullable(),
  channelTradeNo: z.string().nullable(),
  ourCents: z.number().nullable(),
  theirCents: z.number().nullable(),
  /** the statement's line (a difference found from the statement) */
  line: z.number().nullable(),
  detail: z.string(),
  state: z.string(),
  state_dictText: z.string().optional(),
  resolveNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedTime: z.string().nullable(),
  version: z.number(),
});
export type ReconDiffRecord = z.infer<typeof reconDiffRecordSchema>;

/** what an import or a run of 自动对账 says it did */
export const reconImportReplySchema = z.object({
  batch: reconBatchRecordSchema,
  /** the file's own totals agreed with its lines */
  checked: z.boolean(),
});

export const autoReconStatusSchema = z.object({
  /** where the channels' daily files are put (by the download script or SFTP) for the job to import */
  inbox: z.string(),
  waiting: z.array(z.object({ fileName: z.string(), size: z.number(), modified: z.string() })),
  job: z
    .object({ id: z.string(), cronExpression: z.string(), enabled: z.boolean(), nextRun: z.string().nullable(), lastRun: z.string().nullable() })
    .nullable(),
  recent: z.array(
    z.object({
      time: z.string(),
      fileName: z.string(),
      ok: z.boolean(),
      message: z.string(),
    }),
  ),
});
export type AutoReconStatus = z.infer<typeof autoReconStatusSchema>;
