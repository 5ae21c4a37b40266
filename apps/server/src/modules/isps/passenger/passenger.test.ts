/** 乘客信息 through the API (issue 24): 会员管理's passengers with what is on their cards in use; phones and ID cards masked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';

let ctx: TestContext;
let lina: string;
let yangfan: string;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  lina = await signIn(ctx.app, 'lina');
  yangfan = await signIn(ctx.app, 'yangfan');
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => lina,
);
let sequence = 0;
const issue = (memberId: string | null, initialLoadCents: number) =>
  call('POST', '/api/isps/card/issue', lina, {
    cardNo: `310999000000${++sequence}`,
    cardType: 'ordinary',
    memberId,
    depositCents: 0,
    initialLoadCents,
    payMode: 'cash',
    requestId: `passenger-test-${sequence}-card`,
  });

describe('乘客信息', () => {
  it('lists the passengers of 会员管理 with their cards’ balance, the phone masked, found by its last digits', async () => {
    const [member] = await ctx.app.db
      .insert(opsMember)
      .values({ tenantId: 1, phone: '13800000111', realName: '钱乘客', realNameState: 'verified', idCardMasked: '420102********1234' })
      .returning();
    // an ordinary card carries no name: issued anonymously, then the member's count follows the cards the desk holds for them
    const first = await issue(null, 3000);
    expect(first.statusCode, first.body).toBe(200);
    await ctx.app.db.execute(`update isps_card set member_id = '${member.id}' where card_no = '${first.json().result.cardNo}'`);
    const second = await issue(null, 1500);
    await ctx.app.db.execute(`update isps_card set member_id = '${member.id}', state = 'returned' where card_no = '${second.json().result.cardNo}'`);

    const res = await call('GET', '/api/isps/userInfo/list?phone=0111');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().result.records;
    expect(row).toMatchObject({
      phone: '138****0111',
      realName: '钱乘客',
      idCardMasked: '420102********1234',
      realNameState_dictText: '已认证',
      balanceCents: 3000,
    });
    expect(JSON.stringify(res.json())).not.toContain('13800000111');
    expect((await call('GET', '/api/isps/userInfo/list?phone=01')).statusCode).toBe(422);
    expect((await call('GET', '/api/isps/userInfo/list', yangfan)).statusCode).toBe(403);
  });
});
