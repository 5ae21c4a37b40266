/**
 * 异常交易 (/isps/unusualTrade, issue 24): what the card desk's rules flag for a clerk to look into
 * and resolve with a note: a balance that is not its ledger's sum (the nightly check), many
 * top-ups of one card in a short time, the same fare taken twice within a minute, a balance below
 * zero, refunds of an order above what was paid on it (ours, or the channel's statements'). One finding per rule and occasion (found again, it is not listed twice).
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { defineStateMachine } from '../../kit/state-machine';
import { codes } from '../../permission-codes';

export const ISPS_UNUSUAL_TRADE_PERMS = codes('isps:unusualTrade', ['list', 'resolve', 'export']);

export const UNUSUAL_TRADE_RULES = ['balance_mismatch', 'rapid_topups', 'duplicate_fare', 'negative_balance', 'refund_over_paid'] as const;
export type UnusualTradeRule = (typeof UNUSUAL_TRADE_RULES)[number];

/** 待处理 → 已处理 (with what was found and done) */
export const unusualTradeStates = defineStateMachine({
  noun: '异常交易',
  states: { open: '待处理', resolved: '已处理' },
  actions: { resolve: { label: '处理', from: ['open'], to: 'resolved', permission: ISPS_UNUSUAL_TRADE_PERMS.resolve } },
  editable: [],
});

export const unusualTradeResolveSchema = z.object({
  id: z.string({ message: '请指定记录' }).trim().min(1, '请指定记录').max(64),
  version: z.number().int().min(0),
  resolveNote: z.string({ message: '请填写处理说明' }).trim().min(1, '请填写处理说明').max(500, '处理说明不能超过 500 个字符'),
});
export type UnusualTradeResolve = z.input<typeof unusualTradeResolveSchema>;

export const unusualTradeRecordSchema = z.object({
  id: z.string(),
  rule: z.string(),
  rule_dictText: z.string().optional(),
  cardId: z.string().nullable(),
  cardNo: z.string().nullable(),
  amountCents: z.number(),
  detail: z.string(),
  state: z.string(),
  state_dictText: z.string().optional(),
  detectTime: z.string().nullable(),
  resolveNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type UnusualTradeRecord = z.infer<typeof unusualTradeRecordSchema>;

export const unusualTradeResource = defineResource({
  api: '/isps/unusualTrade',
  noun: '异常交易',
  title: '异常交易',
  counted: '条异常交易',
  permissions: ISPS_UNUSUAL_TRADE_PERMS,
  record: unusualTradeRecordSchema,
  save: z.object({}),
  states: unusualTradeStates,
  defaultSort: { field: 'detectTime', order: 'desc' },
  fields: {
    detectTime: { label: '发现时间', type: 'datetime', search: 'range', column: { width: 160 }, export: 20 },
    rule: { label: '规则', type: 'string', dict: 'isps_unusual_rule', search: true, column: { width: 130 }, export: 16 },
    cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, column: { width: 170 }, export: 22 },
    amountCents: { label: '金额', type: 'number', column: { width: 100 }, export: 12, form: { widget: 'money' } },
    detail: { label: '说明', type: 'string', rule: 'like', sortable: false, column: { width: 220, ellipsis: true }, export: 50 },
    state: { label: '状态', type: 'string', dict: 'isps_unusual_state', search: true, column: { width: 80 }, export: 10 },
    resolvedBy: { label: '处理人', type: 'string', column: { width: 90 }, export: 10 },
    resolveNote: { label: '处理说明', type: 'string', rule: 'like', sortable: false, export: 40 },
  },
});
