/**
 * 统计报表 (/isps/statistics, issue 24): the money and the cards of a period, by day or by month,
 * beside the period before it, broken down by channel (支付方式), card type and service point
 * (补登网点), with an Excel workbook of the same figures. Read only.
 *
 * 口径 (the figures' definitions, also shown on the page as STATISTICS_DEFINITIONS):
 * - 收款: money onto cards through a channel or a desk (the card ledger's load and topup entries:
 *   办卡首充, 柜台充值 and App 充值, whose order books its ledger entry), plus the app's paid orders
 *   that load no card (日票, 月票). A top-up order is counted once, by its ledger entry.
 * - 退款: money handed back (the ledger's refund entries, a top-up order's refund, and return
 *   entries, the balance of a card handed back at 退卡), plus the refunds of 日票 / 月票 orders
 *   when they succeed. Deposits (押金) are neither: they are held, not earned.
 * - 净收入 = 收款 - 退款. 乘车扣费: the ledger's fare entries. 新办卡: cards issued in the period, a
 *   replacement (补卡) not counted. 充值笔数: the load and topup entries.
 * Days are China time (Asia/Shanghai).
 */
import { z } from 'zod';
import { codes } from '../../permission-codes';

export const ISPS_STATISTICS_PERMS = codes('isps:statistics', ['list', 'export']);

export const STATISTICS_GRANULARITIES = ['day', 'month'] as const;
export type StatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];
/** the longest period a report covers: a year of days, three years of months */
export const STATISTICS_MAX_DAYS = 366;
export const STATISTICS_MAX_MONTHS = 36;

export const STATISTICS_DEFINITIONS: ReadonlyArray<readonly [string, string]> = [
  ['收款', '卡片开卡充值与充值（柜台与 App 充值，App 充值按卡内流水计一次）+ App 已支付的日票、月票订单'],
  ['退款', '卡内退款（充值订单退款）与退卡退还余额 + 日票、月票订单退款成功的金额；押金不计'],
  ['净收入', '收款 - 退款'],
  ['乘车扣费', '卡内乘车扣费流水的金额与笔数'],
  ['新办卡', '期间内办理的新卡张数，补卡不计，审核中或未通过的年卡不计'],
  ['充值笔数', '开卡充值与充值流水的笔数'],
  ['环比', '与上一期比较：按月统计为之前同样月数；按日统计为之前同样天数，从月初开始的期间与上月同日比较'],
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const validDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
const validMonth = (text: string) => MONTH.test(text) && Number(text.slice(5)) >= 1 && Number(text.slice(5)) <= 12;
/** whole days from one YYYY-MM-DD to another */
export const daysBetween = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
/** whole months from one YYYY-MM to another */
export const monthsBetween = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7));

/**
 * The period: `start` and `end` inclusive, YYYY-MM-DD by day, YYYY-MM by month (absent: this
 * month, from its first day to today). A bad or too long period is a 422 naming the field.
 */
export const statisticsQuerySchema = z
  .object({
    granularity: z.enum(STATISTICS_GRANULARITIES, { message: '统计粒度须为 day（日）或 month（月）' }).default('day'),
    start: z.string().trim().max(10).optional(),
    end: z.string().trim().max(10).optional(),
  })
  .superRefine((query, check) => {
    if (!query.start !== !query.end) {
      check.addIssue({ code: 'custom', path: [query.start ? 'end' : 'start'], message: '请同时选择开始与结束' });
      return;
    }
    if (!query.start || !query.end) return;
    const byDay = query.granularity === 'day';
    const valid = byDay ? validDay : validMonth;
    const format = byDay ? 'YYYY-MM-DD' : 'YYYY-MM';
    const malformed = (['start', 'end'] as const).filter((field) => !valid(query[field]!));
    for (const field of malformed)
      check.addIssue({ code: 'custom', path: [field], message: `${field === 'start' ? '开始' : '结束'}${byDay ? '日期' : '月份'}格式应为 ${format}` });
    if (malformed.length > 0) return;
    const span = byDay ? daysBetween(query.start, query.end) + 1 : monthsBetween(query.start, query.end) + 1;
    if (span < 1) check.addIssue({ code: 'custom', path: ['end'], message: '结束不能早于开始' });
    else if (byDay && span > STATISTICS_MAX_DAYS) check.addIssue({ code: 'custom', path: ['end'], message: `按日统计最多 ${STATISTICS_MAX_DAYS} 天` });
    else if (!byDay && span > STATISTICS_MAX_MONTHS) check.addIssue({ code: 'custom', path: ['end'], message: `按月统计最多 ${STATISTICS_MAX_MONTHS} 个月` });
  });
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

const cents = z.number().int();
const count = z.number().int().min(0);

export const statisticsFiguresSchema = z.object({
  moneyInCents: cents,
  refundCents: cents,
  netCents: cents,
  fareCents: cents,
  fareCount: count,
  newCards: count,
  topUpCount: count,
});
export type StatisticsFigures = z.infer<typeof statisticsFiguresSchema>;

export const statisticsTrendPointSchema = z.object({ period: z.string(), moneyInCents: cents, refundCents: cents, fareCents: cents });
export type StatisticsTrendPoint = z.infer<typeof statisticsTrendPointSchema>;

/** a channel (支付方式 by its code) */
export const statisticsChannelRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  count: count,
  moneyInCents: cents,
  refundCents: cents,
  netCents: cents,
});
/** a card type (isps_card_type); 日票 / 月票 orders load no card and have a row of their own */
export const statisticsCardTypeRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  newCards: count,
  moneyInCents: cents,
  refundCents: cents,
  fareCents: cents,
  fareCount: count,
});
/** a service point (补登网点); what no desk took (App, fares) has a row of its own */
export const statisticsPlaceRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  newCards: count,
  topUpCount: count,
  moneyInCents: cents,
  refundCents: cents,
  netCents: cents,
});
export type StatisticsChannelRow = z.infer<typeof statisticsChannelRowSchema>;
export type StatisticsCardTypeRow = z.infer<typeof statisticsCardTypeRowSchema>;
export type StatisticsPlaceRow = z.infer<typeof statisticsPlaceRowSchema>;

export const statisticsReportSchema = z.object({
  granularity: z.enum(STATISTICS_GRANULARITIES),
  start: z.string(),
  end: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
  /** not `current`: the web client reads a reply's `current` as a list's page number */
  figures: statisticsFiguresSchema,
  previousFigures: statisticsFiguresSchema,
  trend: z.array(statisticsTrendPointSchema),
  byChannel: z.array(statisticsChannelRowSchema),
  byCardType: z.array(statisticsCardTypeRowSchema),
  byPlace: z.array(statisticsPlaceRowSchema),
});
export type StatisticsReport = z.infer<typeof statisticsReportSchema>;
