// The card desk's money under load (issue 24), on a throw-away PostgreSQL database (skipped when
// PostgreSQL is not reachable), in this process through the server's own services:
// - booking: BENCH_CARDS_CLIENTS (default 50) clients each booking, as soon as the last answered,
//   a top-up (the desk's 充值: limits, pay mode, request key, event, ledger entry) or a fare (the
//   ledger entry under the card's row lock) on one of BENCH_CARDS (default 1,000) cards, for
//   BENCH_CARDS_SECONDS (default 30) s; then every balance against its ledger's sum (goal: zero
//   lost updates) and the bookings per second with p50 and p99;
// - beside it, in the same run, the raw driver doing the least a booking can be (lock the card,
//   insert the entry, update the balance, in one transaction) from the same number of clients:
//   what a booking costs at the floor;
// - reconciliation: a WeChat Pay bill of BENCH_RECON_LINES (default 1,000,000) lines, in the
//   channel's real layout, against as many paid orders of that day, imported and matched (goal:
//   under 60 s on PostgreSQL), with the process's peak RSS.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresHandle, type Database } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/migrate';
import { bookFare, topUpCard } from '../apps/server/src/modules/isps/card/card.service';
import { balanceMismatches } from '../apps/server/src/modules/isps/card/card-ledger';
import { ispsCard, ispsCardLedger } from '../apps/server/src/modules/isps/card/card.table';
import { ispsOrder, ispsPayTxn } from '../apps/server/src/modules/isps/order/order.table';
import { importStatement } from '../apps/server/src/modules/isps/reconcile/reconcile.service';
import { wechatBillText, type WrittenLine } from '../apps/server/src/modules/isps/reconcile/statements/statement-writers';
import { percentile } from './lib/load.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';

