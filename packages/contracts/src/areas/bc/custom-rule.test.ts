import { describe, expect, it } from 'vitest';
import { customRuleFor, customRuleSaveSchema, DEFAULT_CUSTOM_RULE } from './custom-rule';

describe('定制规则 (issue 25)', () => {
  it('gives a school its discount when enough pupils ride, and no discount to a standard charter', () => {
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'school', { passengers: 40, dayHours: [8] })).toEqual({ discountPercent: 10, refusal: null });
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'standard', { passengers: 1, dayHours: [20] })).toEqual({ discountPercent: 0, refusal: null });
    expect(customRuleFor({ ...DEFAULT_CUSTOM_RULE, personalDiscountPercent: 5 }, 'personal', { passengers: 1, dayHours: [8] }).discountPercent).toBe(5);
  });

  it('refuses too few passengers and a school day longer than pupils may ride, saying so', () => {
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'school', { passengers: 19, dayHours: [8] }).refusal).toBe('学校定制至少 20 人起订，当前 19 人');
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'school', { passengers: 20, dayHours: [8, 10.5] }).refusal).toBe('学生用车每天最长 10 小时');
    expect(customRuleFor({ ...DEFAULT_CUSTOM_RULE, personalMinPassengers: 5 }, 'personal', { passengers: 4, dayHours: [8] }).refusal).toBe(
      '个人定制至少 5 人起订，当前 4 人',
    );
  });

  it('asks any charter to be booked the days ahead the rules say', () => {
    const trip = { passengers: 30, dayHours: [8], today: '2026-12-30' };
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'standard', { ...trip, startDate: '2027-01-01' }).refusal).toBeNull();
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'school', { ...trip, startDate: '2026-12-31' }).refusal).toBe('须在出发前至少 2 天预订');
    expect(customRuleFor(DEFAULT_CUSTOM_RULE, 'standard', { ...trip, startDate: '2026-12-29' }).refusal).toBe('出发日期已过');
  });

  it('names the field of a rule out of range', () => {
    const result = customRuleSaveSchema.safeParse({ ...DEFAULT_CUSTOM_RULE, schoolDiscountPercent: 60, personalMinPassengers: 0, advanceDays: 1.5 });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      schoolDiscountPercent: '学校定制折扣最多 50%',
      personalMinPassengers: '个人定制起订人数至少 1 人',
      advanceDays: '提前预订天数须为整数',
    });
  });
});
