/**
 * 办卡管理 / 挂失管理 / 补卡管理 and 充值设置 through the API (issue 24): a card's life at the desk,
 * money only through the ledger (the balance always its entries' sum), the same request booked
 * once even when sent twice at once, bad amounts refused naming the field, nothing half-booked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckDigit } from '@bus/contracts';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';
import { balanceMismatches } from './card-ledger';
import { ispsCard } from './card.table';

let ctx: TestContext;
let lina: string;
let yangfan: string;
let hanlei: string;
const members: Record<string, string> = {};
const idOf = (first17: string) => first17 + idCardCheckDigit(first17);
const ZHANG_ID = idOf('42010219800101123');
const LI_ID = idOf('42010219900202234');

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  lina = await signIn(ctx.app, 'lina'); // 客服人员: the card desk
  yangfan = await signIn(ctx.app, 'yangfan'); // 流程设计: no card pages
  hanlei = await signIn(ctx.app, 'hanlei'); // another company
  const masked = (id: string) => `${id.slice(0, 6)}********${id.slice(-4)}`;
  const rows = await ctx.app.db
    .insert(opsMember)
    .values([
      { tenantId: 1, phone: '13800000001', realName: '张晓明', realNameState: 'verified', idCardMasked: masked(ZHANG_ID) },
      { tenantId: 1, phone: '13900020001', realName: '李娟', realNameState: 'pending', idCardMasked: masked(LI_ID) },
    ])
    .returning();
  members.zhang = rows[0].id;
  members.li = rows[1].id;
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => lina,
);
let sequence = 0;
const requestId = () => `req-${Date.now()}-${++sequence}`;
const errorOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];
const issue = (over: object = {}) =>
  call('POST', '/api/isps/card/issue', lina, {
    cardNo: `3101${String(Date.now()).slice(-8)}${++sequence}`,
    cardType: 'ordinary',
    depositCents: 2000,
    initialLoadCents: 5000,
    payMode: 'cash',
    requestId: requestId(),
    ...over,
  });
const ledgerOf = async (id: string) => (await call('GET', `/api/isps/card/ledger?id=${id}`)).json().result as Array<{ kind: string; amountCents: number }>;
const cardOf = async (id: string) => (await call('GET', `/api/isps/card/queryById?id=${id}`)).json().result;

describe('办卡 and 充值', () => {
  it('issues an anonymous card with its deposit and first load; the balance is its one ledger entry', async () => {
    const res = await issue({ cardNo: '31010000000001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('办卡成功');
    const card = res.json().result;
    expect(card).toMatchObject({ cardNo: '31010000000001', state: 'active', state_dictText: '正常', balanceCents: 5000, depositCents: 2000, memberId: null });
    expect(card).not.toHaveProperty('holderIdDigest');
    expect(await ledgerOf(card.id)).toMatchObject([{ kind: 'load', kind_dictText: '开卡充值', amountCents: 5000, balanceAfterCents: 5000, payMode: 'cash' }]);
    // the card number is the company's one card
    const again = await issue({ cardNo: '31010000000001' });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toMatchObject({ field: 'cardNo', message: '卡号已存在' });
  });

  it('refuses bad amounts, unknown pay modes and service points, naming the field, and books nothing', async () => {
    const before = (await ctx.app.db.select().from(ispsCard)).length;
    for (const [over, field, message] of [
      [{ initialLoadCents: -100 }, 'initialLoadCents', '首充金额不能为负数'],
      [{ initialLoadCents: 1234.5 }, 'initialLoadCents', '首充金额最多两位小数'],
      [{ depositCents: 'x' }, 'depositCents', '请输入押金'],
      [{ payMode: 'bitcoin' }, 'payMode', '支付方式不存在'],
      [{ placeId: 'no-such-place' }, 'placeId', '办理网点不存在'],
      [{ cardNo: '12ab' }, 'cardNo', '卡号为 8 至 20 位数字'],
      [{ requestId: 'x' }, 'requestId', '请求编号格式不正确'],
    ] as const) {
      const res = await issue(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(errorOf(res)).toMatchObject({ field, message });
    }
    expect((await ctx.app.db.select().from(ispsCard)).length).toBe(before);
  });

  it('a top-up sent twice, even at the same moment, books once; a different request reusing its key is refused', async () => {
    const card = (await issue({ initialLoadCents: 0 })).json().result;
    const topUp = { id: card.id, amountCents: 2000, payMode: 'wechat', requestId: requestId() };
    const [first, second] = await Promise.all([call('POST', '/api/isps/card/topUp', lina, topUp), call('POST', '/api/isps/card/topUp', lina, topUp)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().message, second.json().message].sort()).toEqual(['充值成功', '该笔业务已办理，未重复记账']);
    const replay = await call('POST', '/api/isps/card/topUp', lina, topUp);
    expect(replay.json().message).toBe('该笔业务已办理，未重复记账');
    expect((await cardOf(card.id)).balanceCents).toBe(2000);
    expect(await ledgerOf(card.id)).toHaveLength(1);
    const reused = await call('POST', '/api/isps/card/topUp', lina, { ...topUp, amountCents: 3000 });
    expect(reused.statusCode).toBe(409);
    expect((await cardOf(card.id)).balanceCents).toBe(2000);
  });

  it('ten top-ups of one card at once, each sent twice, book ten times: no update lost, the balance its ledger', async () => {
    const card = (await issue({ initialLoadCents: 0 })).json().result;
    const topUps = Array.from({ length: 10 }, () => ({ id: card.id, amountCents: 1000, payMode: 'cash', requestId: requestId() }));
    const replies = await Promise.all([...topUps, ...topUps].map((topUp) => call('POST', '/api/isps/card/topUp', lina, topUp)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect((await cardOf(card.id)).balanceCents).toBe(10_000);
    expect(await ledgerOf(card.id)).toHaveLength(10);
    expect(await balanceMismatches(ctx.app.db, 1)).toEqual([]);
  });

  it('keeps a top-up within 充值设置: its least and most amount and the card’s most balance', async () => {
    const card = (await issue({ initialLoadCents: 90_000 })).json().result;
    const topUp = (amountCents: number) => call('POST', '/api/isps/card/topUp', lina, { id: card.id, amountCents, payMode: 'cash', requestId: requestId() });
    expect(errorOf(await topUp(50))).toMatchObject({ field: 'amountCents', message: '充值金额不能少于 ¥1.00' });
    expect(errorOf(await topUp(60_000))).toMatchObject({ field: 'amountCents', message: '充值金额不能超过 ¥500.00' });
    expect(errorOf(await topUp(10.5))).toMatchObject({ field: 'amountCents', message: '充值金额最多两位小数' });
    const over = await topUp(20_000);
    expect(errorOf(over).message).toBe('充值后余额将超过上限 ¥1,000.00（当前余额 ¥900.00，最多可充 ¥100.00）');
    expect((await topUp(10_000)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/isps/card/topUp', lina, { id: 'no-such-card', amountCents: 1000, payMode: 'cash', requestId: requestId() })).statusCode,
    ).toBe(404);
  });

  it('a real-name card needs a verified passenger and their ID card; the passenger counts it', async () => {
    expect(errorOf(await issue({ cardType: 'student' }))).toMatchObject({ field: 'memberId', message: '记名卡须选择已实名的乘客' });
    expect(errorOf(await issue({ cardType: 'student', memberId: members.li, holderIdCard: LI_ID })).message).toBe('记名卡须为已实名认证的乘客办理');
    expect(errorOf(await issue({ cardType: 'student', memberId: members.zhang, holderIdCard: LI_ID }))).toMatchObject({
      field: 'holderIdCard',
      message: '身份证号与乘客实名信息不符',
    });
    expect(errorOf(await issue({ cardType: 'student', memberId: members.zhang, holderIdCard: '420102198001011230' })).field).toBe('holderIdCard');
    const res = await issue({ cardType: 'student', memberId: members.zhang, holderIdCard: ZHANG_ID.toLowerCase(), cardNo: '31010000000777' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ holderName: '张晓明', holderPhone: '138****0001', cardType_dictText: '学生卡' });
    const [zhang] = await ctx.app.db.select().from(opsMember).where(eq(opsMember.id, members.zhang));
    expect(zhang.cardCount).toBe(1);
    // found by the holder's phone, whole or its last digits; a bad phone search names the field
    const found = await call('GET', '/api/isps/card/list?holderPhone=0001');
    expect(found.json().result.records.map((r: { cardNo: string }) => r.cardNo)).toEqual(['31010000000777']);
    expect(errorOf(await call('GET', '/api/isps/card/list?holderPhone=12')).field).toBe('holderPhone');
  });
});

describe('挂失, 解挂, 补卡 and 退卡', () => {
  const realNameCard = async (loadCents = 8000) =>
    (await issue({ cardType: 'elderly', memberId: members.zhang, holderIdCard: ZHANG_ID, initialLoadCents: loadCents })).json().result;

  it('reports a real-name card lost with the holder’s ID card: it stops at once; unblocked within the window it works again', async () => {
    const anonymous = (await issue()).json().result;
    const notNamed = await call('POST', '/api/isps/card/reportLost', lina, { id: anonymous.id, version: anonymous.version, holderIdCard: ZHANG_ID });
    expect(notNamed.json().message).toBe('非记名卡不能挂失：卡片未登记持卡人');

    const card = await realNameCard();
    const wrong = await call('POST', '/api/isps/card/reportLost', lina, { id: card.id, version: card.version, holderIdCard: LI_ID });
    expect(errorOf(wrong)).toMatchObject({ field: 'holderIdCard', message: '身份证号与持卡人登记信息不符' });
    const lost = await call('POST', '/api/isps/card/reportLost', lina, { id: card.id, version: card.version, holderIdCard: ZHANG_ID, note: '乘客电话挂失' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json().result).toMatchObject({ state: 'lost', state_dictText: '已挂失' });
    // a lost card takes no money
    const topUp = await call('POST', '/api/isps/card/topUp', lina, { id: card.id, amountCents: 1000, payMode: 'cash', requestId: requestId() });
    expect(topUp.statusCode).toBe(422);
    expect(topUp.json().message).toBe('卡片当前为「已挂失」，只有「正常」的卡片可以充值');
    // the version read before the report is stale
    const stale = await call('POST', '/api/isps/card/unblock', lina, { id: card.id, version: card.version, holderIdCard: ZHANG_ID });
    expect(stale.statusCode).toBe(409);
    // found an hour later
    ctx.clock.advance(3600_000);
    const unblocked = await call('POST', '/api/isps/card/unblock', lina, { id: card.id, version: lost.json().result.version, holderIdCard: ZHANG_ID });
    expect(unblocked.json().result.state).toBe('active');
    const reports = (await call('GET', `/api/isps/lossReport/list?cardNo=${card.cardNo}`)).json().result.records;
    expect(reports.map((r: { action_dictText: string }) => r.action_dictText)).toEqual(['解挂', '挂失']);
    expect(reports[1]).toMatchObject({ holderName: '张晓明', amountCents: 8000, note: '乘客电话挂失', createBy: 'lina' });
  });

  it('past the unblock window a lost card can only be replaced', async () => {
    const card = await realNameCard();
    const lost = (await call('POST', '/api/isps/card/reportLost', lina, { id: card.id, version: card.version, holderIdCard: ZHANG_ID })).json().result;
    await ctx.app.db
      .update(ispsCard)
      .set({ lostTime: new Date(ctx.clock.now().getTime() - 8 * 24 * 3600 * 1000) })
      .where(eq(ispsCard.id, card.id));
    const late = await call('POST', '/api/isps/card/unblock', lina, { id: card.id, version: lost.version, holderIdCard: ZHANG_ID });
    expect(late.json().message).toBe('挂失已超过 7 天的解挂期限，只能补卡');
  });

  it('replaces a lost card: the old one stops, the balance moves, the fee is booked; every balance is its ledger', async () => {
    const card = await realNameCard(8000);
    const lost = (await call('POST', '/api/isps/card/reportLost', lina, { id: card.id, version: card.version, holderIdCard: ZHANG_ID })).json().result;
    const replace = { id: card.id, version: lost.version, newCardNo: '31019999000001', feePayMode: 'balance', requestId: requestId() };
    const same = await call('POST', '/api/isps/card/replace', lina, { ...replace, newCardNo: card.cardNo, requestId: requestId() });
    expect(errorOf(same).field).toBe('newCardNo');
    const res = await call('POST', '/api/isps/card/replace', lina, replace);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ cardNo: '31019999000001', state: 'active', balanceCents: 7000, replacesNo: card.cardNo, holderName: '张晓明' });
    expect(await cardOf(card.id)).toMatchObject({ state: 'replaced', balanceCents: 0, replacedByNo: '31019999000001' });
    expect((await ledgerOf(res.json().result.id)).map((e) => [e.kind, e.amountCents])).toEqual(
      expect.arrayContaining([
        ['transfer_in', 8000],
        ['fee', -1000],
      ]),
    );
    // sent again: the same new card, nothing booked twice
    const replay = await call('POST', '/api/isps/card/replace', lina, replace);
    expect(replay.json()).toMatchObject({ message: '该笔业务已办理，未重复记账', result: { cardNo: '31019999000001', balanceCents: 7000 } });
    const replaced = (await call('GET', '/api/isps/cardReplacement/list?newCardNo=31019999000001')).json().result.records;
    expect(replaced).toMatchObject([{ cardNo: card.cardNo, newCardNo: '31019999000001', amountCents: 8000, feeCents: 1000, payMode: 'balance' }]);

    // a balance too small for the fee is paid at the desk instead
    const poor = await realNameCard(500);
    const poorLost = (await call('POST', '/api/isps/card/reportLost', lina, { id: poor.id, version: poor.version, holderIdCard: ZHANG_ID })).json().result;
    const short = await call('POST', '/api/isps/card/replace', lina, {
      ...replace,
      id: poor.id,
      version: poorLost.version,
      newCardNo: '31019999000002',
      requestId: requestId(),
    });
    expect(errorOf(short)).toMatchObject({ field: 'feePayMode', message: '原卡余额 ¥5.00 不足以支付补卡费 ¥10.00，请选择现场支付' });
    const cash = await call('POST', '/api/isps/card/replace', lina, {
      ...replace,
      id: poor.id,
      version: poorLost.version,
      newCardNo: '31019999000002',
      feePayMode: 'cash',
      requestId: requestId(),
    });
    expect(cash.json().result.balanceCents).toBe(500);
    expect(await balanceMismatches(ctx.app.db, 1)).toEqual([]);
  });

  it('returns a card: its balance and deposit back, the card stopped, the passenger’s count down', async () => {
    const card = await realNameCard(3000);
    const [before] = await ctx.app.db.select().from(opsMember).where(eq(opsMember.id, members.zhang));
    const res = await call('POST', '/api/isps/card/return', lina, { id: card.id, version: card.version, payMode: 'cash', requestId: requestId() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ state: 'returned', balanceCents: 0 });
    expect((await ledgerOf(card.id)).map((e) => [e.kind, e.amountCents])).toEqual([
      ['return', -3000],
      ['load', 3000],
    ]);
    const [after] = await ctx.app.db.select().from(opsMember).where(eq(opsMember.id, members.zhang));
    expect(after.cardCount).toBe(before.cardCount - 1);
    const again = await call('POST', '/api/isps/card/return', lina, {
      id: card.id,
      version: res.json().result.version,
      payMode: 'cash',
      requestId: requestId(),
    });
    expect(again.json().message).toBe('卡片当前为「已退卡」，只有「正常」的卡片可以退卡');
  });

  it('the balance check finds a card whose balance is not its ledger’s sum', async () => {
    const card = (await issue({ initialLoadCents: 1000 })).json().result;
    await ctx.app.db.update(ispsCard).set({ balanceCents: 1100 }).where(eq(ispsCard.id, card.id));
    expect(await balanceMismatches(ctx.app.db, 1)).toEqual([{ cardId: card.id, cardNo: card.cardNo, balanceCents: 1100, ledgerCents: 1000 }]);
    await ctx.app.db.update(ispsCard).set({ balanceCents: 1000 }).where(eq(ispsCard.id, card.id));
  });
});

describe('支付记录, 退款记录 and 现金消费', () => {
  it('list the ledger as finance reads it: searched by card, type, pay mode and time, the amount in the advanced query, exported', async () => {
    const card = (await issue({ cardNo: '31016666000001', initialLoadCents: 3000, payMode: 'wechat' })).json().result;
    // a minute between the steps, as at a desk (the lists are newest first)
    ctx.clock.advance(60_000);
    await call('POST', '/api/isps/card/topUp', lina, { id: card.id, amountCents: 2000, payMode: 'cash', requestId: requestId() });
    ctx.clock.advance(60_000);
    await call('POST', '/api/isps/card/return', lina, { id: card.id, version: (await cardOf(card.id)).version, payMode: 'cash', requestId: requestId() });
    const records = async (url: string) => {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.records as Array<{ kind: string; amountCents: number; payMode: string; payModeName: string; cardNo: string }>;
    };
    const paid = await records('/api/isps/paymentRecord/list?cardNo=31016666000001');
    expect(paid.map((r) => [r.kind, r.amountCents, r.payModeName])).toEqual([
      ['topup', 2000, '现金'],
      ['load', 3000, '微信支付'],
    ]);
    expect((await records('/api/isps/paymentRecord/list?cardNo=31016666000001&payMode=wechat')).map((r) => r.kind)).toEqual(['load']);
    expect((await records('/api/isps/refundRecord/list?cardNo=31016666000001')).map((r) => [r.kind, r.amountCents])).toEqual([['return', -5000]]);
    expect((await records('/api/isps/cashConsume/list?cardNo=31016666000001')).map((r) => r.kind)).toEqual(['return', 'topup']);
    const big = encodeURIComponent(JSON.stringify([{ field: 'amountCents', rule: 'gt', val: 2500, type: 'number' }]));
    expect(
      (await records(`/api/isps/paymentRecord/list?cardNo=31016666000001&superQueryParams=${big}&superQueryMatchType=and`)).map((r) => r.amountCents),
    ).toEqual([3000]);
    const file = await call('GET', '/api/isps/paymentRecord/exportXls?cardNo=31016666000001');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/api/isps/paymentRecord/list?kind=bogus%27--')).statusCode).toBeLessThan(500);
  });
});

describe('bad input on the desk’s endpoints', () => {
  it('refuses empty, overlong, mistyped and hostile values naming the field, never a 500, and finds nothing by a hostile search', async () => {
    const card = (await issue()).json().result;
    const refused = async (url: string, body: object, field: string) => {
      const res = await call('POST', url, lina, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().result.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await refused('/api/isps/card/topUp', {}, 'id');
    await refused('/api/isps/card/topUp', { id: card.id, amountCents: 'abc', payMode: 'cash', requestId: requestId() }, 'amountCents');
    await refused('/api/isps/card/topUp', { id: card.id, amountCents: 1000, payMode: 'cash', requestId: 'x'.repeat(65) }, 'requestId');
    await refused('/api/isps/card/reportLost', { id: card.id, version: card.version, holderIdCard: "' or 1=1 --" }, 'holderIdCard');
    await refused('/api/isps/card/return', { id: card.id, version: card.version, payMode: 'cash', requestId: requestId(), note: '长'.repeat(201) }, 'note');
    await refused(
      '/api/isps/card/replace',
      { id: card.id, version: card.version, newCardNo: '<script>', feePayMode: 'cash', requestId: requestId() },
      'newCardNo',
    );
    const hostileId = await call('POST', '/api/isps/card/topUp', lina, { id: "1' or '1'='1", amountCents: 1000, payMode: 'cash', requestId: requestId() });
    expect(hostileId.statusCode).toBe(404);
    for (const query of ['cardNo=%27%20or%201%3D1--', 'cardType=%3Cscript%3E', 'state=' + 'x'.repeat(300), 'holderPhone=abcd'])
      expect((await call('GET', `/api/isps/card/list?${query}`)).statusCode, query).toBeLessThan(500);
    expect((await call('GET', '/api/isps/card/list?cardNo=%27%20or%201%3D1--')).json().result.records).toEqual([]);
    expect((await call('GET', '/api/isps/unusualTrade/list?rule=%3Cscript%3E')).json().result.records).toEqual([]);
    expect((await call('GET', '/api/isps/card/ledger?id=' + encodeURIComponent("x' or 1=1"))).statusCode).toBe(404);
    const setting = await call('PUT', '/api/isps/rechargeSetting/edit', lina, { presetAmounts: [], unblockWindowDays: 0, version: 0 });
    expect(setting.statusCode).toBe(422);
    expect(setting.json().result.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['presetAmounts', 'unblockWindowDays']));
  });
});

describe('permissions and companies', () => {
  it('the desk’s operations are the card desk’s; another company sees none of these cards', async () => {
    const denied = await call('POST', '/api/isps/card/issue', yangfan, { cardNo: '31010000000999' });
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', '/api/isps/card/list', yangfan)).statusCode).toBe(403);
    const card = (await issue()).json().result;
    const foreign = await call('GET', `/api/isps/card/queryById?id=${card.id}`, hanlei);
    expect([403, 404]).toContain(foreign.statusCode);
  });
});

describe('充值设置', () => {
  it('shows the defaults, saves with the version read and refuses rules that contradict each other', async () => {
    const current = (await call('GET', '/api/isps/rechargeSetting/get')).json().result;
    expect(current).toMatchObject({ presetAmounts: [2000, 5000, 10000, 20000], replacementFeeCents: 1000, unblockWindowDays: 7, version: 0 });
    const { updateBy: _by, updateTime: _time, ...values } = current;
    const bad = await call('PUT', '/api/isps/rechargeSetting/edit', lina, { ...values, minTopUpCents: 60_000 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['maxTopUpCents']));
    const saved = await call('PUT', '/api/isps/rechargeSetting/edit', lina, { ...values, replacementFeeCents: 1500 });
    expect(saved.json()).toMatchObject({ message: '保存成功', result: { replacementFeeCents: 1500, version: 1, updateBy: 'lina' } });
    expect((await call('PUT', '/api/isps/rechargeSetting/edit', lina, { ...values, replacementFeeCents: 1200 })).statusCode).toBe(409);
    // back as it was for the other tests of this file
    await call('PUT', '/api/isps/rechargeSetting/edit', lina, { ...values, version: 1 });
  });
});
