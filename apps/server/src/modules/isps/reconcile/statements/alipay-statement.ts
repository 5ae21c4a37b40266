/**
 * Alipay's 业务明细 (bill_type trade) read as it is downloaded (the zip: see alipay-zip.ts). The CSV
 * opens with '#' lines (#支付宝业务明细查询, #账号：[…], #起始日期：[…]   终止日期：[…], a
 * #----业务明细列表---- rule), then the header and the rows, then '#' lines again (the rule with
 * 结束, #交易合计：N笔，商家实收共X元，商家优惠共Y元, #退款合计：…, #导出时间：[…]). Ids and some
 * cells are padded with a tab; a refund is a row of 业务类型 退款 with its order's 支付宝交易号 and
 * negative amounts; 商品名称 may be quoted with commas inside.
 */
import { readAlipayDetailText } from './alipay-zip';
import { createStatementReader } from './statement-reader';
import {
  DEFAULT_STATEMENT_LIMITS,
  StatementError,
  type AlipayStatementSummary,
  type StatementLimits,
  type StatementLine,
  type StatementReader,
} from './statement-types';
import { centsText, readAmount, readId, readTime, shanghaiTime } from './statement-values';
import { readRecords, type TextRecord } from './text-records';

const COLUMNS = {
  channelTradeNo: '支付宝交易号',
  outTradeNo: '商户订单号',
  type: '业务类型',
  created: '创建时间',
  finished: '完成时间',
  order: '订单金额（元）',
  settled: '商家实收（元）',
  merchantDiscount: '商家优惠（元）',
  refundNo: '退款批次号/请求号',
  fee: '服务费（元）',
} as const;
type Column = keyof typeof COLUMNS;

/** the other amounts of a row: checked to be amounts when they are filled */
const OTHER_AMOUNTS = ['支付宝红包（元）', '集分宝（元）', '支付宝优惠（元）', '券核销金额（元）', '商家红包消费金额（元）', '卡消费金额（元）', '分润（元）'];

const KINDS: Record<string, StatementLine['kind']> = { 交易: 'pay', 退款: 'refund' };

/** a header names its columns with full-width brackets; a copy typed with ASCII ones still reads */
const columnName = (cell: string) => cell.trim().replace(/\(/g, '（').replace(/\)/g, '）');

const notAlipay = (hint: string, line?: number) => new StatementError('layout', `文件不是支付宝业务明细：${hint}`, line);

/** '[2026年12月06日 00:00:00]' as an instant on China's clock */
function bracketTime(text: string | undefined): Date | null {
  const match = text && /\[(\d{4})年(\d{2})月(\d{2})日 (\d{2}):(\d{2}):(\d{2})\]/.exec(text);
  return match ? shanghaiTime(+match[1], +match[2], +match[3], +match[4], +match[5], +match[6]) : null;
}

interface KindTotals {
  count: number;
  settled: number;
  merchantDiscount: number;
}
interface StatedTotals extends KindTotals {
  line: number;
}

/** '#交易合计：6笔，商家实收共0.06元，商家优惠共0.00元' (退款合计 names its amounts 商家实收退款, 商家优惠退款) */
function readTotalsLine(record: TextRecord, label: string): StatedTotals {
  const { line, text } = record;
  const count = /^#(?:交易|退款)合计[：:]\s*(\d+)笔/.exec(text);
  if (!count) throw new StatementError('line', `第 ${line} 行「${label}」读不出笔数：${text}`, line, label);
  const amounts = new Map<string, number>();
  for (const match of text.matchAll(/([^，,：:]+?)共([^元，,]*)元/g)) amounts.set(match[1].replace(/退款$/, ''), readAmount(match[2], line, label));
  const settled = amounts.get('商家实收');
  if (settled === undefined) throw new StatementError('line', `第 ${line} 行「${label}」没有商家实收合计：${text}`, line, label);
  return { line, count: Number(count[1]), settled, merchantDiscount: amounts.get('商家优惠') ?? 0 };
}

