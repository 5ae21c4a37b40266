/**
 * Statements written in the channels' real layouts from our own movements: what the demo seed puts
 * in the statement inbox for yesterday, and what the tests and the bench import. The readers of
 * this folder read them like any download (and the tests check they do).
 */
import { buildGbkZip } from './gbk-zip';

export interface WrittenLine {
  kind: 'pay' | 'refund';
  time: Date;
  channelTradeNo: string;
  outTradeNo: string;
  /** our refund number (refunds) */
  refundNo?: string;
  amountCents: number;
  subject: string;
}

/** the channels' fee: 0.6 % (WeChat states it in yuan with five decimals, Alipay rounds it to 分) */
const FEE_PER_MILLE = 6;

const yuan = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** hundred-thousandths of a yuan with five decimals: 30000 -> '0.30000' */
const yuan5 = (units: number) => `${units < 0 ? '-' : ''}${Math.floor(Math.abs(units) / 100_000)}.${String(Math.abs(units) % 100_000).padStart(5, '0')}`;
/** 2026-12-06 08:15:20 in China time */
const chinaTime = (time: Date) => new Date(time.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const WECHAT_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';

/** A WeChat Pay trade bill (ALL): a BOM, CRLF, every cell after a backtick, refunds in the same bill, the summary at the end. */
export function wechatBillText(lines: readonly WrittenLine[]): string {
  let settled = 0;
  let refunded = 0;
  let fees = 0;
  const rows = lines.map((line, index) => {
    const pay = line.kind === 'pay';
    const fee = line.amountCents * FEE_PER_MILLE * (pay ? 1 : -1);
    fees += fee;
    if (pay) settled += line.amountCents;
    else refunded += line.amountCents;
    const cells = [
      chinaTime(line.time),
      'wx2c8a5f3e9b7d4a61',
      '1612345678',
      '0',
      '',
      line.channelTradeNo,
      line.outTradeNo,
      `oJc8Y5xQ2mK7pL0aB3dE${String(index).padStart(8, '0')}`,
      'JSAPI',
      pay ? 'SUCCESS' : 'REFUND',
      'OTHERS',
      'CNY',
      pay ? yuan(line.amountCents) : '0.00',
      '0.00',
      pay ? '0' : `50300${line.channelTradeNo.slice(-20)}`,
      pay ? '0' : (line.refundNo ?? ''),
      pay ? '0.00' : yuan(line.amountCents),
      '0.00',
      pay ? '' : 'ORIGINAL',
      pay ? '' : 'SUCCESS',
      // the bill quotes nothing: a comma of a product's name is written as a full-width one
      line.subject.replaceAll(',', '，'),
      '',
      yuan5(fee),
      '0.60%',
      pay ? yuan(line.amountCents) : '0.00',
      pay ? '0.00' : yuan(line.amountCents),
      '',
    ];
    return cells.map((cell) => `\`${cell}`).join(',');
  });
  const summary = [
    '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
    [lines.length, yuan(settled), yuan(refunded), '0.00', yuan5(fees), yuan(settled), yuan(refunded)].map((cell) => `\`${cell}`).join(','),
  ];
  return `\uFEFF${[WECHAT_HEADER, ...rows, ...summary].join('\r\n')}\r\n`;
}

const ALIPAY_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

/** 2026年12月06日 00:00:00 */
const chineseDay = (day: string, time = '00:00:00') => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日 ${time}`;

/**
 * An Alipay 业务明细 download for `day` (YYYY-MM-DD): a zip of two GBK entries named in GBK, the
 * detail's '#' lines around the header and rows, ids padded with a tab, refunds negative.
 */
export async function alipayStatementZip(lines: readonly WrittenLine[], day: string, account = '20881234567890120156'): Promise<Buffer> {
  const tab = (text: string) => `${text}\t`;
  const totals = { pay: { count: 0, cents: 0 }, refund: { count: 0, cents: 0 } };
  let fees = 0;
  const rows = lines.map((line) => {
    const pay = line.kind === 'pay';
    const signed = pay ? line.amountCents : -line.amountCents;
    const fee = Math.round((line.amountCents * FEE_PER_MILLE) / 1000) * (pay ? -1 : 1);
    fees += fee;
    totals[line.kind].count += 1;
    totals[line.kind].cents += signed;
    const time = chinaTime(line.time);
    return [
      tab(line.channelTradeNo),
      tab(line.outTradeNo),
      tab(pay ? '交易' : '退款'),
      line.subject.includes(',') ? `"${line.subject}"` : line.subject,
      time,
      time,
      tab(''),
      tab(''),
      tab(''),
      tab(''),
      tab('乘*(138****0000)'),
      yuan(signed),
      yuan(signed),
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00\t',
      '0.00',
      tab(pay ? '' : (line.refundNo ?? '')),
      yuan(fee),
      '0.00',
      '',
    ].join(',');
  });
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
  const period = `#起始日期：[${chineseDay(day)}]   终止日期：[${chineseDay(next)}]`;
  const compact = day.replaceAll('-', '');
  const detail = [
    '#支付宝业务明细查询',
    `#账号：[${account}]`,
    period,
    '#-----------------------------------------业务明细列表----------------------------------------',
    ALIPAY_HEADER,
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${totals.pay.count}笔，商家实收共${yuan(totals.pay.cents)}元，商家优惠共0.00元`,
    `#退款合计：${totals.refund.count}笔，商家实收退款共${yuan(totals.refund.cents)}元，商家优惠退款共0.00元`,
    `#导出时间：[${chineseDay(next, '09:00:00')}]`,
  ].join('\r\n');
  const net = totals.pay.cents + totals.refund.cents;
  const summary = [
    '#支付宝业务汇总查询',
    `#账号：[${account}]`,
    period,
    '#-----------------------------------------业务汇总列表----------------------------------------',
    '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）,支付宝优惠（元）,商家优惠（元）,卡消费金额（元）,服务费（元）,分润（元）,实收净额（元）',
    `\t,合计,${totals.pay.count},${totals.refund.count},${yuan(net)},${yuan(net)},0.00,0.00,0.00,${yuan(fees)},0.00,${yuan(net + fees)}`,
    '#-----------------------------------------业务汇总列表结束------------------------------------',
  ].join('\r\n');
  return buildGbkZip([
    { name: `${account}_${compact}_业务明细(汇总).csv`, text: `${summary}\r\n` },
    { name: `${account}_${compact}_业务明细.csv`, text: `${detail}\r\n` },
  ]);
}
