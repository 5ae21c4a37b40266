/**
 * 办卡管理 / 挂失管理 / 补卡管理 (issue 24): a passenger's transit card from its issue at a service
 * point to its loss, replacement or return. Its balance changes only through ledger entries (each
 * with the request's idempotency key: the same request sent twice books once), and every step of
 * its life is an event with who, when, where and the fee.
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { defineStateMachine } from '../../kit/state-machine';
import { codes } from '../../permission-codes';
import { centsSchema } from '../../money';
import { MESSAGES, idCard as idCardCheck } from '../../validators';

/** 办卡管理's codes: the list, 办卡, 充值, 退卡 and the export */
export const ISPS_CARD_PERMS = codes('isps:card', ['list', 'issue', 'topUp', 'return', 'export']);
/** 挂失管理's codes: the list of loss reports, 挂失, 解挂 */
export const ISPS_LOSS_REPORT_PERMS = codes('isps:lossReport', ['list', 'report', 'unblock', 'export']);
/** 补卡管理's codes: the list of replacements and 补卡 */
export const ISPS_CARD_REPLACEMENT_PERMS = codes('isps:cardReplacement', ['list', 'replace', 'export']);

export const CARD_TYPES = ['ordinary', 'student', 'elderly', 'annual', 'monthly'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** cards that carry a person's name and need a verified passenger (real-name) */
export const REAL_NAME_CARD_TYPES: readonly CardType[] = ['student', 'elderly', 'annual'];

/** what moves a balance (dictionary isps_ledger_kind) */
export const LEDGER_KINDS = ['load', 'topup', 'fare', 'refund', 'fee', 'transfer_out', 'transfer_in', 'return'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** a step of a card's life (dictionary isps_card_action) */
export const CARD_EVENT_ACTIONS = ['issue', 'topup', 'report_lost', 'unblock', 'replace', 'return', 'month_pass'] as const;
export type CardEventAction = (typeof CARD_EVENT_ACTIONS)[number];

/**
 * 正常 → 已挂失 → 正常 (解挂, within the window) or 已补卡 (the new card takes the balance);
 * 正常 → 已退卡 (deposit and balance refunded). An annual card waits as 待审核 until 年卡审核's
 * approval makes it 正常 or 未通过 (annual-card.ts). Said once: the server refuses any other move.
 */
export const cardStates = defineStateMachine<
  'active' | 'lost' | 'replaced' | 'returned' | 'pending' | 'refused',
  'topUp' | 'reportLost' | 'unblock' | 'replace' | 'return'
>({
  noun: '卡片',
  states: { active: '正常', lost: '已挂失', replaced: '已补卡', returned: '已退卡', pending: '待审核', refused: '未通过' },
  actions: {
    topUp: { label: '充值', from: ['active'], to: 'active', permission: ISPS_CARD_PERMS.topUp },
    reportLost: { label: '挂失', from: ['active'], to: 'lost', permission: ISPS_LOSS_REPORT_PERMS.report },
    unblock: { label: '解挂', from: ['lost'], to: 'active', permission: ISPS_LOSS_REPORT_PERMS.unblock },
    replace: {
      label: '补卡',
      from: ['lost'],
      to: 'replaced',
      permission: ISPS_CARD_REPLACEMENT_PERMS.replace,
      confirm: '补卡后原卡立即停用，余额转入新卡，不能恢复。',
    },
    return: {
      label: '退卡',
      from: ['active'],
      to: 'returned',
      permission: ISPS_CARD_PERMS.return,
      confirm: '退卡后押金与余额退还乘客，卡片停用，不能恢复。',
      danger: true,
    },
  },
  editable: [],
});
export type CardAction = keyof typeof cardStates.actions;

const id = z.string({ message: '请指定卡片' }).trim().min(1, '请指定卡片').max(64);
const version = z.number().int().min(0);
/** the request's own key (the dialog makes one when it opens): the same key books once */
const requestId = z
  .string({ message: '缺少请求编号' })
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, '请求编号格式不正确');
export const cardNoSchema = (label = '卡号') =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .regex(/^\d{8,20}$/, `${label}为 8 至 20 位数字`);
const payMode = z.string({ message: '请选择支付方式' }).trim().min(1, '请选择支付方式').max(32);
const placeId = z.string().trim().max(64).nullish();
const note = z.string().trim().max(200, '备注不能超过 200 个字符').nullish();
const holderIdCard = z
  .string({ message: '请输入持卡人身份证号' })
  .trim()
  .toUpperCase()
  .refine((value) => idCardCheck(value) === null, MESSAGES.idCard);

/** POST /isps/card/issue: a new card at the desk */
export const cardIssueSchema = z
  .object({
    cardNo: cardNoSchema(),
    cardType: z.enum(CARD_TYPES, { message: '请选择卡类型' }),
    /** the passenger (会员) it is issued to: required for a real-name card */
    memberId: z.string().trim().max(64).nullish(),
    /** the holder's ID card, checked against the passenger's and kept only as a digest (挂失 asks for it) */
    holderIdCard: holderIdCard.nullish(),
    depositCents: centsSchema('押金', { max: 100_000 }),
    initialLoadCents: centsSchema('首充金额', { max: 100_000 }),
    payMode,
    placeId,
    requestId,
  })
  .superRefine((value, ctx) => {
    const realName = REAL_NAME_CARD_TYPES.includes(value.cardType);
    if (realName && !value.memberId) ctx.addIssue({ code: 'custom', path: ['memberId'], message: '记名卡须选择已实名的乘客' });
    if (value.memberId && !value.holderIdCard) ctx.addIssue({ code: 'custom', path: ['holderIdCard'], message: '请输入持卡人身份证号' });
  });
export type CardIssue = z.input<typeof cardIssueSchema>;

/** POST /isps/card/topUp */
export const cardTopUpSchema = z.object({ id, amountCents: z.number({ message: '请输入充值金额' }), payMode, placeId, requestId });
export type CardTopUp = z.input<typeof cardTopUpSchema>;

/** POST /isps/card/reportLost: only a real-name card, with its holder's ID card */
export const cardReportLostSchema = z.object({ id, version, holderIdCard, placeId, note });
/** POST /isps/card/unblock: within the window after the report */
export const cardUnblockSchema = z.object({ id, version, holderIdCard, placeId, note });
/** POST /isps/card/replace: the lost card's balance onto a new card; the fee from 充值设置 */
export const cardReplaceSchema = z.object({
  id,
  version,
  newCardNo: cardNoSchema('新卡号'),
  /** how the fee is paid: 'balance' (from the balance moved over) or a pay mode's code */
  feePayMode: payMode,
  placeId,
  requestId,
  note,
});
/** POST /isps/card/return: deposit and balance back to the passenger */
export const cardReturnSchema = z.object({ id, version, payMode, placeId, requestId, note });
export type CardReportLost = z.input<typeof cardReportLostSchema>;
export type CardReplace = z.input<typeof cardReplaceSchema>;
export type CardReturn = z.input<typeof cardReturnSchema>;

export const cardRecordSchema = z.object({
  id: z.string(),
  cardNo: z.string(),
  cardType: z.string(),
  cardType_dictText: z.string().optional(),
  memberId: z.string().nullable(),
  /** the passenger's real name (or nickname), the phone masked */
  holderName: z.string().nullable().optional(),
  holderPhone: z.string().nullable().optional(),
  state: z.string(),
  state_dictText: z.string().optional(),
  depositCents: z.number(),
  balanceCents: z.number(),
  issuePlaceId: z.string().nullable(),
  issuePlaceName: z.string().nullable().optional(),
  issueTime: z.string().nullable(),
  lostTime: z.string().nullable(),
  replacedByNo: z.string().nullable(),
  replacesNo: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type CardRecord = z.infer<typeof cardRecordSchema>;

/** 办卡管理 (/isps/cardProcessing): the cards, searched by number, passenger phone, type and state. */
export const cardResource = defineResource({
  api: '/isps/card',
  noun: '卡片',
  title: '办卡管理',
  permissions: ISPS_CARD_PERMS,
  record: cardRecordSchema,
  save: z.object({}),
  states: cardStates,
  defaultSort: { field: 'issueTime', order: 'desc' },
  fields: {
    cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, column: { width: 150, fixed: 'left' }, export: 22 },
    cardType: { label: '卡类型', type: 'string', dict: 'isps_card_type', search: true, column: { width: 84 }, export: 10 },
    memberId: { label: '持卡人', type: 'string', sortable: false, column: { width: 180, display: 'holderName' }, export: 14 },
    state: { label: '状态', type: 'string', dict: 'isps_card_state', search: true, column: { width: 80 }, export: 10 },
    balanceCents: { label: '余额', type: 'number', column: { width: 100 }, export: 12, form: { widget: 'money' } },
    depositCents: { label: '押金', type: 'number', column: { width: 90 }, export: 10, form: { widget: 'money' } },
    issuePlaceId: { label: '办理网点', type: 'string', sortable: false, column: { width: 130, display: 'issuePlaceName', ellipsis: true }, export: 16 },
    issueTime: { label: '办卡时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
    lostTime: { label: '挂失时间', type: 'datetime', export: 20 },
  },
});

export const ledgerRecordSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardNo: z.string().nullable().optional(),
  kind: z.string(),
  kind_dictText: z.string().optional(),
  amountCents: z.number(),
  balanceAfterCents: z.number(),
  payMode: z.string().nullable(),
  placeId: z.string().nullable(),
  placeName: z.string().nullable().optional(),
  note: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type LedgerRecord = z.infer<typeof ledgerRecordSchema>;

export const cardEventRecordSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardNo: z.string(),
  action: z.string(),
  action_dictText: z.string().optional(),
  holderName: z.string().nullable().optional(),
  amountCents: z.number(),
  feeCents: z.number(),
  payMode: z.string().nullable(),
  newCardNo: z.string().nullable(),
  placeId: z.string().nullable(),
  placeName: z.string().nullable().optional(),
  note: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CardEventRecord = z.infer<typeof cardEventRecordSchema>;

const eventFields = (moneyLabel: string) =>
  ({
    createTime: { label: '办理时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
    cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, column: { width: 150 }, export: 22 },
    holderName: { label: '持卡人', type: 'string', sortable: false, filterable: false, column: { width: 110 }, export: 12 },
    amountCents: { label: moneyLabel, type: 'number', column: { width: 110 }, export: 12, form: { widget: 'money' } },
    placeId: { label: '办理网点', type: 'string', sortable: false, column: { width: 120, display: 'placeName', ellipsis: true }, export: 16 },
    createBy: { label: '经办人', type: 'string', column: { width: 90 }, export: 10 },
    note: { label: '备注', type: 'string', rule: 'like', sortable: false, column: { width: 120, ellipsis: true }, export: 24 },
  }) as const;

/** 挂失管理 (/isps/lossReport): the loss reports and their unblocking, newest first. */
export const lossReportResource = defineResource({
  api: '/isps/lossReport',
  noun: '挂失记录',
  title: '挂失管理',
  permissions: ISPS_LOSS_REPORT_PERMS,
  record: cardEventRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    ...eventFields('卡内余额'),
    action: { label: '操作', type: 'string', dict: 'isps_card_action', search: true, column: { width: 80 }, export: 8 },
  },
});

/** 补卡管理 (/isps/cardReplacement): each replacement with the balance moved and the fee. */
export const cardReplacementResource = defineResource({
  api: '/isps/cardReplacement',
  noun: '补卡记录',
  title: '补卡管理',
  permissions: ISPS_CARD_REPLACEMENT_PERMS,
  record: cardEventRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    ...eventFields('转入余额'),
    newCardNo: { label: '新卡号', type: 'string', rule: 'like', search: true, column: { width: 150 }, export: 22 },
    feeCents: { label: '补卡费', type: 'number', column: { width: 90 }, export: 10, form: { widget: 'money' } },
  },
});

/** 支付记录's, 退款记录's and 现金消费's codes: each a list of the ledger and its export */
export const ISPS_PAYMENT_RECORD_PERMS = codes('isps:paymentRecord', ['list', 'export']);
export const ISPS_REFUND_RECORD_PERMS = codes('isps:refundRecord', ['list', 'export']);
export const ISPS_CASH_CONSUME_PERMS = codes('isps:cashConsume', ['list', 'export']);

/** an entry of the cards' ledger as the money lists show it */
export const ledgerEntryRecordSchema = ledgerRecordSchema.extend({
  cardNo: z.string().nullable(),
  holderName: z.string().nullable().optional(),
  payModeName: z.string().nullable().optional(),
});
export type LedgerEntryRecord = z.infer<typeof ledgerEntryRecordSchema>;

const ledgerFields = {
  createTime: { label: '时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
  cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, sortable: false, column: { width: 150 }, export: 22 },
  holderName: { label: '持卡人', type: 'string', sortable: false, filterable: false, column: { width: 110 }, export: 12 },
  kind: { label: '类型', type: 'string', dict: 'isps_ledger_kind', search: true, column: { width: 100 }, export: 10 },
  amountCents: { label: '金额', type: 'number', advanced: true, column: { width: 110 }, export: 12, form: { widget: 'money' } },
  payMode: { label: '支付方式', type: 'string', search: true, column: { width: 100, display: 'payModeName' }, export: 12 },
  placeId: { label: '办理网点', type: 'string', sortable: false, column: { width: 130, display: 'placeName', ellipsis: true }, export: 16 },
  createBy: { label: '经办人', type: 'string', column: { width: 90 }, export: 10 },
  note: { label: '备注', type: 'string', rule: 'like', sortable: false, column: { width: 120, ellipsis: true }, export: 24 },
} as const;

const ledgerList = (
  api: string,
  title: string,
  noun: string,
  permissions: typeof ISPS_PAYMENT_RECORD_PERMS | typeof ISPS_REFUND_RECORD_PERMS | typeof ISPS_CASH_CONSUME_PERMS,
) =>
  defineResource({
    api,
    noun,
    title,
    permissions,
    record: ledgerEntryRecordSchema,
    save: z.object({}),
    defaultSort: { field: 'createTime', order: 'desc' },
    fields: ledgerFields,
  });

/** 支付记录 (/isps/paymentRecord): money paid in through a pay mode (开卡充值, 充值), newest first */
export const paymentRecordResource = ledgerList('/isps/paymentRecord', '支付记录', '支付记录', ISPS_PAYMENT_RECORD_PERMS);
/** 退款记录 (/isps/refundRecord): money paid back (退卡退款, 退款) */
export const refundRecordResource = ledgerList('/isps/refundRecord', '退款记录', '退款记录', ISPS_REFUND_RECORD_PERMS);
/** 现金消费 (/isps/cashConsume): the service points' cash in and out, for a cashier's closing */
export const cashConsumeResource = ledgerList('/isps/cashConsume', '现金消费', '现金记录', ISPS_CASH_CONSUME_PERMS);
