/**
 * 月卡开通 through the API (issue 24): a pass on a 月卡 for whole months at 充值设置's price, never
 * overlapping, booked once per request key; only a 月卡 in 正常 takes one; 补卡 moves a pass not
 * yet over to the new card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckDigit, lastMonthOf } from '@bus/contracts';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';

let ctx: TestContext;
let lina: string;
let yangfan: string;
let memberId: string;
const ID = (() => {
  const first17 = '42010219800101567';
  return first17 + idCardCheckDigit(first17);
})();

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  lina = await signIn(ctx.app, 'lina');
  yangfan = await signIn(ctx.app, 'yangfan');
  const [member] = await ctx.app.db
    .insert(opsMember)
    .values({ tenantId: 1, phone: '13800000101', realName: '月卡乘客', realNameState: 'verified', idCardMasked: `${ID.slice(0, 6)}********${ID.slice(-4)}` })
    .returning();
  memberId = member.id;
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => lina,
);
let sequence = 0;
const requestId = () => `month-${Date.now()}-${++sequence}`;
const issue = async (cardNo: string, cardType = 'monthly') =>
  (
    await call('POST', '/api/isps/card/issue', lina, {
      cardNo,
      cardType,
      memberId,
      holderIdCard: ID,
      depositCents: 0,
      initialLoadCents: 0,
      payMode: 'cash',
      requestId: requestId(),
    })
  ).json().result;
const open = (cardId: string, fromMonth: string, months: number, over: object = {}) =>
  call('POST', '/api/isps/monthPass/open', lina, { cardId, fromMonth, months, payMode: 'cash', requestId: requestId(), ...over });

describe('月卡开通', () => {
  it('works out the last month covered', () => {
    expect(lastMonthOf('2026-12', 3)).toBe('2027-02');
    expect(lastMonthOf('2026-03', 1)).toBe('2026-03');
    expect(lastMonthOf('2026-01', 12)).toBe('2026-12');
  });

  it('opens a pass for whole months at the price per month, once per request, never overlapping', async () => {
    const card = await issue('31088800000001');
    const key = requestId();
    const res = await open(card.id, '2026-03', 3, { requestId: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '月卡开通成功',
      result: { cardNo: '31088800000001', holderName: '月卡乘客', fromMonth: '2026-03', toMonth: '2026-05', months: 3, amountCents: 27000 },
    });
    expect((await open(card.id, '2026-03', 3, { requestId: key })).json().message).toBe('该笔业务已办理，未重复收费');
    const overlap = await open(card.id, '2026-05', 2);
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().result.errors[0]).toEqual({ field: 'fromMonth', message: '该卡 2026-03 至 2026-05 已开通，开通期间不能重叠' });
    expect((await open(card.id, '2026-06', 1)).statusCode).toBe(200);
    expect((await call('GET', '/api/isps/monthPass/list?cardNo=31088800000001')).json().result.records).toHaveLength(2);
  });

  it('refuses a card that is not a 月卡, a past month and bad counts, naming the field', async () => {
    const ordinary = await issue('31088800000002', 'ordinary');
    const monthly = await issue('31088800000003');
    for (const [cardId, fromMonth, months, field, message] of [
      [ordinary.id, '2026-04', 1, 'cardId', '只有月卡可以开通月票，请先办理月卡'],
      [monthly.id, '2026-02', 1, 'fromMonth', '开始月份不能早于本月'],
      [monthly.id, '2026-13', 1, 'fromMonth', '开始月份格式应为 YYYY-MM'],
      [monthly.id, '2026-04', 13, 'months', '一次最多开通 12 个月'],
    ] as const) {
      const res = await open(cardId, fromMonth, months);
      expect(res.statusCode).toBe(422);
      expect(res.json().result.errors[0]).toEqual({ field, message });
    }
    expect((await call('POST', '/api/isps/monthPass/open', yangfan, {})).statusCode).toBe(403);
  });

  it('moves a pass not yet over to the new card on 补卡', async () => {
    const card = await issue('31088800000004');
    await open(card.id, '2026-04', 2);
    const reported = await call('POST', '/api/isps/card/reportLost', lina, { id: card.id, version: 0, holderIdCard: ID });
    expect(reported.statusCode, reported.body).toBe(200);
    const replaced = await call('POST', '/api/isps/card/replace', lina, {
      id: card.id,
      version: reported.json().result.version,
      newCardNo: '31088800000005',
      feePayMode: 'cash',
      requestId: requestId(),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [pass] = (await call('GET', '/api/isps/monthPass/list?cardNo=31088800000005')).json().result.records;
    expect(pass).toMatchObject({ cardNo: '31088800000005', fromMonth: '2026-04', toMonth: '2026-05' });
  });
});
