/**
 * 办卡管理 on the resource kit (the list, one card, the export) and the desk's operations on a card:
 * 办卡, 充值, 挂失, 解挂, 补卡 and 退卡 (contracts' cardStates says which state allows which). Money
 * moves only through the ledger (card-ledger.ts); each operation is an event with who, when, where
 * and the fee; a passenger is the ops area's member, reached through its public face.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  cardResource,
  cardStates,
  centsSchema,
  formatYuan,
  maskPhone,
  REAL_NAME_CARD_TYPES,
  type CardAction,
  type CardIssue,
  type CardRecord,
  type CardReplace,
  type CardReportLost,
  type CardReturn,
  type CardTopUp,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { isUniqueViolation } from '../../../lib/sql-state';
import { memberDirectory } from '../../ops';
import { dataLog } from '../../sys';
import { movePasses } from '../month-pass/month-pass.service';
import { enabledPayMode } from '../pay-mode/pay-mode.service';
import { rechargeSettings } from '../recharge-setting/recharge-setting.service';
import { ispsSupplementPlace } from '../supplement-place/supplement-place.table';
import { book, digestOf, holderDigest, lockCard, once, recordEvent, type CardRow, type EventValues } from './card-ledger';
import { ispsCard } from './card.table';

export const cardList = defineList({
  name: 'isps_card',
  dataRulePermission: cardResource.permissions.list,
  table: ispsCard,
  fields: fieldsOf(cardResource.fields, {
    cardNo: ispsCard.cardNo,
    cardType: ispsCard.cardType,
    memberId: ispsCard.memberId,
    state: ispsCard.state,
    balanceCents: ispsCard.balanceCents,
    depositCents: ispsCard.depositCents,
    issuePlaceId: ispsCard.issuePlaceId,
    issueTime: ispsCard.issueTime,
    lostTime: ispsCard.lostTime,
  }),
  defaultSort: cardResource.defaultSort,
  tieBreaker: ispsCard.id,
  tenantColumn: ispsCard.tenantId,
});

const placeName = sql<string | null>`(select p.name from isps_supplement_place p where p.id = ${qualified(ispsCard.issuePlaceId)})`;
const cardNoOf = (id: AnyPgColumn) => sql<string | null>`(select c2.card_no from isps_card c2 where c2.id = ${qualified(id)})`;

/** the cards with their holder's name and phone, the service point's name and the card before or after a replacement */
const selectCards = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...getTableColumns(ispsCard),
      holderName: memberDirectory.nameOf(ispsCard.memberId),
      holderPhone: memberDirectory.phoneOf(ispsCard.memberId),
      issuePlaceName: placeName,
      replacedByNo: cardNoOf(ispsCard.replacedById),
      replacesNo: cardNoOf(ispsCard.replacesId),
    })
    .from(ispsCard)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

/** a card as the pages see it: the holder's phone masked, never the ID card's digest */
const toCardRecord = (row: Record<string, unknown>): CardRecord => {
  const { holderIdDigest: _digest, tenantId: _tenant, replacedById: _by, replacesId: _of, ...rest } = recordOf(row) as Record<string, unknown>;
  return { ...rest, holderPhone: row.holderPhone ? maskPhone(String(row.holderPhone)) : null } as CardRecord;
};

export const cardKit = resourceKit(
  {
    resource: cardResource,
    table: ispsCard,
    list: cardList,
    select: selectCards,
    toRecord: toCardRecord,
    // the list's own search by the holder's phone (the whole number or its last digits)
    listQuery: z.object({ holderPhone: z.string().max(11).optional() }),
    baseWhere: (_ctx, query) => {
      const phone = typeof query?.holderPhone === 'string' ? query.holderPhone.trim() : '';
      return phone ? [memberDirectory.phoneMatches(ispsCard.memberId, phone)] : [];
    },
    hooks: {},
  },
  dataLog,
);

async function placeOf(db: Database, tenantId: number, placeId: string | null | undefined, field = 'placeId'): Promise<string | null> {
  if (!placeId) return null;
  const [place] = await db
    .select({ id: ispsSupplementPlace.id })
    .from(ispsSupplementPlace)
    .where(and(eq(ispsSupplementPlace.id, placeId), eq(ispsSupplementPlace.tenantId, tenantId)));
  if (!place) throw fieldError(field, '办理网点不存在');
  return place.id;
}

function refuse(action: CardAction, card: CardRow): void {
  const refusal = cardStates.refusal(action, card.state);
  if (refusal) throw new AppError(422, refusal);
}

function checkVersion(card: CardRow, version: number): void {
  if (card.version !== version) throw new AppError(409, '卡片已被他人办理，请刷新后重试');
}

