/**
 * The ledger of the cards (issue 24): a balance changes only here, by an entry written in the same
 * transaction as the balance, under the card's row lock, so the balance always equals the sum of
 * its entries. A desk operation carries its request's idempotency key on its event row (unique per
 * company): the same request sent twice, even at once, books once; the second is answered with
 * the first's outcome, and a different request reusing the key is refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatYuan, type LedgerKind } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { isUniqueViolation } from '../../../lib/sql-state';
import { ispsCard, ispsCardEvent, ispsCardLedger } from './card.table';

export type CardRow = typeof ispsCard.$inferSelect;

/** a digest of what a request asked (its key aside): a replay has the same one */
export const digestOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** the holder's ID card as a card keeps it: a digest bound to the company (挂失 compares, nothing shows it) */
export const holderDigest = (tenantId: number, idCard: string) => createHash('sha256').update(`${tenantId}:${idCard.trim().toUpperCase()}`).digest('hex');

/** the card of the company, locked for the transaction (a 404 when there is none) */
export async function lockCard(db: Database, tenantId: number, id: string): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(ispsCard)
    .where(and(eq(ispsCard.id, id), eq(ispsCard.tenantId, tenantId)))
    .for('update');
  if (!card) throw new AppError(404, '卡片不存在');
  return card;
}

export interface Entry {
  kind: LedgerKind;
  /** signed: what the balance gains (a fare is negative) */
  amountCents: number;
  payMode?: string | null;
  placeId?: string | null;
  note?: string | null;
  /** unique per company: the request's key (with a suffix for the second entry of one request) */
  requestId: string;
  requestDigest: string;
}

/**
 * Books an entry on a card locked by the caller's transaction and moves its balance: never below
 * zero (a 422 saying what is missing). Returns the balance after it.
 */
export async function book(db: Database, ctx: Pick<RequestContext, 'session' | 'now'>, card: CardRow, entry: Entry): Promise<number> {
  const balanceAfter = card.balanceCents + entry.amountCents;
  if (balanceAfter < 0) throw new AppError(422, `卡内余额不足：余额 ${formatYuan(card.balanceCents)}，本次需 ${formatYuan(-entry.amountCents)}`);
  await db.insert(ispsCardLedger).values({
    tenantId: card.tenantId,
    cardId: card.id,
    kind: entry.kind,
    amountCents: entry.amountCents,
    balanceAfterCents: balanceAfter,
    payMode: entry.payMode ?? null,
    placeId: entry.placeId ?? null,
    requestId: entry.requestId,
    requestDigest: entry.requestDigest,
    note: entry.note ?? null,
    createBy: ctx.session.username,
    createTime: ctx.now,
  });
  await db
    .update(ispsCard)
    .set({ balanceCents: balanceAfter, version: sql`${ispsCard.version} + 1`, updateBy: ctx.session.username, updateTime: ctx.now })
    .where(eq(ispsCard.id, card.id));
  card.balanceCents = balanceAfter;
  card.version += 1;
  return balanceAfter;
}

export class Replayed extends Error {
  constructor(readonly cardId: string) {
    super('replayed');
  }
}

/**
 * Runs a desk operation once per request key: `work` runs in a transaction that starts by writing
 * the operation's event (its key unique per company). A key already booked answers with the card
 * it booked (`Replayed`) when the request is the same, and refuses a different request (409).
 */
export async function once<T>(
  ctx: RequestContext,
  requestId: string,
  requestDigest: string,
  work: (tx: Database) => Promise<T>,
  /** the card a replay answers with, from the card of the operation's event (补卡: the new card) */
  answerOf: (cardId: string) => Promise<string> = async (cardId) => cardId,
): Promise<T> {
  const booked = async () => {
    const [event] = await ctx.db
      .select({ cardId: ispsCardEvent.cardId, digest: ispsCardEvent.requestDigest })
      .from(ispsCardEvent)
      .where(and(eq(ispsCardEvent.tenantId, ctx.session.tenantId), eq(ispsCardEvent.requestId, requestId)));
    if (!event) return null;
    if (event.digest !== requestDigest) throw new AppError(409, '该请求编号已用于另一笔业务，请关闭对话框后重新办理');
    return new Replayed(await answerOf(event.cardId));
  };
  const earlier = await booked();
  if (earlier) throw earlier;
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    // the same request at the same moment: the other one booked it
    if (isUniqueViolation(error)) {
      const other = await booked();
      if (other) throw other;
    }
    throw error;
  }
}

export interface EventValues {
  card: CardRow;
  action: typeof ispsCardEvent.$inferInsert.action;
  amountCents?: number;
  feeCents?: number;
  payMode?: string | null;
  newCardNo?: string | null;
  placeId?: string | null;
  note?: string | null;
  requestId?: string | null;
  requestDigest?: string | null;
}

/** records a step of a card's life (who, when, where, the money and the fee) */
export async function recordEvent(db: Database, ctx: Pick<RequestContext, 'session' | 'now'>, values: EventValues): Promise<void> {
  await db.insert(ispsCardEvent).values({
    tenantId: values.card.tenantId,
    cardId: values.card.id,
    cardNo: values.card.cardNo,
    memberId: values.card.memberId,
    action: values.action,
    amountCents: values.amountCents ?? 0,
    feeCents: values.feeCents ?? 0,
    payMode: values.payMode ?? null,
    newCardNo: values.newCardNo ?? null,
    placeId: values.placeId ?? null,
    note: values.note ?? null,
    requestId: values.requestId ?? null,
    requestDigest: values.requestDigest ?? null,
    createBy: ctx.session.username,
    createTime: ctx.now,
  });
}

export interface BalanceMismatch {
  cardId: string;
  cardNo: string;
  balanceCents: number;
  ledgerCents: number;
}

/** the company's cards whose balance is not the sum of their entries (the nightly check) */
export async function balanceMismatches(db: Database, tenantId: number): Promise<BalanceMismatch[]> {
  const totals = db
    .select({ cardId: ispsCardLedger.cardId, total: sql<string>`sum(${ispsCardLedger.amountCents})`.as('total') })
    .from(ispsCardLedger)
    .where(eq(ispsCardLedger.tenantId, tenantId))
    .groupBy(ispsCardLedger.cardId)
    .as('totals');
  const ledgerCents = sql<string>`coalesce(${totals.total}, 0)`;
  const rows = await db
    .select({ cardId: ispsCard.id, cardNo: ispsCard.cardNo, balanceCents: ispsCard.balanceCents, ledgerCents })
    .from(ispsCard)
    .leftJoin(totals, eq(totals.cardId, ispsCard.id))
    .where(and(eq(ispsCard.tenantId, tenantId), sql`${ispsCard.balanceCents} <> ${ledgerCents}`))
    .orderBy(ispsCard.cardNo);
  return rows.map((row) => ({ ...row, ledgerCents: Number(row.ledgerCents) }));
}
