/**
 * 对账记录 and 自动对账 through the API (issue 24): a WeChat Pay bill and an Alipay 业务明细 zip
 * imported as the channels give them and matched three ways against our payments, refunds and
 * orders; each difference listed and resolved with a note; a broken file refused naming its line
 * with nothing kept; a day imported once; the inbox imported by 立即对账.
 */
import { mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, callerOf, signIn, type TestContext } from '../../../../test/helper';
import { opsMember } from '../../ops/member/member.table';
import { recordPaidOrder, refundOrder } from '../order/order.service';
import { alipayStatementZip, wechatBillText, type WrittenLine } from './statements/statement-writers';
import { cardCheckJob } from '../unusual-trade/unusual-trade.service';
import { autoReconcileJob } from './auto-reconcile';
import { ispsReconLine } from './reconcile.table';

const fixture = (name: string) => fileURLToPath(new URL(`./statements/__fixtures__/${name}`, import.meta.url));

let ctx: TestContext;
let dataDir: string;
let huangmin: string;
let lina: string;
let memberId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'recon-test-'));
  ctx = await buildTestApp({ config: { captchaEnabled: false, dataDir } });
  huangmin = await signIn(ctx.app, 'huangmin'); // 财务部: 公交运营管理's pages
  lina = await signIn(ctx.app, 'lina'); // 客服: not finance
  const [member] = await ctx.app.db.insert(opsMember).values({ tenantId: 1, phone: '13800000072', realName: '对账乘客' }).returning();
  memberId = member.id;
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => huangmin,
);
const system = () => ({ session: { tenantId: 1, username: 'system' } as never, now: ctx.clock.now() });

function upload(file: Buffer, filename: string, query = '', token = huangmin) {
  const boundary = '----recon-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/zsgj/reconciliationRecord/import${query}`,
    headers: authHeaders(token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    payload,
  });
}

/** a paid order of `day` (China time, 10:00 + n minutes) through `payMode` */
async function order(orderNo: string, amountCents: number, payMode: 'wechat' | 'alipay', at: Date) {
  const id = await recordPaidOrder(ctx.app.db, system(), {
    orderNo,
    kind: 'day_ticket',
    subject: '日票 1 日',
    memberId,
    cardId: null,
    payMode,
    amountCents,
    channelTradeNo: `T${orderNo}`,
    paidTime: at,
  });
  return id;
}
const at = (day: string, minute: number) => new Date(Date.parse(`${day}T10:00:00+08:00`) + minute * 60_000);
const pay = (orderNo: string, amountCents: number, time: Date): WrittenLine => ({
  kind: 'pay',
  time,
  channelTradeNo: `T${orderNo}`,
  outTradeNo: orderNo,
  amountCents,
  subject: '日票 1 日',
});
const diffsOf = async (id: string) => (await call('GET', `/api/zsgj/reconciliationRecord/diffs?id=${id}`)).json().result as Array<Record<string, unknown>>;

