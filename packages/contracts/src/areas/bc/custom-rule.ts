/**
 * 定制规则 (/rule/CustomRulesPersonalAndSchool, /bc/customRule, issue 25): who may book a personal
 * or a school charter and at what discount, one row per company: the fewest passengers, the
 * discount off a package's price, how many days ahead it is booked and, for pupils, the most hours a
 * day a coach may be used. Quotes (试算 on 包车发布) apply them.
 */
import { z } from 'zod';

/** the customers a quote is for: 普通 (a package's price), 个人定制, 学校定制 */
export const CHARTER_CUSTOMER_KINDS = { standard: '普通包车', personal: '个人定制', school: '学校定制' } as const;
export type CharterCustomerKind = keyof typeof CHARTER_CUSTOMER_KINDS;

const discount = (label: string) =>
  z
    .number({ message: `请输入${label}` })
    .min(0, `${label}不能为负数`)
    .max(50, `${label}最多 50%`)
    .refine((value) => Math.round(value * 10) === value * 10, `${label}最多一位小数`);
const passengers = (label: string) =>
  z
    .number({ message: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(1, `${label}至少 1 人`)
    .max(70, `${label}最多 70 人`);

export const customRuleSaveSchema = z.object({
  personalDiscountPercent: discount('个人定制折扣'),
  personalMinPassengers: passengers('个人定制起订人数'),
  schoolDiscountPercent: discount('学校定制折扣'),
  schoolMinPassengers: passengers('学校定制起订人数'),
  schoolMaxHoursPerDay: z.number({ message: '请输入学生用车每日最长时长' }).int('须为整数小时').min(1, '至少 1 小时').max(12, '最多 12 小时'),
  advanceDays: z.number({ message: '请输入提前预订天数' }).int('提前预订天数须为整数').min(0, '提前预订天数不能为负数').max(30, '提前预订天数最多 30 天'),
  /** a quote's discount above this needs the approval (bc_charter_discount) before the order is confirmed */
  approvalDiscountPercent: discount('折扣审批线'),
});
export type CustomRuleSave = z.input<typeof customRuleSaveSchema>;
export const customRuleEditSchema = z.intersection(customRuleSaveSchema, z.object({ version: z.number().int().min(0) }));

export const customRuleRecordSchema = z.object({
  personalDiscountPercent: z.number(),
  personalMinPassengers: z.number(),
  schoolDiscountPercent: z.number(),
  schoolMinPassengers: z.number(),
  schoolMaxHoursPerDay: z.number(),
  advanceDays: z.number(),
  approvalDiscountPercent: z.number(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type CustomRuleRecord = z.infer<typeof customRuleRecordSchema>;

/** what a company starts with (and what quotes use before anyone saved the page) */
export const DEFAULT_CUSTOM_RULE: CustomRuleSave = {
  personalDiscountPercent: 0,
  personalMinPassengers: 1,
  schoolDiscountPercent: 10,
  schoolMinPassengers: 20,
  schoolMaxHoursPerDay: 10,
  advanceDays: 2,
  approvalDiscountPercent: 15,
};

export interface CustomTrip {
  passengers: number;
  /** the hours the vehicles are used on each day */
  dayHours: readonly number[];
  /** the first day (YYYY-MM-DD) and the day it is booked on, when known: booked at least advanceDays before */
  startDate?: string;
  today?: string;
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** the discount the rules give a kind of customer, in percent */
export const customDiscountOf = (rule: CustomRuleSave, kind: CharterCustomerKind): number =>
  kind === 'school' ? rule.schoolDiscountPercent : kind === 'personal' ? rule.personalDiscountPercent : 0;

/**
 * The discount the rules give a customer, and why a trip is not allowed for them (null when it
 * is): booked too late (any charter), too few passengers, or a school day longer than pupils may ride.
 */
export function customRuleFor(
  rule: CustomRuleSave,
  kind: CharterCustomerKind,
  trip: CustomTrip,
): { discountPercent: number; refusal: string | null; field?: 'startDate' | 'passengers' | 'dayHours' } {
  const discountPercent = customDiscountOf(rule, kind);
  if (trip.startDate && trip.today) {
    const ahead = dayNumber(trip.startDate) - dayNumber(trip.today);
    if (ahead < 0) return { discountPercent, refusal: '出发日期已过', field: 'startDate' };
    if (ahead < rule.advanceDays) return { discountPercent, refusal: `须在出发前至少 ${rule.advanceDays} 天预订`, field: 'startDate' };
  }
  if (kind === 'standard') return { discountPercent, refusal: null };
  const minPassengers = kind === 'school' ? rule.schoolMinPassengers : rule.personalMinPassengers;
  const label = CHARTER_CUSTOMER_KINDS[kind];
  if (trip.passengers < minPassengers)
    return { discountPercent, refusal: `${label}至少 ${minPassengers} 人起订，当前 ${trip.passengers} 人`, field: 'passengers' };
  if (kind === 'school' && trip.dayHours.some((hours) => hours > rule.schoolMaxHoursPerDay))
    return { discountPercent, refusal: `学生用车每天最长 ${rule.schoolMaxHoursPerDay} 小时`, field: 'dayHours' };
  return { discountPercent, refusal: null };
}
