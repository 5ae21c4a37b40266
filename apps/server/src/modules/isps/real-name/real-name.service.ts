/**
 * 实名认证: the submissions waiting, on the read-only kit (the ID card and phone masked), and the
 * review: 通过 checks the ID card with the shared validator and makes the passenger verified in
 * 会员管理 (through the ops area's public face), 驳回 records the reason; either way the whole
 * number is then replaced by its masked form.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import { idCard as idCardCheck, maskIdCard, maskPhone, realNameResource, realNameStates, type RealNameRecord, type RealNameReview } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { readOnlyResourceKit, recordOf } from '../../../lib/resource-kit';
import { VERSION_CONFLICT_MESSAGE } from '../../../lib/versioned-update';
import { memberDirectory } from '../../ops';
import { ispsRealNameRequest } from './real-name.table';

const list = defineList({
  name: 'isps_real_name_request',
  dataRulePermission: realNameResource.permissions.list,
  table: ispsRealNameRequest,
  fields: fieldsOf(realNameResource.fields, {
    submitTime: ispsRealNameRequest.submitTime,
    realName: ispsRealNameRequest.realName,
    phone: null,
    idCard: null,
    photos: null,
    state: ispsRealNameRequest.state,
    reason: ispsRealNameRequest.reason,
    reviewedBy: ispsRealNameRequest.reviewedBy,
    reviewTime: ispsRealNameRequest.reviewTime,
  }),
  defaultSort: realNameResource.defaultSort,
  tieBreaker: ispsRealNameRequest.id,
  tenantColumn: ispsRealNameRequest.tenantId,
});

const select = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({ ...getTableColumns(ispsRealNameRequest), phone: memberDirectory.phoneOf(ispsRealNameRequest.memberId) })
    .from(ispsRealNameRequest)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

/** a submission as the page sees it: the phone and the ID card masked, never the digest */
const toRecord = (row: Record<string, unknown>): RealNameRecord => {
  const { tenantId: _tenant, idCardDigest: _digest, ...rest } = recordOf(row) as Record<string, unknown>;
  return { ...rest, idCard: maskIdCard(String(row.idCard)), phone: row.phone ? maskPhone(String(row.phone)) : null } as RealNameRecord;
};

export const realNameKit = readOnlyResourceKit({ resource: realNameResource, table: ispsRealNameRequest, list, select, toRecord });

/** 通过 or 驳回 a waiting submission; returns its id */
export async function reviewRealName(ctx: RequestContext, input: RealNameReview): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ispsRealNameRequest)
      .where(and(eq(ispsRealNameRequest.id, input.id), eq(ispsRealNameRequest.tenantId, ctx.session.tenantId)))
      .for('update');
    if (!row) throw new AppError(404, '实名申请不存在');
    const refusal = realNameStates.refusal(input.approve ? 'approve' : 'reject', row.state);
    if (refusal) throw new AppError(422, refusal);
    if (row.version !== input.version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
    if (input.approve) {
      const invalid = idCardCheck(row.idCard);
      if (invalid) throw new AppError(422, `${invalid}：该身份证号校验不通过，请驳回并说明原因`);
    }
    const masked = maskIdCard(row.idCard);
    await tx
      .update(ispsRealNameRequest)
      .set({
        state: input.approve ? 'approved' : 'rejected',
        reason: input.approve ? null : (input.reason ?? null),
        idCard: masked,
        reviewedBy: ctx.session.username,
        reviewTime: ctx.now,
        version: row.version + 1,
        updateBy: ctx.session.username,
        updateTime: ctx.now,
      })
      .where(eq(ispsRealNameRequest.id, row.id));
    await memberDirectory.setRealName(
      tx,
      ctx.session.tenantId,
      row.memberId,
      input.approve ? { verified: true, realName: row.realName, idCardMasked: masked } : { verified: false },
    );
    return row.id;
  });
}
