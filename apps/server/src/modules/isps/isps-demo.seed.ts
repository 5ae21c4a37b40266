/**
 * The demo company's card desk (issue 24): six service points, about 2,150 cards (one for each of
 * the 2,000 passengers of 会员管理, the verified ones often on real-name types, and 150 anonymous
 * ones), each with its first load; a month of fares (daily for 700 regular riders and the
 * anonymous cards, now and then for the others), top-ups at the service points or in the app
 * when the balance runs low, a few cards lost, replaced and returned; the app's orders (top-ups of
 * the cards, day tickets, monthly passes) paid through WeChat Pay and Alipay, a few refunded;
 * yesterday's statements of both channels; the real-name queue. Written as the desk writes them:
 * every balance is its ledger's sum, every step an event. Deterministic (one seeded PRNG, seedId
 * ids), relative to `now`, and written once (ON CONFLICT DO NOTHING).
 */
import { formatYuan, lastMonthOf, REAL_NAME_CARD_TYPES, type CardType, type LedgerKind, type OrderKind } from '@bus/contracts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { idCardMatching } from '../../db/seed/id-card';
import { chunkedInsert, prng } from '../../db/seed/ops-fleet';
import { seedId } from '../../db/seed/seed-id';
import { memberDirectory } from '../ops';
import { holderDigest } from './card/card-ledger';
import { ispsCard, ispsCardEvent, ispsCardLedger } from './card/card.table';
import { ispsMonthPass } from './month-pass/month-pass.table';
import { ispsOrder, ispsPayTxn } from './order/order.table';
import { ispsRealNameRequest } from './real-name/real-name.table';
import { ispsSupplementPlace } from './supplement-place/supplement-place.table';
import { checkCards } from './unusual-trade/unusual-trade.service';
import { importStatement } from './reconcile/reconcile.service';
import { alipayStatementZip, wechatBillText, type WrittenLine } from './reconcile/statements/statement-writers';

const TENANT = 1;
const SYSTEM = 'system';
const DAY = 24 * 3600 * 1000;
/** the passengers who ride every day; the others' cards are used now and then */
const REGULAR_RIDERS = 700;
const ANONYMOUS = 150;
/** a month of rides (the prepared image, rewritten by VACUUM FULL, stays under its 130 MB budget: about 120 MB) */
const FARE_DAYS = 30;
const FARE = 200;
/** 充值设置's 月卡每月价格 as seeded */
const MONTH_PASS = 9000;

const PLACES = [
  ['WD001', '汉口火车站服务网点', '江汉区', '江汉区发展大道汉口火车站东广场', '027-85861001', '周一至周日 07:00-19:00', 114.255601, 30.617712],
  ['WD002', '武昌火车站服务网点', '武昌区', '武昌区中山路武昌火车站西出口', '027-88061002', '周一至周日 07:00-19:00', 114.317018, 30.528301],
  ['WD003', '光谷广场服务网点', '洪山区', '洪山区珞喻路光谷广场公交枢纽', '027-87551003', '周一至周五 08:30-17:30', 114.398216, 30.505312],
  ['WD004', '江汉路服务网点', '江汉区', '江汉区江汉路步行街公交站旁', '027-82761004', '周一至周日 09:00-18:00', 114.288907, 30.581806],
  ['WD005', '后湖服务网点', '江岸区', '江岸区后湖大道公交停车场', '027-82371005', '周一至周五 08:30-17:30', 114.295012, 30.664021],
  ['WD006', '集团营业厅', '江汉区', '江汉区解放大道 1066 号江城公交集团一楼', '027-85551006', '周一至周五 08:30-17:30', 114.273508, 30.593013],
] as const;
const PAY_MODES = ['cash', 'wechat', 'alipay', 'wechat', 'alipay', 'unionpay'] as const;

type CardInsert = typeof ispsCard.$inferInsert;
type LedgerInsert = typeof ispsCardLedger.$inferInsert;
type EventInsert = typeof ispsCardEvent.$inferInsert;
type OrderInsert = typeof ispsOrder.$inferInsert;
type TxnInsert = typeof ispsPayTxn.$inferInsert;
type MonthPassInsert = typeof ispsMonthPass.$inferInsert;

