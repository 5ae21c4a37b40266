import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildGbkZip } from './gbk-zip';
import { ALIPAY_FIXTURE, ALIPAY_FOOTER, ALIPAY_ROWS, alipayDetailText, alipayEntries } from './__fixtures__/make-alipay-fixture';
import { readAlipayStatement } from './alipay-statement';
import { readWholeStatement } from './statement-reader';
import { StatementError } from './statement-types';

const WECHAT_FIXTURE = fileURLToPath(new URL('./__fixtures__/wechat-trade-bill-all-20261206.csv', import.meta.url));
/** the detail CSV's first row is its line 6: four '#' lines and the header come before it */
const FIRST_ROW_LINE = 6;

/** a download whose detail entry has these rows or this footer */
const zipWith = (parts: { rows?: string[]; footer?: string[] }) => buildGbkZip(alipayEntries(alipayDetailText(parts)));
/** the fixture's rows with one cell of one row (0-based) changed */
function rowsWithCell(row: number, column: number, value: string): string[] {
  return ALIPAY_ROWS.map((text, index) => {
    if (index !== row) return text;
    const cells = text.split(',');
    cells[column] = value;
    return cells.join(',');
  });
}
const COLUMN = { tradeNo: 0, outTradeNo: 1, type: 2, finished: 5, order: 11, settled: 12, refundNo: 21, fee: 22 };

