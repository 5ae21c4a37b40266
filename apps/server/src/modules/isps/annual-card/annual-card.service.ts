/**
 * 年卡审核: an application submitted at the desk issues its card as 待审核 (the number reserved,
 * nothing on it) and starts the approval 年卡审核 in the same transaction; the approval's end
 * decides in its own final transaction: 同意 makes the card 正常 for a year from the day asked,
 * 驳回 makes it 未通过, anything else (撤回, 撤销, 终止) leaves the application 已撤回 and the card
 * 未通过. While the approval is sent back to the desk (退回), 补充材料 adds documents.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  ANNUAL_CARD_BUSINESS_TYPE,
  ANNUAL_CARD_PROCESS_KEY,
  annualCardResource,
  maskPhone,
  MAX_ANNUAL_DOCUMENTS,
  type AnnualCardApply,
  type AnnualCardRecord,
  type AnnualCardSupplement,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { readOnlyResourceKit, recordOf } from '../../../lib/resource-kit';
import { isUniqueViolation } from '../../../lib/sql-state';
import { VERSION_CONFLICT_MESSAGE } from '../../../lib/versioned-update';
import { memberDirectory } from '../../ops';
import { uploads } from '../../sys';
import { registerBusinessType, registerEndHandler, startForRecord, withApprovals, type ApprovalEndHandler } from '../../workflow';
import { recordEvent } from '../card/card-ledger';
import { verifiedHolder } from '../card/card.service';
import { ispsCard } from '../card/card.table';
import { ispsAnnualCard } from './annual-card.table';

const annualList = defineList({
  name: 'isps_annual_card',
  dataRulePermission: annualCardResource.permissions.list,
  table: ispsAnnualCard,
  fields: fieldsOf(annualCardResource.fields, {
    createTime: ispsAnnualCard.createTime,
    memberId: ispsAnnualCard.memberId,
    cardNo: ispsAnnualCard.cardNo,
    validFrom: ispsAnnualCard.validFrom,
    validTo: ispsAnnualCard.validTo,
    documents: ispsAnnualCard.documents,
    state: ispsAnnualCard.state,
    reviewNote: ispsAnnualCard.reviewNote,
    createBy: ispsAnnualCard.createBy,
  }),
  defaultSort: annualCardResource.defaultSort,
  tieBreaker: ispsAnnualCard.id,
  tenantColumn: ispsAnnualCard.tenantId,
});

const selectApplications = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...getTableColumns(ispsAnnualCard),
      holderName: memberDirectory.nameOf(ispsAnnualCard.memberId),
      holderPhone: memberDirectory.phoneOf(ispsAnnualCard.memberId),
    })
    .from(ispsAnnualCard)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

const toRecord = (row: Record<string, unknown>): AnnualCardRecord => {
  const { tenantId: _tenant, ...rest } = recordOf(row) as Record<string, unknown>;
  return { ...rest, holderPhone: row.holderPhone ? maskPhone(String(row.holderPhone)) : null } as AnnualCardRecord;
};

export const annualCardKit = readOnlyResourceKit({
  resource: annualCardResource,
  table: ispsAnnualCard,
  list: annualList,
  select: selectApplications,
  toRecord,
  // each page's applications with their newest approval (the list shows where each waits)
  listed: (ctx, records) => withApprovals(ctx, ANNUAL_CARD_BUSINESS_TYPE, records),
});

/** the documents: stored uploads of the company, at most six */
async function checkedDocuments(db: Database, tenantId: number, documents: string): Promise<string> {
  const paths = [
    ...new Set(
      documents
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean),
    ),
  ];
  if (!paths.length) throw fieldError('documents', '请上传证明材料（身份证、资格证明等）');
  if (paths.length > MAX_ANNUAL_DOCUMENTS) throw fieldError('documents', `证明材料最多 ${MAX_ANNUAL_DOCUMENTS} 个`);
  if (!paths.every(uploads.isStoredPath)) throw fieldError('documents', '证明材料须为本系统上传的文件');
  const stored = new Set(await uploads.storedPathsOf(db, tenantId, paths));
  if (paths.some((path) => !stored.has(path))) throw fieldError('documents', '证明材料须为本公司上传的文件');
  return paths.join(',');
}

/** a year from the day asked: 2026-03-02 → 2027-03-01 */
export function yearFrom(day: string): string {
  const from = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(from.getTime())) throw fieldError('validFrom', '生效日期不是有效日期');
  const to = new Date(Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate()) - 24 * 3600_000);
  return to.toISOString().slice(0, 10);
}

