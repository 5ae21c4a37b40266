/**
 * 异常交易 on the resource kit (the list, one finding, the export), 处理 (a note, the state
 * machine's move), and the nightly check the scheduler runs: every company's balances against
 * their ledgers and the last day's entries through the rules, each new finding written once.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { unusualTradeResource, type UnusualTradeRecord, type UnusualTradeResolve } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { defineList, fieldsOf } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { dataLog, type JobHandler } from '../../sys';
import { balanceMismatches } from '../card/card-ledger';
import { ispsCard, ispsCardLedger } from '../card/card.table';
import { balanceFindings, duplicateFares, rapidTopUps, refundsOverPaid, type Finding, type OrderRefunds } from './rules';
import { ispsUnusualTrade } from './unusual-trade.table';

export const unusualTradeList = defineList({
  name: 'isps_unusual_trade',
  dataRulePermission: unusualTradeResource.permissions.list,
  table: ispsUnusualTrade,
  fields: fieldsOf(unusualTradeResource.fields, {
    detectTime: ispsUnusualTrade.detectTime,
    rule: ispsUnusualTrade.rule,
    cardNo: ispsUnusualTrade.cardNo,
    amountCents: ispsUnusualTrade.amountCents,
    detail: ispsUnusualTrade.detail,
    state: ispsUnusualTrade.state,
    resolvedBy: ispsUnusualTrade.resolvedBy,
    resolveNote: ispsUnusualTrade.resolveNote,
  }),
  defaultSort: unusualTradeResource.defaultSort,
  tieBreaker: ispsUnusualTrade.id,
  tenantColumn: ispsUnusualTrade.tenantId,
});

export const unusualTradeKit = resourceKit(
  {
    resource: unusualTradeResource,
    table: ispsUnusualTrade,
    list: unusualTradeList,
    toRecord: (row) => recordOf(row) as UnusualTradeRecord,
    hooks: {},
  },
  dataLog,
);

/** 处理: what was found and done, and by whom */
export function resolveUnusualTrade(ctx: RequestContext, input: UnusualTradeResolve) {
  return unusualTradeKit.service.move(ctx, {
    action: 'resolve',
    id: input.id,
    version: input.version,
    values: ({ session, now }) => ({ resolveNote: input.resolveNote.trim(), resolvedBy: session.username, resolvedTime: now }),
  });
}

/** writes the findings not written before; answers how many were new */
export async function recordFindings(db: Database, tenantId: number, findings: readonly Finding[], now: Date): Promise<number> {
  if (!findings.length) return 0;
  const written = await db
    .insert(ispsUnusualTrade)
    .values(
      findings.map((finding) => ({
        tenantId,
        rule: finding.rule,
        cardId: finding.cardId,
        cardNo: finding.cardNo,
        amountCents: finding.amountCents,
        detail: finding.detail,
        findingKey: finding.key,
        detectTime: now,
        createBy: 'system',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ispsUnusualTrade.id });
  return written.length;
}

/** the orders with a refund, ours or a statement's, and what each side refunded */
async function orderRefunds(db: Database, tenantId: number): Promise<OrderRefunds[]> {
  const result = (await db.execute(sql`select o.order_no, o.card_id, c.card_no, o.amount_cents,
      coalesce((select sum(t.amount_cents) from isps_pay_txn t where t.order_id = o.id and t.kind = 'refund' and t.state = 'success'), 0) as refunded,
      coalesce((select sum(l.amount_cents) from isps_recon_line l join isps_recon_batch b on b.id = l.batch_id
        where b.tenant_id = o.tenant_id and l.kind = 'refund' and l.out_trade_no = o.order_no), 0) as stated
    from isps_order o left join isps_card c on c.id = o.card_id
    where o.tenant_id = ${tenantId} and (o.refunded_cents > 0 or o.order_no in (select l.out_trade_no from isps_recon_line l
      join isps_recon_batch b on b.id = l.batch_id where b.tenant_id = ${tenantId} and l.kind = 'refund'))`)) as unknown as {
    rows: Array<{ order_no: string; card_id: string | null; card_no: string | null; amount_cents: number; refunded: string | number; stated: string | number }>;
  };
  return result.rows.map((row) => ({
    orderNo: row.order_no,
    cardId: row.card_id,
    cardNo: row.card_no,
    paidCents: Number(row.amount_cents),
    refundedCents: Number(row.refunded),
    statedRefundCents: Number(row.stated),
  }));
}

/** one company: its balances against their ledgers, and the entries since `since` through the rules */
export async function checkCards(db: Database, tenantId: number, since: Date, now: Date): Promise<{ findings: number; written: number }> {
  const entries = await db
    .select({
      cardId: ispsCardLedger.cardId,
      cardNo: ispsCard.cardNo,
      kind: ispsCardLedger.kind,
      amountCents: ispsCardLedger.amountCents,
      createTime: ispsCardLedger.createTime,
    })
    .from(ispsCardLedger)
    .innerJoin(ispsCard, eq(ispsCard.id, ispsCardLedger.cardId))
    .where(and(eq(ispsCardLedger.tenantId, tenantId), gte(ispsCardLedger.createTime, since)));
  const findings = [
    ...balanceFindings(await balanceMismatches(db, tenantId)),
    ...rapidTopUps(entries),
    ...duplicateFares(entries),
    ...refundsOverPaid(await orderRefunds(db, tenantId)),
  ];
  return { findings: findings.length, written: await recordFindings(db, tenantId, findings, now) };
}

const DEFAULT_HOURS = 24;
const hoursOf = (parameter: string | null) => (parameter?.trim() ? Number(parameter.trim()) : DEFAULT_HOURS);

/** the key 定时任务 names the nightly check by */
export const CARD_CHECK_JOB = 'ispsCardCheck';

/** 卡务每日核对: the scheduler's job, every company that has cards or orders */
export const cardCheckJob: JobHandler = {
  name: '卡务每日核对（余额与流水、异常交易）',
  parameterHint: `检查最近多少小时的流水（1 - 720 的整数），默认 ${DEFAULT_HOURS}`,
  validateParameter: (parameter) => {
    const hours = hoursOf(parameter);
    return Number.isInteger(hours) && hours >= 1 && hours <= 720 ? null : '小时数需为 1 - 720 的整数';
  },
  async run({ db, now, parameter }) {
    const since = new Date(now.getTime() - hoursOf(parameter) * 3600 * 1000);
    // every company with cards or app orders
    const tenants = (
      (await db.execute(sql`select tenant_id from isps_card union select tenant_id from isps_order`)) as unknown as { rows: Array<{ tenant_id: number }> }
    ).rows.map((row) => ({ tenantId: Number(row.tenant_id) }));
    let cards = 0;
    let written = 0;
    for (const { tenantId } of tenants) {
      written += (await checkCards(db, tenantId, since, now)).written;
      cards += Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(ispsCard)
            .where(eq(ispsCard.tenantId, tenantId))
        )[0].n,
      );
    }
    return `核对 ${cards} 张卡，新发现 ${written} 条异常交易`;
  },
};
