/**
 * Reconciliation (对账): a channel's statement imported in one transaction (its lines staged, its
 * own totals checked, nothing kept of a file with one bad line), then matched three ways in SQL:
 * each statement line against our payment or refund and the order behind it (我方缺失, 金额不符,
 * 状态不符), and each of our movements of the day through that channel against the statement
 * (渠道缺失). Every difference is a row a clerk resolves with a note.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { formatYuan, reconBatchResource, type ReconBatchRecord, type ReconDiffRecord, type ReconDiffKind, type ReconResolve } from '@bus/contracts';
import { BatchWriter, copyClientOf, CopyWriter, type Column } from '../../../db/batch-insert';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { readOnlyResourceKit, recordOf } from '../../../lib/resource-kit';
import { isUniqueViolation } from '../../../lib/sql-state';
import { VERSION_CONFLICT_MESSAGE } from '../../../lib/versioned-update';
import { CHANNEL_NAMES, openStatement, StatementError, type StatementLine, type StatementReader } from './statements';
import { ispsReconBatch, ispsReconDiff, ispsReconLine } from './reconcile.table';

export type BatchRow = typeof ispsReconBatch.$inferSelect;
type Actor = Pick<RequestContext, 'now'> & { session: Pick<RequestContext['session'], 'tenantId' | 'username'> };

const reconList = defineList({
  name: 'isps_recon_batch',
  dataRulePermission: reconBatchResource.permissions.list,
  table: ispsReconBatch,
  fields: fieldsOf(reconBatchResource.fields, {
    billDate: ispsReconBatch.billDate,
    channel: ispsReconBatch.channel,
    fileName: ispsReconBatch.fileName,
    lineCount: ispsReconBatch.lineCount,
    payCents: ispsReconBatch.payCents,
    refundCents: ispsReconBatch.refundCents,
    feeCents: ispsReconBatch.feeCents,
    diffCount: ispsReconBatch.diffCount,
    openDiffCount: ispsReconBatch.openDiffCount,
    source: ispsReconBatch.source,
    createBy: ispsReconBatch.createBy,
    createTime: ispsReconBatch.createTime,
  }),
  defaultSort: reconBatchResource.defaultSort,
  tieBreaker: ispsReconBatch.id,
  tenantColumn: ispsReconBatch.tenantId,
});

/** 对账记录: the statements imported, newest day first */
export const reconBatchKit = readOnlyResourceKit({
  resource: reconBatchResource,
  table: ispsReconBatch,
  list: reconList,
  toRecord: (row) => recordOf(row) as ReconBatchRecord,
});

