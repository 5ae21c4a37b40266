/** What the card desk's end-to-end tests share: a verified passenger of the demo company and an ID card that agrees with theirs. */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, setPassword } from './support';

/** 1 + the ISO 7064 check digit of 17 digits (GB 11643) */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkDigit = (first17: string) => '10X98765432'[[...first17].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i], 0) % 11];

/**
 * A verified passenger of the demo company and an ID card that agrees with their masked one (the
 * platform keeps only 420102********1234: the passenger's real card is what they hand over at the
 * desk, so the test makes one with the same region, last digits and a valid check digit).
 */
export async function verifiedPassenger(request: APIRequestContext) {
  await setPassword(request, ADMIN);
  const token = await apiLogin(request, ADMIN);
  const reply = await request.get('/api/ops/member/list?realNameState=verified&status=normal&pageSize=1', { headers: { 'X-Access-Token': token } });
  const member = (await reply.json()).result.records[0] as { id: string; realName: string; phone: string; idCardMasked: string };
  const [region, last4] = [member.idCardMasked.slice(0, 6), member.idCardMasked.slice(-4)];
  for (let day = new Date('1950-01-01T00:00:00Z'); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const first17 = `${region}${day.toISOString().slice(0, 10).replaceAll('-', '')}${last4.slice(0, 3)}`;
    if (checkDigit(first17) === last4[3]) return { ...member, idCard: first17 + last4[3] };
  }
}
