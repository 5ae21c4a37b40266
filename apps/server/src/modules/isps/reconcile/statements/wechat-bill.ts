/**
 * WeChat Pay's trade bill (交易账单, downloadbill with bill_type ALL) read as it is downloaded: UTF-8
 * (a BOM tolerated), CRLF lines; a header of Chinese column names; detail rows whose every cell
 * starts with a backtick (`), payments and refunds (交易状态 REFUND) together, amounts in yuan with
 * two decimals and the fee with five (`0.00600); then a summary header (总交易单数,…) and one summary
 * row, backticked too. Columns are found by their names, so a bill with 特约商户号 or a column added
 * later still reads; a row's cell count must be the header's.
 */
import { createStatementReader } from './statement-reader';
import {
  DEFAULT_STATEMENT_LIMITS,
  StatementError,
  type StatementLimits,
  type StatementLine,
  type StatementReader,
  type WechatBillSummary,
} from './statement-types';
import { centsText, hundredThousandthsText, readAmount, readId, readTime, roundFeeToCents } from './statement-values';
import { readRecords, type TextRecord } from './text-records';

const COLUMNS = {
  time: '交易时间',
  channelTradeNo: '微信订单号',
  outTradeNo: '商户订单号',
  state: '交易状态',
  settled: '应结订单金额',
  coupon: '代金券金额',
  channelRefundNo: '微信退款单号',
  refundNo: '商户退款单号',
  refund: '退款金额',
  rechargeCouponRefund: '充值券退款金额',
  refundState: '退款状态',
  fee: '手续费',
  order: '订单金额',
  requestedRefund: '申请退款金额',
} as const;
type Column = keyof typeof COLUMNS;

/** some copies of the layout name the detail column by its summary's name: read either */
const COLUMN_ALIASES: Record<string, string> = { 应结订单总金额: COLUMNS.settled };

const SUMMARY_COLUMNS = ['总交易单数', '应结订单总金额', '退款总金额', '充值券退款总金额', '手续费总金额', '订单总金额', '申请退款总金额'] as const;

/** WeChat fills a payment's refund ids with 0 */
const noId = (text: string) => text === '' || text === '0';
const unquote = (cell: string) => (cell.startsWith('`') ? cell.slice(1) : cell).trim();
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** A two-decimal amount of a detail row; the amounts WeChat never states below zero are refused when they are. */
function readRowAmount(cells: string[], at: Record<Column, number>, column: Column, line: number, nonNegative: boolean): number {
  const text = unquote(cells[at[column]]);
  const value = readAmount(text, line, COLUMNS[column]);
  if (nonNegative && value < 0) throw new StatementError('line', `第 ${line} 行「${COLUMNS[column]}」不能为负数：${text}`, line, COLUMNS[column]);
  return value;
}

function notWechat(hint: string, line?: number): StatementError {
  return new StatementError('layout', `文件不是微信支付交易账单：${hint}`, line);
}

/** The bytes as UTF-8 text, refusing a zip (Alipay's) and bytes that are not UTF-8 before any is parsed. */
async function* decodeUtf8(input: WechatBillInput, limits: StatementLimits): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  for await (const chunk of input) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    if (bytes === 0 && ZIP_MAGIC.every((byte, index) => chunk[index] === byte))
      throw notWechat('这是一个 zip 压缩包（支付宝的业务明细是 zip），微信的交易账单是 CSV 文本');
    bytes += chunk.length;
    if (bytes > limits.maxBytes) throw new StatementError('limit', `文件超过 ${Math.round(limits.maxBytes / 1024 / 1024)} MB，不能导入`);
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw notWechat('不是 UTF-8 编码的文本（支付宝的 CSV 是 GBK 编码）');
    }
  }
  const last = decoder.decode();
  if (last) yield last;
}

interface Totals {
  count: number;
  settled: number;
  refund: number;
  rechargeCouponRefund: number;
  /** 1/100000 yuan */
  fee: number;
  order: number;
  requestedRefund: number;
}