/** the day in China time: 2026-12-06 */
const chinaDay = (time: Date) => new Date(time.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** A statement that cannot be imported, as a clerk reads it (under the file field, with the line). */
export function statementRefusal(error: StatementError): AppError {
  const status = error.code === 'limit' ? 413 : 422;
  return new AppError(status, error.message, { errors: [{ field: 'file', message: error.message }], line: error.line ?? null });
}

interface Found {
  kind: ReconDiffKind;
  txnKind: 'pay' | 'refund';
  outTradeNo: string | null;
  refundNo: string | null;
  channelTradeNo: string | null;
  ourCents: number | null;
  theirCents: number | null;
  line: number | null;
  detail: string;
}

const ORDER_STATE_TEXT: Record<string, string> = { unpaid: '待支付', closed: '已关闭' };
const TXN_STATE_TEXT: Record<string, string> = { approving: '审批中', rejected: '未通过' };

/** the rows of a query written in SQL (the drivers answer with their rows under `rows`) */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** the three-way match of a staged statement: what did not agree */
async function matchBatch(tx: Database, tenantId: number, batchId: string, channel: string, billDate: string): Promise<{ found: Found[]; ourCount: number }> {
  const modes = sql`(select m.code from isps_pay_mode m where m.tenant_id = ${tenantId} and m.channel = ${channel})`;
  const found: Found[] = [];
  const label = CHANNEL_NAMES[channel as keyof typeof CHANNEL_NAMES] ?? channel;

  // the statement's payments: our payment of the order, the order itself
  const pays = await rowsOf<{
    line: number;
    out_trade_no: string;
    channel_trade_no: string;
    their: number;
    our: number | null;
    txn_state: string | null;
    our_mode: boolean | null;
    order_state: string | null;
  }>(
    tx,
    sql`select l.line, l.out_trade_no, l.channel_trade_no, l.amount_cents as their, t.amount_cents as our, t.state as txn_state,
      t.pay_mode in ${modes} as our_mode, o.state as order_state
    from isps_recon_line l
    left join isps_pay_txn t on t.tenant_id = ${tenantId} and t.order_no = l.out_trade_no and t.kind = 'pay'
    left join isps_order o on o.id = t.order_id
    where l.batch_id = ${batchId} and l.kind = 'pay'
      and (t.id is null or t.amount_cents <> l.amount_cents or t.state <> 'success' or not (t.pay_mode in ${modes}) or o.state in ('unpaid', 'closed'))
    order by l.line`,
  );
  for (const row of pays) {
    const base = { txnKind: 'pay' as const, outTradeNo: row.out_trade_no, refundNo: null, channelTradeNo: row.channel_trade_no, line: row.line };
    const their = Number(row.their);
    if (row.our === null)
      found.push({
        ...base,
        kind: 'missing_ours',
        ourCents: null,
        theirCents: their,
        detail: `${label}收款 ${formatYuan(their)}，我方没有订单 ${row.out_trade_no} 的支付记录`,
      });
    else if (Number(row.our) !== their)
      found.push({
        ...base,
        kind: 'amount',
        ourCents: Number(row.our),
        theirCents: their,
        detail: `订单 ${row.out_trade_no}：我方支付 ${formatYuan(Number(row.our))}，${label}收款 ${formatYuan(their)}`,
      });
    else {
      const why = !row.our_mode
        ? '我方记为其他支付渠道'
        : row.order_state && ORDER_STATE_TEXT[row.order_state]
          ? `我方订单为「${ORDER_STATE_TEXT[row.order_state]}」`
          : `我方支付记录为「${row.txn_state}」`;
      found.push({
        ...base,
        kind: 'state',
        ourCents: Number(row.our),
        theirCents: their,
        detail: `订单 ${row.out_trade_no}：${label}已收款 ${formatYuan(their)}，${why}`,
      });
    }
  }

  // the statement's refunds: our refund by its number
  const refunds = await rowsOf<{
    line: number;
    out_trade_no: string;
    refund_no: string | null;
    channel_trade_no: string;
    their: number;
    our: number | null;
    txn_state: string | null;
  }>(
    tx,
    sql`select l.line, l.out_trade_no, l.refund_no, l.channel_trade_no, l.amount_cents as their, t.amount_cents as our, t.state as txn_state
    from isps_recon_line l
    left join isps_pay_txn t on t.tenant_id = ${tenantId} and t.txn_no = l.refund_no and t.kind = 'refund'
    where l.batch_id = ${batchId} and l.kind = 'refund'
      and (t.id is null or t.amount_cents <> l.amount_cents or t.state <> 'success')
    order by l.line`,
  );
  for (const row of refunds) {
    const base = { txnKind: 'refund' as const, outTradeNo: row.out_trade_no, refundNo: row.refund_no, channelTradeNo: row.channel_trade_no, line: row.line };
    const their = Number(row.their);
    if (row.our === null)
      found.push({
        ...base,
        kind: 'missing_ours',
        ourCents: null,
        theirCents: their,
        detail: `${label}退款 ${formatYuan(their)}（退款单 ${row.refund_no ?? '无'}），我方没有这笔退款`,
      });
    else if (Number(row.our) !== their)
      found.push({
        ...base,
        kind: 'amount',
        ourCents: Number(row.our),
        theirCents: their,
        detail: `退款 ${row.refund_no}：我方 ${formatYuan(Number(row.our))}，${label} ${formatYuan(their)}`,
      });
    else
      found.push({
        ...base,
        kind: 'state',
        ourCents: Number(row.our),
        theirCents: their,
        detail: `退款 ${row.refund_no}：${label}已退 ${formatYuan(their)}，我方退款为「${TXN_STATE_TEXT[row.txn_state ?? ''] ?? row.txn_state}」`,
      });
  }

  // our movements of the day through the channel that the statement does not state
  const from = dayStart(billDate);
  const to = new Date(from.getTime() + 24 * 3600_000);
  // (two anti-joins, each on the lines' index: an OR of both would read every line for each of ours)
  const unstated = (kind: 'pay' | 'refund') =>
    rowsOf<{ kind: 'pay' | 'refund'; order_no: string; txn_no: string; amount_cents: number; channel_trade_no: string | null }>(
      tx,
      sql`select t.kind, t.order_no, t.txn_no, t.amount_cents, t.channel_trade_no
      from isps_pay_txn t
      where t.tenant_id = ${tenantId} and t.kind = ${kind} and t.pay_mode in ${modes} and t.state = 'success'
        and coalesce(t.finish_time, t.create_time) >= ${from.toISOString()} and coalesce(t.finish_time, t.create_time) < ${to.toISOString()}
        and not exists (select 1 from isps_recon_line l where l.batch_id = ${batchId} and l.kind = ${kind}
          and ${kind === 'pay' ? sql`l.out_trade_no = t.order_no` : sql`l.refund_no = t.txn_no`})
      order by t.create_time, t.txn_no`,
    );
  const [counted] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from isps_pay_txn t where t.tenant_id = ${tenantId} and t.pay_mode in ${modes} and t.state = 'success'
      and coalesce(t.finish_time, t.create_time) >= ${from.toISOString()} and coalesce(t.finish_time, t.create_time) < ${to.toISOString()}`,
  );
  const ours = [...(await unstated('pay')), ...(await unstated('refund'))];
  for (const row of ours) {
    const amount = Number(row.amount_cents);
    found.push({
      kind: 'missing_theirs',
      txnKind: row.kind,
      outTradeNo: row.order_no,
      refundNo: row.kind === 'refund' ? row.txn_no : null,
      channelTradeNo: row.channel_trade_no,
      ourCents: amount,
      theirCents: null,
      line: null,
      detail:
        row.kind === 'pay'
          ? `订单 ${row.order_no} 我方已收款 ${formatYuan(amount)}，${label}对账单中没有`
          : `退款 ${row.txn_no}（订单 ${row.order_no}）我方已退 ${formatYuan(amount)}，${label}对账单中没有`,
    });
  }
  return { found, ourCount: Number(counted.n) };
}

export interface ImportInput {
  /** the file on disk (an upload's temporary file, or the inbox's) and its name as given */
  path: string;
  fileName: string;
  /** the day the statement is for (absent: the China-time day of its first line) */
  billDate?: string | null;
  source: 'upload' | 'auto';
}

/** the rows staged per statement on the embedded database */
const STAGE_BATCH = 5000;

/**
 * Imports and matches one statement in one transaction: a bad line, totals that do not agree or a
 * day already imported leave nothing behind. Returns the batch with its counts.
 */
export async function importStatement(db: Database, actor: Actor, input: ImportInput): Promise<BatchRow> {
  let reader: StatementReader;
  try {
    reader = await openStatement(input.path, input.fileName);
  } catch (error) {
    if (error instanceof StatementError) throw statementRefusal(error);
    throw error;
  }
  const { tenantId, username } = actor.session;
  const channelName = CHANNEL_NAMES[reader.channel];
  const refuseDay = async (day: string) => {
    const [earlier] = await db
      .select({ createBy: ispsReconBatch.createBy, createTime: ispsReconBatch.createTime })
      .from(ispsReconBatch)
      .where(and(eq(ispsReconBatch.tenantId, tenantId), eq(ispsReconBatch.channel, reader.channel), eq(ispsReconBatch.billDate, day)));
    return earlier
      ? new AppError(
          409,
          `${day} 的${channelName}已于 ${formatDateTime(earlier.createTime)} 由 ${earlier.createBy ?? '系统'} 导入；如需重新对账，请先删除该批次`,
        )
      : null;
  };
  if (input.billDate) {
    const refused = await refuseDay(input.billDate);
    if (refused) throw refused;
  }
  const batchId = randomUUID();
  let billDate = input.billDate ?? null;
  try {
    return await db.transaction(async (tx) => {
      const totals = { lines: 0, pay: 0, refund: 0, fee: 0, first: null as Date | null };
      // the lines staged by COPY on PostgreSQL (the connection of this transaction), in statements of a few thousand on the embedded database
      const copyClient = copyClientOf(tx);
      const writer = copyClient
        ? new CopyWriter(copyClient, 'isps_recon_line', LINE_COLUMNS)
        : new BatchWriter(tx, 'isps_recon_line', LINE_COLUMNS, STAGE_BATCH);
      try {
        for await (const lines of reader.batches(STAGE_BATCH)) {
          for (const line of lines) {
            totals.lines += 1;
            if (line.kind === 'pay') totals.pay += line.amountCents;
            else totals.refund += line.amountCents;
            totals.fee += line.kind === 'pay' ? line.feeCents : -line.feeCents;
            if (!totals.first || line.time < totals.first) totals.first = line.time;
            await writer.add(stagedLine(batchId, line));
          }
        }
        await writer.flush();
      } catch (error) {
        if (writer instanceof CopyWriter) await writer.abort(error as Error);
        throw error;
      }
      reader.summary();
      billDate = input.billDate ?? (totals.first ? chinaDay(totals.first) : null);
      if (!billDate) throw fieldError('billDate', '对账单中没有交易，无法确定对账日期，请选择对账日期');
      // the planner's statistics of the lines just staged: without them it reads every line for each of ours
      await tx.execute(sql`analyze isps_recon_line`);
      const { found, ourCount } = await matchBatch(tx, tenantId, batchId, reader.channel, billDate);
      const fromLines = found.filter((diff) => diff.line !== null).length;
      const [batch] = await tx
        .insert(ispsReconBatch)
        .values({
          id: batchId,
          tenantId,
          channel: reader.channel,
          billDate,
          fileName: input.fileName,
          source: input.source,
          lineCount: totals.lines,
          payCents: totals.pay,
          refundCents: totals.refund,
          feeCents: totals.fee,
          ourCount,
          matchedCount: totals.lines - fromLines,
          diffCount: found.length,
          openDiffCount: found.length,
          createBy: username,
          createTime: actor.now,
        })
        .returning();
      const diffs = found.map((diff) => ({ tenantId, batchId, ...diff, createBy: username, createTime: actor.now }));
      for (let at = 0; at < diffs.length; at += 500) await tx.insert(ispsReconDiff).values(diffs.slice(at, at + 500));
      return batch;
    });
  } catch (error) {
    if (error instanceof StatementError) throw statementRefusal(error);
    if (isUniqueViolation(error)) {
      throw (billDate && (await refuseDay(billDate))) || new AppError(409, `该日的${channelName}已导入；如需重新对账，请先删除该批次`);
    }
    throw error;
  }
}

const LINE_COLUMNS: readonly Column[] = [
  ['batch_id', 'text'],
  ['line', 'int4'],
  ['kind', 'text'],
  ['channel_trade_no', 'text'],
  ['out_trade_no', 'text'],
  ['refund_no', 'text'],
  ['amount_cents', 'int4'],
  ['fee_cents', 'int4'],
  ['trade_time', 'timestamptz'],
  ['state', 'text'],
];
/** a statement's line as staged, in LINE_COLUMNS' order */
const stagedLine = (batchId: string, line: StatementLine) => [
  batchId,
  line.line,
  line.kind,
  line.channelTradeNo,
  line.outTradeNo,
  line.refundNo ?? null,
  line.amountCents,
  line.feeCents,
  line.time.toISOString(),
  line.state,
];

/** a batch's differences, the open ones first */
export async function batchDiffs(ctx: RequestContext, batchId: string): Promise<ReconDiffRecord[]> {
  const rows = await ctx.db
    .select()
    .from(ispsReconDiff)
    .where(and(eq(ispsReconDiff.batchId, batchId), eq(ispsReconDiff.tenantId, ctx.session.tenantId)))
    .orderBy(sql`${ispsReconDiff.state} = 'resolved'`, sql`${ispsReconDiff.line} nulls last`, ispsReconDiff.outTradeNo);
  return rows.map((row) => recordOf(row) as ReconDiffRecord);
}

/** 处理: a difference resolved with what was found and done; the batch's open count follows */
export async function resolveDiff(ctx: RequestContext, input: ReconResolve): Promise<ReconDiffRecord> {
  return ctx.db.transaction(async (tx) => {
    const [diff] = await tx
      .select()
      .from(ispsReconDiff)
      .where(and(eq(ispsReconDiff.id, input.id), eq(ispsReconDiff.tenantId, ctx.session.tenantId)))
      .for('update');
    if (!diff) throw new AppError(404, '对账差异不存在');
    if (diff.state !== 'open') throw new AppError(422, `该差异已由 ${diff.resolvedBy ?? '他人'} 处理`);
    if (diff.version !== input.version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
    const [row] = await tx
      .update(ispsReconDiff)
      .set({
        state: 'resolved',
        resolveNote: input.resolveNote,
        resolvedBy: ctx.session.username,
        resolvedTime: ctx.now,
        version: diff.version + 1,
        updateBy: ctx.session.username,
        updateTime: ctx.now,
      })
      .where(eq(ispsReconDiff.id, diff.id))
      .returning();
    await tx
      .update(ispsReconBatch)
      .set({ openDiffCount: sql`${ispsReconBatch.openDiffCount} - 1` })
      .where(eq(ispsReconBatch.id, diff.batchId));
    return recordOf(row) as ReconDiffRecord;
  });
}

/** 删除 a batch (to import its day again): its lines and differences with it */
export async function deleteBatch(ctx: RequestContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [batch] = await tx
      .delete(ispsReconBatch)
      .where(and(eq(ispsReconBatch.id, id), eq(ispsReconBatch.tenantId, ctx.session.tenantId)))
      .returning({ id: ispsReconBatch.id });
    if (!batch) throw new AppError(404, '对账批次不存在');
    await tx.delete(ispsReconLine).where(eq(ispsReconLine.batchId, id));
    await tx.delete(ispsReconDiff).where(eq(ispsReconDiff.batchId, id));
  });
}