/** An Alipay 业务明细's lines and its checked totals, read from the downloaded zip (a path or its bytes). */
export function readAlipayStatement(zip: string | Buffer, limits: StatementLimits = DEFAULT_STATEMENT_LIMITS): StatementReader<AlipayStatementSummary> {
  return createStatementReader('alipay', async function* () {
    let phase: 'title' | 'preamble' | 'header' | 'rows' | 'footer' = 'title';
    let account: string | undefined;
    let period: { start: Date; end: Date } | undefined;
    let exportedAt: Date | undefined;
    let header: string[] = [];
    const at = {} as Record<Column, number>;
    const others: number[] = [];
    const stated: Partial<Record<StatementLine['kind'], StatedTotals>> = {};
    const counted: Record<StatementLine['kind'], KindTotals> = {
      pay: { count: 0, settled: 0, merchantDiscount: 0 },
      refund: { count: 0, settled: 0, merchantDiscount: 0 },
    };

    /** reads a '#' line before the header; true on the rule the header follows */
    const readPreamble = (record: TextRecord): boolean => {
      const { text, line } = record;
      if (!text.startsWith('#')) throw notAlipay(`第 ${line} 行之前没有「业务明细列表」的分隔行`, line);
      if (/^#账号[：:]/.test(text)) account = /\[([^\]]*)\]/.exec(text)?.[1];
      else if (/^#起始日期[：:]/.test(text)) {
        const [start, end] = [bracketTime(/起始日期[：:](\[[^\]]*\])/.exec(text)?.[1]), bracketTime(/终止日期[：:](\[[^\]]*\])/.exec(text)?.[1])];
        if (!start || !end) throw new StatementError('line', `第 ${line} 行「起始日期」「终止日期」不是有效的时间：${text}`, line, '起始日期');
        period = { start, end };
      } else if (text.includes('业务明细列表')) return true;
      return false;
    };

    const readHeader = (record: TextRecord) => {
      header = record.cells.map(columnName);
      for (const [key, name] of Object.entries(COLUMNS) as [Column, string][]) {
        at[key] = header.indexOf(name);
        if (at[key] < 0) throw notAlipay(`表头缺少「${name}」列`, record.line);
      }
      for (const name of OTHER_AMOUNTS) if (header.includes(name)) others.push(header.indexOf(name));
    };

    const readRow = (record: TextRecord): StatementLine => {
      const { line } = record;
      if (record.cells.length !== header.length)
        throw new StatementError('line', `第 ${line} 行有 ${record.cells.length} 列，表头有 ${header.length} 列`, line);
      // ids come padded with a tab so that Excel keeps them as text
      const cell = (column: Column) => record.cells[at[column]].trim();
      const kind = KINDS[cell('type')];
      if (!kind) throw new StatementError('line', `第 ${line} 行「业务类型」不是交易或退款：${cell('type') || '（空）'}`, line, COLUMNS.type);
      const channelTradeNo = readId(cell('channelTradeNo'), line, COLUMNS.channelTradeNo);
      const outTradeNo = readId(cell('outTradeNo'), line, COLUMNS.outTradeNo);
      if (cell('created')) readTime(cell('created'), line, COLUMNS.created);
      const time = readTime(cell('finished'), line, COLUMNS.finished);
      const order = readAmount(cell('order'), line, COLUMNS.order);
      const settled = readAmount(cell('settled'), line, COLUMNS.settled);
      const merchantDiscount = readAmount(cell('merchantDiscount'), line, COLUMNS.merchantDiscount);
      const fee = readAmount(cell('fee'), line, COLUMNS.fee);
      for (const other of others) if (record.cells[other].trim()) readAmount(record.cells[other].trim(), line, header[other]);
      const refundNo = kind === 'refund' ? readId(cell('refundNo'), line, COLUMNS.refundNo) : undefined;
      const totals = counted[kind];
      totals.count += 1;
      totals.settled += settled;
      totals.merchantDiscount += merchantDiscount;
      const amounts = { amountCents: Math.abs(order), settledCents: Math.abs(settled), feeCents: Math.abs(fee) };
      return { channel: 'alipay', line, kind, channelTradeNo, outTradeNo, ...(refundNo ? { refundNo } : {}), ...amounts, time, state: cell('type') };
    };

    const readFooter = (record: TextRecord) => {
      const { text, line } = record;
      if (!text.startsWith('#')) throw new StatementError('line', `第 ${line} 行在「业务明细列表结束」之后，不是明细`, line);
      if (/^#交易合计/.test(text)) stated.pay = readTotalsLine(record, '交易合计');
      else if (/^#退款合计/.test(text)) stated.refund = readTotalsLine(record, '退款合计');
      else if (/^#导出时间/.test(text)) exportedAt = bracketTime(text) ?? undefined;
    };

    for await (const records of readRecords(readAlipayDetailText(zip, limits), limits)) {
      const lines: StatementLine[] = [];
      for (const record of records) {
        if (record.text.trim() === '') continue;
        if (phase === 'title') {
          if (!record.text.startsWith('#支付宝业务明细查询')) throw notAlipay(`第 ${record.line} 行应是「#支付宝业务明细查询」`, record.line);
          phase = 'preamble';
        } else if (phase === 'preamble') {
          if (readPreamble(record)) phase = 'header';
        } else if (phase === 'header') {
          readHeader(record);
          phase = 'rows';
        } else if (phase === 'rows' && !record.text.startsWith('#')) lines.push(readRow(record));
        else {
          phase = 'footer';
          readFooter(record);
        }
      }
      if (lines.length) yield lines;
    }
    if (phase !== 'footer') throw notAlipay(phase === 'rows' ? '没有「业务明细列表结束」和合计行，文件可能不完整' : '没有找到业务明细的表头');
    if (!account) throw notAlipay('开头没有「#账号」行');
    if (!period) throw notAlipay('开头没有「#起始日期」行');
    if (!stated.pay) throw new StatementError('totals', '文件没有「#交易合计」行，明细无法核对');
    if (!stated.refund && counted.refund.count) throw new StatementError('totals', `文件没有「#退款合计」行，明细里却有 ${counted.refund.count} 笔退款`);
    const refund = stated.refund ?? { line: stated.pay.line, count: 0, settled: 0, merchantDiscount: 0 };
    checkTotals('交易合计', stated.pay, counted.pay);
    checkTotals('退款合计', refund, counted.refund);
    return {
      channel: 'alipay',
      account,
      periodStart: period.start,
      periodEnd: period.end,
      payCount: stated.pay.count,
      paySettledCents: stated.pay.settled,
      payMerchantDiscountCents: stated.pay.merchantDiscount,
      refundCount: refund.count,
      refundSettledCents: refund.settled,
      refundMerchantDiscountCents: refund.merchantDiscount,
      ...(exportedAt ? { exportedAt } : {}),
    };
  });
}

/** The rows of one kind must add up to the footer's 合计 line (a missing 退款合计 states no refunds). */
function checkTotals(label: string, stated: StatedTotals, counted: KindTotals) {
  const mismatch = (what: string, statedText: string, countedText: string) =>
    new StatementError('totals', `第 ${stated.line} 行「${label}」的${what}为 ${statedText}，明细合计为 ${countedText}，两者不符`, stated.line, label);
  if (stated.count !== counted.count) throw mismatch('笔数', String(stated.count), String(counted.count));
  if (stated.settled !== counted.settled) throw mismatch('商家实收', centsText(stated.settled), centsText(counted.settled));
  if (stated.merchantDiscount !== counted.merchantDiscount) throw mismatch('商家优惠', centsText(stated.merchantDiscount), centsText(counted.merchantDiscount));
}