/** the desk's step recorded for each action that moves a card */
const EVENT_OF = { topUp: 'topup', reportLost: 'report_lost', unblock: 'unblock', replace: 'replace', return: 'return' } as const;

/**
 * Moves a card locked by the caller's transaction to the state its action leads to (with more
 * columns), records the step and writes the data log: the one tail of 挂失, 解挂, 补卡 and 退卡.
 */
async function moveCard(
  tx: Database,
  ctx: RequestContext,
  card: CardRow,
  action: Exclude<CardAction, 'topUp'>,
  step: Omit<EventValues, 'card' | 'action'>,
  values: Partial<typeof ispsCard.$inferInsert> = {},
): Promise<void> {
  const [row] = await tx
    .update(ispsCard)
    .set({ ...values, state: cardStates.actions[action].to, version: card.version + 1, updateBy: ctx.session.username, updateTime: ctx.now })
    .where(eq(ispsCard.id, card.id))
    .returning();
  await recordEvent(tx, ctx, { card, action: EVENT_OF[action], ...step });
  await cardKit.service.log(tx, ctx, row);
}

/**
 * The passenger a card is issued to, checked: there, not frozen, verified when the card carries a
 * name, and the ID card handed over agreeing with the one on record (kept only as a digest).
 */
export async function verifiedHolder(db: Database, tenantId: number, memberId: string, holderIdCard: string, realName: boolean) {
  const passenger = await memberDirectory.find(db, tenantId, memberId);
  if (!passenger) throw fieldError('memberId', '乘客不存在');
  if (passenger.status !== 'normal') throw fieldError('memberId', '该乘客账号已冻结或注销，不能办卡');
  if (realName && passenger.realNameState !== 'verified') throw fieldError('memberId', '记名卡须为已实名认证的乘客办理');
  const idCard = holderIdCard.toUpperCase();
  const masked = passenger.idCardMasked ?? '';
  if (masked && (idCard.slice(0, 6) !== masked.slice(0, 6) || idCard.slice(-4) !== masked.slice(-4)))
    throw fieldError('holderIdCard', '身份证号与乘客实名信息不符');
  return { memberId: passenger.id, holderIdDigest: holderDigest(tenantId, idCard) };
}

