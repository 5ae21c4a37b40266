/**
 * 统计报表 through the API (issue 24): on a hand-made month (cards issued and topped up at the
 * desk, an app top-up and a day ticket paid and partly refunded, fares) the figures are what a
 * finance clerk counts by hand, an app top-up counted once; days are China days; the month before
 * is beside them; a bad period is a 422 naming the field; the workbook has a sheet per breakdown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsReport } from '@bus/contracts';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { newWorkbook } from '../../../lib/xlsx/workbook';
import { bookFare } from '../card/card.service';
import { recordPaidOrder } from '../order/order.service';
import { ispsSupplementPlace } from '../supplement-place/supplement-place.table';

let ctx: TestContext;
let lina: string;
let yangfan: string;
let placeId: string;

const call = callerOf(
  () => ctx.app,
  () => lina,
);
let sequence = 0;
const requestId = () => `stat-2031-${String(++sequence).padStart(4, '0')}`;
/** moves the test clock to a China time, and signs the clerk in again (a session ends with time) */
async function at(chinaTime: string) {
  ctx.clock.advance(new Date(`${chinaTime}+08:00`).getTime() - ctx.clock.now().getTime());
  lina = await signIn(ctx.app, 'lina'); // 客服人员: the isps pages
}
const system = () => ({ session: { tenantId: 1, username: 'system' } as never, now: ctx.clock.now() });