async function failure(zip: string | Buffer): Promise<StatementError> {
  const error = await readWholeStatement(readAlipayStatement(zip)).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

describe('Alipay 业务明细', () => {
  it('reads the download as it comes: a zip with GBK names and a GBK CSV between # lines', async () => {
    const { lines, summary } = await readWholeStatement(readAlipayStatement(ALIPAY_FIXTURE));
    expect(lines).toHaveLength(7);
    expect(lines[0]).toEqual({
      channel: 'alipay',
      line: FIRST_ROW_LINE,
      kind: 'pay',
      // the trailing tab of the padded ids is gone
      channelTradeNo: '2026120622001412345678901234',
      outTradeNo: 'TU2026120600000101',
      amountCents: 5000,
      settledCents: 5000,
      feeCents: 30,
      time: new Date('2026-12-05T16:02:13.000Z'),
      state: '交易',
    });
    expect(summary).toEqual({
      channel: 'alipay',
      account: '20881234567890120156',
      periodStart: new Date('2026-12-05T16:00:00.000Z'),
      periodEnd: new Date('2026-12-06T16:00:00.000Z'),
      payCount: 6,
      paySettledCents: 30100,
      payMerchantDiscountCents: 100,
      refundCount: 1,
      refundSettledCents: -2000,
      refundMerchantDiscountCents: 0,
      exportedAt: new Date('2026-12-07T01:12:33.000Z'),
    });
  });

  it('reads a refund row: its order trade number, our refund number, the amounts positive', async () => {
    const { lines } = await readWholeStatement(readAlipayStatement(readFileSync(ALIPAY_FIXTURE)));
    expect(lines.filter((line) => line.kind === 'refund')).toEqual([
      {
        channel: 'alipay',
        line: FIRST_ROW_LINE + 5,
        kind: 'refund',
        channelTradeNo: '2026120622001412345678901236',
        outTradeNo: 'TU2026120600000103',
        refundNo: 'RF2026120600000101',
        amountCents: 2000,
        settledCents: 2000,
        feeCents: 12,
        // 完成时间, not the order's 创建时间
        time: new Date('2026-12-06T11:05:33.000Z'),
        state: '退款',
      },
    ]);
  });

  it('keeps a quoted 商品名称 with a comma in one cell, and a merchant discount apart from what was paid', async () => {
    const { lines } = await readWholeStatement(readAlipayStatement(ALIPAY_FIXTURE));
    expect(lines[1]).toMatchObject({ outTradeNo: 'TU2026120600000102', amountCents: 12000, settledCents: 12000, feeCents: 72 });
    expect(lines[3]).toMatchObject({ outTradeNo: 'TU2026120600000104', amountCents: 1000, settledCents: 900 });
  });

  it('picks the 业务明细 entry by its GBK-decoded name, not the (汇总) one beside it', async () => {
    // the fixture lists the 汇总 entry first; without it the download is no statement
    const summaryOnly = await buildGbkZip(alipayEntries().slice(0, 1));
    expect((await failure(summaryOnly)).message).toBe(
      '文件不是支付宝业务明细：压缩包里没有业务明细文件（…_业务明细.csv），只有：20881234567890120156_20261206_业务明细(汇总).csv',
    );
  });

  it('names the line and the column of a broken line, and returns none of the file', async () => {
    const broken = async (row: number, column: number, value: string) => failure(await zipWith({ rows: rowsWithCell(row, column, value) }));
    expect(await broken(2, COLUMN.order, '2O.00')).toMatchObject({
      code: 'line',
      line: 8,
      column: '订单金额（元）',
      message: '第 8 行「订单金额（元）」不是金额：2O.00',
    });
    expect(await broken(3, COLUMN.settled, '9.005')).toMatchObject({ line: 9, message: '第 9 行「商家实收（元）」最多两位小数：9.005' });
    expect(await broken(4, COLUMN.finished, '2026-12-06 17:48')).toMatchObject({ line: 10, column: '完成时间' });
    expect(await broken(0, COLUMN.outTradeNo, '\t')).toMatchObject({ line: 6, message: '第 6 行缺少「商户订单号」' });
    expect(await broken(5, COLUMN.refundNo, '\t')).toMatchObject({ line: 11, message: '第 11 行缺少「退款批次号/请求号」' });
    expect(await broken(1, COLUMN.type, '冻结\t')).toMatchObject({ line: 7, message: '第 7 行「业务类型」不是交易或退款：冻结' });
    const shortRow = ALIPAY_ROWS.map((row, index) => (index === 6 ? row.split(',').slice(0, 24).join(',') : row));
    expect(await failure(await zipWith({ rows: shortRow }))).toMatchObject({ line: 12, message: '第 12 行有 24 列，表头有 25 列' });
  });

  it('refuses rows that do not add up to the footer totals', async () => {
    const footer = (pay: string, refund = ALIPAY_FOOTER[2]) => [ALIPAY_FOOTER[0], pay, refund, ALIPAY_FOOTER[3]];
    expect(await failure(await zipWith({ footer: footer('#交易合计：6笔，商家实收共301.10元，商家优惠共1.00元') }))).toMatchObject({
      code: 'totals',
      line: 14,
      message: '第 14 行「交易合计」的商家实收为 301.10，明细合计为 301.00，两者不符',
    });
    expect(await failure(await zipWith({ footer: footer('#交易合计：7笔，商家实收共301.00元，商家优惠共1.00元') }))).toMatchObject({
      code: 'totals',
      message: expect.stringContaining('笔数为 7'),
    });
    expect(await failure(await zipWith({ footer: footer(ALIPAY_FOOTER[1], '#退款合计：1笔，商家实收退款共-2.00元，商家优惠退款共0.00元') }))).toMatchObject({
      code: 'totals',
      column: '退款合计',
    });
    expect(await failure(await zipWith({ footer: [ALIPAY_FOOTER[0], ALIPAY_FOOTER[1]] }))).toMatchObject({
      code: 'totals',
      message: expect.stringContaining('没有「#退款合计」行'),
    });
    expect(await failure(await zipWith({ footer: [] }))).toMatchObject({ code: 'layout', message: expect.stringContaining('可能不完整') });
  });

  it('tells a file that is not an Alipay download apart', async () => {
    expect((await failure(WECHAT_FIXTURE)).message).toBe(
      '文件不是支付宝业务明细：不是有效的 zip 压缩包（支付宝下载的对账单是 zip，微信的交易账单是 CSV 文本）',
    );
    const wechatInside = await buildGbkZip([{ name: '20881234567890120156_20261206_业务明细.csv', text: readFileSync(WECHAT_FIXTURE, 'utf8') }]);
    expect(await failure(wechatInside)).toMatchObject({ code: 'layout', line: 1, message: '文件不是支付宝业务明细：第 1 行应是「#支付宝业务明细查询」' });
    const noHeaderColumn = alipayDetailText().replace('服务费（元）', '手续费（元）');
    expect(await failure(await buildGbkZip(alipayEntries(noHeaderColumn)))).toMatchObject({
      code: 'layout',
      line: 5,
      message: '文件不是支付宝业务明细：表头缺少「服务费（元）」列',
    });
  });

  it('caps the size it inflates and the lines it reads', async () => {
    await expect(readWholeStatement(readAlipayStatement(ALIPAY_FIXTURE, { maxLines: 1e6, maxBytes: 500 }))).rejects.toMatchObject({ code: 'limit' });
    await expect(readWholeStatement(readAlipayStatement(ALIPAY_FIXTURE, { maxLines: 8, maxBytes: 1e9 }))).rejects.toMatchObject({ code: 'limit' });
  });
});
