/**
 * Writes alipay-20881234567890120156_20261206.csv.zip: an Alipay 业务明细 download for 2026-12-06 in
 * its real layout (GBK entry names and content, '#' header and footer lines, ids padded with a tab,
 * a 商品名称 quoted around a comma, one refund with negative amounts, the (汇总) entry beside it).
 * Run it again after changing the lines: npx tsx <this file>. Tests build broken variants from the
 * same lines in memory (alipayDetailText).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildGbkZip, type GbkEntry } from '../gbk-zip';

export const ALIPAY_ACCOUNT = '20881234567890120156';
export const ALIPAY_FIXTURE = fileURLToPath(new URL(`./alipay-${ALIPAY_ACCOUNT}_20261206.csv.zip`, import.meta.url));

export const ALIPAY_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

interface Row {
  tradeNo: string;
  outTradeNo: string;
  type: '交易' | '退款';
  subject: string;
  created: string;
  finished: string;
  payer: string;
  order: string;
  settled: string;
  merchantDiscount?: string;
  refundNo?: string;
  fee: string;
}

/** one row in Alipay's shape: ids, the type and the other party padded with a tab */
export function alipayRow(row: Row): string {
  const tab = (text: string) => `${text}\t`;
  return [
    tab(row.tradeNo),
    tab(row.outTradeNo),
    tab(row.type),
    row.subject,
    row.created,
    row.finished,
    tab(''),
    tab(''),
    tab(''),
    tab(''),
    tab(row.payer),
    row.order,
    row.settled,
    '0.00',
    '0.00',
    '0.00',
    row.merchantDiscount ?? '0.00',
    '0.00',
    '',
    '0.00\t',
    '0.00',
    tab(row.refundNo ?? ''),
    row.fee,
    '0.00',
    '',
  ].join(',');
}

export const ALIPAY_ROWS: string[] = [
  alipayRow({
    tradeNo: '2026120622001412345678901234',
    outTradeNo: 'TU2026120600000101',
    type: '交易',
    subject: '江城公交卡充值',
    created: '2026-12-06 00:02:10',
    finished: '2026-12-06 00:02:13',
    payer: '张*(138****1234)',
    order: '50.00',
    settled: '50.00',
    fee: '-0.30',
  }),
  alipayRow({
    tradeNo: '2026120622001412345678901235',
    outTradeNo: 'TU2026120600000102',
    type: '交易',
    subject: '"江城公交,月票充值"',
    created: '2026-12-06 07:41:55',
    finished: '2026-12-06 07:42:01',
    payer: '李*(139****5678)',
    order: '120.00',
    settled: '120.00',
    fee: '-0.72',
  }),
  alipayRow({
    tradeNo: '2026120622001412345678901236',
    outTradeNo: 'TU2026120600000103',
    type: '交易',
    subject: '江城公交卡充值',
    created: '2026-12-06 08:15:20',
    finished: '2026-12-06 08:15:24',
    payer: '王*(137****0001)',
    order: '20.00',
    settled: '20.00',
    fee: '-0.12',
  }),
  alipayRow({
    tradeNo: '2026120622001412345678901237',
    outTradeNo: 'TU2026120600000104',
    type: '交易',
    subject: '乘车码扣费',
    created: '2026-12-06 12:30:00',
    finished: '2026-12-06 12:30:02',
    payer: '赵*(136****2222)',
    order: '10.00',
    settled: '9.00',
    merchantDiscount: '1.00',
    fee: '-0.05',
  }),
  alipayRow({
    tradeNo: '2026120622001412345678901238',
    outTradeNo: 'TU2026120600000105',
    type: '交易',
    subject: '乘车码扣费',
    created: '2026-12-06 17:48:09',
    finished: '2026-12-06 17:48:10',
    payer: '钱*(135****3333)',
    order: '2.00',
    settled: '2.00',
    fee: '-0.01',
  }),
  alipayRow({
    tradeNo: '2026120622001412345678901236',
    outTradeNo: 'TU2026120600000103',
    type: '退款',
    subject: '江城公交卡充值',
    created: '2026-12-06 08:15:20',
    finished: '2026-12-06 19:05:33',
    payer: '王*(137****0001)',
    order: '-20.00',
    settled: '-20.00',
    refundNo: 'RF2026120600000101',
    fee: '0.12',
  }),
  alipayRow({
    tradeNo: '2026120622001412345678901239',
    outTradeNo: 'TU2026120600000106',
    type: '交易',
    subject: '江城公交卡充值',
    created: '2026-12-06 23:59:58',
    finished: '2026-12-06 23:59:59',
    payer: '孙*(134****4444)',
    order: '100.00',
    settled: '100.00',
    fee: '-0.60',
  }),
];

export const ALIPAY_FOOTER = [
  '#-----------------------------------------业务明细列表结束------------------------------------',
  '#交易合计：6笔，商家实收共301.00元，商家优惠共1.00元',
  '#退款合计：1笔，商家实收退款共-20.00元，商家优惠退款共0.00元',
  '#导出时间：[2026年12月07日 09:12:33]',
];

const PERIOD = '#起始日期：[2026年12月06日 00:00:00]   终止日期：[2026年12月07日 00:00:00]';

/** the 业务明细 CSV's text: its '#' lines, the header, the rows (replaceable for a variant), the footer */
export function alipayDetailText({ rows = ALIPAY_ROWS, footer = ALIPAY_FOOTER } = {}): string {
  const preamble = [
    '#支付宝业务明细查询',
    `#账号：[${ALIPAY_ACCOUNT}]`,
    PERIOD,
    '#-----------------------------------------业务明细列表----------------------------------------',
  ];
  return [...preamble, ALIPAY_HEADER, ...rows, ...footer].join('\r\n') + '\r\n';
}

const SUMMARY_TEXT = [
  '#支付宝业务汇总查询',
  `#账号：[${ALIPAY_ACCOUNT}]`,
  PERIOD,
  '#-----------------------------------------业务汇总列表----------------------------------------',
  '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）,支付宝优惠（元）,商家优惠（元）,卡消费金额（元）,服务费（元）,分润（元）,实收净额（元）',
  '\t,合计,6,1,282.00,281.00,0.00,1.00,0.00,-1.68,0.00,279.32',
  '#-----------------------------------------业务汇总列表结束------------------------------------',
  '#导出时间：[2026年12月07日 09:12:33]',
].join('\r\n');

/** the download's two entries, the 汇总 one first so that picking by name is what finds the detail */
export function alipayEntries(detailText = alipayDetailText()): GbkEntry[] {
  return [
    { name: `${ALIPAY_ACCOUNT}_20261206_业务明细(汇总).csv`, text: `${SUMMARY_TEXT}\r\n` },
    { name: `${ALIPAY_ACCOUNT}_20261206_业务明细.csv`, text: detailText },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(ALIPAY_FIXTURE, await buildGbkZip(alipayEntries()));
  console.log(`wrote ${ALIPAY_FIXTURE}`);
}
