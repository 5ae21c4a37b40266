/**
 * 异常交易 through the API and the nightly check (issue 24): the check finds a balance that is not
 * its ledger's sum, a burst of top-ups and a fare taken twice, writes each once however often it
 * runs, and a clerk resolves a finding with a note.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { ispsCard } from '../card/card.table';
import { bookFare } from '../card/card.service';
import { cardCheckJob } from './unusual-trade.service';

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
const requestId = () => `ut-${++sequence}-${Date.now()}`;

describe('异常交易', () => {
  it('the nightly check writes each finding once; a clerk resolves one with a note', async () => {
    const issue = async (cardNo: string) =>
      (
        await call('POST', '/api/isps/card/issue', lina, {
          cardNo,
          cardType: 'ordinary',
          depositCents: 0,
          initialLoadCents: 1000,
          payMode: 'cash',
          requestId: requestId(),
        })
      ).json().result;
    const busy = await issue('31017777000001');
    for (let i = 0; i < 3; i += 1)
      expect((await call('POST', '/api/isps/card/topUp', lina, { id: busy.id, amountCents: 5000, payMode: 'wechat', requestId: requestId() })).statusCode).toBe(
        200,
      );
    const tapped = await issue('31017777000002');
    const session = { tenantId: 1, username: 'reader', userId: 'reader', sessionId: 'reader', mustChangePassword: false };
    const now = ctx.clock.now();
    expect(await bookFare(ctx.app.db, { session, now }, { cardId: tapped.id, amountCents: 200, transactionId: 'bus-1-0001' })).toBe('booked');
    expect(await bookFare(ctx.app.db, { session, now }, { cardId: tapped.id, amountCents: 200, transactionId: 'bus-1-0002' })).toBe('booked');
    // a reader's transaction sent again books nothing
    expect(await bookFare(ctx.app.db, { session, now }, { cardId: tapped.id, amountCents: 200, transactionId: 'bus-1-0002' })).toBe('duplicate');
    const broken = await issue('31017777000003');
    await ctx.app.db.update(ispsCard).set({ balanceCents: 1500 }).where(eq(ispsCard.id, broken.id));

    const result = await cardCheckJob.run({ db: ctx.app.db, now, parameter: null, dataDir: '/nonexistent' });
    expect(result).toMatch(/核对 3 张卡，新发现 3 条异常交易/);
    expect(await cardCheckJob.run({ db: ctx.app.db, now, parameter: '48', dataDir: '/nonexistent' })).toMatch(/新发现 0 条/);
    expect(cardCheckJob.validateParameter?.('0')).toBe('小时数需为 1 - 720 的整数');

    const list = (await call('GET', '/api/isps/unusualTrade/list?state=open')).json().result.records;
    expect(list.map((r: { rule_dictText: string; cardNo: string }) => `${r.rule_dictText} ${r.cardNo}`).sort()).toEqual([
      '余额与流水不符 31017777000003',
      '短时多次充值 31017777000001',
      '重复扣费 31017777000002',
    ]);
    const mismatch = list.find((r: { rule: string }) => r.rule === 'balance_mismatch');
    expect(mismatch).toMatchObject({ amountCents: 500, detail: '卡内余额 ¥15.00，流水合计 ¥10.00，相差 ¥5.00', state_dictText: '待处理' });

    const empty = await call('PUT', '/api/isps/unusualTrade/resolve', lina, { id: mismatch.id, version: mismatch.version, resolveNote: ' ' });
    expect(empty.json().result.errors[0]).toMatchObject({ field: 'resolveNote', message: '请填写处理说明' });
    const resolved = await call('PUT', '/api/isps/unusualTrade/resolve', lina, {
      id: mismatch.id,
      version: mismatch.version,
      resolveNote: '系统维护误改余额，已按流水更正',
    });
    expect(resolved.json()).toMatchObject({
      message: '已处理',
      result: { state: 'resolved', resolvedBy: 'lina', resolveNote: '系统维护误改余额，已按流水更正' },
    });
    const again = await call('PUT', '/api/isps/unusualTrade/resolve', lina, {
      id: mismatch.id,
      version: resolved.json().result.version,
      resolveNote: '再次处理',
    });
    expect(again.json().message).toBe('异常交易当前为「已处理」，只有「待处理」的异常交易可以处理');
    expect((await call('GET', '/api/isps/unusualTrade/list', yangfan)).statusCode).toBe(403);
  });
});
