/**
 * Payment channels' daily statements (对账单) read into one line type, for reconciliation: pure
 * and streaming, no database. openStatement tells the channel and opens the file; the readers
 * check every line and the file's own totals (see StatementReader).
 */
export { detectChannel, DETECT_BYTES, openStatement } from './detect-channel';
export { readWechatBill, type WechatBillInput } from './wechat-bill';
export { readAlipayStatement } from './alipay-statement';
export { readWholeStatement } from './statement-reader';
export { roundFeeToCents } from './statement-values';
export {
  CHANNEL_NAMES,
  DEFAULT_STATEMENT_LIMITS,
  StatementError,
  type AlipayStatementSummary,
  type StatementChannel,
  type StatementErrorCode,
  type StatementLimits,
  type StatementLine,
  type StatementReader,
  type StatementSummary,
  type WechatBillSummary,
} from './statement-types';