/** the bill's bytes in chunks (a file's read stream) or its text */
export type WechatBillInput = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** A WeChat Pay trade bill's lines and its checked totals, read from its bytes (a file stream) or text. */
export function readWechatBill(input: WechatBillInput, limits: StatementLimits = DEFAULT_STATEMENT_LIMITS): StatementReader<WechatBillSummary> {
  return createStatementReader('wechat', async function* () {
    let index: Record<Column, number> | undefined;
    let width = 0;
    let phase: 'rows' | 'summary' | 'done' = 'rows';
    let summary: WechatBillSummary | undefined;
    const totals: Totals = { count: 0, settled: 0, refund: 0, rechargeCouponRefund: 0, fee: 0, order: 0, requestedRefund: 0 };

    const readHeader = (record: TextRecord) => {
      const names = record.cells.map((cell) => unquote(cell)).map((name) => COLUMN_ALIASES[name] ?? name);
      if (record.text.startsWith('#')) throw notWechat('第 1 行以 # 开头，像是支付宝业务明细', record.line);
      if (names[0] !== COLUMNS.time) throw notWechat(`第 ${record.line} 行应是表头（交易时间,公众账号ID,商户号,…）`, record.line);
      const found = {} as Record<Column, number>;
      for (const [key, name] of Object.entries(COLUMNS) as [Column, string][]) {
        const at = names.indexOf(name);
        if (at < 0) throw notWechat(`表头缺少「${name}」列`, record.line);
        found[key] = at;
      }
      width = names.length;
      return found;
    };

    const readRow = (record: TextRecord, at: Record<Column, number>): StatementLine => {
      const { line, cells } = record;
      if (cells.length !== width) throw new StatementError('line', `第 ${line} 行有 ${cells.length} 列，表头有 ${width} 列`, line);
      const settled = readRowAmount(cells, at, 'settled', line, true);
      readRowAmount(cells, at, 'coupon', line, false);
      const refund = readRowAmount(cells, at, 'refund', line, true);
      const rechargeCouponRefund = readRowAmount(cells, at, 'rechargeCouponRefund', line, false);
      const order = readRowAmount(cells, at, 'order', line, true);
      const requestedRefund = readRowAmount(cells, at, 'requestedRefund', line, true);
      const fee = readAmount(unquote(cells[at.fee]), line, COLUMNS.fee, 5);
      const time = readTime(unquote(cells[at.time]), line, COLUMNS.time);
      const channelTradeNo = readId(unquote(cells[at.channelTradeNo]), line, COLUMNS.channelTradeNo);
      const outTradeNo = readId(unquote(cells[at.outTradeNo]), line, COLUMNS.outTradeNo);
      const state = readId(unquote(cells[at.state]), line, COLUMNS.state);
      totals.count += 1;
      totals.settled += settled;
      totals.refund += refund;
      totals.rechargeCouponRefund += rechargeCouponRefund;
      totals.fee += fee;
      totals.order += order;
      totals.requestedRefund += requestedRefund;
      const feeCents = Math.abs(roundFeeToCents(fee));
      if (state !== 'REFUND')
        return { channel: 'wechat', line, kind: 'pay', channelTradeNo, outTradeNo, amountCents: order, settledCents: settled, feeCents, time, state };
      const channelRefundNo = unquote(cells[at.channelRefundNo]);
      const refundNo = unquote(cells[at.refundNo]);
      if (noId(channelRefundNo)) throw new StatementError('line', `第 ${line} 行是退款，缺少「微信退款单号」`, line, COLUMNS.channelRefundNo);
      if (noId(refundNo)) throw new StatementError('line', `第 ${line} 行是退款，缺少「商户退款单号」`, line, COLUMNS.refundNo);
      const refundState = unquote(cells[at.refundState]);
      return {
        channel: 'wechat',
        line,
        kind: 'refund',
        channelTradeNo,
        channelRefundNo,
        outTradeNo,
        refundNo,
        amountCents: requestedRefund,
        settledCents: refund,
        feeCents,
        time,
        state,
        refundState,
      };
    };

    const readSummary = (record: TextRecord): WechatBillSummary => {
      const { line } = record;
      if (record.cells.length !== SUMMARY_COLUMNS.length)
        throw new StatementError('line', `第 ${line} 行（汇总）有 ${record.cells.length} 列，汇总表头有 ${SUMMARY_COLUMNS.length} 列`, line);
      const cells = record.cells.map(unquote);
      const count = cells[0];
      if (!/^\d{1,9}$/.test(count)) throw new StatementError('line', `第 ${line} 行「总交易单数」不是整数：${count}`, line, '总交易单数');
      const amount = (at: number) => readAmount(cells[at], line, SUMMARY_COLUMNS[at]);
      const feeTotal = readAmount(cells[4], line, SUMMARY_COLUMNS[4], 5);
      return {
        channel: 'wechat',
        line,
        tradeCount: Number(count),
        settledTotalCents: amount(1),
        refundTotalCents: amount(2),
        rechargeCouponRefundTotalCents: amount(3),
        feeTotal: cells[4],
        feeTotalCents: roundFeeToCents(feeTotal),
        orderTotalCents: amount(5),
        requestedRefundTotalCents: amount(6),
      };
    };

    for await (const records of readRecords(decodeUtf8(input, limits), limits)) {
      const lines: StatementLine[] = [];
      for (const record of records) {
        // blank lines carry nothing: the bill ends with one
        if (record.text.trim() === '') continue;
        if (!index) index = readHeader(record);
        else if (phase === 'rows' && unquote(record.cells[0]) === SUMMARY_COLUMNS[0]) {
          if (record.cells.map(unquote).join(',') !== SUMMARY_COLUMNS.join(','))
            throw notWechat(`第 ${record.line} 行的汇总表头应是 ${SUMMARY_COLUMNS.join(',')}`, record.line);
          phase = 'summary';
        } else if (phase === 'rows') lines.push(readRow(record, index));
        else if (phase === 'summary') {
          summary = readSummary(record);
          phase = 'done';
        } else throw new StatementError('line', `第 ${record.line} 行在汇总行之后：账单到汇总行就结束了`, record.line);
      }
      if (lines.length) yield lines;
    }
    if (!index) throw notWechat('文件是空的');
    if (!summary) throw new StatementError('totals', '账单没有汇总行（总交易单数,应结订单总金额,…），文件可能没有下载完整');
    checkTotals(summary, totals);
    return summary;
  });
}