async function issue(cardType: string, initialLoadCents: number, place: string | null) {
  const res = await call('POST', '/api/isps/card/issue', lina, {
    cardNo: `3109${String(++sequence).padStart(8, '0')}`,
    cardType,
    depositCents: 2000,
    initialLoadCents,
    payMode: 'cash',
    placeId: place,
    requestId: requestId(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

async function paidOrder(kind: 'topup' | 'day_ticket', amountCents: number, payMode: string, cardId: string | null) {
  const orderNo = `OD20310510${String(++sequence).padStart(6, '0')}`;
  return recordPaidOrder(ctx.app.db, system(), {
    orderNo,
    kind,
    subject: kind === 'topup' ? '公交卡充值' : '日票 1 日',
    memberId: null,
    cardId,
    payMode,
    amountCents,
    channelTradeNo: `42000031${sequence}`,
    paidTime: ctx.clock.now(),
  });
}

async function refund(id: string, amountCents: number) {
  const res = await call('POST', '/api/isps/order/refund', lina, { id, amountCents, reason: '行程取消', requestId: requestId() });
  expect(res.statusCode, res.body).toBe(200);
}

const report = async (query: string, token = lina) => {
  const res = await call('GET', `/api/isps/statistics/report?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as StatisticsReport;
};

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  [{ id: placeId }] = await ctx.app.db
    .insert(ispsSupplementPlace)
    .values({ tenantId: 1, name: '解放大道服务网点', code: 'ST01', status: 'active' })
    .returning({ id: ispsSupplementPlace.id });

  // April 2031 (far from the demo data): card A issued at the desk with ¥50 on it
  await at('2031-04-05T10:00:00');
  const cardA = await issue('ordinary', 5000, placeId);
  // 10 May: A topped up ¥30 by WeChat at the desk; card B (月卡) issued empty, topped up ¥100 in
  // the app by Alipay and ¥40 of it refunded; a ¥25 day ticket paid by WeChat, ¥10 refunded; a fare
  await at('2031-05-10T10:00:00');
  const topUp = await call('POST', '/api/isps/card/topUp', lina, { id: cardA, amountCents: 3000, payMode: 'wechat', placeId, requestId: requestId() });
  expect(topUp.statusCode, topUp.body).toBe(200);
  const cardB = await issue('monthly', 0, null);
  await refund(await paidOrder('topup', 10_000, 'alipay', cardB), 4000);
  await refund(await paidOrder('day_ticket', 2500, 'wechat', null), 1000);
  await bookFare(ctx.app.db, system(), { cardId: cardA, amountCents: 200, transactionId: `t${requestId()}` });
  // 07:00 on 12 May in China is still the 11th in UTC: it is the 12th's fare
  await at('2031-05-12T07:00:00');
  await bookFare(ctx.app.db, system(), { cardId: cardA, amountCents: 300, transactionId: `t${requestId()}` });
  yangfan = await signIn(ctx.app, 'yangfan'); // 流程设计: none of the isps pages
});
afterAll(() => ctx.close());

describe('统计报表', () => {
  it('sums a month by day, an app top-up once, beside the month before', async () => {
    const month = await report('granularity=day&start=2031-05-01&end=2031-05-31');
    expect(month).toMatchObject({ start: '2031-05-01', end: '2031-05-31', previousStart: '2031-04-01', previousEnd: '2031-04-30' });
    // 收款 ¥30 desk + ¥100 app top-up + ¥25 day ticket; 退款 ¥40 + ¥10
    expect(month.figures).toEqual({ moneyInCents: 15_500, refundCents: 5000, netCents: 10_500, fareCents: 500, fareCount: 2, newCards: 1, topUpCount: 2 });
    // the deposit is not income: April took the first load only
    expect(month.previousFigures).toEqual({ moneyInCents: 5000, refundCents: 0, netCents: 5000, fareCents: 0, fareCount: 0, newCards: 1, topUpCount: 1 });
    expect(month.trend).toHaveLength(31);
    expect(month.trend.filter((p) => p.moneyInCents || p.refundCents || p.fareCents)).toEqual([
      { period: '2031-05-10', moneyInCents: 15_500, refundCents: 5000, fareCents: 200 },
      { period: '2031-05-12', moneyInCents: 0, refundCents: 0, fareCents: 300 },
    ]);
  });

  it('breaks the money down by channel, card type and service point, each adding up to the total', async () => {
    const month = await report('granularity=day&start=2031-05-01&end=2031-05-31');
    const channel = (name: string) => month.byChannel.find((row) => row.name === name);
    expect(channel('微信支付')).toMatchObject({ count: 2, moneyInCents: 5500, refundCents: 1000, netCents: 4500 });
    expect(channel('支付宝')).toMatchObject({ count: 1, moneyInCents: 10_000, refundCents: 4000, netCents: 6000 });
    expect(channel('现金')).toMatchObject({ count: 0, moneyInCents: 0 });
    // a fare moves no money through a channel: it makes no row of its own
    expect(month.byChannel.map((row) => row.name)).not.toContain('未记录支付方式');
    const type = (key: string) => month.byCardType.find((row) => row.key === key);
    expect(type('ordinary')).toMatchObject({ name: '普通卡', newCards: 0, moneyInCents: 3000, fareCents: 500, fareCount: 2 });
    expect(type('monthly')).toMatchObject({ name: '月卡', newCards: 1, moneyInCents: 10_000, refundCents: 4000 });
    expect(type('app_order')).toMatchObject({ moneyInCents: 2500, refundCents: 1000 });
    expect(month.byPlace.find((row) => row.key === placeId)).toMatchObject({ newCards: 0, topUpCount: 1, moneyInCents: 3000, refundCents: 0 });
    expect(month.byPlace.find((row) => row.key === '')).toMatchObject({ newCards: 1, topUpCount: 1, moneyInCents: 12_500, refundCents: 5000 });
    for (const rows of [month.byChannel, month.byCardType, month.byPlace]) {
      expect(rows.reduce((sum, row) => sum + row.moneyInCents, 0)).toBe(15_500);
      expect(rows.reduce((sum, row) => sum + row.refundCents, 0)).toBe(5000);
    }
  });

  it('sums by month, and compares a part of a month with the same days of the month before', async () => {
    const months = await report('granularity=month&start=2031-04&end=2031-05');
    expect(months).toMatchObject({ previousStart: '2031-02', previousEnd: '2031-03' });
    expect(months.trend).toEqual([
      { period: '2031-04', moneyInCents: 5000, refundCents: 0, fareCents: 0 },
      { period: '2031-05', moneyInCents: 15_500, refundCents: 5000, fareCents: 500 },
    ]);
    expect(months.figures).toMatchObject({ moneyInCents: 20_500, newCards: 2 });
    const soFar = await report('granularity=day&start=2031-05-01&end=2031-05-10');
    expect(soFar).toMatchObject({
      previousStart: '2031-04-01',
      previousEnd: '2031-04-10',
      figures: { fareCents: 200 },
      previousFigures: { moneyInCents: 5000 },
    });
  });

  it('refuses a bad or too long period naming the field, and a user without the page', async () => {
    for (const [query, field, message] of [
      ['granularity=day&start=2031-5-1&end=2031-05-31', 'start', '开始日期格式应为 YYYY-MM-DD'],
      ['granularity=day&start=2031-05-31&end=2031-05-01', 'end', '结束不能早于开始'],
      ['granularity=day&start=2031-01-01&end=2032-01-02', 'end', '按日统计最多 366 天'],
      ['granularity=month&start=2031-01&end=2034-01', 'end', '按月统计最多 36 个月'],
      ['granularity=week', 'granularity', '统计粒度须为 day（日）或 month（月）'],
    ]) {
      const res = await call('GET', `/api/isps/statistics/report?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().result.errors[0]).toMatchObject({ field, message });
    }
    expect((await call('GET', '/api/isps/statistics/report', yangfan)).statusCode).toBe(403);
    expect((await call('GET', '/api/isps/statistics/exportXls', yangfan)).statusCode).toBe(403);
  });

  it('exports the same figures as a workbook with a sheet per breakdown', async () => {
    const res = await call('GET', '/api/isps/statistics/exportXls?granularity=day&start=2031-05-01&end=2031-05-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('统计报表_2031-05-01_2031-05-31.xlsx');
    const book = await newWorkbook();
    await book.xlsx.load(res.rawPayload as never);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['汇总', '趋势', '按支付方式', '按卡类型', '按网点', '口径说明']);
    expect(book.getWorksheet('汇总')!.getRow(2).values).toEqual([undefined, '收款（元）', 155, 50, 2.1]);
    const wechat = book
      .getWorksheet('按支付方式')!
      .getSheetValues()
      .find((row) => Array.isArray(row) && row[1] === '微信支付');
    expect(wechat).toEqual([undefined, '微信支付', 2, 55, 10, 45]);
  });
});
