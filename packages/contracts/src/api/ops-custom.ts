/**
 * 企业与个人定制 (custom-bus requests and their states) and 定制客运票务 (seats sold on custom
 * lines). Money in 分; ticket phones leave the server masked.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { defineStateMachine } from '../kit/state-machine';
import { PERMS } from '../permissions';
import { wfApprovalSchema } from './workflow-ops';

export const OPS_CUSTOM_KINDS = ['enterprise', 'personal'] as const;
export const OPS_CUSTOM_STATES = ['submitted', 'evaluating', 'opened', 'rejected'] as const;
export type CustomRequestState = (typeof OPS_CUSTOM_STATES)[number];
export const OPS_CUSTOM_TICKET_STATES = ['paid', 'used', 'refunded', 'cancelled'] as const;
/** tickets that hold a seat and were paid for (refunded and cancelled ones do not) */
export const OPS_CUSTOM_TICKET_VALID_STATES = ['paid', 'used'] as const;

/**
 * A request's states and the actions between them: 已提交 → 评估中 (开始评估) → 已开线 (开线), and
 * 未通过 (不通过) from either open state. 已开线 and 未通过 are final.
 */
export const customRequestStates = defineStateMachine({
  noun: '定制需求',
  states: { submitted: '已提交', evaluating: '评估中', opened: '已开线', rejected: '未通过' },
  actions: {
    evaluate: { label: '开始评估', from: ['submitted'], to: 'evaluating', permission: PERMS.ops.customization.edit },
    open: { label: '开线', from: ['evaluating'], to: 'opened', permission: PERMS.ops.customization.edit },
    reject: { label: '不通过', from: ['submitted', 'evaluating'], to: 'rejected', permission: PERMS.ops.customization.edit, danger: true },
  },
});

/**
 * 开始评估 (已提交 → 评估中) starts the approval 定制线路评估 for the request (business type
 * ops.custom_request, key the request's id) on the line proposed for it; its end answers the
 * request: 同意 → 已开线 on that line, 驳回 → 未通过 with the reason as the reply, 撤回 / 终止 /
 * 撤销 → back to 已提交. While it runs, 已开线 and 未通过 are not offered by hand.
 */
export const CUSTOM_REQUEST_BUSINESS_TYPE = 'ops.custom_request';
export const CUSTOM_EVALUATION_PROCESS_KEY = 'custom_evaluation';

export function canMoveCustomRequest(from: string, to: string): boolean {
  return customRequestStates.allowed(from).some((action) => customRequestStates.actions[action].to === to);
}

const WEEKDAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'];

/** '1,2,3,4,5' -> 周一至周五; '6,7' -> 周末; '1,3,5' -> 周一、三、五; every day -> 每天. */
export function formatWeekdays(weekdays: string | null | undefined): string {
  const days = [
    ...new Set(
      (weekdays ?? '')
        .split(',')
        .map(Number)
        .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7),
    ),
  ].sort((a, b) => a - b);
  if (days.length === 0) return '';
  if (days.length === 7) return '每天';
  if (days.join(',') === '6,7') return '周末';
  const consecutive = days.every((d, i) => i === 0 || d === days[i - 1] + 1);
  if (consecutive && days.length >= 3) return `周${WEEKDAY_NAMES[days[0] - 1]}至周${WEEKDAY_NAMES[days[days.length - 1] - 1]}`;
  return `周${days.map((d) => WEEKDAY_NAMES[d - 1]).join('、')}`;
}

/* ---------- requests ---------- */

export const customRequestRecordSchema = z.object({
  id: z.string(),
  kind: z.string(),
  kind_dictText: z.string().optional(),
  company: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  fromPlace: z.string(),
  toPlace: z.string(),
  departTime: z.string(),
  returnTime: z.string().nullable(),
  passengers: z.number(),
  weekdays: z.string(),
  state: z.string(),
  state_dictText: z.string().optional(),
  routeId: z.string().nullable(),
  routeNumber: z.string().nullable(),
  routeName: z.string().nullable(),
  reply: z.string().nullable(),
  submitTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
  /** its newest evaluation approval (定制线路评估), null when it never went to one */
  approval: wfApprovalSchema.nullable(),
});
export type CustomRequestRecord = z.infer<typeof customRequestRecordSchema>;

const unsortedText = { type: 'string', sortable: false, filterable: false } as const;

/**
 * 企业与个人定制 (/ops/customization), a list of requests the public submits: nobody adds or edits
 * them here, they move through their states (customRequestStates, PUT /ops/customization/state).
 * `keyword`: company or contact name. The export (定制需求.xlsx) shows the texts of kind and state,
 * the running days as said and the line opened with its name.
 */
export const customRequestResource = defineResource({
  api: '/ops/customization',
  noun: '定制需求',
  title: '定制需求',
  permissions: { list: PERMS.ops.customization.list, export: PERMS.ops.customization.export },
  record: customRequestRecordSchema,
  // nothing is saved here: requests come from the app, their state moves on its own route
  save: z.object({}),
  defaultSort: { field: 'submitTime', order: 'desc' },
  states: customRequestStates,
  fields: {
    keyword: { label: '单位/联系人', type: 'string', sortable: false },
    kind: { label: '定制类型', type: 'string', dict: 'ops_custom_kind', advanced: true, search: true, column: { width: 64 }, export: 8 },
    company: { label: '单位名称', type: 'string', rule: 'like', advanced: true, export: 22 },
    contactName: { label: '联系人', type: 'string', rule: 'like', advanced: true, export: 10 },
    contactPhone: { label: '联系电话', ...unsortedText, export: 14 },
    fromPlace: { label: '出发地', type: 'string', rule: 'like', advanced: true, export: 18 },
    toPlace: { label: '目的地', type: 'string', rule: 'like', advanced: true, export: 18 },
    departTime: { label: '出发时间', type: 'string', export: 10 },
    returnTime: { label: '返程时间', ...unsortedText, export: 10 },
    passengers: { label: '乘车人数', type: 'number', advanced: true, column: { width: 70 }, export: 10 },
    weekdays: { label: '运行日', ...unsortedText, export: 14 },
    state: { label: '状态', type: 'string', dict: 'ops_custom_state', advanced: true, search: true, column: { width: 80 }, export: 8 },
    routeId: { label: '开通线路', type: 'string', sortable: false },
    /** the export's line opened: its number and name */
    routeNumber: { label: '开通线路', ...unsortedText, export: 12 },
    reply: { label: '答复', ...unsortedText, export: 30 },
    submitTime: { label: '提交时间', type: 'datetime', advanced: true, search: 'range', column: { width: 150 }, export: 20 },
  },
});

