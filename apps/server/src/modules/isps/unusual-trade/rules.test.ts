import { describe, expect, it } from 'vitest';
import { balanceFindings, duplicateFares, rapidTopUps, type EntryView, refundsOverPaid } from './rules';

const at = (time: string) => new Date(`2026-03-02T${time}:00+08:00`);
const entry = (kind: string, amountCents: number, time: string, cardId = 'c1'): EntryView => ({
  cardId,
  cardNo: `NO-${cardId}`,
  kind,
  amountCents,
  createTime: at(time),
});

describe('unusual transaction rules', () => {
  it('flags three or more top-ups of one card within an hour, once per burst', () => {
    const findings = rapidTopUps([
      entry('topup', 5000, '09:00'),
      entry('topup', 5000, '09:20'),
      entry('topup', 10000, '09:50'),
      entry('topup', 2000, '09:55'),
      entry('topup', 2000, '12:00'),
      entry('topup', 2000, '09:00', 'c2'),
      entry('topup', 2000, '11:00', 'c2'),
      entry('fare', -200, '09:10'),
    ]);
    expect(findings).toEqual([expect.objectContaining({ rule: 'rapid_topups', cardId: 'c1', amountCents: 22000, detail: '55 分钟内充值 4 次，共 ¥220.00' })]);
    // the same burst found again has the same key
    expect(rapidTopUps([entry('topup', 5000, '09:00'), entry('topup', 5000, '09:20'), entry('topup', 10000, '09:50')])[0].key).toBe(findings[0].key);
  });

  it('flags the same fare taken twice within a minute, not two rides', () => {
    const findings = duplicateFares([entry('fare', -200, '08:00'), entry('fare', -200, '08:00'), entry('fare', -200, '08:30'), entry('fare', -300, '08:30')]);
    expect(findings).toEqual([expect.objectContaining({ rule: 'duplicate_fare', amountCents: 200, detail: '0 秒内两次扣费 ¥2.00' })]);
  });

  it('names a balance that is not its ledger and one below zero', () => {
    expect(balanceFindings([{ cardId: 'c1', cardNo: '1', balanceCents: 1100, ledgerCents: 1000 }])[0]).toMatchObject({
      rule: 'balance_mismatch',
      amountCents: 100,
      detail: '卡内余额 ¥11.00，流水合计 ¥10.00，相差 ¥1.00',
    });
    expect(balanceFindings([{ cardId: 'c1', cardNo: '1', balanceCents: -50, ledgerCents: -50 }])[0]).toMatchObject({ rule: 'negative_balance' });
  });
});

describe('refundsOverPaid', () => {
  const order = { orderNo: 'OD20260301000001', cardId: null, cardNo: null, paidCents: 2500 };
  it('finds an order refunded above what was paid, ours or the statement’s, once per amount', () => {
    expect(refundsOverPaid([{ ...order, refundedCents: 2500, statedRefundCents: 2500 }])).toEqual([]);
    const [found] = refundsOverPaid([{ ...order, refundedCents: 2500, statedRefundCents: 3000 }]);
    expect(found).toMatchObject({
      rule: 'refund_over_paid',
      amountCents: 500,
      detail: '订单 OD20260301000001 实付 ¥25.00，渠道对账单退款共 ¥30.00，多退 ¥5.00',
      key: 'refund_over_paid:OD20260301000001:3000',
    });
    expect(refundsOverPaid([{ ...order, refundedCents: 2600, statedRefundCents: 0 }])[0].detail).toBe(
      '订单 OD20260301000001 实付 ¥25.00，我方退款共 ¥26.00，多退 ¥1.00',
    );
  });
});