/** The rows must add up to the bill's own summary row. */
function checkTotals(summary: WechatBillSummary, totals: Totals) {
  const mismatch = (column: string, stated: string, counted: string) =>
    new StatementError('totals', `第 ${summary.line} 行汇总「${column}」为 ${stated}，明细合计为 ${counted}，两者不符`, summary.line, column);
  if (summary.tradeCount !== totals.count) throw mismatch('总交易单数', String(summary.tradeCount), String(totals.count));
  const cents: [string, number, number][] = [
    ['应结订单总金额', summary.settledTotalCents, totals.settled],
    ['退款总金额', summary.refundTotalCents, totals.refund],
    ['充值券退款总金额', summary.rechargeCouponRefundTotalCents, totals.rechargeCouponRefund],
    ['订单总金额', summary.orderTotalCents, totals.order],
    ['申请退款总金额', summary.requestedRefundTotalCents, totals.requestedRefund],
  ];
  for (const [column, stated, counted] of cents) if (stated !== counted) throw mismatch(column, centsText(stated), centsText(counted));
  // the fee is compared exactly, in the file's five decimals, before any rounding
  const statedFee = readAmount(summary.feeTotal, summary.line, '手续费总金额', 5);
  if (statedFee !== totals.fee) throw mismatch('手续费总金额', summary.feeTotal, hundredThousandthsText(totals.fee));
}
