/**
 * 定制线路评估's end answers the 定制 request it was started for (moveCustomRequest's 开始评估), in
 * the approval's final transaction:
 * - 同意 (approved): 已开线 on the line proposed when the evaluation started (the approval's
 *   routeId), the last approver's opinion as the reply when they wrote one. A line cancelled
 *   meanwhile refuses the approval (422, nothing written): the approver is told why.
 * - 驳回 (rejected): 未通过, the rejection's reason as the reply.
 * - 撤回, 终止, 撤销: back to 已提交, to be evaluated again or answered by hand.
 */
import { and, eq } from 'drizzle-orm';
import { CUSTOM_REQUEST_BUSINESS_TYPE, customRequestStates, PERMS } from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog } from '../../sys';
import { registerBusinessType, registerEndHandler, type ApprovalEndHandler } from '../../workflow';
import { openableRoute, requestName } from './custom-request.service';
import { opsCustomRequest } from './custom.table';

const onEvaluationEnd: ApprovalEndHandler = async ({ db, session, now }, end) => {
  const [row] = await db
    .select()
    .from(opsCustomRequest)
    .where(and(eq(opsCustomRequest.id, end.businessKey), eq(opsCustomRequest.tenantId, session.tenantId)))
    .for('update');
  if (!row) return;
  const answers = end.outcome === 'approved' || end.outcome === 'rejected';
  if (row.state !== 'evaluating') {
    // an answer for a request no longer in evaluation would silently be lost: refused
    if (answers)
      throw new AppError(422, `该定制需求已是「${customRequestStates.stateText(row.state)}」，不能再${end.outcome === 'approved' ? '开线' : '答复未通过'}`);
    return;
  }
  let values: Partial<typeof opsCustomRequest.$inferInsert>;
  if (end.outcome === 'approved') {
    const routeId = typeof end.variables.routeId === 'string' ? end.variables.routeId : '';
    const route = await openableRoute(db, session.tenantId, routeId).catch(() => {
      throw new AppError(422, `拟开通的线路「${String(end.variables.routeNumber ?? routeId)}」已撤销或不再是定制公交线路，不能开线`);
    });
    values = { state: 'opened', routeId: route.id, reply: end.reason ?? row.reply };
  } else if (end.outcome === 'rejected') {
    values = { state: 'rejected', reply: end.reason ?? '评估未通过' };
  } else {
    values = { state: 'submitted' };
  }
  const updated = await updateVersioned(
    db,
    opsCustomRequest,
    row.id,
    row.version,
    { ...values, updateBy: session.username, updateTime: now },
    '定制需求不存在',
  );
  await dataLog.record(db, { table: 'ops_custom_request', record: updated, by: session.username, at: now });
};

/** The ops area's part of the approvals of its 定制 requests (called from the area's routes plugin). */
export function registerCustomEvaluation(): void {
  registerBusinessType(CUSTOM_REQUEST_BUSINESS_TYPE, {
    label: '定制申请',
    // whoever handles the requests follows their evaluations (the link on each row)
    viewPermission: PERMS.ops.customization.list,
    describe: async (db, tenantId, key) => {
      const [row] = await db
        .select()
        .from(opsCustomRequest)
        .where(and(eq(opsCustomRequest.id, key), eq(opsCustomRequest.tenantId, tenantId)));
      return row ? requestName(row) : null;
    },
  });
  registerEndHandler(CUSTOM_REQUEST_BUSINESS_TYPE, onEvaluationEnd);
}