describe('a WeChat Pay bill matched three ways', () => {
  const day = '2026-02-27';
  let batchId: string;

  it('lists what does not agree: a payment we lack, one the bill lacks, an amount and an order closed', async () => {
    await order('OD20260227000001', 1000, 'wechat', at(day, 1));
    await order('OD20260227000002', 2500, 'wechat', at(day, 2));
    await order('OD20260227000003', 1000, 'wechat', at(day, 3)); // not in the bill
    await order('OD20260227000004', 1000, 'wechat', at(day, 4)); // the bill says 10.50
    await order('OD20260227000005', 1000, 'alipay', at(day, 5)); // another channel's: not this bill's business
    const refunded = await order('OD20260227000006', 2500, 'wechat', at(day, 6));
    await refundOrder({ ...system(), now: at(day, 30), db: ctx.app.db } as never, {
      id: refunded,
      amountCents: 2500,
      reason: '行程取消',
      requestId: 'recon-test-refund-1',
    });
    const [refund] = (await call('GET', `/api/isps/order/txns?id=${refunded}`, lina)).json().result.filter((t: { kind: string }) => t.kind === 'refund');
    const bill = wechatBillText([
      pay('OD20260227000001', 1000, at(day, 1)),
      pay('OD20260227000002', 2500, at(day, 2)),
      pay('OD20260227000004', 1050, at(day, 4)),
      pay('OD20260227000006', 2500, at(day, 6)),
      pay('OD20260227999999', 800, at(day, 7)), // an order we never had
      {
        kind: 'refund',
        time: at(day, 30),
        channelTradeNo: 'TOD20260227000006',
        outTradeNo: 'OD20260227000006',
        refundNo: refund.txnNo,
        amountCents: 2500,
        subject: '日票 1 日',
      },
    ]);
    const res = await upload(Buffer.from(bill), 'wechat-bill-20260227.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '对账完成：6 笔，发现 3 条差异待处理',
      result: {
        channel: 'wechat',
        channel_dictText: '微信支付',
        billDate: day,
        lineCount: 6,
        payCents: 7850,
        refundCents: 2500,
        diffCount: 3,
        openDiffCount: 3,
        source: 'upload',
      },
    });
    batchId = res.json().result.id;
    const diffs = await diffsOf(batchId);
    expect(diffs.map((d) => [d.kind, d.kind_dictText, d.outTradeNo, d.ourCents, d.theirCents])).toEqual([
      ['amount', '金额不符', 'OD20260227000004', 1000, 1050],
      ['missing_ours', '我方缺失', 'OD20260227999999', null, 800],
      ['missing_theirs', '渠道缺失', 'OD20260227000003', 1000, null],
    ]);
    expect(diffs[0].detail).toBe('订单 OD20260227000004：我方支付 ¥10.00，微信支付交易账单收款 ¥10.50');
    expect(diffs[0].line).toBe(4);
  });

  it('resolves a difference with a note; the batch counts what is left; a second resolve is refused', async () => {
    const [first] = await diffsOf(batchId);
    const body = { id: first.id, version: first.version, resolveNote: '渠道多收 0.50 元，已联系微信支付退回' };
    const res = await call('PUT', '/api/zsgj/reconciliationRecord/resolve', huangmin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: '已处理', result: { state: 'resolved', resolvedBy: 'huangmin' } });
    expect((await call('GET', `/api/zsgj/reconciliationRecord/queryById?id=${batchId}`)).json().result).toMatchObject({ diffCount: 3, openDiffCount: 2 });
    expect((await call('PUT', '/api/zsgj/reconciliationRecord/resolve', huangmin, body)).statusCode).toBe(422);
    const noNote = await call('PUT', '/api/zsgj/reconciliationRecord/resolve', huangmin, { ...body, resolveNote: ' ' });
    expect(noNote.json().result.errors[0]).toEqual({ field: 'resolveNote', message: '请填写处理说明' });
  });

  it('imports a day once; deleted, it can be imported again', async () => {
    const bill = wechatBillText([pay('OD20260227000001', 1000, at(day, 1))]);
    const again = await upload(Buffer.from(bill), 'again.csv');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^2026-02-27 的微信支付交易账单已于 .* 由 huangmin 导入；如需重新对账，请先删除该批次$/);
    expect((await call('DELETE', `/api/zsgj/reconciliationRecord/delete?id=${batchId}`)).json().message).toBe('删除成功，可重新导入该日对账单');
    const reimported = await upload(Buffer.from(bill), 'again.csv');
    expect(reimported.statusCode, reimported.body).toBe(200);
  });
});

describe('a refund the channel made above what was paid', () => {
  it('is an unusual transaction the nightly check finds', async () => {
    const day = '2026-02-23';
    await order('OD20260223000001', 1000, 'wechat', at(day, 1));
    const bill = wechatBillText([
      pay('OD20260223000001', 1000, at(day, 1)),
      {
        kind: 'refund',
        time: at(day, 20),
        channelTradeNo: 'TOD20260223000001',
        outTradeNo: 'OD20260223000001',
        refundNo: 'RF-CHANNEL-1',
        amountCents: 1500,
        subject: '日票 1 日',
      },
    ]);
    expect((await upload(Buffer.from(bill), 'over-refund.csv')).statusCode).toBe(200);
    const result = await cardCheckJob.run({ db: ctx.app.db, now: ctx.clock.now(), parameter: null, dataDir });
    expect(result).toMatch(/新发现 1 条异常交易/);
    const [finding] = (await call('GET', '/api/isps/unusualTrade/list?rule=refund_over_paid', lina)).json().result.records;
    expect(finding).toMatchObject({
      rule_dictText: '退款超过实付',
      amountCents: 500,
      detail: '订单 OD20260223000001 实付 ¥10.00，渠道对账单退款共 ¥15.00，多退 ¥5.00',
    });
  });
});

