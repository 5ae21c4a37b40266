/**
 * 统计报表's figures, summed by the database (group by) over the card ledger, the app's orders'
 * payments and refunds, and the cards issued: a year of a busy company's ledger never comes into
 * JavaScript, only a few hundred grouped rows. The definitions (口径) are the contract's
 * (packages/contracts/src/areas/isps/statistics.ts): an app top-up is counted once, by the ledger
 * entry its order books; only the orders that load no card (日票, 月票) are counted from the orders.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StatisticsFigures, StatisticsGranularity, StatisticsReport } from '@bus/contracts';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/request-context';
import { dictionaryItems } from '../../sys';
import { ispsPayMode } from '../pay-mode/pay-mode.table';
import { ispsSupplementPlace } from '../supplement-place/supplement-place.table';
import { reportPeriod, type ReportPeriod } from './statistics-period';

/** one group's sums: `current` tells the chosen period from the one before */
interface Sums {
  current: boolean;
  key: string;
  moneyInCents: number;
  moneyInCount: number;
  refundCents: number;
  fareCents: number;
  fareCount: number;
}

/** the row of 日票 / 月票 orders (no card) in the card-type breakdown */
export const ORDER_KEY = 'app_order';
const BUCKET_FORMAT: Record<StatisticsGranularity, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };
const MONEY_IN = sql.raw(`('load', 'topup')`);
const MONEY_BACK = sql.raw(`('refund', 'return')`);

type Row = Record<string, unknown>;
const numberOf = (value: unknown) => Number(value ?? 0);
const rowsOf = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const toSums = (row: Row, key: unknown): Sums => ({
  current: row.current === true || row.current === 't',
  key: String(key ?? ''),
  moneyInCents: numberOf(row.money_in),
  moneyInCount: numberOf(row.money_in_count),
  refundCents: numberOf(row.refund),
  fareCents: numberOf(row.fare),
  fareCount: numberOf(row.fare_count),
});

/** an instant in either period (a column of timestamps) */
const inPeriods = (column: SQL, p: ReportPeriod) =>
  sql`((${column} >= ${p.from.toISOString()}::timestamptz and ${column} < ${p.to.toISOString()}::timestamptz) or (${column} >= ${p.previousFrom.toISOString()}::timestamptz and ${column} < ${p.previousTo.toISOString()}::timestamptz))`;
const isCurrent = (column: SQL, p: ReportPeriod) => sql`(${column} >= ${p.from.toISOString()}::timestamptz)`;
const bucketOf = (column: SQL, p: ReportPeriod) => sql`to_char(${column} at time zone 'Asia/Shanghai', ${BUCKET_FORMAT[p.granularity]})`;

/**
 * The ledger's money in, money back and fares of both periods in one pass, by grouping sets: the
 * totals, by pay mode, by card type, by service point (each per period), and by bucket for the
 * trend. A set's other keys are null; its own never are (coalesced), which tells the sets apart.
 */
const ledgerSums = (tenantId: number, p: ReportPeriod) => sql`
  select ${isCurrent(sql`l.create_time`, p)} as current,
    coalesce(l.pay_mode, '') as pay_mode, c.card_type, coalesce(l.place_id, '') as place_id, ${bucketOf(sql`l.create_time`, p)} as bucket,
    sum(l.amount_cents) filter (where l.kind in ${MONEY_IN}) as money_in,
    count(*) filter (where l.kind in ${MONEY_IN}) as money_in_count,
    -sum(l.amount_cents) filter (where l.kind in ${MONEY_BACK}) as refund,
    -sum(l.amount_cents) filter (where l.kind = 'fare') as fare,
    count(*) filter (where l.kind = 'fare') as fare_count
  from isps_card_ledger l join isps_card c on c.id = l.card_id
  where l.tenant_id = ${tenantId} and l.kind in ('load', 'topup', 'refund', 'return', 'fare') and ${inPeriods(sql`l.create_time`, p)}
  group by grouping sets ((1), (1, 2), (1, 3), (1, 4), (5))`;

/** when an order's payment or refund moved money: a refund when it was booked (after its approval) */
const moved = sql`coalesce(t.finish_time, t.create_time)`;