const REPLY_MAX = 500;

/**
 * PUT /ops/customization/state: 评估中 (开始评估: with the custom line proposed, the approval's note
 * as `reply`), 已开线 (with the custom line opened for it) or 未通过 (with a reply).
 */
export const customRequestStateSchema = z
  .object({
    id: z.string().trim().min(1, '请指定定制需求').max(64),
    version: z.number().int().min(0),
    state: z.enum(['evaluating', 'opened', 'rejected'], { message: '目标状态只能是评估中、已开线或未通过' }),
    routeId: z.string().trim().max(64).nullish(),
    reply: z.string().trim().max(REPLY_MAX, `答复不能超过 ${REPLY_MAX} 个字符`).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.state === 'evaluating' && !value.routeId) ctx.addIssue({ code: 'custom', path: ['routeId'], message: '请选择拟开通的定制线路' });
    if (value.state === 'opened' && !value.routeId) ctx.addIssue({ code: 'custom', path: ['routeId'], message: '请选择开通的定制线路' });
    if (value.state === 'rejected' && !value.reply) ctx.addIssue({ code: 'custom', path: ['reply'], message: '请填写未通过的答复' });
  });
export type CustomRequestStateChange = z.input<typeof customRequestStateSchema>;

/** GET /ops/customization/demand: passengers asking for each from→to pair among requests still open (已提交, 评估中). */
export const customDemandSchema = z.object({
  fromPlace: z.string(),
  toPlace: z.string(),
  requests: z.number(),
  passengers: z.number(),
});
export type CustomDemand = z.infer<typeof customDemandSchema>;

/* ---------- tickets ---------- */

export const customTicketRecordSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  routeId: z.string(),
  routeNumber: z.string().nullable(),
  routeName: z.string().nullable(),
  memberId: z.string().nullable(),
  passengerName: z.string(),
  /** masked: 138****0001 */
  phone: z.string(),
  travelDate: z.string(),
  priceCents: z.number(),
  state: z.string(),
  state_dictText: z.string().optional(),
  purchaseTime: z.string().nullable(),
});
export type CustomTicketRecord = z.infer<typeof customTicketRecordSchema>;

const unsorted = { sortable: false, filterable: false } as const;

/**
 * 定制客运票务 (/ops/customTicket), a read view: seats sold on custom lines, their list and export
 * (refunds belong to payments). `phone` is searched by the whole number or its last digits
 * (parsePhoneSearch) and replied masked; the export shows the price in yuan.
 */
export const customTicketResource = defineResource({
  api: '/ops/customTicket',
  noun: '车票',
  title: '定制客运票务',
  permissions: PERMS.ops.customTicket,
  record: customTicketRecordSchema,
  // nothing is saved here: tickets are sold in the app
  save: z.object({}),
  defaultSort: { field: 'purchaseTime', order: 'desc' },
  fields: {
    orderNo: { label: '订单号', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 180 }, export: 22 },
    routeId: { label: '线路', type: 'string', sortable: false, column: { width: 90, display: 'routeNumber' }, export: 10 },
    routeName: { label: '线路名称', type: 'string', ...unsorted, export: 24 },
    passengerName: { label: '乘客', type: 'string', rule: 'like', advanced: true, column: { width: 90 }, export: 10 },
    phone: { label: '手机号', type: 'string', sortable: false, column: { width: 120 }, export: 14 },
    travelDate: { label: '乘车日期', type: 'date', advanced: true, search: 'range', column: { width: 110 }, export: 12 },
    priceCents: { label: '票价', type: 'number', column: { width: 90 } },
    /** the export's price in yuan (the record carries 分) */
    price: { label: '票价（元）', type: 'number', ...unsorted, export: 10 },
    state: { label: '票务状态', type: 'string', dict: 'ops_custom_ticket_state', advanced: true, search: true, column: { width: 90 }, export: 8 },
    purchaseTime: { label: '购票时间', type: 'datetime', advanced: true, column: { width: 150 }, export: 20 },
  },
});

/**
 * GET /ops/customTicket/summary (the list's filters): tickets and takings of what the list shows,
 * and seats sold per line and travel date. No field is called `total`: the web's client reads a
 * reply's `total` as a page count.
 */
export const customTicketSummarySchema = z.object({
  tickets: z.number(),
  /** paid or used: seats sold */
  soldSeats: z.number(),
  /** takings of the seats sold, in 分 */
  amountCents: z.number(),
  refunded: z.number(),
  days: z.array(
    z.object({
      routeId: z.string(),
      routeNumber: z.string().nullable(),
      travelDate: z.string(),
      soldSeats: z.number(),
      amountCents: z.number(),
    }),
  ),
  /** more line-days matched than `days` holds */
  moreDays: z.boolean(),
});
export type CustomTicketSummary = z.infer<typeof customTicketSummarySchema>;
