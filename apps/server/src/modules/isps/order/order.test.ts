/**
 * 订单明细, 退款 and 支付与退款记录 through the API (issue 24): a refund never above what is left on
 * the order (two clerks at once included), the same request booked once, a top-up's refund taken
 * off its card through the ledger, and a refund above 充值设置's limit booked only when 退款审批
 * approves it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderKind } from '@bus/contracts';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';
import { balanceMismatches } from '../card/card-ledger';
import { ispsPayTxn } from './order.table';
import { recordPaidOrder } from './order.service';

let ctx: TestContext;
let lina: string;
let yangfan: string;
let hanlei: string;
let huangmin: string;
let memberId: string;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  lina = await signIn(ctx.app, 'lina');
  yangfan = await signIn(ctx.app, 'yangfan');
  hanlei = await signIn(ctx.app, 'hanlei');
  huangmin = await signIn(ctx.app, 'huangmin');
  const [member] = await ctx.app.db.insert(opsMember).values({ tenantId: 1, phone: '13800000071', realName: '周乘客' }).returning();
  memberId = member.id;
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => lina,
);
let sequence = 0;
const requestId = () => `req-${Date.now()}-${++sequence}`;
const errorOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];

/** an order paid in the app, as the channel's notice books it */
async function paidOrder(kind: OrderKind, amountCents: number, cardId: string | null = null) {
  const orderNo = `OD20260302${String(++sequence).padStart(6, '0')}`;
  const id = await recordPaidOrder(
    ctx.app.db,
    { session: { tenantId: 1, username: 'system' } as never, now: ctx.clock.now() },
    {
      orderNo,
      kind,
      subject: kind === 'topup' ? '公交卡充值' : '日票 1 日',
      memberId,
      cardId,
      payMode: 'wechat',
      amountCents,
      channelTradeNo: `4200002026030${sequence}`,
      paidTime: ctx.clock.now(),
    },
  );
  return { id, orderNo };
}
const refund = (id: string, amountCents: number, over: object = {}, token = lina) => {
  // each refund a second after the one before (a list orders them by time)
  ctx.clock.advance(1000);
  return call('POST', '/api/isps/order/refund', token, { id, amountCents, reason: '行程取消', requestId: requestId(), ...over });
};
const orderOf = async (id: string) => (await call('GET', `/api/isps/order/queryById?id=${id}`)).json().result;
const txnsOf = async (id: string) => (await call('GET', `/api/isps/order/txns?id=${id}`)).json().result as Array<Record<string, unknown>>;