/** 年卡申请: the card as 待审核 and the approval started, in one transaction */
export async function applyAnnualCard(ctx: RequestContext, input: AnnualCardApply): Promise<string> {
  const { tenantId } = ctx.session;
  const validTo = yearFrom(input.validFrom);
  const today = new Date(ctx.now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  if (input.validFrom < today) throw fieldError('validFrom', '生效日期不能早于今天');
  const holder = await verifiedHolder(ctx.db, tenantId, input.memberId, input.holderIdCard, true);
  const documents = await checkedDocuments(ctx.db, tenantId, input.documents);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [card] = await tx
        .insert(ispsCard)
        .values({
          tenantId,
          cardNo: input.cardNo,
          cardType: 'annual',
          memberId: holder.memberId,
          holderIdDigest: holder.holderIdDigest,
          state: 'pending',
          depositCents: 0,
          issueTime: ctx.now,
          createBy: ctx.session.username,
          createTime: ctx.now,
        })
        .returning();
      const [application] = await tx
        .insert(ispsAnnualCard)
        .values({
          tenantId,
          memberId: holder.memberId,
          cardId: card.id,
          cardNo: card.cardNo,
          validFrom: input.validFrom,
          validTo,
          documents,
          note: input.note ?? null,
          state: 'reviewing',
          createBy: ctx.session.username,
          createTime: ctx.now,
        })
        .returning();
      await recordEvent(tx, ctx, { card, action: 'issue', note: `年卡申请，待审核（${input.validFrom} 至 ${validTo}）` });
      await memberDirectory.countCards(tx, tenantId, holder.memberId, 1);
      const passenger = await memberDirectory.find(tx, tenantId, holder.memberId);
      await startForRecord(
        { ...ctx, db: tx },
        {
          processKey: ANNUAL_CARD_PROCESS_KEY,
          businessType: ANNUAL_CARD_BUSINESS_TYPE,
          businessKey: application.id,
          title: `年卡审核-${passenger?.realName ?? ''}-${card.cardNo}`,
          variables: { cardNo: card.cardNo, holder: passenger?.realName ?? null, validFrom: input.validFrom, validTo, documents, note: input.note ?? null },
        },
      );
      return application.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('cardNo', '卡号已存在');
    throw error;
  }
}

/** 补充材料: documents added while the approval waits at the desk (退回) or still runs */
export async function supplementAnnualCard(ctx: RequestContext, input: AnnualCardSupplement): Promise<string> {
  const documents = await checkedDocuments(ctx.db, ctx.session.tenantId, input.documents);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ispsAnnualCard)
      .where(and(eq(ispsAnnualCard.id, input.id), eq(ispsAnnualCard.tenantId, ctx.session.tenantId)))
      .for('update');
    if (!row) throw new AppError(404, '年卡申请不存在');
    if (row.state !== 'reviewing') throw new AppError(422, '该申请已审核结束，不能再补充材料');
    if (row.version !== input.version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
    await tx
      .update(ispsAnnualCard)
      .set({ documents, version: row.version + 1, updateBy: ctx.session.username, updateTime: ctx.now })
      .where(eq(ispsAnnualCard.id, row.id));
    return row.id;
  });
}

const onReviewEnd: ApprovalEndHandler = async ({ db, session, now }, end) => {
  const [row] = await db
    .select()
    .from(ispsAnnualCard)
    .where(and(eq(ispsAnnualCard.id, end.businessKey), eq(ispsAnnualCard.tenantId, session.tenantId)))
    .for('update');
  if (!row || row.state !== 'reviewing') return;
  const state = end.outcome === 'approved' ? 'approved' : end.outcome === 'rejected' ? 'rejected' : 'withdrawn';
  await db
    .update(ispsAnnualCard)
    .set({ state, reviewNote: end.reason, version: row.version + 1, updateBy: session.username, updateTime: now })
    .where(eq(ispsAnnualCard.id, row.id));
  await db
    .update(ispsCard)
    .set({ state: state === 'approved' ? 'active' : 'refused', updateBy: session.username, updateTime: now })
    .where(and(eq(ispsCard.id, row.cardId), eq(ispsCard.state, 'pending')));
  // a refused card is not held: the passenger's count follows
  if (state !== 'approved') await memberDirectory.countCards(db, session.tenantId, row.memberId, -1);
};

/** The card desk's part of 年卡审核's approvals (called from the area's routes plugin). */
export function registerAnnualCardReview(): void {
  registerBusinessType(ANNUAL_CARD_BUSINESS_TYPE, {
    label: '年卡申请',
    viewPermission: annualCardResource.permissions.list,
    describe: async (db, tenantId, key) => {
      const [row] = await db
        .select({ cardNo: ispsAnnualCard.cardNo, validFrom: ispsAnnualCard.validFrom, validTo: ispsAnnualCard.validTo })
        .from(ispsAnnualCard)
        .where(and(eq(ispsAnnualCard.id, key), eq(ispsAnnualCard.tenantId, tenantId)));
      return row ? `年卡 ${row.cardNo}（${row.validFrom} 至 ${row.validTo}）` : null;
    },
  });
  registerEndHandler(ANNUAL_CARD_BUSINESS_TYPE, onReviewEnd);
}
