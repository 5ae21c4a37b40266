import { describe, expect, it } from 'vitest';
import { charterPrice, CharterPriceError } from './charter-price';

/** a 49-seat coach: ¥2,800 a day with 8 hours and 200 km, ¥150 an hour and ¥6.50 a km beyond */
const coach = { dayPriceCents: 280_000, includedHours: 8, includedKm: 200, overtimePriceCents: 15_000, kmPriceCents: 650 };

describe('the price of a charter (issue 25)', () => {
  it('is the day price for each day and vehicle when the trip stays within what the days include', () => {
    const price = charterPrice(coach, { dayHours: [8, 6], km: 400, vehicles: 2 });
    expect(price).toMatchObject({ days: 2, vehicles: 2, baseCents: 1_120_000, overtimeCents: 0, extraKmCents: 0, totalCents: 1_120_000 });
  });

  it('bills the hours past each day’s included ones in started half hours, day by day', () => {
    // 9h10 → 1.5 h over (a started half hour counts), 7 h → none: it does not offset the other day
    const price = charterPrice(coach, { dayHours: [9 + 10 / 60, 7], km: 100 });
    expect(price.overtimeHours).toBe(1.5);
    expect(price.overtimeCents).toBe(22_500);
    // exactly on the hour is not a started half hour
    expect(charterPrice(coach, { dayHours: [9], km: 0 }).overtimeHours).toBe(1);
  });

  it('bills the km past what all the days include, per vehicle', () => {
    const price = charterPrice(coach, { dayHours: [8, 8, 8], km: 750, vehicles: 3 });
    expect(price.extraKm).toBe(150);
    expect(price.extraKmCents).toBe(150 * 650 * 3);
    expect(price.totalCents).toBe(280_000 * 3 * 3 + 150 * 650 * 3);
  });

  it('rounds a discount to the 分 once, half up, so the lines add up to the total', () => {
    // ¥1,234.55 × 12.5 % = ¥154.31875 → ¥154.32
    const terms = { ...coach, dayPriceCents: 123_455 };
    const price = charterPrice(terms, { dayHours: [8], km: 0, discountPercent: 12.5 });
    expect(price.discountCents).toBe(15_432);
    expect(price.totalCents).toBe(123_455 - 15_432);
    expect(price.subtotalCents - price.discountCents).toBe(price.totalCents);
    // a half 分 rounds up: 10 分 × 5 % = 0.5 分 → 1 分
    expect(charterPrice({ ...coach, dayPriceCents: 10 }, { dayHours: [1], km: 0, discountPercent: 5 }).discountCents).toBe(1);
    expect(charterPrice(coach, { dayHours: [8], km: 0, discountPercent: 100 }).totalCents).toBe(0);
  });

  it('refuses a trip it cannot price, saying why', () => {
    expect(() => charterPrice(coach, { dayHours: [], km: 0 })).toThrow(new CharterPriceError('请至少填写一天的用车时长'));
    expect(() => charterPrice(coach, { dayHours: [25], km: 0 })).toThrow('每天的用车时长须在 0 到 24 小时之间');
    expect(() => charterPrice(coach, { dayHours: [8], km: 10.5 })).toThrow('里程须为 0 到 100000 的整数公里');
    expect(() => charterPrice(coach, { dayHours: [8], km: 10, vehicles: 0 })).toThrow('车辆数须为 1 到 50 的整数');
    expect(() => charterPrice(coach, { dayHours: [8], km: 10, discountPercent: 12.34 })).toThrow('折扣须为 0 到 100 之间、最多一位小数的百分比');
    expect(() => charterPrice(coach, { dayHours: [8], km: 10, discountPercent: 101 })).toThrow('折扣须为');
  });
});