describe('退款 of an order', () => {
  it('refunds part, then the rest; the order says what went back and nothing more can', async () => {
    const { id, orderNo } = await paidOrder('day_ticket', 2500);
    const part = await refund(id, 1000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ message: '退款成功', result: { state: 'part_refunded', state_dictText: '部分退款', refundedCents: 1000 } });
    const rest = await refund(id, 1500);
    expect(rest.json()).toMatchObject({ message: '退款成功', result: { state: 'refunded', refundedCents: 2500 } });
    expect((await txnsOf(id)).map((t) => [t.kind, t.amountCents, t.state])).toEqual([
      ['pay', 2500, 'success'],
      ['refund', 1000, 'success'],
      ['refund', 1500, 'success'],
    ]);
    const again = await refund(id, 1);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('订单当前为「已退款」，只有「已支付或部分退款」的订单可以退款');
    // 支付与退款记录 under 公交运营管理 lists them with the order's number, for finance
    const records = (await call('GET', `/api/zsgj/payRefundRecord/list?orderNo=${orderNo}`, huangmin)).json().result.records;
    expect(records.map((r: { kind_dictText: string; amountCents: number }) => [r.kind_dictText, r.amountCents])).toEqual([
      ['退款', 1500],
      ['退款', 1000],
      ['支付', 2500],
    ]);
  });

  it('refuses more than is left, bad amounts and unknown orders, naming the field, and books nothing', async () => {
    const { id } = await paidOrder('day_ticket', 1000);
    const over = await refund(id, 1001);
    expect(over.statusCode).toBe(422);
    expect(errorOf(over)).toEqual({ field: 'amountCents', message: '退款金额不能超过可退金额 ¥10.00' });
    for (const [amount, message] of [
      [-100, '退款金额不能少于 ¥0.01'],
      [12.345, '退款金额最多两位小数'],
      [0, '退款金额不能少于 ¥0.01'],
    ] as const) {
      const res = await refund(id, amount);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({ field: 'amountCents', message });
    }
    const noReason = await refund(id, 100, { reason: '  ' });
    expect(errorOf(noReason)).toMatchObject({ field: 'reason', message: '请填写退款原因' });
    expect((await refund('no-such-order', 100)).statusCode).toBe(404);
    expect(await orderOf(id)).toMatchObject({ state: 'paid', refundedCents: 0 });
    expect((await txnsOf(id)).length).toBe(1);
  });

  it('books a request sent twice once, even at the same moment; another request may not reuse its key', async () => {
    const { id } = await paidOrder('day_ticket', 2500);
    const key = requestId();
    const [first, second] = await Promise.all([refund(id, 500, { requestId: key }), refund(id, 500, { requestId: key })]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().message, second.json().message].sort()).toEqual(['该笔退款已办理，未重复退款', '退款成功']);
    const third = await refund(id, 500, { requestId: key });
    expect(third.json().message).toBe('该笔退款已办理，未重复退款');
    expect(await orderOf(id)).toMatchObject({ refundedCents: 500 });
    const reused = await refund(id, 700, { requestId: key });
    expect(reused.statusCode).toBe(409);
  });

  it('never refunds more than was paid when two clerks refund the same order at once', async () => {
    const { id } = await paidOrder('day_ticket', 1000);
    const results = await Promise.all([refund(id, 600), refund(id, 600), refund(id, 600)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await orderOf(id)).toMatchObject({ refundedCents: 600, state: 'part_refunded' });
    const refunds = await ctx.app.db.select().from(ispsPayTxn).where(eq(ispsPayTxn.orderId, id));
    expect(refunds.filter((t) => t.kind === 'refund').reduce((sum, t) => sum + t.amountCents, 0)).toBe(600);
  });

  it('takes a top-up’s refund off its card through the ledger, and refuses what the card no longer holds', async () => {
    const issued = await call('POST', '/api/isps/card/issue', lina, {
      cardNo: '31017777000001',
      cardType: 'ordinary',
      depositCents: 0,
      initialLoadCents: 0,
      payMode: 'cash',
      requestId: requestId(),
    });
    const card = issued.json().result;
    const { id } = await paidOrder('topup', 5000, card.id);
    expect((await call('GET', `/api/isps/card/queryById?id=${card.id}`)).json().result.balanceCents).toBe(5000);
    const res = await refund(id, 2000);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = (await call('GET', `/api/isps/card/ledger?id=${card.id}`)).json().result;
    expect(ledger.map((e: { kind: string; amountCents: number; balanceAfterCents: number }) => [e.kind, e.amountCents, e.balanceAfterCents])).toEqual([
      ['refund', -2000, 3000],
      ['topup', 5000, 5000],
    ]);
    // the passenger rode on the rest: only what is on the card can go back
    const spent = await ctx.app.db.execute(`update isps_card set balance_cents = 1000 where id = '${card.id}'`);
    expect(spent).toBeTruthy();
    const tooMuch = await refund(id, 2000);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toContain('余额 ¥10.00 不足以退回 ¥20.00');
    await ctx.app.db.execute(`update isps_card set balance_cents = 3000 where id = '${card.id}'`);
    expect(await balanceMismatches(ctx.app.db, 1)).toEqual([]);
  });

  it('keeps clerks without the code and other companies out', async () => {
    const { id } = await paidOrder('day_ticket', 1000);
    expect((await refund(id, 100, {}, yangfan)).statusCode).toBe(403);
    expect((await call('GET', '/api/isps/order/list', yangfan)).statusCode).toBe(403);
    expect((await refund(id, 100, {}, hanlei)).statusCode).toBe(403);
    expect((await call('GET', '/api/zsgj/payRefundRecord/list', hanlei)).json().result.records).toEqual([]);
  });
});

describe('a refund above the limit, through 退款审批', () => {
  const flow = (url: string, token: string, payload?: object) => call(payload ? 'POST' : 'GET', `/api/workflow${url}`, token, payload);
  const taskOf = async (orderNo: string) =>
    ((await flow('/task/todo?pageSize=100', huangmin)).json().result.records as Array<{ id: string; title: string; nodeName: string }>).find((task) =>
      task.title.includes(orderNo),
    );

  it('reserves the amount and books it only when finance approves', async () => {
    const { id, orderNo } = await paidOrder('month_pass', 50000);
    const res = await refund(id, 30000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '退款金额超过审批金额，已提交退款审批，审批通过后退回',
      result: { state: 'paid', refundedCents: 0, refundingCents: 30000 },
    });
    expect((await txnsOf(id)).map((t) => [t.kind, t.state])).toEqual([
      ['pay', 'success'],
      ['refund', 'approving'],
    ]);
    // what waits is not refundable again
    const more = await refund(id, 20001);
    expect(errorOf(more)).toEqual({ field: 'amountCents', message: '退款金额不能超过可退金额 ¥200.00（另有 ¥300.00 在退款审批中）' });

    const task = (await taskOf(orderNo))!;
    expect(task).toMatchObject({ nodeName: '财务部审批', title: `退款审批-${orderNo}-¥300.00` });
    ctx.clock.advance(60_000);
    const approved = await flow('/task/approve', huangmin, { taskId: task.id, comment: '同意' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderOf(id)).toMatchObject({ state: 'part_refunded', refundedCents: 30000, refundingCents: 0 });
    expect((await txnsOf(id)).map((t) => [t.kind, t.state])).toEqual([
      ['pay', 'success'],
      ['refund', 'success'],
    ]);
  });

  it('releases the amount when finance rejects it', async () => {
    const { id, orderNo } = await paidOrder('month_pass', 50000);
    await refund(id, 25000);
    const task = (await taskOf(orderNo))!;
    ctx.clock.advance(60_000);
    const rejected = await flow('/task/reject', huangmin, { taskId: task.id, comment: '非本人申请，不予退款' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await orderOf(id)).toMatchObject({ state: 'paid', refundedCents: 0, refundingCents: 0 });
    const [, txn] = await txnsOf(id);
    expect(txn).toMatchObject({ state: 'rejected', reason: '行程取消（未通过：非本人申请，不予退款）' });
  });
});
