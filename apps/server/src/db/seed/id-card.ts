import { idCardCheckDigit } from '@bus/contracts';

/**
 * A valid ID number: region + birth date + 3-digit sequence (odd for men, even for women)
 * + GB 11643 check character. `serial` makes numbers of different people differ.
 */
export function makeIdCard(region: string, birthday: string, sex: 1 | 2, serial: number): string {
  const base = 100 + ((serial * 2) % 800);
  const sequence = String(sex === 1 ? base + 1 : base).padStart(3, '0');
  const first17 = `${region}${birthday.replaceAll('-', '')}${sequence}`;
  return first17 + idCardCheckDigit(first17);
}

/**
 * A valid ID number that agrees with a masked one (420102********1234: region and last four kept):
 * the first birth date from `from` on whose check character is the masked one's last. The platform
 * keeps only masked numbers; the demo's real-name cards are issued on one of these.
 */
export function idCardMatching(masked: string, from = '1950-01-01'): string {
  const [region, last4] = [masked.slice(0, 6), masked.slice(-4)];
  for (let day = new Date(`${from}T00:00:00Z`), n = 0; n < 4000; day.setUTCDate(day.getUTCDate() + 1), n += 1) {
    const first17 = `${region}${day.toISOString().slice(0, 10).replaceAll('-', '')}${last4.slice(0, 3)}`;
    if (idCardCheckDigit(first17) === last4[3]) return first17 + last4[3];
  }
  throw new Error(`no ID number agrees with ${masked}`);
}