/** the successful payments and refunds of the orders that load no card: totals and by pay mode per period, and by bucket */
const orderSums = (tenantId: number, p: ReportPeriod) => sql`
  select ${isCurrent(moved, p)} as current, t.pay_mode, ${bucketOf(moved, p)} as bucket,
    sum(t.amount_cents) filter (where t.kind = 'pay') as money_in,
    count(*) filter (where t.kind = 'pay') as money_in_count,
    sum(t.amount_cents) filter (where t.kind = 'refund') as refund
  from isps_pay_txn t join isps_order o on o.id = t.order_id
  where t.tenant_id = ${tenantId} and t.state = 'success' and o.kind <> 'topup'
    and t.create_time < ${p.to.toISOString()}::timestamptz and ${inPeriods(moved, p)}
  group by grouping sets ((1), (1, 2), (3))`;

/** the cards issued in both periods (a replacement is not a new card, nor an annual card in review or refused) by type and service point */
const issuedCards = (tenantId: number, p: ReportPeriod) => sql`
  select ${isCurrent(sql`issue_time`, p)} as current, card_type, coalesce(issue_place_id, '') as place_id, count(*) as cards
  from isps_card
  where tenant_id = ${tenantId} and replaces_id is null and state not in ('pending', 'refused') and ${inPeriods(sql`issue_time`, p)}
  group by 1, 2, 3`;

const emptySums = (key: string, current: boolean): Sums => ({ current, key, moneyInCents: 0, moneyInCount: 0, refundCents: 0, fareCents: 0, fareCount: 0 });

/** the current period's sums by key (the previous one's when `current` is false), both sources added */
function byKey(rows: Sums[], current = true): Map<string, Sums> {
  const sums = new Map<string, Sums>();
  for (const row of rows.filter((r) => r.current === current)) {
    const into = sums.get(row.key) ?? emptySums(row.key, current);
    into.moneyInCents += row.moneyInCents;
    into.moneyInCount += row.moneyInCount;
    into.refundCents += row.refundCents;
    into.fareCents += row.fareCents;
    into.fareCount += row.fareCount;
    sums.set(row.key, into);
  }
  return sums;
}

/** money moved (a fare has no pay mode: it does not make a channel of its own) */
const hasMoney = (s: Sums | undefined) => !!s && (s.moneyInCents !== 0 || s.refundCents !== 0 || s.moneyInCount !== 0);

/** the names of the company's pay modes and service points, in their order, and the card types */
async function namesOf(db: Database, tenantId: number) {
  const payModes = await db
    .select({ key: ispsPayMode.code, name: ispsPayMode.name })
    .from(ispsPayMode)
    .where(eq(ispsPayMode.tenantId, tenantId))
    .orderBy(asc(ispsPayMode.sortNo), asc(ispsPayMode.code));
  const places = await db
    .select({ key: ispsSupplementPlace.id, name: ispsSupplementPlace.name })
    .from(ispsSupplementPlace)
    .where(eq(ispsSupplementPlace.tenantId, tenantId))
    .orderBy(asc(ispsSupplementPlace.code));
  const cardTypes = (await dictionaryItems(db, 'isps_card_type')).map((item) => ({ key: item.value, name: item.text }));
  return { payModes, places, cardTypes };
}

/** the named rows first (in their order), then any key the data has that is not named, when it has figures */
function rowsFor(named: Array<{ key: string; name: string }>, sums: Map<string, Sums>, nameOf: (key: string) => string) {
  const known = new Set(named.map((n) => n.key));
  const extra = [...sums.keys()].filter((key) => !known.has(key) && hasMoney(sums.get(key))).map((key) => ({ key, name: nameOf(key) }));
  return [...named, ...extra];
}

