/**
 * A charter's price from its package (issue 25), in 分 throughout: each vehicle costs the
 * package's day price for every day; a day's hours past the package's included hours are billed
 * at 超时价 per started half hour; the trip's km past what the days include (included km × days)
 * at 超里程价 per km. A discount, as a percentage of that subtotal, is rounded to the 分 (half
 * up) once, on the whole, so the lines always add up to the total.
 */

/** what a quote needs of a package */
export interface CharterPriceTerms {
  dayPriceCents: number;
  includedHours: number;
  includedKm: number;
  overtimePriceCents: number;
  kmPriceCents: number;
}

export interface CharterTrip {
  /** the hours the vehicles are used on each day of the trip (one entry per day) */
  dayHours: readonly number[];
  /** the whole trip's km (each vehicle drives it) */
  km: number;
  /** how many vehicles (1 when absent) */
  vehicles?: number;
  /** the discount in percent of the subtotal, 0–100 with at most one decimal (none when absent) */
  discountPercent?: number;
}

export interface CharterPrice {
  days: number;
  vehicles: number;
  /** days × day price × vehicles */
  baseCents: number;
  /** the hours past each day's included hours, in started half hours */
  overtimeHours: number;
  overtimeCents: number;
  /** the km past what the days include */
  extraKm: number;
  extraKmCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** an error naming what is wrong with the trip, in the words a clerk reads */
export class CharterPriceError extends Error {}

export function charterPrice(terms: CharterPriceTerms, trip: CharterTrip): CharterPrice {
  const days = trip.dayHours.length;
  const vehicles = trip.vehicles ?? 1;
  const discount = trip.discountPercent ?? 0;
  if (days < 1) throw new CharterPriceError('请至少填写一天的用车时长');
  if (days > 60) throw new CharterPriceError('一次包车最多 60 天');
  if (trip.dayHours.some((hours) => !(hours > 0 && hours <= 24))) throw new CharterPriceError('每天的用车时长须在 0 到 24 小时之间');
  if (!(Number.isInteger(trip.km) && trip.km >= 0 && trip.km <= 100_000)) throw new CharterPriceError('里程须为 0 到 100000 的整数公里');
  if (!(Number.isInteger(vehicles) && vehicles >= 1 && vehicles <= 50)) throw new CharterPriceError('车辆数须为 1 到 50 的整数');
  if (!(discount >= 0 && discount <= 100 && Math.round(discount * 10) === discount * 10))
    throw new CharterPriceError('折扣须为 0 到 100 之间、最多一位小数的百分比');

  const baseCents = terms.dayPriceCents * days * vehicles;
  // each day's hours past the included ones, counted in started half hours
  const overtimeHalves = trip.dayHours.reduce((sum, hours) => sum + Math.ceil(Math.max(0, hours - terms.includedHours) * 2 - 1e-9), 0);
  const overtimeHours = overtimeHalves / 2;
  const overtimeCents = Math.round((overtimeHalves * terms.overtimePriceCents) / 2) * vehicles;
  const extraKm = Math.max(0, trip.km - terms.includedKm * days);
  const extraKmCents = extraKm * terms.kmPriceCents * vehicles;
  const subtotalCents = baseCents + overtimeCents + extraKmCents;
  // percent with one decimal: in tenths of a percent, so the rounding is of an exact integer ratio
  const discountCents = Math.floor((subtotalCents * Math.round(discount * 10) + 500) / 1000);
  return {
    days,
    vehicles,
    baseCents,
    overtimeHours,
    overtimeCents,
    extraKm,
    extraKmCents,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}
