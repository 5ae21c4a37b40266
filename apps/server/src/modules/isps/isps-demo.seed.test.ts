/**
 * The demo company's card desk seed: cards of the passengers and anonymous ones, every balance its
 * ledger's sum, a few cards lost, replaced and returned, the passengers' card counts the cards they
 * hold, the app's orders with their top-ups on the cards, yesterday's statements with their planted
 * differences, and the same rows again on a second run.
 */
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../../db/client';
import { seedOpsMembers } from '../../db/seed/ops-members';
import { opsMember } from '../ops/member/member.table';
import { balanceMismatches } from './card/card-ledger';
import { ispsCard, ispsCardEvent, ispsCardLedger } from './card/card.table';
import { seedCardDeskDemo } from './isps-demo.seed';
import { ispsMonthPass } from './month-pass/month-pass.table';
import { ispsOrder } from './order/order.table';
import { ispsReconBatch, ispsReconDiff } from './reconcile/reconcile.table';
import { ispsUnusualTrade } from './unusual-trade/unusual-trade.table';

let database: DatabaseHandle;
const now = new Date('2026-03-02T01:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedOpsMembers(database.db, now);
});
afterAll(() => database.close());

const rows = async (table: typeof ispsCard | typeof ispsCardLedger | typeof ispsCardEvent) => (await database.db.select({ n: count() }).from(table))[0].n;

describe('card desk demo seed', () => {
  it('writes a believable desk: every balance its ledger, every state there, the passengers’ counts right; twice the same', async () => {
    await seedCardDeskDemo(database.db, now);
    const cards = await database.db.select().from(ispsCard);
    // a card for every passenger of 会员管理, and anonymous ones
    const members = await database.db.select({ id: opsMember.id }).from(opsMember);
    expect(members.length).toBe(2000);
    expect(new Set(cards.map((card) => card.memberId).filter(Boolean))).toEqual(new Set(members.map((member) => member.id)));
    const states = new Map<string, number>();
    for (const card of cards) states.set(card.state, (states.get(card.state) ?? 0) + 1);
    expect(Object.fromEntries(states)).toMatchObject({ lost: 6, replaced: 6, returned: 4 });
    expect(cards.filter((card) => !card.memberId).length).toBeGreaterThan(100);
    expect(cards.filter((card) => card.holderIdDigest).length).toBeGreaterThan(100);
    expect(cards.every((card) => card.balanceCents >= 0)).toBe(true);
    expect(await balanceMismatches(database.db, 1)).toEqual([]);
    const kinds = await database.db.selectDistinct({ kind: ispsCardLedger.kind }).from(ispsCardLedger);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['fare', 'fee', 'load', 'return', 'topup', 'transfer_in', 'transfer_out']);

    // every active 月卡 rides on this month's pass, bought at a desk
    const passes = await database.db.select().from(ispsMonthPass);
    const monthly = cards.filter((card) => card.cardType === 'monthly' && card.state === 'active');
    expect(monthly.length).toBeGreaterThan(50);
    expect(new Set(passes.map((pass) => pass.cardId))).toEqual(new Set(monthly.map((card) => card.id)));
    expect(passes.every((pass) => pass.fromMonth === '2026-03' && pass.amountCents === 9000 * pass.months)).toBe(true);

    const held = cards.filter((card) => card.memberId && card.state !== 'replaced' && card.state !== 'returned');
    const [holder] = await database.db.select().from(opsMember).where(eq(opsMember.id, held[0].memberId!));
    expect(holder.cardCount).toBe(held.filter((card) => card.memberId === holder.id).length);

    // the nightly check ran once: the planted burst of top-ups and double tap are waiting
    const found = await database.db.select().from(ispsUnusualTrade);
    expect(found.map((finding) => finding.rule).sort()).toEqual(['duplicate_fare', 'rapid_topups']);

    // the app's orders: paid through both channels, a few refunded; a top-up's money on its card
    const orders = await database.db.select().from(ispsOrder);
    expect(new Set(orders.map((order) => order.payMode))).toEqual(new Set(['wechat', 'alipay']));
    expect(new Set(orders.map((order) => order.kind))).toEqual(new Set(['topup', 'day_ticket', 'month_pass']));
    expect(orders.filter((order) => order.state === 'refunded' || order.state === 'part_refunded').length).toBeGreaterThan(3);
    const topUps = await database.db.select().from(ispsCardLedger).where(like(ispsCardLedger.requestId, 'order:%'));
    expect(topUps.length).toBe(orders.filter((order) => order.kind === 'topup').length);

    // yesterday's statements, as this morning's 自动对账 imported them, with the differences planted
    const batches = await database.db.select().from(ispsReconBatch);
    expect(batches.map((batch) => [batch.channel, batch.billDate, batch.source]).sort()).toEqual([
      ['alipay', '2026-03-01', 'auto'],
      ['wechat', '2026-03-01', 'auto'],
    ]);
    const diffs = await database.db.select().from(ispsReconDiff);
    expect(diffs.map((diff) => diff.kind).sort()).toEqual(['amount', 'missing_ours', 'missing_theirs']);

    const before = [await rows(ispsCard), await rows(ispsCardLedger), await rows(ispsCardEvent)];
    await seedCardDeskDemo(database.db, now);
    expect([await rows(ispsCard), await rows(ispsCardLedger), await rows(ispsCardEvent)]).toEqual(before);
  });
});