/** 办卡: a new card for a passenger (or anonymous), its deposit and first load booked. */
export async function issueCard(ctx: RequestContext, input: CardIssue & { holderIdCard?: string | null }): Promise<string> {
  const { tenantId } = ctx.session;
  const digest = digestOf({ op: 'issue', ...input, requestId: undefined });
  const settings = await rechargeSettings(ctx.db, tenantId);
  if (input.initialLoadCents > settings.maxBalanceCents)
    throw fieldError('initialLoadCents', `首充金额不能超过卡内余额上限 ${formatYuan(settings.maxBalanceCents)}`);
  const payMode = await enabledPayMode(ctx.db, tenantId, input.payMode);
  const placeId = await placeOf(ctx.db, tenantId, input.placeId);
  if (input.cardType === 'annual') throw fieldError('cardType', '年卡须在「年卡审核」中提交申请，审核通过后生效');
  const { memberId, holderIdDigest } = input.memberId
    ? await verifiedHolder(ctx.db, tenantId, input.memberId, input.holderIdCard ?? '', REAL_NAME_CARD_TYPES.includes(input.cardType))
    : { memberId: null, holderIdDigest: null };
  try {
    return await once(ctx, input.requestId, digest, async (tx) => {
      const [card] = await tx
        .insert(ispsCard)
        .values({
          tenantId,
          cardNo: input.cardNo,
          cardType: input.cardType,
          memberId,
          holderIdDigest,
          state: 'active',
          depositCents: input.depositCents,
          issuePlaceId: placeId,
          issueTime: ctx.now,
          createBy: ctx.session.username,
          createTime: ctx.now,
        })
        .returning();
      await recordEvent(tx, ctx, {
        card,
        action: 'issue',
        amountCents: input.initialLoadCents,
        feeCents: input.depositCents,
        payMode,
        placeId,
        requestId: input.requestId,
        requestDigest: digest,
      });
      if (input.initialLoadCents > 0)
        await book(tx, ctx, card, {
          kind: 'load',
          amountCents: input.initialLoadCents,
          payMode,
          placeId,
          requestId: `${input.requestId}/1`,
          requestDigest: digest,
        });
      if (memberId) await memberDirectory.countCards(tx, tenantId, memberId, 1);
      await cardKit.service.log(tx, ctx, card);
      return card.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('cardNo', '卡号已存在');
    throw error;
  }
}

/** 充值: money onto an active card, within 充值设置's limits. */
export async function topUpCard(ctx: RequestContext, input: CardTopUp): Promise<string> {
  const { tenantId } = ctx.session;
  const settings = await rechargeSettings(ctx.db, tenantId);
  const amount = centsSchema('充值金额', { min: settings.minTopUpCents, max: settings.maxTopUpCents }).safeParse(input.amountCents);
  if (!amount.success) throw fieldError('amountCents', amount.error.issues[0].message);
  const payMode = await enabledPayMode(ctx.db, tenantId, input.payMode);
  const placeId = await placeOf(ctx.db, tenantId, input.placeId);
  const digest = digestOf({ op: 'topUp', ...input, requestId: undefined });
  return once(ctx, input.requestId, digest, async (tx) => {
    const card = await lockCard(tx, tenantId, input.id);
    refuse('topUp', card);
    if (card.balanceCents + amount.data > settings.maxBalanceCents)
      throw fieldError(
        'amountCents',
        `充值后余额将超过上限 ${formatYuan(settings.maxBalanceCents)}（当前余额 ${formatYuan(card.balanceCents)}，最多可充 ${formatYuan(settings.maxBalanceCents - card.balanceCents)}）`,
      );
    await recordEvent(tx, ctx, { card, action: 'topup', amountCents: amount.data, payMode, placeId, requestId: input.requestId, requestDigest: digest });
    await book(tx, ctx, card, { kind: 'topup', amountCents: amount.data, payMode, placeId, requestId: `${input.requestId}/1`, requestDigest: digest });
    return card.id;
  });
}

/** a real-name card's holder proves it with the ID card the card was issued on */
function checkHolder(card: CardRow, holderIdCard: string): void {
  if (!card.memberId || !card.holderIdDigest) throw new AppError(422, '非记名卡不能挂失：卡片未登记持卡人');
  if (holderDigest(card.tenantId, holderIdCard) !== card.holderIdDigest) throw fieldError('holderIdCard', '身份证号与持卡人登记信息不符');
}

/** 挂失: a real-name card stops at once (no fare, no top-up) until it is unblocked or replaced. */
export async function reportCardLost(ctx: RequestContext, input: CardReportLost): Promise<string> {
  const placeId = await placeOf(ctx.db, ctx.session.tenantId, input.placeId);
  return ctx.db.transaction(async (tx) => {
    const card = await lockCard(tx, ctx.session.tenantId, input.id);
    refuse('reportLost', card);
    checkVersion(card, input.version);
    checkHolder(card, input.holderIdCard);
    await moveCard(tx, ctx, card, 'reportLost', { amountCents: card.balanceCents, placeId, note: input.note }, { lostTime: ctx.now });
    return card.id;
  });
}

/** 解挂: the card found again, within 充值设置's window after the report; later only 补卡 is left. */
export async function unblockCard(ctx: RequestContext, input: CardReportLost): Promise<string> {
  const { tenantId } = ctx.session;
  const settings = await rechargeSettings(ctx.db, tenantId);
  const placeId = await placeOf(ctx.db, tenantId, input.placeId);
  return ctx.db.transaction(async (tx) => {
    const card = await lockCard(tx, tenantId, input.id);
    refuse('unblock', card);
    checkVersion(card, input.version);
    checkHolder(card, input.holderIdCard);
    const deadline = (card.lostTime?.getTime() ?? 0) + settings.unblockWindowDays * 24 * 3600 * 1000;
    if (ctx.now.getTime() > deadline) throw new AppError(422, `挂失已超过 ${settings.unblockWindowDays} 天的解挂期限，只能补卡`);
    await moveCard(tx, ctx, card, 'unblock', { amountCents: card.balanceCents, placeId, note: input.note }, { lostTime: null });
    return card.id;
  });
}

/**
 * 补卡: a new card for a lost one. The old card stops for good; its balance moves to the new card
 * (transfer_out / transfer_in), and the replacement fee of 充值设置 is booked on the new card, paid
 * from the balance moved over or at the desk (a top-up of the fee through the pay mode, then the fee).
 */
export async function replaceCard(ctx: RequestContext, input: CardReplace): Promise<string> {
  const { tenantId } = ctx.session;
  const settings = await rechargeSettings(ctx.db, tenantId);
  const fromBalance = input.feePayMode === 'balance';
  const payMode = fromBalance ? null : await enabledPayMode(ctx.db, tenantId, input.feePayMode, 'feePayMode');
  const placeId = await placeOf(ctx.db, tenantId, input.placeId);
  const digest = digestOf({ op: 'replace', ...input, requestId: undefined });
  const fee = settings.replacementFeeCents;
  try {
    return await once(
      ctx,
      input.requestId,
      digest,
      async (tx) => {
        const old = await lockCard(tx, tenantId, input.id);
        refuse('replace', old);
        checkVersion(old, input.version);
        if (input.newCardNo === old.cardNo) throw fieldError('newCardNo', '新卡号不能与原卡号相同');
        const moved = old.balanceCents;
        if (fromBalance && moved < fee) throw fieldError('feePayMode', `原卡余额 ${formatYuan(moved)} 不足以支付补卡费 ${formatYuan(fee)}，请选择现场支付`);
        const [fresh] = await tx
          .insert(ispsCard)
          .values({
            tenantId,
            cardNo: input.newCardNo,
            cardType: old.cardType,
            memberId: old.memberId,
            holderIdDigest: old.holderIdDigest,
            state: 'active',
            depositCents: old.depositCents,
            issuePlaceId: placeId,
            issueTime: ctx.now,
            replacesId: old.id,
            createBy: ctx.session.username,
            createTime: ctx.now,
          })
          .returning();
        const entry = (n: number) => ({ placeId, requestId: `${input.requestId}/${n}`, requestDigest: digest });
        if (moved > 0) {
          await book(tx, ctx, old, { kind: 'transfer_out', amountCents: -moved, note: `转入新卡 ${fresh.cardNo}`, ...entry(1) });
          await book(tx, ctx, fresh, { kind: 'transfer_in', amountCents: moved, note: `原卡 ${old.cardNo} 余额转入`, ...entry(2) });
        }
        if (fee > 0) {
          if (!fromBalance) await book(tx, ctx, fresh, { kind: 'topup', amountCents: fee, payMode, note: '补卡费现场支付', ...entry(3) });
          await book(tx, ctx, fresh, { kind: 'fee', amountCents: -fee, note: `补卡费（原卡 ${old.cardNo}）`, ...entry(4) });
        }
        await moveCard(
          tx,
          ctx,
          old,
          'replace',
          {
            amountCents: moved,
            feeCents: fee,
            payMode: fromBalance ? 'balance' : payMode,
            newCardNo: fresh.cardNo,
            placeId,
            note: input.note,
            requestId: input.requestId,
            requestDigest: digest,
          },
          { replacedById: fresh.id },
        );
        // the monthly passes not yet over ride on the new card
        await movePasses(tx, old.id, fresh.id, ctx.now);
        await cardKit.service.log(tx, ctx, fresh);
        return fresh.id;
      },
      newCardOf(ctx),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('newCardNo', '新卡号已存在');
    throw error;
  }
}

/** a replacement sent again answers with the new card it made */
const newCardOf = (ctx: RequestContext) => async (oldCardId: string) => {
  const [fresh] = await ctx.db
    .select({ id: ispsCard.id })
    .from(ispsCard)
    .where(and(eq(ispsCard.replacesId, oldCardId), eq(ispsCard.tenantId, ctx.session.tenantId)));
  return fresh?.id ?? oldCardId;
};

/** 退卡: the deposit and the balance back to the passenger through the pay mode; the card stops for good. */
export async function returnCard(ctx: RequestContext, input: CardReturn): Promise<string> {
  const { tenantId } = ctx.session;
  const payMode = await enabledPayMode(ctx.db, tenantId, input.payMode);
  const placeId = await placeOf(ctx.db, tenantId, input.placeId);
  const digest = digestOf({ op: 'return', ...input, requestId: undefined });
  return once(ctx, input.requestId, digest, async (tx) => {
    const card = await lockCard(tx, tenantId, input.id);
    refuse('return', card);
    checkVersion(card, input.version);
    const balance = card.balanceCents;
    if (balance > 0)
      await book(tx, ctx, card, { kind: 'return', amountCents: -balance, payMode, placeId, requestId: `${input.requestId}/1`, requestDigest: digest });
    await moveCard(tx, ctx, card, 'return', {
      amountCents: balance + card.depositCents,
      payMode,
      placeId,
      note: input.note,
      requestId: input.requestId,
      requestDigest: digest,
    });
    if (card.memberId) await memberDirectory.countCards(tx, tenantId, card.memberId, -1);
    return card.id;
  });
}

/**
 * A fare taken by a bus's card reader (the seed's month and the bench book them; the readers'
 * interface is not built yet): once per reader transaction id, refused on a card that is not active.
 */
export async function bookFare(
  db: Database,
  ctx: Pick<RequestContext, 'session' | 'now'>,
  input: { cardId: string; amountCents: number; transactionId: string; note?: string },
): Promise<'booked' | 'duplicate'> {
  try {
    await db.transaction(async (tx) => {
      const card = await lockCard(tx, ctx.session.tenantId, input.cardId);
      if (card.state !== 'active') throw new AppError(422, `卡片${cardStates.stateText(card.state)}，不能扣费`);
      await book(tx, ctx, card, {
        kind: 'fare',
        amountCents: -input.amountCents,
        requestId: `fare:${input.transactionId}`,
        requestDigest: digestOf({ fare: input.amountCents, card: input.cardId }),
        note: input.note ?? null,
      });
    });
    return 'booked';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
