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
