/**
 * 充值设置 (/isps/rechargeSetting, issue 24): one company's rules for money at the card desk: the
 * amounts offered for a top-up, its limits, a card's most balance, the deposit, the replacement
 * fee, how long a lost card may be unblocked, the refund above which an approval decides, and a
 * monthly pass's price per month (月卡开通).
 */
import { z } from 'zod';
import { codes } from '../../permission-codes';
import { centsSchema } from '../../money';

export const ISPS_RECHARGE_SETTING_PERMS = codes('isps:rechargeSetting', ['list', 'edit']);

/** the most amounts a top-up dialog offers as buttons */
export const MAX_PRESET_AMOUNTS = 8;

export const rechargeSettingSaveSchema = z
  .object({
    presetAmounts: z
      .array(centsSchema('快捷金额', { min: 100, max: 100_000 }), { message: '请设置快捷金额' })
      .min(1, '至少设置一个快捷金额')
      .max(MAX_PRESET_AMOUNTS, `快捷金额最多 ${MAX_PRESET_AMOUNTS} 个`),
    minTopUpCents: centsSchema('单笔最低充值', { min: 1, max: 100_000 }),
    maxTopUpCents: centsSchema('单笔最高充值', { min: 100, max: 500_000 }),
    maxBalanceCents: centsSchema('卡内余额上限', { min: 100, max: 1_000_000 }),
    depositCents: centsSchema('押金', { max: 100_000 }),
    replacementFeeCents: centsSchema('补卡费', { max: 10_000 }),
    refundApprovalLimitCents: centsSchema('退款审批金额', { max: 1_000_000 }),
    monthPassCents: centsSchema('月卡每月价格', { min: 100, max: 100_000 }),
    unblockWindowDays: z.number({ message: '请输入解挂期限' }).int('解挂期限须为整数天').min(1, '解挂期限至少 1 天').max(90, '解挂期限最多 90 天'),
  })
  .superRefine((value, ctx) => {
    if (value.minTopUpCents > value.maxTopUpCents) ctx.addIssue({ code: 'custom', path: ['maxTopUpCents'], message: '单笔最高充值不能低于单笔最低充值' });
    if (value.maxTopUpCents > value.maxBalanceCents) ctx.addIssue({ code: 'custom', path: ['maxBalanceCents'], message: '卡内余额上限不能低于单笔最高充值' });
    value.presetAmounts.forEach((amount, index) => {
      if (amount < value.minTopUpCents || amount > value.maxTopUpCents)
        ctx.addIssue({ code: 'custom', path: ['presetAmounts', index], message: '快捷金额须在单笔最低与最高充值之间' });
    });
    if (new Set(value.presetAmounts).size !== value.presetAmounts.length)
      ctx.addIssue({ code: 'custom', path: ['presetAmounts'], message: '快捷金额不能重复' });
  });
export type RechargeSettingSave = z.input<typeof rechargeSettingSaveSchema>;
export const rechargeSettingEditSchema = z.intersection(rechargeSettingSaveSchema, z.object({ version: z.number().int().min(0) }));

export const rechargeSettingRecordSchema = z.object({
  presetAmounts: z.array(z.number()),
  minTopUpCents: z.number(),
  maxTopUpCents: z.number(),
  maxBalanceCents: z.number(),
  depositCents: z.number(),
  replacementFeeCents: z.number(),
  refundApprovalLimitCents: z.number(),
  monthPassCents: z.number(),
  unblockWindowDays: z.number(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type RechargeSettingRecord = z.infer<typeof rechargeSettingRecordSchema>;

/** what a company starts with (and what the desk uses before anyone saved the page) */
export const DEFAULT_RECHARGE_SETTING: RechargeSettingSave = {
  presetAmounts: [2000, 5000, 10000, 20000],
  minTopUpCents: 100,
  maxTopUpCents: 50_000,
  maxBalanceCents: 100_000,
  depositCents: 2000,
  replacementFeeCents: 1000,
  refundApprovalLimitCents: 20_000,
  monthPassCents: 9000,
  unblockWindowDays: 7,
};
