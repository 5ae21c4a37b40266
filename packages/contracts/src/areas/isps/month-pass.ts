/**
 * 月卡开通 (/isps/monthCardOpen, issue 24): a monthly pass on a 月卡 for whole calendar months (1 to
 * 12 from the month chosen), paid at the desk at 充值设置's price per month; the card rides free
 * in those months. Periods of one card never overlap; on 补卡 the passes not yet over move to the
 * new card with its balance.
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { codes } from '../../permission-codes';

export const ISPS_MONTH_PASS_PERMS = codes('isps:monthCardOpen', ['list', 'open', 'export']);

/** POST /isps/monthPass/open */
export const monthPassOpenSchema = z.object({
  cardId: z.string({ message: '请选择卡片' }).trim().min(1, '请选择卡片').max(64),
  fromMonth: z.string({ message: '请选择开始月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '开始月份格式应为 YYYY-MM'),
  months: z.number({ message: '请输入开通月数' }).int('开通月数须为整数').min(1, '至少开通 1 个月').max(12, '一次最多开通 12 个月'),
  payMode: z.string({ message: '请选择支付方式' }).trim().min(1, '请选择支付方式').max(32),
  placeId: z.string().trim().max(64).nullish(),
  requestId: z
    .string({ message: '缺少请求编号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, '请求编号格式不正确'),
});
export type MonthPassOpen = z.input<typeof monthPassOpenSchema>;

/** the last month a pass of `months` from `fromMonth` covers: 2026-12 + 3 → 2027-02 */
export function lastMonthOf(fromMonth: string, months: number): string {
  const [year, month] = fromMonth.split('-').map(Number);
  const index = year * 12 + (month - 1) + months - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthPassRecordSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardNo: z.string(),
  holderName: z.string().nullable().optional(),
  fromMonth: z.string(),
  toMonth: z.string(),
  months: z.number(),
  amountCents: z.number(),
  payMode: z.string(),
  payModeName: z.string().nullable().optional(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type MonthPassRecord = z.infer<typeof monthPassRecordSchema>;

export const monthPassResource = defineResource({
  api: '/isps/monthPass',
  noun: '月卡',
  title: '月卡开通',
  permissions: { list: ISPS_MONTH_PASS_PERMS.list, export: ISPS_MONTH_PASS_PERMS.export },
  record: monthPassRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    createTime: { label: '开通时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
    cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, column: { width: 160 }, export: 22 },
    holderName: { label: '持卡人', type: 'string', sortable: false, filterable: false, column: { width: 110 }, export: 12 },
    fromMonth: { label: '开始月份', type: 'string', search: true, column: { width: 100 }, export: 10 },
    toMonth: { label: '结束月份', type: 'string', column: { width: 100 }, export: 10 },
    months: { label: '月数', type: 'number', column: { width: 70 }, export: 6 },
    amountCents: { label: '金额', type: 'number', column: { width: 100 }, export: 12, form: { widget: 'money' } },
    payMode: { label: '支付方式', type: 'string', search: true, column: { width: 100, display: 'payModeName' }, export: 10 },
    createBy: { label: '经办人', type: 'string', column: { width: 90 }, export: 10 },
  },
});