const CARDS = Number(process.env.BENCH_CARDS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CARDS_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_CARDS_SECONDS ?? 30);
const RECON_LINES = Number(process.env.BENCH_RECON_LINES ?? 1_000_000);
const progress = (what: string) => console.log(`  · ${new Date().toISOString().slice(11, 19)} ${what}`);
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** `clients` loops each running `work(client, n)` until the time is up: bookings per second, p50 and p99 */
async function closedLoop(clients: number, seconds: number, work: (client: number, n: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < end; n++) {
        const at = performance.now();
        try {
          await work(client, n);
          latencies.push(performance.now() - at);
        } catch (error) {
          errors += 1;
          firstError ??= String((error as Error).message ?? error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    bookings: latencies.length,
    errors,
    ...(firstError ? { firstError } : {}),
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: +percentile(latencies, 50).toFixed(1),
    p99Ms: +percentile(latencies, 99).toFixed(1),
  };
}

async function cardsOf(db: Database, prefix: string): Promise<string[]> {
  const rows = Array.from({ length: CARDS }, (_, i) => ({
    tenantId: 1,
    cardNo: `${prefix}${String(i).padStart(8, '0')}`,
    cardType: 'ordinary',
    state: 'active',
    depositCents: 0,
    // each starts with ¥500.00 loaded (its ledger's first entry), so fares are not refused for want of money
    balanceCents: 50_000,
    createBy: 'bench',
  }));
  const ids: string[] = [];
  for (let at = 0; at < rows.length; at += 1000) {
    const cards = await db
      .insert(ispsCard)
      .values(rows.slice(at, at + 1000))
      .returning({ id: ispsCard.id });
    await db.insert(ispsCardLedger).values(
      cards.map((card) => ({
        tenantId: 1,
        cardId: card.id,
        kind: 'load',
        amountCents: 50_000,
        balanceAfterCents: 50_000,
        requestId: `load-${card.id}`,
        requestDigest: 'bench',
      })),
    );
    ids.push(...cards.map((card) => card.id));
  }
  return ids;
}

async function booking(url: string, db: Database) {
  const ids = await cardsOf(db, '3199');
  const session = { tenantId: 1, username: 'bench', userId: 'bench', roleSet: new Set<string>() } as never;
  const ctx = () => ({ db, session, now: new Date() }) as never;
  let key = 0;
  progress(`${CLIENTS} clients booking on ${CARDS} cards for ${SECONDS} s`);
  const service = await closedLoop(CLIENTS, SECONDS, async (client, n) => {
    const card = ids[(client * 7919 + n * 104_729) % ids.length];
    // a top-up every third booking, else a fare
    if (n % 3 === 0) return topUpCard(ctx(), { id: card, amountCents: 1000, payMode: 'cash', requestId: `bench-${client}-${n}-${++key}` });
    return bookFare(db, ctx(), { cardId: card, amountCents: 200, transactionId: `bench-${client}-${n}-${++key}` });
  });
  const mismatches = await balanceMismatches(db, 1);

  // the floor: the same bookings by the raw driver on cards of their own
  const rawIds = await cardsOf(db, '3198');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  progress(`raw driver: ${CLIENTS} clients for ${SECONDS} s`);
  const raw = await closedLoop(CLIENTS, SECONDS, async (client, n) => {
    const card = rawIds[(client * 7919 + n * 104_729) % rawIds.length];
    const amount = n % 3 === 0 ? 1000 : -200;
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      const { rows } = await connection.query('select balance_cents from isps_card where id = $1 for update', [card]);
      const after = Number(rows[0].balance_cents) + amount;
      if (after < 0) throw new Error('卡内余额不足');
      await connection.query(
        `insert into isps_card_ledger (id, tenant_id, card_id, kind, amount_cents, balance_after_cents, request_id, request_digest, create_time)
         values (gen_random_uuid()::text, 1, $1, $2, $3, $4, $5, 'raw', now())`,
        [card, amount > 0 ? 'topup' : 'fare', amount, after, `raw-${client}-${n}`],
      );
      await connection.query('update isps_card set balance_cents = $2 where id = $1', [card, after]);
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback');
      throw error;
    } finally {
      connection.release();
    }
  });
  await pool.end();
  return { cards: CARDS, clients: CLIENTS, seconds: SECONDS, service, raw, balancesNotTheirLedger: mismatches.length };
}

async function reconciliation(db: Database) {
  const day = '2026-12-06';
  const at = (i: number) => new Date(Date.parse(`${day}T00:00:00+08:00`) + Math.floor((i / RECON_LINES) * 86_399_000));
  progress(`${RECON_LINES.toLocaleString()} paid orders of ${day}`);
  const orderNo = (i: number) => `OD20261206${String(i).padStart(9, '0')}`;
  const tradeNo = (i: number) => `420000248120261206${String(i).padStart(10, '0')}`;
  for (let start = 0; start < RECON_LINES; start += 4000) {
    const end = Math.min(RECON_LINES, start + 4000);
    const orders = [];
    for (let i = start; i < end; i++)
      orders.push({
        tenantId: 1,
        orderNo: orderNo(i),
        kind: 'day_ticket',
        subject: '日票 1 日',
        payMode: 'wechat',
        amountCents: 1000,
        state: 'paid',
        channelTradeNo: tradeNo(i),
        paidTime: at(i),
        createTime: at(i),
      });
    const rows = await db.insert(ispsOrder).values(orders).returning({ id: ispsOrder.id, orderNo: ispsOrder.orderNo });
    await db.insert(ispsPayTxn).values(
      rows.map((row, k) => ({
        tenantId: 1,
        txnNo: `PY${row.orderNo}`,
        kind: 'pay',
        orderId: row.id,
        orderNo: row.orderNo,
        payMode: 'wechat',
        amountCents: 1000,
        channelTradeNo: tradeNo(start + k),
        state: 'success',
        createTime: at(start + k),
        finishTime: at(start + k),
      })),
    );
  }
  // the bill: every order, the last ten at another amount and ten orders we never had
  const folder = mkdtempSync(join(tmpdir(), 'bench-recon-'));
  const file = join(folder, `wechat_trade_bill_ALL_20261206.csv`);
  progress(`writing the bill (${RECON_LINES.toLocaleString()} lines)`);
  const lines: WrittenLine[] = [];
  for (let i = 0; i < RECON_LINES; i++)
    lines.push({
      kind: 'pay',
      time: at(i),
      channelTradeNo: tradeNo(i),
      outTradeNo: orderNo(i),
      amountCents: i >= RECON_LINES - 10 ? 1100 : 1000,
      subject: '日票 1 日',
    });
  for (let i = 0; i < 10; i++)
    lines.push({
      kind: 'pay',
      time: at(i),
      channelTradeNo: tradeNo(RECON_LINES + i),
      outTradeNo: orderNo(RECON_LINES + i),
      amountCents: 500,
      subject: '日票 1 日',
    });
  writeFileSync(file, wechatBillText(lines));
  lines.length = 0;
  const bytes = readFileSync(file).length;
  try {
    let peak = rssMb();
    const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
    progress('importing and matching');
    const started = performance.now();
    const batch = await importStatement(
      db,
      { session: { tenantId: 1, username: 'bench' }, now: new Date() },
      { path: file, fileName: 'wechat_trade_bill_ALL_20261206.csv', source: 'upload' },
    );
    const seconds = +((performance.now() - started) / 1000).toFixed(1);
    clearInterval(timer);
    return {
      lines: batch.lineCount,
      fileMb: +(bytes / 1024 / 1024).toFixed(1),
      seconds,
      diffs: batch.diffCount,
      matched: batch.matchedCount,
      peakRssMb: Math.max(peak, rssMb()),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function cardsBench() {
  return withThrowawayDatabase('bench_cards', async (url: string) => {
    const handle = postgresHandle(url, 10);
    try {
      await prepareDatabase(handle, { adminPassword: 'Bench-Passw0rd', withoutDemoOperations: true });
      return { booking: await booking(url, handle.db), reconciliation: await reconciliation(handle.db) };
    } finally {
      await handle.close();
    }
  });
}