export async function seedCardDeskDemo(tx: Database, now: Date): Promise<void> {
  // written once: a company that has cards keeps its desk as it is (a seed of another version would
  // give its rows other ids and amounts, and balances that are not their ledgers' sums)
  const [existing] = await tx.select({ id: ispsCard.id }).from(ispsCard).where(eq(ispsCard.tenantId, TENANT)).limit(1);
  if (existing) {
    await seedRealNameRequests(tx, now);
    return;
  }
  const { next: random, int, pick } = prng(20261207);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  // a wall-clock time in Wuhan (UTC+8) `daysAgo` days before today: desks work by day, not at 02:00
  const midnight = Math.floor((now.getTime() + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;
  const dayAt = (daysAgo: number, hour: number, minute = 0) => new Date(midnight - daysAgo * DAY + hour * 3600_000 + minute * 60_000);

  const places = PLACES.map(([code, name, region, address, phone, hours, longitude, latitude]) => ({
    id: seedId('isps-place', code),
    tenantId: TENANT,
    code,
    name,
    region,
    address,
    contactName: '网点值班',
    contactPhone: phone,
    businessHours: hours,
    longitude,
    latitude,
    status: 'active',
    createBy: SYSTEM,
    createTime: at(200 * DAY),
  }));
  await tx.insert(ispsSupplementPlace).values(places).onConflictDoNothing();
  const placeIds = places.map((place) => place.id);

  // every passenger holds a card (a frozen or cancelled app account keeps the card it had)
  const members = await memberDirectory.all(tx, TENANT);
  const passengers = members.filter((p) => p.status === 'normal');
  const regularRiders = new Set(passengers.slice(0, REGULAR_RIDERS).map((p) => p.id));
  const cards: CardInsert[] = [];
  const ledger: LedgerInsert[] = [];
  const events: EventInsert[] = [];
  let serial = 0;
  const requestId = () => `seed-${String(++serial).padStart(7, '0')}`;

  /** books an entry on a card being written and keeps its balance */
  const book = (card: CardInsert, kind: LedgerKind, amountCents: number, when: Date, extra: Partial<LedgerInsert> = {}) => {
    card.balanceCents = (card.balanceCents ?? 0) + amountCents;
    ledger.push({
      id: seedId('isps-ledger', String(ledger.length)),
      tenantId: TENANT,
      cardId: card.id!,
      kind,
      amountCents,
      balanceAfterCents: card.balanceCents,
      requestId: requestId(),
      requestDigest: 'seed',
      createBy: SYSTEM,
      createTime: when,
      ...extra,
    });
  };
  const event = (card: CardInsert, action: EventInsert['action'], when: Date, extra: Partial<EventInsert> = {}) =>
    events.push({
      id: seedId('isps-event', String(events.length)),
      tenantId: TENANT,
      cardId: card.id!,
      cardNo: card.cardNo,
      memberId: card.memberId ?? null,
      action,
      createBy: SYSTEM,
      createTime: when,
      ...extra,
    });

  const orders: OrderInsert[] = [];
  const txns: TxnInsert[] = [];
  /** an order paid in the app through WeChat Pay or Alipay, with the channel's payment */
  const paidOrder = (
    kind: OrderKind,
    subject: string,
    memberId: string,
    amountCents: number,
    when: Date,
    cardId: string | null = null,
    payMode: 'wechat' | 'alipay' = random() < 0.6 ? 'wechat' : 'alipay',
  ) => {
    const day = new Date(when.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const orderNo = `OD${day}${String(orders.length + 1).padStart(6, '0')}`;
    const digits = String(int(10_000_000, 99_999_999)) + String(int(10_000_000, 99_999_999));
    const channelTradeNo = payMode === 'wechat' ? `42000${day.slice(2)}${digits}${int(100, 999)}` : `${day}2200${digits}${int(1000, 9999)}`;
    const order: OrderInsert = {
      id: seedId('isps-order', orderNo),
      tenantId: TENANT,
      orderNo,
      kind,
      subject,
      memberId,
      cardId,
      payMode,
      amountCents,
      state: 'paid',
      channelTradeNo,
      paidTime: when,
      createBy: SYSTEM,
      createTime: when,
    };
    orders.push(order);
    txns.push({
      id: seedId('isps-txn', `PY${orderNo}`),
      tenantId: TENANT,
      txnNo: `PY${orderNo}`,
      kind: 'pay',
      orderId: order.id!,
      orderNo,
      payMode,
      amountCents,
      channelTradeNo,
      state: 'success',
      createBy: SYSTEM,
      createTime: when,
      finishTime: when,
    });
    return order;
  };
  const appTopUp = (card: CardInsert, memberId: string, amount: number, when: Date) => {
    const order = paidOrder('topup', `公交卡充值 ${card.cardNo}`, memberId, amount, when, card.id!);
    book(card, 'topup', amount, when, { payMode: order.payMode, requestId: `order:${order.orderNo}`, note: `App 充值 订单 ${order.orderNo}` });
  };

  const holders: Array<(typeof passengers)[number] | null> = [
    ...passengers,
    ...members.filter((p) => p.status !== 'normal'),
    ...Array<null>(ANONYMOUS).fill(null),
  ];
  holders.forEach((passenger, index) => {
    const verified = passenger?.realNameState === 'verified' && passenger.idCardMasked;
    const cardType: CardType = !passenger
      ? 'ordinary'
      : verified && random() < 0.45
        ? pick(['student', 'elderly', 'elderly', 'annual'] as const)
        : pick(['ordinary', 'ordinary', 'ordinary', 'monthly'] as const);
    const named = REAL_NAME_CARD_TYPES.includes(cardType) || (verified && random() < 0.5);
    const issued = dayAt(int(20, 120), int(8, 16), int(0, 59));
    const placeId = pick(placeIds);
    const card: CardInsert = {
      id: seedId('isps-card', String(index)),
      tenantId: TENANT,
      cardNo: `3101${String(20_000_000 + index * 7 + 13).padStart(10, '0')}`,
      cardType,
      memberId: passenger?.id ?? null,
      holderIdDigest: named && passenger?.idCardMasked ? holderDigest(TENANT, idCardMatching(passenger.idCardMasked)) : null,
      state: 'active',
      depositCents: 2000,
      balanceCents: 0,
      issuePlaceId: placeId,
      issueTime: issued,
      createBy: SYSTEM,
      createTime: issued,
    };
    const load = pick([2000, 5000, 5000, 10000]);
    const payMode = pick(PAY_MODES);
    event(card, 'issue', issued, { amountCents: load, feeCents: 2000, payMode, placeId, requestId: `seed-issue-${index}` });
    book(card, 'load', load, issued, { payMode, placeId });
    cards.push(card);

    // a month of rides (an elderly card rides free) and a top-up at a desk when the balance runs low
    if (cardType === 'elderly') return;
    const regular = !passenger || regularRiders.has(passenger.id);
    for (let day = FARE_DAYS; day >= 1; day -= 1) {
      const rides = regular ? (random() < 0.35 ? 0 : int(1, 3)) : random() < 0.9 ? 0 : 1;
      for (let ride = 0; ride < rides; ride += 1) {
        const when = dayAt(day, 8 + ride * 5, int(0, 50));
        if (when <= issued) continue;
        if ((card.balanceCents ?? 0) < FARE) {
          const amount = pick([2000, 5000, 10000]);
          if (passenger && random() < 0.4) {
            // in the passenger app: an order paid through a channel, its money on the card
            appTopUp(card, passenger.id, amount, new Date(when.getTime() - int(2, 20) * 3600 * 1000));
            book(card, 'fare', -FARE, when, { note: `乘车 ${pick(['1', '5', '7', '10', '21', '36', '108', '402', '518', '537', '703', '715'])} 路` });
            continue;
          }
          const mode = pick(PAY_MODES);
          const place = pick(placeIds);
          const topUpAt = new Date(when.getTime() - 3600 * 1000);
          event(card, 'topup', topUpAt, { amountCents: amount, payMode: mode, placeId: place, requestId: `seed-topup-${ledger.length}` });
          book(card, 'topup', amount, topUpAt, { payMode: mode, placeId: place });
        }
        book(card, 'fare', -FARE, when, { note: `乘车 ${pick(['1', '5', '7', '10', '21', '36', '108', '402', '518', '537', '703', '715'])} 路` });
      }
    }
  });

  // a few real-name cards lost (two of them past the unblock window), some of those replaced, a few returned
  const named = cards.filter((card) => card.holderIdDigest);
  named.slice(0, 12).forEach((card, i) => {
    const lostAt = dayAt(i < 2 ? 9 : int(2, 5), int(9, 16), int(0, 59));
    card.state = 'lost';
    card.lostTime = lostAt;
    event(card, 'report_lost', lostAt, {
      amountCents: card.balanceCents ?? 0,
      placeId: pick(placeIds),
      note: pick(['乘客电话挂失', '乘客到网点挂失', '家属代为挂失']),
    });
  });
  named.slice(0, 6).forEach((old, i) => {
    const when = new Date(old.lostTime!.getTime() + DAY);
    const placeId = pick(placeIds);
    const fresh: CardInsert = {
      ...old,
      id: seedId('isps-card', `replacement-${i}`),
      cardNo: `3102${String(30_000_000 + i * 11 + 7).padStart(10, '0')}`,
      state: 'active',
      balanceCents: 0,
      lostTime: null,
      replacesId: old.id,
      issuePlaceId: placeId,
      issueTime: when,
      createTime: when,
    };
    const moved = old.balanceCents ?? 0;
    event(old, 'replace', when, { amountCents: moved, feeCents: 1000, payMode: 'cash', newCardNo: fresh.cardNo, placeId, requestId: `seed-replace-${i}` });
    book(old, 'transfer_out', -moved, when, { placeId, note: `转入新卡 ${fresh.cardNo}` });
    book(fresh, 'transfer_in', moved, when, { placeId, note: `原卡 ${old.cardNo} 余额转入` });
    book(fresh, 'topup', 1000, when, { payMode: 'cash', placeId, note: '补卡费现场支付' });
    book(fresh, 'fee', -1000, when, { placeId, note: `补卡费（原卡 ${old.cardNo}）` });
    old.state = 'replaced';
    old.replacedById = fresh.id;
    cards.push(fresh);
  });
  cards
    .filter((card) => !card.holderIdDigest && card.state === 'active' && card.cardType === 'ordinary')
    .slice(0, 4)
    .forEach((card, i) => {
      const when = dayAt(i + 1, 10 + i, 20);
      const balance = card.balanceCents ?? 0;
      event(card, 'return', when, { amountCents: balance + 2000, payMode: 'cash', placeId: pick(placeIds), requestId: `seed-return-${i}` });
      if (balance > 0) book(card, 'return', -balance, when, { payMode: 'cash' });
      card.state = 'returned';
    });

  // 月卡开通: every active 月卡 has this month's pass, bought at a desk since the end of last month
  // (every fourth for the quarter); paid at the desk, not from the balance, as the desk's 开通月卡 does
  const thisMonth = new Date(midnight + 8 * 3600_000).toISOString().slice(0, 7);
  const dayOfMonth = Number(new Date(midnight + 8 * 3600_000).toISOString().slice(8, 10));
  const passes: MonthPassInsert[] = [];
  cards
    .filter((card) => card.state === 'active' && card.cardType === 'monthly')
    .forEach((card, i) => {
      const months = i % 4 === 0 ? 3 : 1;
      const toMonth = lastMonthOf(thisMonth, months);
      const amountCents = MONTH_PASS * months;
      const when = dayAt(int(1, Math.max(1, dayOfMonth)), int(8, 17), int(0, 59));
      const payMode = pick(PAY_MODES);
      const placeId = pick(placeIds);
      passes.push({
        id: seedId('isps-month-pass', card.id!),
        tenantId: TENANT,
        cardId: card.id!,
        fromMonth: thisMonth,
        toMonth,
        months,
        amountCents,
        payMode,
        placeId,
        requestId: `seed-month-pass-${i}`,
        createBy: SYSTEM,
        createTime: when,
      });
      event(card, 'month_pass', when, { amountCents, payMode, placeId, note: `月卡 ${thisMonth} 至 ${toMonth}，${months} 个月 ${formatYuan(amountCents)}` });
    });

  // what the nightly check is for: a card topped up four times within the hour, a reader's double tap
  const [burst, tapped] = cards.filter((card) => card.state === 'active' && card.cardType === 'ordinary').slice(-2);
  [0, 12, 25, 38].forEach((minute) => {
    const when = dayAt(2, 14, minute);
    event(burst, 'topup', when, { amountCents: 10000, payMode: 'wechat', placeId: placeIds[0], requestId: `seed-burst-${minute}` });
    book(burst, 'topup', 10000, when, { payMode: 'wechat', placeId: placeIds[0] });
  });
  const tap = dayAt(1, 8, 15);
  if ((tapped.balanceCents ?? 0) < 2 * FARE) book(tapped, 'topup', 5000, new Date(tap.getTime() - 3600 * 1000), { payMode: 'cash', placeId: placeIds[1] });
  book(tapped, 'fare', -FARE, tap, { note: '乘车 1 路' });
  book(tapped, 'fare', -FARE, new Date(tap.getTime() + 4000), { note: '乘车 1 路' });

  // day tickets and monthly passes bought in the app over the month, a few refunded (the trip not taken)
  // (the first eight bought yesterday, four through each channel: yesterday's statements have lines to differ)
  passengers.slice(0, 260).forEach((passenger, i) => {
    const when = i < 8 ? dayAt(1, 8 + i, int(0, 59)) : dayAt(int(1, 30), int(7, 21), int(0, 59));
    const [subject, price] =
      i % 5 === 0
        ? pick([
            ['月票 普通线路', 9000],
            ['月票 全网通', 12000],
            ['季票 全网通', 30000],
          ] as const)
        : pick([
            ['日票 1 日', 1000],
            ['日票 3 日', 2500],
          ] as const);
    const order = paidOrder(
      i % 5 === 0 ? 'month_pass' : 'day_ticket',
      subject,
      passenger.id,
      price,
      when,
      null,
      i < 8 ? (i % 2 ? 'alipay' : 'wechat') : undefined,
    );
    if (i % 37 !== 3) return;
    const full = i % 2 === 1;
    const amount = full ? order.amountCents : Math.floor(order.amountCents / 2);
    const refundAt = new Date(when.getTime() + int(1, 20) * 3600 * 1000);
    order.refundedCents = amount;
    order.state = full ? 'refunded' : 'part_refunded';
    txns.push({
      id: seedId('isps-txn', `RF${order.orderNo}`),
      tenantId: TENANT,
      txnNo: `RF${order.orderNo.slice(2)}`,
      kind: 'refund',
      orderId: order.id!,
      orderNo: order.orderNo,
      payMode: order.payMode,
      amountCents: amount,
      state: 'success',
      reason: pick(['行程取消，乘客申请退款', '重复购买', '乘客误购']),
      createBy: pick(['lina', 'wangfang', 'wuxia']),
      createTime: refundAt,
      finishTime: refundAt,
    });
  });

  await chunkedInsert(cards, (chunk) => tx.insert(ispsCard).values(chunk).onConflictDoNothing());
  await chunkedInsert(passes, (chunk) => tx.insert(ispsMonthPass).values(chunk).onConflictDoNothing());
  await chunkedInsert(ledger, (chunk) => tx.insert(ispsCardLedger).values(chunk).onConflictDoNothing(), 1000);
  await chunkedInsert(events, (chunk) => tx.insert(ispsCardEvent).values(chunk).onConflictDoNothing(), 1000);
  await chunkedInsert(orders, (chunk) => tx.insert(ispsOrder).values(chunk).onConflictDoNothing(), 1000);
  await chunkedInsert(txns, (chunk) => tx.insert(ispsPayTxn).values(chunk).onConflictDoNothing(), 1000);
  await importYesterdaysStatements(tx, now, orders, txns);
  await seedRealNameRequests(tx, now);
  // the passengers' card counts (a replaced or returned card is not held any more)
  const held = new Map<string, number>();
  for (const card of cards)
    if (card.memberId && card.state !== 'replaced' && card.state !== 'returned') held.set(card.memberId, (held.get(card.memberId) ?? 0) + 1);
  await memberDirectory.recountCards(tx, TENANT, held);
  // the nightly check once over the month, so 异常交易 shows what it finds
  await checkCards(tx, TENANT, at(30 * DAY), now);
}

/**
 * Yesterday's statements of both channels, as this morning's 自动对账 imported them: written in the
 * channels' layouts from yesterday's orders and refunds, with a handful of differences to resolve
 * (a WeChat payment the bill lacks, a WeChat payment of an order we never had, an Alipay amount).
 */
async function importYesterdaysStatements(tx: Database, now: Date, orders: OrderInsert[], txns: TxnInsert[]): Promise<void> {
  const today = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  const chinaDay = (time: Date) => new Date(time.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const subjects = new Map(orders.map((order) => [order.orderNo, order.subject]));
  const linesOf = (channel: 'wechat' | 'alipay'): WrittenLine[] =>
    txns
      .filter((txn) => txn.payMode === channel && txn.state === 'success' && chinaDay(txn.finishTime ?? txn.createTime!) === yesterday)
      .sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime())
      .map((txn) => ({
        kind: txn.kind as 'pay' | 'refund',
        time: txn.finishTime ?? txn.createTime!,
        channelTradeNo: orders.find((order) => order.orderNo === txn.orderNo)?.channelTradeNo ?? txn.orderNo,
        outTradeNo: txn.orderNo,
        refundNo: txn.kind === 'refund' ? txn.txnNo : undefined,
        amountCents: txn.amountCents,
        subject: subjects.get(txn.orderNo) ?? '公交出行',
      }));
  const wechat = linesOf('wechat');
  const alipay = linesOf('alipay');
  if (wechat.length > 2) {
    wechat.splice(1, 1);
    const stray = wechat[0];
    wechat.push({
      ...stray,
      outTradeNo: `OD${yesterday.replaceAll('-', '')}999901`,
      channelTradeNo: `${stray.channelTradeNo.slice(0, -4)}9901`,
      time: new Date(stray.time.getTime() + 60_000),
    });
  }
  if (alipay.length > 1) alipay[alipay.length - 1] = { ...alipay[alipay.length - 1], amountCents: alipay[alipay.length - 1].amountCents + 100 };
  const folder = await mkdtemp(path.join(tmpdir(), 'isps-seed-statements-'));
  try {
    const compact = yesterday.replaceAll('-', '');
    const files: Array<[string, Buffer]> = [
      [`wechat_trade_bill_ALL_${compact}.csv`, Buffer.from(wechatBillText(wechat))],
      [`20881234567890120156_${compact}.csv.zip`, await alipayStatementZip(alipay, yesterday)],
    ];
    for (const [fileName, bytes] of files) {
      const file = path.join(folder, fileName);
      await writeFile(file, bytes);
      try {
        await importStatement(tx, { session: { tenantId: TENANT, username: SYSTEM }, now }, { path: file, fileName, billDate: yesterday, source: 'auto' });
      } catch (error) {
        // the seed run again: the day is imported already (written once, as the rest)
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * 实名认证's queue: what the passengers waiting for a review submitted in the app over the last
 * three days (their name and an ID card agreeing with the masked one on record), one with a
 * mistyped number the validator refuses, and the refused ones with the reason they were told.
 */
async function seedRealNameRequests(tx: Database, now: Date): Promise<void> {
  const { int, pick } = prng(20261208);
  const members = (await memberDirectory.all(tx, TENANT)).filter((member) => member.realName && member.idCardMasked);
  const rows = members
    .filter((member) => member.realNameState === 'pending' || member.realNameState === 'rejected')
    .map((member, i) => {
      const pending = member.realNameState === 'pending';
      let idCard = idCardMatching(member.idCardMasked!);
      // a digit typed wrong: the check digit no longer agrees
      if (pending && i === 3) idCard = `${idCard.slice(0, 10)}${(Number(idCard[10]) + 1) % 10}${idCard.slice(11)}`;
      const submitTime = new Date(now.getTime() - int(1, 72 * 60) * 60_000);
      return {
        id: seedId('isps-real-name', member.id),
        tenantId: TENANT,
        memberId: member.id,
        realName: member.realName!,
        idCard: pending ? idCard : `${idCard.slice(0, 6)}********${idCard.slice(-4)}`,
        idCardDigest: holderDigest(TENANT, idCard),
        photos: null,
        state: pending ? 'pending' : 'rejected',
        reason: pending ? null : pick(['证件照片模糊，请重新拍摄上传', '姓名与身份证不符', '身份证已过有效期']),
        reviewedBy: pending ? null : pick(['lina', 'wangfang']),
        reviewTime: pending ? null : new Date(submitTime.getTime() + int(10, 600) * 60_000),
        submitTime,
        createBy: SYSTEM,
        createTime: submitTime,
      };
    });
  await chunkedInsert(rows, (chunk) => tx.insert(ispsRealNameRequest).values(chunk).onConflictDoNothing());
}