describe('files that are not a statement, or not whole', () => {
  it('refuses a broken line naming it, and keeps nothing of the file', async () => {
    const lines = [pay('OD20260226000001', 1000, at('2026-02-26', 1)), pay('OD20260226000002', 1000, at('2026-02-26', 2))];
    const broken = wechatBillText(lines).replace('`10.00,`0.00,`0,`0,`0.00', '`10.0x,`0.00,`0,`0,`0.00');
    const staged = (await ctx.app.db.select().from(ispsReconLine)).length;
    const res = await upload(Buffer.from(broken), 'broken.csv');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('第 2 行「应结订单金额」不是金额：10.0x');
    expect(res.json().result.errors[0].field).toBe('file');
    expect((await ctx.app.db.select().from(ispsReconLine)).length).toBe(staged);
    expect((await call('GET', '/api/zsgj/reconciliationRecord/list?billDate_begin=2026-02-26&billDate_end=2026-02-26')).json().result.records).toEqual([]);
  });

  it('says what a file is when it is not a channel’s statement', async () => {
    const excel = await upload(Buffer.from('PK\u0003\u0004not really'), 'statement.xlsx');
    expect(excel.statusCode).toBe(422);
    expect(excel.json().result.errors[0]).toMatchObject({ field: 'file', message: '只支持微信支付交易账单（.csv）或支付宝业务明细（.zip）' });
    const text = await upload(Buffer.from('hello,world\r\n'), 'hello.csv');
    expect(text.json().message).toBe('无法识别「hello.csv」是哪个渠道的对账单：请上传微信支付交易账单（CSV）或支付宝业务明细（zip）');
    const badDay = await upload(Buffer.from('x'), 'x.csv', '?billDate=2026-13-40');
    expect(badDay.statusCode).toBe(422);
  });

  it('keeps the service desk out', async () => {
    expect((await upload(Buffer.from('x'), 'x.csv', '', lina)).statusCode).toBe(403);
    expect((await call('GET', '/api/zsgj/reconciliationRecord/list', lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/zsgj/autoReconciliation/run', lina)).statusCode).toBe(403);
  });
});

describe('real downloads', () => {
  it('imports the Alipay 业务明细 zip (GBK names and text): every line ours is missing', async () => {
    const res = await upload(await readFile(fixture('alipay-20881234567890120156_20261206.csv.zip')), 'alipay-20881234567890120156_20261206.csv.zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ channel: 'alipay', billDate: '2026-12-06', lineCount: 7, diffCount: 7 });
    expect((await diffsOf(res.json().result.id)).every((d) => d.kind === 'missing_ours')).toBe(true);
  });

  it('imports the WeChat Pay bill fixture (BOM, backticks, refunds, the summary)', async () => {
    const res = await upload(await readFile(fixture('wechat-trade-bill-all-20261206.csv')), 'wechat-trade-bill-all-20261206.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ channel: 'wechat', billDate: '2026-12-06', lineCount: 12, refundCents: 5000 });
  });
});

describe('自动对账', () => {
  it('imports what waits in the company’s inbox and files it as done or failed, with why', async () => {
    const inbox = path.join(dataDir, 'statements', 'tenant-1', 'inbox');
    await mkdir(inbox, { recursive: true });
    const day = '2026-02-25';
    await order('OD20260225000001', 1200, 'alipay', at(day, 1));
    await writeFile(
      path.join(inbox, 'alipay_20260225.csv.zip'),
      await alipayStatementZip([{ ...pay('OD20260225000001', 1200, at(day, 1)), channelTradeNo: '2026022522001400000001' }], day),
    );
    await writeFile(path.join(inbox, 'notes.txt'), 'not a statement');
    const waiting = (await call('GET', '/api/zsgj/autoReconciliation/status')).json().result;
    expect(waiting.waiting.map((f: { fileName: string }) => f.fileName)).toEqual(['alipay_20260225.csv.zip', 'notes.txt']);

    const res = await call('POST', '/api/zsgj/autoReconciliation/run');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('导入 1 个对账单，1 个未能导入，原因见下方记录');
    const status = res.json().result;
    expect(status.waiting).toEqual([]);
    expect(status.recent.map((r: { fileName: string; ok: boolean }) => [r.fileName, r.ok]).sort()).toEqual([
      ['alipay_20260225.csv.zip', true],
      ['notes.txt', false],
    ]);
    expect(status.recent.find((r: { ok: boolean }) => r.ok).message).toBe('2026-02-25 对账完成：1 笔，差异 0 条');
    expect(await readdir(inbox)).toEqual([]);
    const batch = (await call('GET', '/api/zsgj/reconciliationRecord/list?channel=alipay&source=auto')).json().result.records[0];
    expect(batch).toMatchObject({ billDate: day, source: 'auto', source_dictText: '自动对账', diffCount: 0 });
    expect((await call('POST', '/api/zsgj/autoReconciliation/run')).json().message).toBe('收件箱中没有待导入的对账单');
  });

  it('is the job 定时任务 runs each morning: every company’s inbox under the data directory', async () => {
    const day = '2026-02-24';
    await order('OD20260224000001', 900, 'wechat', at(day, 1));
    await writeFile(path.join(dataDir, 'statements', 'tenant-1', 'inbox', 'bill.csv'), wechatBillText([pay('OD20260224000001', 900, at(day, 1))]));
    expect(await autoReconcileJob.run({ db: ctx.app.db, now: ctx.clock.now(), parameter: null, dataDir })).toBe('导入对账单 1 个');
    expect(await autoReconcileJob.run({ db: ctx.app.db, now: ctx.clock.now(), parameter: null, dataDir: path.join(dataDir, 'nothing') })).toBe(
      '导入对账单 0 个',
    );
  });

  it('tells whoever may resolve differences, in the bell, what an import left for them; nobody else', async () => {
    const bell = async (token: string) => (await call('GET', '/api/sys/annountCement/listByUser', token)).json().result;
    const before = (await bell(huangmin)).sysMsgTotal;
    const day = '2026-02-19';
    await order('OD20260219000001', 500, 'wechat', at(day, 1));
    const inbox = path.join(dataDir, 'statements', 'tenant-1', 'inbox');
    // the bill holds our order and one we never had: one difference
    await writeFile(path.join(inbox, 'bill-0219.csv'), wechatBillText([pay('OD20260219000001', 500, at(day, 1)), pay('OD20260219009999', 800, at(day, 2))]));
    await writeFile(path.join(inbox, 'scan.pdf'), 'not a statement');
    expect(await autoReconcileJob.run({ db: ctx.app.db, now: ctx.clock.now(), parameter: null, dataDir })).toBe(
      '导入对账单 1 个，1 个未能导入（见 failed 目录）',
    );
    const mine = await bell(huangmin);
    expect(mine.sysMsgTotal).toBe(before + 1);
    // (the earlier runs' messages were sent at the same test-clock time: found by title, not by place)
    const message = mine.sysMsgList.find((m: { titile: string }) => m.titile.startsWith('自动对账：差异'));
    expect(message).toMatchObject({
      titile: '自动对账：差异 1 条待处理，1 个对账单未能导入',
      priority: 'M',
      openPage: '/zsgj/reconciliationRecord',
    });
    const detail = (await call('GET', `/api/sys/annountCement/queryById?id=${message.id}`)).json().result;
    expect(detail.msgContent).toContain('bill-0219.csv（2026-02-19）：2 笔，差异 1 条待处理');
    expect(detail.msgContent).toContain('scan.pdf：未能导入');
    // 客服 may not resolve differences: nothing for her
    expect((await bell(lina)).sysMsgList.some((m: { titile: string }) => m.titile.startsWith('自动对账'))).toBe(false);
  });
});
