/** The writers' statements read back by the channels' readers: the same lines, fees and totals. */
import { describe, expect, it } from 'vitest';
import { readAlipayStatement, readWechatBill, readWholeStatement } from '.';
import { alipayStatementZip, wechatBillText, type WrittenLine } from './statement-writers';

const lines: WrittenLine[] = [
  {
    kind: 'pay',
    time: new Date('2026-12-06T08:15:20+08:00'),
    channelTradeNo: '4200002481202612060000000001',
    outTradeNo: 'OD20261206000001',
    amountCents: 5000,
    subject: '公交卡充值',
  },
  {
    kind: 'pay',
    time: new Date('2026-12-06T23:59:59+08:00'),
    channelTradeNo: '4200002481202612060000000002',
    outTradeNo: 'OD20261206000002',
    amountCents: 1234567,
    subject: '江城公交,季票',
  },
  {
    kind: 'refund',
    time: new Date('2026-12-06T19:05:33+08:00'),
    channelTradeNo: '4200002481202612060000000001',
    outTradeNo: 'OD20261206000001',
    refundNo: 'RF2026120612345678',
    amountCents: 2000,
    subject: '公交卡充值',
  },
];
const shape = (line: { kind: string; time: Date; outTradeNo: string; refundNo?: string; amountCents: number }) => [
  line.kind,
  line.time.toISOString(),
  line.outTradeNo,
  line.refundNo ?? null,
  line.amountCents,
];

describe('statement writers', () => {
  it('write a WeChat Pay bill its reader reads back, fees at 0.6 % and the totals agreeing', async () => {
    const text = wechatBillText(lines);
    expect(text.startsWith('\uFEFF交易时间,')).toBe(true);
    expect(text).toContain('\r\n`2026-12-06 08:15:20,');
    const { lines: read, summary } = await readWholeStatement(readWechatBill([text]));
    expect(read.map(shape)).toEqual(lines.map(shape));
    expect(read.map((line) => line.feeCents)).toEqual([30, 7407, 12]);
    expect(summary).toMatchObject({ tradeCount: 3 });
  });

  it('write an Alipay 业务明细 zip (GBK) its reader reads back, refunds negative in the file', async () => {
    const zip = await alipayStatementZip(
      lines.filter((line) => !line.subject.includes('季票')),
      '2026-12-06',
    );
    const { lines: read } = await readWholeStatement(readAlipayStatement(zip));
    expect(read.map(shape)).toEqual(lines.filter((line) => !line.subject.includes('季票')).map(shape));
    expect(read.map((line) => line.feeCents)).toEqual([30, 12]);
  });
});
