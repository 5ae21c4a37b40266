import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALIPAY_FIXTURE } from './__fixtures__/make-alipay-fixture';
import { readWholeStatement } from './statement-reader';
import { StatementError } from './statement-types';
import { readWechatBill } from './wechat-bill';

const FIXTURE = fileURLToPath(new URL('./__fixtures__/wechat-trade-bill-all-20261206.csv', import.meta.url));
const bytes = readFileSync(FIXTURE);
const text = bytes.toString('utf8');

/** the bytes in chunks of `size`, cutting through characters and lines as a socket would */
async function* chunked(data: Buffer, size: number) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}
const read = (data: Buffer | string, size = 64 * 1024) => readWholeStatement(readWechatBill(chunked(Buffer.from(data), size)));

/** the fixture with one backticked cell of one line (1-based, as an editor shows it) changed */
function withCell(lineNo: number, column: number, value: string): string {
  const lines = text.split('\r\n');
  const cells = lines[lineNo - 1].split(',');
  cells[column] = value;
  lines[lineNo - 1] = cells.join(',');
  return lines.join('\r\n');
}
const COLUMN = { time: 0, tradeNo: 5, refund: 16, refundNo: 15, fee: 22, settled: 12 };

async function failure(data: string | Buffer): Promise<StatementError> {
  const error = await read(data).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

describe('WeChat Pay trade bill', () => {
  it('reads the bill as downloaded: BOM, CRLF, backticks, the summary and the empty last line', async () => {
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text).toContain('\r\n');
    const { lines, summary } = await read(bytes);
    expect(lines).toHaveLength(12);
    expect(lines.filter((line) => line.kind === 'pay')).toHaveLength(10);
    expect(lines[0]).toEqual({
      channel: 'wechat',
      line: 2,
      kind: 'pay',
      channelTradeNo: '4200002481202612060123456701',
      outTradeNo: 'TU2026120600000001',
      amountCents: 5000,
      settledCents: 5000,
      feeCents: 30,
      time: new Date('2026-12-05T16:03:15.000Z'),
      state: 'SUCCESS',
    });
    expect(summary).toEqual({
      channel: 'wechat',
      line: 15,
      tradeCount: 12,
      settledTotalCents: 41600,
      refundTotalCents: 5000,
      rechargeCouponRefundTotalCents: 0,
      feeTotal: '2.19600',
      feeTotalCents: 220,
      orderTotalCents: 41600,
      requestedRefundTotalCents: 5000,
    });
  });

  it('reads refund rows of the same bill with our refund number, the amount positive and the fee given back', async () => {
    const { lines } = await read(bytes);
    const refunds = lines.filter((line) => line.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        line: 12,
        channelTradeNo: '4200002481202612060123456703',
        outTradeNo: 'TU2026120600000003',
        channelRefundNo: '50300003012026120612345678901',
        refundNo: 'RF2026120600000001',
        amountCents: 2000,
        settledCents: 2000,
        feeCents: 12,
        state: 'REFUND',
        refundState: 'SUCCESS',
        time: new Date('2026-12-06T06:20:31.000Z'),
      }),
      expect.objectContaining({ line: 13, refundNo: 'RF2026120600000002', amountCents: 3000, feeCents: 18 }),
    ]);
    // a payment's refund cells (`0) are no refund number
    expect(lines[0]).not.toHaveProperty('refundNo');
  });

  it('rounds each five-decimal fee to 分 half away from zero', async () => {
    const { lines } = await read(bytes);
    const fees = Object.fromEntries(lines.map((line) => [line.outTradeNo + line.kind, line.feeCents]));
    expect(fees).toMatchObject({
      TU2026120600000004pay: 1, // `0.01200
      TU2026120600000005pay: 1, // `0.00600
      TU2026120600000006pay: 0, // `0.00300
      TU2026120600000007pay: 2, // `0.01500
      TU2026120600000010pay: 120, // `1.20000
    });
  });

  it('reads a header that names the settled amount by its summary name (应结订单总金额) the same', async () => {
    expect(await read(text.replace(',应结订单金额,', ',应结订单总金额,'))).toEqual(await read(bytes));
  });

  it('reads the same lines whatever the chunks cut through (characters, CRLF, the BOM)', async () => {
    const whole = await read(bytes);
    expect(await read(bytes, 7)).toEqual(whole);
    expect(await read(bytes, 1)).toEqual(whole);
    // and from text already decoded
    expect(await readWholeStatement(readWechatBill([text]))).toEqual(whole);
  });

  it('names the line and the column of a broken line, and returns none of the file', async () => {
    expect(await failure(withCell(7, COLUMN.refund, '`1.2x'))).toMatchObject({
      code: 'line',
      line: 7,
      column: '退款金额',
      message: '第 7 行「退款金额」不是金额：1.2x',
    });
    expect(await failure(withCell(4, COLUMN.settled, '`20.005'))).toMatchObject({ line: 4, message: '第 4 行「应结订单金额」最多两位小数：20.005' });
    expect(await failure(withCell(5, COLUMN.settled, '`-2.00'))).toMatchObject({ line: 5, message: '第 5 行「应结订单金额」不能为负数：-2.00' });
    expect(await failure(withCell(3, COLUMN.fee, '`0.006000'))).toMatchObject({ line: 3, message: '第 3 行「手续费」最多五位小数：0.006000' });
    expect(await failure(withCell(9, COLUMN.time, '`2026-12-06 25:00:00'))).toMatchObject({ line: 9, column: '交易时间' });
    expect(await failure(withCell(10, COLUMN.tradeNo, '`'))).toMatchObject({ line: 10, message: '第 10 行缺少「微信订单号」' });
    expect(await failure(withCell(13, COLUMN.refundNo, '`0'))).toMatchObject({ line: 13, message: '第 13 行是退款，缺少「商户退款单号」' });
    expect(await failure(text.replace('`江城公交月票', '`江城公交,月票'))).toMatchObject({ line: 9, message: '第 9 行有 28 列，表头有 27 列' });
  });

  it('stops at the first broken line while streaming, after handing out the lines before it', async () => {
    const seen: number[] = [];
    const reading = (async () => {
      for await (const line of readWechatBill(chunked(Buffer.from(withCell(7, COLUMN.refund, '`1.2x')), 200)).lines()) seen.push(line.line);
    })();
    await expect(reading).rejects.toThrow('第 7 行');
    // an importer writes in one transaction and rolls these back
    expect(seen.every((line) => line < 7)).toBe(true);
  });

  it('refuses a bill whose rows do not add up to its own summary', async () => {
    expect(await failure(text.replace('`416.00,`50.00,`0.00,`2.19600', '`416.01,`50.00,`0.00,`2.19600'))).toMatchObject({
      code: 'totals',
      line: 15,
      message: '第 15 行汇总「应结订单总金额」为 416.01，明细合计为 416.00，两者不符',
    });
    // the fee total is compared in the file's five decimals, before rounding
    expect(await failure(text.replace('`2.19600', '`2.19601'))).toMatchObject({ code: 'totals', column: '手续费总金额' });
    expect(await failure(text.replace('`12,`416.00', '`13,`416.00'))).toMatchObject({ code: 'totals', column: '总交易单数' });
    const withoutSummary = text.split('\r\n').slice(0, 13).join('\r\n');
    expect(await failure(withoutSummary)).toMatchObject({ code: 'totals', message: expect.stringContaining('没有汇总行') });
    expect(await failure(`${text}\`2026-12-06 00:00:00\r\n`)).toMatchObject({ code: 'line', line: 17 });
  });

  it('tells a file that is not a WeChat bill apart', async () => {
    expect((await failure(readFileSync(ALIPAY_FIXTURE))).message).toBe(
      '文件不是微信支付交易账单：这是一个 zip 压缩包（支付宝的业务明细是 zip），微信的交易账单是 CSV 文本',
    );
    // Alipay's CSV taken out of its zip is GBK
    expect((await failure(Buffer.from([0x23, 0xd6, 0xa7, 0xb8, 0xb6, 0xb1, 0xa6, 0x0d, 0x0a]))).message).toContain('不是 UTF-8 编码');
    expect(await failure('#支付宝业务明细查询\r\n')).toMatchObject({ code: 'layout', message: expect.stringContaining('支付宝') });
    expect(await failure('日期,金额\r\n2026-12-06,1.00\r\n')).toMatchObject({
      code: 'layout',
      message: '文件不是微信支付交易账单：第 1 行应是表头（交易时间,公众账号ID,商户号,…）',
    });
    expect(await failure(text.replace('商户退款单号', '退款单号'))).toMatchObject({
      code: 'layout',
      message: '文件不是微信支付交易账单：表头缺少「商户退款单号」列',
    });
    expect(await failure('')).toMatchObject({ code: 'layout' });
  });

  it('caps the lines and bytes it reads', async () => {
    await expect(readWholeStatement(readWechatBill([text], { maxLines: 5, maxBytes: 1e9 }))).rejects.toMatchObject({ code: 'limit' });
    await expect(readWholeStatement(readWechatBill([bytes], { maxLines: 1e6, maxBytes: 1000 }))).rejects.toMatchObject({ code: 'limit' });
  });

  it('reads a large bill in batches without keeping its lines', async () => {
    // 20,000 rows generated in memory, read in 64 KB chunks: a check of the streaming path, not a timing
    const [header, row] = text.split('\r\n');
    const rows = 20_000;
    const body = Array.from({ length: rows }, (_, index) => row.replace('`TU2026120600000001', `\`TU${String(index).padStart(16, '0')}`));
    const summary = `总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n\`${rows},\`${rows * 50}.00,\`0.00,\`0.00,\`${rows * 0.3}.00000,\`${rows * 50}.00,\`0.00`;
    const reader = readWechatBill(chunked(Buffer.from(`\ufeff${header}\r\n${body.join('\r\n')}\r\n${summary}\r\n`), 64 * 1024));
    let count = 0;
    let largest = 0;
    for await (const batch of reader.batches(500)) {
      count += batch.length;
      largest = Math.max(largest, batch.length);
    }
    expect(count).toBe(rows);
    expect(largest).toBe(500);
    expect(reader.summary()).toMatchObject({ tradeCount: rows, settledTotalCents: rows * 5000, feeTotalCents: rows * 30 });
  });
});
