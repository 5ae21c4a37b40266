/**
 * The card desk's rules for unusual transactions (issue 24), pure: each takes ledger entries (or
 * the balance check's mismatches) and gives its findings, each with a key that is the same when the
 * same thing is found again.
 */
import { formatYuan, type UnusualTradeRule } from '@bus/contracts';

export interface EntryView {
  cardId: string;
  cardNo: string;
  kind: string;
  amountCents: number;
  createTime: Date;
}

export interface Finding {
  rule: UnusualTradeRule;
  /** the card (none for an order that loaded no card) */
  cardId: string | null;
  cardNo: string | null;
  amountCents: number;
  detail: string;
  key: string;
}

const byCard = (entries: readonly EntryView[], kind: string) => {
  const cards = new Map<string, EntryView[]>();
  for (const entry of entries) if (entry.kind === kind) cards.set(entry.cardId, [...(cards.get(entry.cardId) ?? []), entry]);
  for (const list of cards.values()) list.sort((a, b) => a.createTime.getTime() - b.createTime.getTime());
  return cards;
};

const minutes = (ms: number) => Math.round(ms / 60_000);

/** `count` or more top-ups of one card within `withinMs`: one finding per burst (from its first top-up) */
export function rapidTopUps(entries: readonly EntryView[], { count = 3, withinMs = 3600_000 } = {}): Finding[] {
  const findings: Finding[] = [];
  for (const list of byCard(entries, 'topup').values()) {
    let start = 0;
    while (start + count - 1 < list.length) {
      let end = start;
      while (end + 1 < list.length && list[end + 1].createTime.getTime() - list[start].createTime.getTime() <= withinMs) end += 1;
      if (end - start + 1 >= count) {
        const burst = list.slice(start, end + 1);
        const total = burst.reduce((sum, entry) => sum + entry.amountCents, 0);
        const first = burst[0];
        findings.push({
          rule: 'rapid_topups',
          cardId: first.cardId,
          cardNo: first.cardNo,
          amountCents: total,
          detail: `${minutes(burst[burst.length - 1].createTime.getTime() - first.createTime.getTime())} 分钟内充值 ${burst.length} 次，共 ${formatYuan(total)}`,
          key: `rapid_topups:${first.cardId}:${first.createTime.toISOString()}`,
        });
        start = end + 1;
      } else start += 1;
    }
  }
  return findings;
}

/** the same fare taken from one card twice within `withinMs`: a reader's double tap charged twice */
export function duplicateFares(entries: readonly EntryView[], { withinMs = 60_000 } = {}): Finding[] {
  const findings: Finding[] = [];
  for (const list of byCard(entries, 'fare').values()) {
    for (let i = 1; i < list.length; i += 1) {
      const [earlier, later] = [list[i - 1], list[i]];
      const gap = later.createTime.getTime() - earlier.createTime.getTime();
      if (gap <= withinMs && later.amountCents === earlier.amountCents)
        findings.push({
          rule: 'duplicate_fare',
          cardId: later.cardId,
          cardNo: later.cardNo,
          amountCents: -later.amountCents,
          detail: `${Math.round(gap / 1000)} 秒内两次扣费 ${formatYuan(-later.amountCents)}`,
          key: `duplicate_fare:${later.cardId}:${later.createTime.toISOString()}`,
        });
    }
  }
  return findings;
}

/** a balance that is not its ledger's sum, or below zero (the nightly check) */
export function balanceFindings(mismatches: ReadonlyArray<{ cardId: string; cardNo: string; balanceCents: number; ledgerCents: number }>): Finding[] {
  return mismatches.map((card) =>
    card.balanceCents < 0
      ? {
          rule: 'negative_balance' as const,
          cardId: card.cardId,
          cardNo: card.cardNo,
          amountCents: card.balanceCents,
          detail: `卡内余额为 ${formatYuan(card.balanceCents)}`,
          key: `negative_balance:${card.cardId}:${card.balanceCents}`,
        }
      : {
          rule: 'balance_mismatch' as const,
          cardId: card.cardId,
          cardNo: card.cardNo,
          amountCents: card.balanceCents - card.ledgerCents,
          detail: `卡内余额 ${formatYuan(card.balanceCents)}，流水合计 ${formatYuan(card.ledgerCents)}，相差 ${formatYuan(card.balanceCents - card.ledgerCents)}`,
          key: `balance_mismatch:${card.cardId}:${card.balanceCents}:${card.ledgerCents}`,
        },
  );
}

export interface OrderRefunds {
  orderNo: string;
  cardId: string | null;
  cardNo: string | null;
  paidCents: number;
  /** our refunds booked on the order */
  refundedCents: number;
  /** the refunds the channels' imported statements state for it */
  statedRefundCents: number;
}

/**
 * Refunds of an order above what was paid on it: ours (the database refuses it, so only data that
 * came around the desk) or the channel's statements' (the channel refunded more than it was paid).
 */
export function refundsOverPaid(orders: readonly OrderRefunds[]): Finding[] {
  return orders.flatMap((order) => {
    const refunded = Math.max(order.refundedCents, order.statedRefundCents);
    if (refunded <= order.paidCents) return [];
    const source = order.statedRefundCents > order.paidCents ? '渠道对账单' : '我方';
    return [
      {
        rule: 'refund_over_paid' as const,
        cardId: order.cardId,
        cardNo: order.cardNo,
        amountCents: refunded - order.paidCents,
        detail: `订单 ${order.orderNo} 实付 ${formatYuan(order.paidCents)}，${source}退款共 ${formatYuan(refunded)}，多退 ${formatYuan(refunded - order.paidCents)}`,
        key: `refund_over_paid:${order.orderNo}:${refunded}`,
      },
    ];
  });
}
