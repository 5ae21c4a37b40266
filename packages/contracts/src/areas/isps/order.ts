/**
 * 订单明细 (/isps/orderDetail) and 支付与退款记录 (/zsgj/payRefundRecord), issue 24: what passengers
 * bought through a payment channel (an online top-up of their card, a day ticket, a monthly pass)
 * and each movement of money on it with the channel (the payment, each refund). A refund never
 * exceeds what was paid on the order, even with two clerks refunding at once; one above the limit
 * of 充值设置 waits for the seeded approval (退款审批) and is booked only by its end.
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { defineStateMachine } from '../../kit/state-machine';
import { codes } from '../../permission-codes';
import { centsSchema } from '../../money';

export const ISPS_ORDER_PERMS = codes('isps:orderDetail', ['list', 'refund', 'export']);
/** 支付与退款记录 under 公交运营管理: the channel's movements of money, read-only */
export const ZSGJ_PAY_REFUND_PERMS = codes('ops:payRefundRecord', ['list', 'export']);

/** what an order buys (dictionary isps_order_kind) */
export const ORDER_KINDS = ['topup', 'day_ticket', 'month_pass'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** the approval of a refund above the limit: its process and the business type of its records */
export const REFUND_APPROVAL_PROCESS_KEY = 'isps_refund_approval';
export const REFUND_BUSINESS_TYPE = 'isps.refund';

/**
 * 待支付 → 已支付 (the channel's notice) → 部分退款 / 已退款; 待支付 → 已关闭 (not paid in time).
 * 退款 leads to 部分退款, or to 已退款 when the whole amount is back (the server decides).
 */
export const orderStates = defineStateMachine<'unpaid' | 'paid' | 'part_refunded' | 'refunded' | 'closed', 'refund'>({
  noun: '订单',
  states: { unpaid: '待支付', paid: '已支付', part_refunded: '部分退款', refunded: '已退款', closed: '已关闭' },
  actions: {
    refund: { label: '退款', from: ['paid', 'part_refunded'], to: 'part_refunded', permission: ISPS_ORDER_PERMS.refund },
  },
  editable: [],
});

/** POST /isps/order/refund: part or all of what is left to refund; the key makes a second click book nothing */
export const orderRefundSchema = z.object({
  id: z.string({ message: '请指定订单' }).trim().min(1, '请指定订单').max(64),
  amountCents: centsSchema('退款金额', { min: 1, max: 10_000_000 }),
  reason: z.string({ message: '请填写退款原因' }).trim().min(1, '请填写退款原因').max(200, '退款原因不能超过 200 个字符'),
  requestId: z
    .string({ message: '缺少请求编号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, '请求编号格式不正确'),
});
export type OrderRefund = z.input<typeof orderRefundSchema>;

export const orderRecordSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  kind: z.string(),
  kind_dictText: z.string().optional(),
  subject: z.string(),
  memberId: z.string().nullable(),
  holderName: z.string().nullable().optional(),
  /** masked: 138****0001 */
  holderPhone: z.string().nullable().optional(),
  cardId: z.string().nullable(),
  cardNo: z.string().nullable().optional(),
  payMode: z.string(),
  payModeName: z.string().nullable().optional(),
  amountCents: z.number(),
  refundedCents: z.number(),
  /** refunds waiting for their approval: reserved, not refundable again */
  refundingCents: z.number(),
  state: z.string(),
  state_dictText: z.string().optional(),
  channelTradeNo: z.string().nullable(),
  paidTime: z.string().nullable(),
  createTime: z.string().nullable(),
  version: z.number(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** what can still be refunded on an order: paid, less refunded, less what waits for approval */
export const refundableCents = (order: Pick<OrderRecord, 'amountCents' | 'refundedCents' | 'refundingCents'>) =>
  Math.max(0, order.amountCents - order.refundedCents - order.refundingCents);

export const orderResource = defineResource({
  api: '/isps/order',
  noun: '订单',
  title: '订单明细',
  permissions: ISPS_ORDER_PERMS,
  record: orderRecordSchema,
  save: z.object({}),
  states: orderStates,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    orderNo: { label: '订单号', type: 'string', rule: 'like', search: true, column: { width: 165, fixed: 'left' }, export: 24 },
    createTime: { label: '下单时间', type: 'datetime', search: 'range', column: { width: 140 }, export: 20 },
    kind: { label: '类型', type: 'string', dict: 'isps_order_kind', search: true, column: { width: 80 }, export: 8 },
    subject: { label: '商品', type: 'string', rule: 'like', sortable: false, export: 20 },
    cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, sortable: false, column: { width: 150 }, export: 22 },
    memberId: { label: '乘客', type: 'string', sortable: false, column: { width: 130, display: 'holderName' }, export: 12 },
    payMode: { label: '支付渠道', type: 'string', search: true, column: { width: 80, display: 'payModeName' }, export: 10 },
    amountCents: { label: '订单金额', type: 'number', advanced: true, column: { width: 90 }, export: 12, form: { widget: 'money' } },
    refundedCents: { label: '已退金额', type: 'number', advanced: true, column: { width: 90 }, export: 12, form: { widget: 'money' } },
    state: { label: '状态', type: 'string', dict: 'isps_order_state', search: true, column: { width: 90 }, export: 10 },
    channelTradeNo: { label: '渠道交易号', type: 'string', rule: 'like', advanced: true, export: 32 },
    paidTime: { label: '支付时间', type: 'datetime', export: 20 },
  },
});

/** a movement of money with a channel: a payment or a refund (dictionary isps_txn_kind) */
export const PAY_TXN_KINDS = ['pay', 'refund'] as const;
/** 成功, 审批中 (a refund above the limit), 未通过 (its approval refused or withdrawn) */
export const PAY_TXN_STATES = ['success', 'approving', 'rejected'] as const;

export const payTxnRecordSchema = z.object({
  id: z.string(),
  txnNo: z.string(),
  kind: z.string(),
  kind_dictText: z.string().optional(),
  orderId: z.string(),
  orderNo: z.string(),
  payMode: z.string(),
  payModeName: z.string().nullable().optional(),
  amountCents: z.number(),
  channelTradeNo: z.string().nullable(),
  state: z.string(),
  state_dictText: z.string().optional(),
  reason: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  finishTime: z.string().nullable(),
});
export type PayTxnRecord = z.infer<typeof payTxnRecordSchema>;

export const payRefundResource = defineResource({
  api: '/zsgj/payRefundRecord',
  noun: '支付与退款记录',
  title: '支付与退款记录',
  permissions: ZSGJ_PAY_REFUND_PERMS,
  record: payTxnRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    createTime: { label: '时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
    txnNo: { label: '流水号', type: 'string', rule: 'like', search: true, column: { width: 190 }, export: 24 },
    orderNo: { label: '订单号', type: 'string', rule: 'like', search: true, column: { width: 190 }, export: 24 },
    kind: { label: '类型', type: 'string', dict: 'isps_txn_kind', search: true, column: { width: 70 }, export: 8 },
    payMode: { label: '支付渠道', type: 'string', search: true, column: { width: 90, display: 'payModeName' }, export: 10 },
    amountCents: { label: '金额', type: 'number', advanced: true, column: { width: 100 }, export: 12, form: { widget: 'money' } },
    state: { label: '状态', type: 'string', dict: 'isps_txn_state', search: true, column: { width: 80 }, export: 8 },
    channelTradeNo: { label: '渠道交易号', type: 'string', rule: 'like', advanced: true, column: { width: 150, ellipsis: true }, export: 32 },
    reason: { label: '退款原因', type: 'string', rule: 'like', sortable: false, column: { width: 200, ellipsis: true }, export: 24 },
    createBy: { label: '经办人', type: 'string', column: { width: 80 }, export: 10 },
    finishTime: { label: '完成时间', type: 'datetime', export: 20 },
  },
});
