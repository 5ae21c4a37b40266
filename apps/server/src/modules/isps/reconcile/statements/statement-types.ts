/**
 * The one line type every payment channel's daily statement is read into, the typed error a
 * statement that cannot be imported raises, and the reader the parsers hand back.
 */

export type StatementChannel = 'wechat' | 'alipay';

export const CHANNEL_NAMES: Record<StatementChannel, string> = { wechat: '微信支付交易账单', alipay: '支付宝业务明细' };

/** One trade or refund as the channel's statement states it. */
export interface StatementLine {
  channel: StatementChannel;
  /** 1-based line in the file (in the zip's CSV for Alipay) */
  line: number;
  kind: 'pay' | 'refund';
  /** 微信订单号 / 支付宝交易号 (a refund carries its order's) */
  channelTradeNo: string;
  /** 微信退款单号 (Alipay's statement has none) */
  channelRefundNo?: string;
  /** our order number: 商户订单号 */
  outTradeNo: string;
  /** our refund number: 商户退款单号 / 退款批次号/请求号; refunds only */
  refundNo?: string;
  /**
   * What we asked the channel to charge or refund, positive 分 (the kind tells): WeChat 订单金额 on a
   * payment and 申请退款金额 on a refund, Alipay |订单金额|. Compared with our order or refund.
   */
  amountCents: number;
  /** What actually moves to or from our account, positive 分: WeChat 应结订单金额 / 退款金额, Alipay |商家实收|. */
  settledCents: number;
  /**
   * The channel's fee, positive 分: charged on a payment, given back on a refund. WeChat states it
   * in yuan with five decimals; it is rounded to 分 half away from zero (roundFeeToCents).
   */
  feeCents: number;
  /** 交易时间 (WeChat) / 完成时间 (Alipay), read as Asia/Shanghai local time */
  time: Date;
  /** the channel's own state text: 交易状态 (SUCCESS, REFUND, REVOKED ...) / 业务类型 (交易, 退款) */
  state: string;
  /** WeChat 退款状态 of a refund line (SUCCESS, PROCESSING ...) */
  refundState?: string;
}

/** The totals a WeChat bill states in its last row, as the file states them (amounts in 分). */
export interface WechatBillSummary {
  channel: 'wechat';
  /** the summary row's line */
  line: number;
  /** 总交易单数: payments and refunds */
  tradeCount: number;
  /** 应结订单总金额 */
  settledTotalCents: number;
  /** 退款总金额 */
  refundTotalCents: number;
  /** 充值券退款总金额 */
  rechargeCouponRefundTotalCents: number;
  /** 手续费总金额 in yuan exactly as stated (five decimals, signed: refunds give fees back) */
  feeTotal: string;
  /** the same rounded to 分 by roundFeeToCents */
  feeTotalCents: number;
  /** 订单总金额 */
  orderTotalCents: number;
  /** 申请退款总金额 */
  requestedRefundTotalCents: number;
}

/** An Alipay 业务明细's header and its footer's totals (refund totals negative, as the file states them). */
export interface AlipayStatementSummary {
  channel: 'alipay';
  /** #账号：[...] */
  account: string;
  /** #起始日期 and 终止日期 */
  periodStart: Date;
  periodEnd: Date;
  /** #交易合计：N笔，商家实收共X元，商家优惠共Y元 */
  payCount: number;
  paySettledCents: number;
  payMerchantDiscountCents: number;
  /** #退款合计：N笔，商家实收退款共-X元，商家优惠退款共Y元 (none stated: zero refunds) */
  refundCount: number;
  refundSettledCents: number;
  refundMerchantDiscountCents: number;
  /** #导出时间 */
  exportedAt?: Date;
}

export type StatementSummary = WechatBillSummary | AlipayStatementSummary;

/**
 * What makes a statement unimportable: 'line' a broken line, 'layout' not this channel's file,
 * 'totals' the lines do not add up to the file's own totals, 'limit' too large, 'file' unreadable.
 */
export type StatementErrorCode = 'line' | 'layout' | 'totals' | 'limit' | 'file';

export class StatementError extends Error {
  constructor(
    readonly code: StatementErrorCode,
    message: string,
    /** 1-based line of the file the error is on */
    readonly line?: number,
    /** the column named in the message */
    readonly column?: string,
  ) {
    super(message);
    this.name = 'StatementError';
  }
}

export interface StatementLimits {
  /** lines of the file (default 2,000,000) */
  maxLines: number;
  /** bytes of the file, uncompressed (default 1 GiB) */
  maxBytes: number;
}

export const DEFAULT_STATEMENT_LIMITS: StatementLimits = { maxLines: 2_000_000, maxBytes: 1024 * 1024 * 1024 };

/**
 * A statement being read. Read it once, to the end, through lines() or batches(): each line is
 * checked as it is read and a broken one throws StatementError at once; after the last line the
 * lines are added up and compared with the file's own totals (a mismatch throws too). An importer
 * therefore writes the lines inside one transaction and commits only when the reading ended without
 * an error: a file with any broken line imports nothing.
 */
export interface StatementReader<Summary extends StatementSummary = StatementSummary> {
  readonly channel: StatementChannel;
  lines(): AsyncGenerator<StatementLine>;
  /** the same lines in arrays of at most `size`, for bulk inserts */
  batches(size?: number): AsyncGenerator<StatementLine[]>;
  /** the file's own totals, checked against its lines; only once the lines have been read to the end */
  summary(): Summary;
}
