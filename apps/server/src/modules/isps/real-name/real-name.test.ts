/**
 * 实名认证 through the API (issue 24): a waiting submission approved (the ID card checked, the
 * passenger verified in 会员管理, the whole number gone) or refused with the reason; a number the
 * validator refuses cannot be approved; a decided one cannot be decided again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckDigit } from '@bus/contracts';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';
import { ispsRealNameRequest } from './real-name.table';

let ctx: TestContext;
let lina: string;
let yangfan: string;
const idOf = (first17: string) => first17 + idCardCheckDigit(first17);

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

async function submission(phone: string, realName: string, idCard: string) {
  const [member] = await ctx.app.db.insert(opsMember).values({ tenantId: 1, phone, realName, realNameState: 'pending' }).returning();
  const [row] = await ctx.app.db
    .insert(ispsRealNameRequest)
    .values({ tenantId: 1, memberId: member.id, realName, idCard, idCardDigest: 'test', submitTime: ctx.clock.now() })
    .returning();
  return { member, request: row };
}
const memberOf = async (id: string) => (await ctx.app.db.select().from(opsMember).where(eq(opsMember.id, id)))[0];
const review = (body: object, token = lina) => call('PUT', '/api/isps/realNameAuth/review', token, body);

describe('实名认证', () => {
  it('lists the waiting submissions with the phone and ID card masked, and approves one: the passenger is verified', async () => {
    const idCard = idOf('42010219880808123');
    const { member, request } = await submission('13800000091', '周实名', idCard);
    const listed = (await call('GET', '/api/isps/realNameAuth/list?state=pending')).json().result.records.find((r: { id: string }) => r.id === request.id);
    expect(listed).toMatchObject({ realName: '周实名', phone: '138****0091', idCard: `420102********${idCard.slice(-4)}`, state_dictText: '待审核' });
    expect(JSON.stringify(listed)).not.toContain(idCard);

    const res = await review({ id: request.id, version: 0, approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: '已通过，乘客已实名', result: { state: 'approved', reviewedBy: 'lina' } });
    expect(await memberOf(member.id)).toMatchObject({ realNameState: 'verified', realName: '周实名', idCardMasked: `420102********${idCard.slice(-4)}` });
    // the whole number is gone once decided
    const [stored] = await ctx.app.db.select().from(ispsRealNameRequest).where(eq(ispsRealNameRequest.id, request.id));
    expect(stored.idCard).toBe(`420102********${idCard.slice(-4)}`);
    const again = await review({ id: request.id, version: 1, approve: false, reason: '重复' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('实名申请当前为「已通过」，只有「待审核」的实名申请可以驳回');
  });

  it('refuses with the reason the passenger reads; a reason is required', async () => {
    const { member, request } = await submission('13800000092', '吴实名', idOf('42010219900909234'));
    const noReason = await review({ id: request.id, version: 0, approve: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.errors[0]).toEqual({ field: 'reason', message: '请填写驳回原因，乘客将看到它' });
    const res = await review({ id: request.id, version: 0, approve: false, reason: '证件照片模糊，请重新拍摄上传' });
    expect(res.json()).toMatchObject({ message: '已驳回，乘客将看到驳回原因', result: { state: 'rejected', reason: '证件照片模糊，请重新拍摄上传' } });
    expect(await memberOf(member.id)).toMatchObject({ realNameState: 'rejected' });
  });

  it('does not approve a number the validator refuses, and keeps others out', async () => {
    const good = idOf('42010219700101345');
    const wrong = `${good.slice(0, 17)}${good[17] === '1' ? '2' : '1'}`;
    const { member, request } = await submission('13800000093', '郑实名', wrong);
    const res = await review({ id: request.id, version: 0, approve: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('身份证号格式不正确：该身份证号校验不通过，请驳回并说明原因');
    expect(await memberOf(member.id)).toMatchObject({ realNameState: 'pending' });
    expect((await review({ id: request.id, version: 0, approve: true }, yangfan)).statusCode).toBe(403);
    expect((await review({ id: 'nope', version: 0, approve: true })).statusCode).toBe(404);
  });
});
