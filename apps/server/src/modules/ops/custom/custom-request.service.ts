import { and, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import {
  canMoveCustomRequest,
  CUSTOM_EVALUATION_PROCESS_KEY,
  CUSTOM_REQUEST_BUSINESS_TYPE,
  customRequestResource,
  customRequestStates,
  formatWeekdays,
  PERMS,
  type CustomDemand,
  type CustomRequestRecord,
  type customRequestStateSchema,
} from '@bus/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { conditionToSql, defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned, VERSION_CONFLICT_MESSAGE } from '../../../lib/versioned-update';
import { readOnlyResourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../../sys';
import { approvalStateOf, startForRecord, withApprovals } from '../../workflow';
import { qualified } from '../../../lib/sql-ref';
import { opsRoute } from '../network/network.table';
import { opsCustomRequest } from './custom.table';

const { stateText } = customRequestStates;
/** requests still waiting for an answer: their passengers are the demand not yet served */
const OPEN_STATES = ['submitted', 'evaluating'];

const text = (column: typeof opsCustomRequest.company | typeof opsCustomRequest.contactName) => ({ column, type: 'string' as const });

export const customRequestList = defineList({
  name: 'ops_custom_request',
  dataRulePermission: PERMS.ops.customization.list,
  table: opsCustomRequest,
  fields: fieldsOf(customRequestResource.fields, {
    keyword: {
      column: opsCustomRequest.company,
      filter: (value) =>
        or(
          conditionToSql(text(opsCustomRequest.company), 'like', value, 'keyword'),
          conditionToSql(text(opsCustomRequest.contactName), 'like', value, 'keyword'),
        )!,
    },
    kind: opsCustomRequest.kind,
    state: opsCustomRequest.state,
    company: opsCustomRequest.company,
    contactName: opsCustomRequest.contactName,
    fromPlace: opsCustomRequest.fromPlace,
    toPlace: opsCustomRequest.toPlace,
    departTime: opsCustomRequest.departTime,
    contactPhone: null,
    returnTime: null,
    passengers: opsCustomRequest.passengers,
    weekdays: null,
    routeId: opsCustomRequest.routeId,
    routeNumber: null,
    reply: null,
    submitTime: opsCustomRequest.submitTime,
  }),
  defaultSort: customRequestResource.defaultSort,
  tieBreaker: opsCustomRequest.id,
  tenantColumn: opsCustomRequest.tenantId,
});

const { tenantId: _tenantId, ...requestColumns } = getTableColumns(opsCustomRequest);
const routeNumberOf = sql<string | null>`(select r.number from ops_route r where r.id = ${qualified(opsCustomRequest.routeId)})`;
const routeNameOf = sql<string | null>`(select r.name from ops_route r where r.id = ${qualified(opsCustomRequest.routeId)})`;

/** the list's rows: the request with the number and name of the line opened for it */
export const selectRequests = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({ ...requestColumns, routeNumber: routeNumberOf, routeName: routeNameOf })
    .from(opsCustomRequest)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

export type RequestRow = Omit<typeof opsCustomRequest.$inferSelect, 'tenantId'> & { routeNumber?: string | null; routeName?: string | null } & Record<
    string,
    unknown
  >;

export const toRequestRecord = (row: RequestRow): CustomRequestRecord => ({
  id: row.id,
  kind: row.kind,
  kind_dictText: row.kind_dictText as string | undefined,
  company: row.company,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  fromPlace: row.fromPlace,
  toPlace: row.toPlace,
  departTime: row.departTime,
  returnTime: row.returnTime,
  passengers: row.passengers,
  weekdays: row.weekdays,
  state: row.state,
  state_dictText: row.state_dictText as string | undefined,
  routeId: row.routeId,
  routeNumber: row.routeNumber ?? null,
  routeName: row.routeName ?? null,
  reply: row.reply,
  submitTime: formatDateTime(row.submitTime),
  updateBy: row.updateBy,
  updateTime: formatDateTime(row.updateTime),
  version: row.version,
  approval: null,
});

/** The records with their newest evaluation approval (定制线路评估), for the list and a change's reply. */
export const requestsWithApprovals = (ctx: RequestContext, records: CustomRequestRecord[]): Promise<CustomRequestRecord[]> =>
  withApprovals(ctx, CUSTOM_REQUEST_BUSINESS_TYPE, records);

/** A custom line of the tenant that may be opened (线路类型 定制公交, not 撤销), or a 422 naming the field. */
export async function openableRoute(db: Database, tenantId: number, routeId: string, field = 'routeId') {
  const [route] = await db
    .select({ id: opsRoute.id, number: opsRoute.number, name: opsRoute.name })
    .from(opsRoute)
    .where(and(eq(opsRoute.id, routeId), eq(opsRoute.tenantId, tenantId), eq(opsRoute.lineType, 'custom'), ne(opsRoute.status, 'cancelled')));
  if (!route) throw fieldError(field, '请选择一条定制公交线路（线路类型为定制公交且未撤销）');
  return route;
}

/** The request as the approval names it: its company (or contact) and trip. */
export const requestName = (row: Pick<RequestRow, 'company' | 'contactName' | 'fromPlace' | 'toPlace'>) =>
  `${row.company || row.contactName}（${row.fromPlace} → ${row.toPlace}）`;

/** A request's row as the list shows it (after a change). */
export async function requestById(db: Database, tenantId: number, id: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select({ ...requestColumns, routeNumber: routeNumberOf, routeName: routeNameOf })
    .from(opsCustomRequest)
    .where(and(eq(opsCustomRequest.id, id), eq(opsCustomRequest.tenantId, tenantId)));
  return row;
}

/**
 * Moves a request along 已提交 → 评估中 → 已开线 / 未通过 (customRequestStates): any other
 * move is a 422 naming `state`; 已开线 links a custom line of the tenant; a stale version is a 409.
 * 评估中 (开始评估) starts the approval 定制线路评估 for the request on the proposed line, in the
 * same transaction; while it runs, 已开线 and 未通过 by hand are refused (its end answers the request:
 * custom-evaluation.ts).
 */
export async function moveCustomRequest(ctx: RequestContext, input: z.output<typeof customRequestStateSchema>) {
  const { db, session, now } = ctx;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(opsCustomRequest)
      .where(and(eq(opsCustomRequest.id, input.id), eq(opsCustomRequest.tenantId, session.tenantId)));
    if (!row) throw new AppError(404, '定制需求不存在');
    if (row.version !== input.version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
    if (!canMoveCustomRequest(row.state, input.state)) {
      throw fieldError('state', `${stateText(row.state)}的定制需求不能改为${stateText(input.state)}`);
    }
    if (row.state === 'evaluating') {
      const approval = (await approvalStateOf({ ...ctx, db: tx }, CUSTOM_REQUEST_BUSINESS_TYPE, [row.id])).get(row.id);
      if (approval?.state === 'running') {
        const at = approval.nodeNames.length ? `，当前在「${approval.nodeNames.join('、')}」` : '';
        throw fieldError('state', `该定制需求正在审批中（定制线路评估${at}），${stateText(input.state)}须在审批中处理`);
      }
    }
    let routeId = row.routeId;
    if (input.state === 'opened') routeId = (await openableRoute(tx, session.tenantId, input.routeId!)).id;
    const proposed = input.state === 'evaluating' ? await openableRoute(tx, session.tenantId, input.routeId!) : null;
    const updated = await updateVersioned(
      tx,
      opsCustomRequest,
      row.id,
      input.version,
      // 开始评估's note goes to the approval, not to the customer's reply
      { state: input.state, routeId, reply: (!proposed && input.reply) || row.reply, updateBy: session.username, updateTime: now },
      '定制需求不存在',
    );
    await dataLog.record(tx, { table: 'ops_custom_request', record: updated, by: session.username, at: now });
    if (proposed) {
      await startForRecord(
        { ...ctx, db: tx },
        {
          processKey: CUSTOM_EVALUATION_PROCESS_KEY,
          businessType: CUSTOM_REQUEST_BUSINESS_TYPE,
          businessKey: row.id,
          title: `定制线路评估-${requestName(row)}-拟开${proposed.number}`,
          variables: {
            requestId: row.id,
            routeId: proposed.id,
            routeNumber: proposed.number,
            routeName: proposed.name,
            passengers: row.passengers,
            note: input.reply || null,
          },
        },
      );
    }
    return (await requestById(tx, session.tenantId, row.id))!;
  });
}

/** Passengers per from→to pair among the requests still open, the largest first. */
export async function customDemand(db: Database, tenantId: number, limit = 10): Promise<CustomDemand[]> {
  const passengers = sql<number>`sum(${opsCustomRequest.passengers})`.mapWith(Number);
  return db
    .select({
      fromPlace: opsCustomRequest.fromPlace,
      toPlace: opsCustomRequest.toPlace,
      requests: sql<number>`count(*)`.mapWith(Number),
      passengers,
    })
    .from(opsCustomRequest)
    .where(and(eq(opsCustomRequest.tenantId, tenantId), inArray(opsCustomRequest.state, OPEN_STATES)))
    .groupBy(opsCustomRequest.fromPlace, opsCustomRequest.toPlace)
    .orderBy(desc(passengers), opsCustomRequest.fromPlace, opsCustomRequest.toPlace)
    .limit(limit);
}

/**
 * 企业与个人定制's list and export on the read-only kit: each page's records with their newest
 * evaluation approval, the export with the texts of kind and state, the running days as said and
 * the line opened with its name. No queryById: a request's approval is read for a page of them.
 */
export const customRequestKit = readOnlyResourceKit({
  resource: customRequestResource,
  table: opsCustomRequest,
  list: customRequestList,
  select: selectRequests as (db: Database) => (parts: ListQueryParts) => Promise<RequestRow[]>,
  toRecord: toRequestRecord,
  ownRoutes: ['queryById'],
  listed: (ctx, records) => requestsWithApprovals(ctx, records as CustomRequestRecord[]),
  exportRow: (record) => ({
    ...record,
    kind_dictText: record.kind_dictText || record.kind,
    state_dictText: record.state_dictText || record.state,
    weekdays: formatWeekdays(record.weekdays),
    routeNumber: record.routeNumber ? `${record.routeNumber} ${record.routeName ?? ''}`.trim() : null,
  }),
});