export async function statisticsReport(
  ctx: Pick<RequestContext, 'db' | 'session' | 'now'>,
  query: { granularity: StatisticsGranularity; start?: string; end?: string },
): Promise<StatisticsReport> {
  const { db } = ctx;
  const { tenantId } = ctx.session;
  const p = reportPeriod(query.granularity, ctx.now, query.start, query.end);
  const ledger = await rowsOf(db, ledgerSums(tenantId, p));
  const orders = await rowsOf(db, orderSums(tenantId, p));
  const set = (rows: Row[], has: (row: Row) => boolean, key: (row: Row) => unknown) =>
    rows.filter((row) => row.bucket === null && has(row)).map((row) => toSums(row, key(row)));
  // the orders' rows have no card type or service point at all
  const isTotal = (row: Row) => [row.pay_mode, row.card_type, row.place_id].every((key) => key === null || key === undefined);

  const ledgerTotals = set(ledger, isTotal, () => '');
  const totals = [...ledgerTotals, ...set(orders, isTotal, () => '')];
  const channels = byKey([
    ...set(
      ledger,
      (row) => row.pay_mode !== null,
      (row) => row.pay_mode,
    ),
    ...set(
      orders,
      (row) => row.pay_mode !== null,
      (row) => row.pay_mode,
    ),
  ]);
  const cardTypes = byKey([
    ...set(
      ledger,
      (row) => row.card_type !== null,
      (row) => row.card_type,
    ),
    ...set(orders, isTotal, () => ORDER_KEY),
  ]);
  // a place's 充值笔数 counts top-ups only: a day ticket's money is in, its payment no top-up
  const places = byKey([
    ...set(
      ledger,
      (row) => row.place_id !== null,
      (row) => row.place_id,
    ),
    ...set(orders, isTotal, () => '').map((row) => ({ ...row, moneyInCount: 0 })),
  ]);
  const issued = (await rowsOf(db, issuedCards(tenantId, p))).map((row) => ({
    current: row.current === true || row.current === 't',
    cardType: String(row.card_type),
    placeId: String(row.place_id),
    cards: numberOf(row.cards),
  }));
  const trendRows = new Map<string, { moneyInCents: number; refundCents: number; fareCents: number }>();
  for (const row of [...ledger, ...orders].filter((r) => r.bucket !== null)) {
    const into = trendRows.get(String(row.bucket)) ?? { moneyInCents: 0, refundCents: 0, fareCents: 0 };
    into.moneyInCents += numberOf(row.money_in);
    into.refundCents += numberOf(row.refund);
    into.fareCents += numberOf(row.fare);
    trendRows.set(String(row.bucket), into);
  }
  const names = await namesOf(db, tenantId);

  const figuresOf = (current: boolean): StatisticsFigures => {
    const sum = byKey(totals, current).get('') ?? emptySums('', current);
    return {
      moneyInCents: sum.moneyInCents,
      refundCents: sum.refundCents,
      netCents: sum.moneyInCents - sum.refundCents,
      fareCents: sum.fareCents,
      fareCount: sum.fareCount,
      newCards: issued.filter((row) => row.current === current).reduce((total, row) => total + row.cards, 0),
      // the ledger's load and topup entries: a 日票 / 月票 order is no top-up
      topUpCount: byKey(ledgerTotals, current).get('')?.moneyInCount ?? 0,
    };
  };
  const newCards = (match: (row: (typeof issued)[number]) => boolean) =>
    issued.filter((row) => row.current && match(row)).reduce((total, row) => total + row.cards, 0);
  const sumsOf = (map: Map<string, Sums>, key: string) => map.get(key) ?? emptySums(key, true);

  return {
    granularity: p.granularity,
    start: p.start,
    end: p.end,
    previousStart: p.previousStart,
    previousEnd: p.previousEnd,
    figures: figuresOf(true),
    previousFigures: figuresOf(false),
    trend: p.buckets.map((period) => {
      const sums = trendRows.get(period);
      return { period, moneyInCents: sums?.moneyInCents ?? 0, refundCents: sums?.refundCents ?? 0, fareCents: sums?.fareCents ?? 0 };
    }),
    byChannel: rowsFor(names.payModes, channels, (key) => key || '未记录支付方式').map(({ key, name }) => {
      const s = sumsOf(channels, key);
      return { key, name, count: s.moneyInCount, moneyInCents: s.moneyInCents, refundCents: s.refundCents, netCents: s.moneyInCents - s.refundCents };
    }),
    byCardType: rowsFor([...names.cardTypes, { key: ORDER_KEY, name: '日票、月票（App 订单）' }], cardTypes, (key) => key).map(({ key, name }) => {
      const s = sumsOf(cardTypes, key);
      return {
        key,
        name,
        newCards: newCards((row) => row.cardType === key),
        moneyInCents: s.moneyInCents,
        refundCents: s.refundCents,
        fareCents: s.fareCents,
        fareCount: s.fareCount,
      };
    }),
    byPlace: rowsFor([...names.places, { key: '', name: '未经网点（App 等）' }], places, (key) => key).map(({ key, name }) => {
      const s = sumsOf(places, key);
      // fares are taken on the bus, not at a desk: the row of no desk shows only money
      return {
        key,
        name,
        newCards: newCards((row) => row.placeId === key),
        topUpCount: s.moneyInCount,
        moneyInCents: s.moneyInCents,
        refundCents: s.refundCents,
        netCents: s.moneyInCents - s.refundCents,
      };
    }),
  };
}
