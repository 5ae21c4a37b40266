/**
 * Approvals of business records (issue 23 item 5): a process started for a record (its business
 * type and key on wf_instance), and what a list of those records shows of their approvals. What
 * happens to the record when its approval ends is its area's handler (business-end.ts).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WfApproval, WfApprovalState } from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { isUniqueViolation } from '../../../lib/sql-state';
import { businessTypeOf } from './business-end';
import { LIVE_STATES } from './instance-failure';
import { startProcess } from './runtime.service';
import { wfInstance } from './runtime.table';

/** the states of an instance still in approval (also suspended by an administrator, or failed awaiting repair) */
const RUNNING_STATES = [...LIVE_STATES, 'suspended', 'failed'];

const APPROVAL_OF: Record<string, WfApprovalState> = {
  completed: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
  terminated: 'terminated',
};

/**
 * Starts the newest active deployment of `processKey` for a record, as the user of `ctx` (inside
 * the caller's transaction when `ctx.db` is one, so the record's own change and the start are one
 * write). A record with an approval still running is refused (409), as is a process not deployed.
 * Returns the instance's id.
 */
export async function startForRecord(
  ctx: RequestContext,
  input: { processKey: string; businessType: string; businessKey: string; title?: string; variables: Record<string, unknown> },
): Promise<string> {
  const label = businessTypeOf(input.businessType)?.label ?? '该记录';
  const refused = (title?: string) => new AppError(409, `${label}已有审批中的流程${title ? `「${title}」` : ''}，不能重复发起`);
  const [running] = await ctx.db
    .select({ title: wfInstance.title })
    .from(wfInstance)
    .where(
      and(
        eq(wfInstance.tenantId, ctx.session.tenantId),
        eq(wfInstance.businessType, input.businessType),
        eq(wfInstance.businessKey, input.businessKey),
        inArray(wfInstance.state, RUNNING_STATES),
      ),
    )
    .limit(1);
  if (running) throw refused(running.title);
  try {
    const instance = await startProcess(ctx, {
      processKey: input.processKey,
      variables: input.variables,
      business: { type: input.businessType, key: input.businessKey },
      title: input.title,
    });
    return instance.id;
  } catch (error) {
    // two starts at once: the partial unique index lets one through
    if (isUniqueViolation(error)) throw refused();
    throw error;
  }
}

/**
 * Per record key, its newest approval: the instance, its state as the record's list shows it, and
 * the nodes it waits at while it runs. Keys without any approval are missing.
 */
export async function approvalStateOf({ db, session }: RequestContext, businessType: string, keys: string[]): Promise<Map<string, WfApproval>> {
  const approvals = new Map<string, WfApproval>();
  if (!keys.length) return approvals;
  const rows = await db
    .selectDistinctOn([wfInstance.businessKey], {
      id: wfInstance.id,
      key: wfInstance.businessKey,
      state: wfInstance.state,
      // spelled out: in a query of one table Drizzle leaves columns unqualified (see myInstances)
      nodeNames: sql<string[]>`coalesce((select json_agg(n.name order by n.name) from (select distinct t.node_name as name from wf_task t
        where t.instance_id = ${sql.raw('"wf_instance"."id"')} and t.state in ('pending', 'waiting')) n), '[]'::json)`,
    })
    .from(wfInstance)
    .where(and(eq(wfInstance.tenantId, session.tenantId), eq(wfInstance.businessType, businessType), inArray(wfInstance.businessKey, [...new Set(keys)])))
    .orderBy(wfInstance.businessKey, desc(wfInstance.startTime), desc(wfInstance.id));
  for (const row of rows) {
    const state = APPROVAL_OF[row.state] ?? 'running';
    approvals.set(row.key!, { instanceId: row.id, state, nodeNames: state === 'running' ? row.nodeNames : [] });
  }
  return approvals;
}

/**
 * The records with their newest approval of `businessType` as `approval` (null for one without):
 * a list's page read at once (a list kit's `listed` hook, a change's reply).
 */
export async function withApprovals<R extends object>(
  ctx: RequestContext,
  businessType: string,
  records: R[],
): Promise<Array<R & { approval: WfApproval | null }>> {
  const approvals = await approvalStateOf(
    ctx,
    businessType,
    records.map((record) => String((record as { id?: unknown }).id)),
  );
  return records.map((record) => ({ ...record, approval: approvals.get(String((record as { id?: unknown }).id)) ?? null }));
}
