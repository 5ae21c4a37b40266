/**
 * 月卡开通: a monthly pass on an active 月卡 for whole months from the month chosen (not before this
 * month), paid at the desk at 充值设置's price per month; periods of one card never overlap (the
 * card's row lock orders two clerks); the same request sent twice opens one pass.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { formatYuan, lastMonthOf, monthPassResource, type MonthPassOpen, type MonthPassRecord } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { readOnlyResourceKit, recordOf } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { isUniqueViolation } from '../../../lib/sql-state';
import { memberDirectory } from '../../ops';
import { lockCard, recordEvent } from '../card/card-ledger';
import { enabledPayMode, payModeNameOf } from '../pay-mode/pay-mode.service';
import { rechargeSettings } from '../recharge-setting/recharge-setting.service';
import { ispsMonthPass } from './month-pass.table';

const cardNo = sql<string>`(select c.card_no from isps_card c where c.id = ${qualified(ispsMonthPass.cardId)})`;

const list = defineList({
  name: 'isps_month_pass',
  dataRulePermission: monthPassResource.permissions.list,
  table: ispsMonthPass,
  fields: fieldsOf(monthPassResource.fields, {
    createTime: ispsMonthPass.createTime,
    cardNo: {
      column: ispsMonthPass.cardId,
      filter: (value: string) => sql`${ispsMonthPass.cardId} in (select c.id from isps_card c where c.card_no like ${`%${value}%`})`,
    },
    holderName: null,
    fromMonth: ispsMonthPass.fromMonth,
    toMonth: ispsMonthPass.toMonth,
    months: ispsMonthPass.months,
    amountCents: ispsMonthPass.amountCents,
    payMode: ispsMonthPass.payMode,
    createBy: ispsMonthPass.createBy,
  }),
  defaultSort: monthPassResource.defaultSort,
  tieBreaker: ispsMonthPass.id,
  tenantColumn: ispsMonthPass.tenantId,
});

const select = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      id: ispsMonthPass.id,
      cardId: ispsMonthPass.cardId,
      cardNo,
      holderName: memberDirectory.nameOf(sql`(select c.member_id from isps_card c where c.id = ${qualified(ispsMonthPass.cardId)})`),
      fromMonth: ispsMonthPass.fromMonth,
      toMonth: ispsMonthPass.toMonth,
      months: ispsMonthPass.months,
      amountCents: ispsMonthPass.amountCents,
      payMode: ispsMonthPass.payMode,
      payModeName: payModeNameOf(ispsMonthPass.payMode, ispsMonthPass.tenantId),
      createBy: ispsMonthPass.createBy,
      createTime: ispsMonthPass.createTime,
    })
    .from(ispsMonthPass)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

export const monthPassKit = readOnlyResourceKit({
  resource: monthPassResource,
  table: ispsMonthPass,
  list,
  select,
  toRecord: (row) => recordOf(row) as MonthPassRecord,
});

export class PassReplayed extends Error {
  constructor(readonly id: string) {
    super('replayed');
  }
}

/** 开通月卡: returns the pass's id */
export async function openMonthPass(ctx: RequestContext, input: MonthPassOpen): Promise<string> {
  const { tenantId } = ctx.session;
  const [earlier] = await ctx.db
    .select({ id: ispsMonthPass.id })
    .from(ispsMonthPass)
    .where(and(eq(ispsMonthPass.tenantId, tenantId), eq(ispsMonthPass.requestId, input.requestId)));
  if (earlier) throw new PassReplayed(earlier.id);
  const thisMonth = new Date(ctx.now.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
  if (input.fromMonth < thisMonth) throw fieldError('fromMonth', '开始月份不能早于本月');
  const toMonth = lastMonthOf(input.fromMonth, input.months);
  const { monthPassCents } = await rechargeSettings(ctx.db, tenantId);
  const payMode = await enabledPayMode(ctx.db, tenantId, input.payMode);
  try {
    return await ctx.db.transaction(async (tx) => {
      const card = await lockCard(tx, tenantId, input.cardId);
      if (card.cardType !== 'monthly') throw fieldError('cardId', '只有月卡可以开通月票，请先办理月卡');
      if (card.state !== 'active') throw fieldError('cardId', '卡片当前不是正常状态，不能开通');
      const [overlap] = await tx
        .select({ fromMonth: ispsMonthPass.fromMonth, toMonth: ispsMonthPass.toMonth })
        .from(ispsMonthPass)
        .where(and(eq(ispsMonthPass.cardId, card.id), lte(ispsMonthPass.fromMonth, toMonth), gte(ispsMonthPass.toMonth, input.fromMonth)));
      if (overlap) throw fieldError('fromMonth', `该卡 ${overlap.fromMonth} 至 ${overlap.toMonth} 已开通，开通期间不能重叠`);
      const amountCents = monthPassCents * input.months;
      const [pass] = await tx
        .insert(ispsMonthPass)
        .values({
          tenantId,
          cardId: card.id,
          fromMonth: input.fromMonth,
          toMonth,
          months: input.months,
          amountCents,
          payMode,
          placeId: input.placeId ?? null,
          requestId: input.requestId,
          createBy: ctx.session.username,
          createTime: ctx.now,
        })
        .returning({ id: ispsMonthPass.id });
      await recordEvent(tx, ctx, {
        card,
        action: 'month_pass',
        amountCents,
        payMode,
        placeId: input.placeId ?? null,
        note: `月卡 ${input.fromMonth} 至 ${toMonth}，${input.months} 个月 ${formatYuan(amountCents)}`,
      });
      return pass.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [other] = await ctx.db
        .select({ id: ispsMonthPass.id })
        .from(ispsMonthPass)
        .where(and(eq(ispsMonthPass.tenantId, tenantId), eq(ispsMonthPass.requestId, input.requestId)));
      if (other) throw new PassReplayed(other.id);
    }
    throw error;
  }
}

/** 补卡: the passes of `oldCardId` not yet over go to the new card (in the replacement's transaction) */
export async function movePasses(tx: Database, oldCardId: string, newCardId: string, now: Date): Promise<void> {
  const thisMonth = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
  await tx
    .update(ispsMonthPass)
    .set({ cardId: newCardId })
    .where(and(eq(ispsMonthPass.cardId, oldCardId), gte(ispsMonthPass.toMonth, thisMonth)));
}
