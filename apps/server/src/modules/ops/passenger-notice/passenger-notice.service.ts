/**
 * 公告管理 on the resource kit: passenger notices on lines and stops. Only a draft is edited or
 * deleted; 发布 and 撤回 are the moves of contracts' noticeStates (草稿 → 已发布 → 已撤回). The list
 * shows a published notice whose validTo has passed as expired: `shownState` and the state filter
 * compare validTo with the request's time, not the database clock. The kit does the rest: tenant,
 * data rules, versions, data log, the routes (the operation log is the system-log plugin's).
 */
import { and, eq, getTableColumns, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  isNoticeEditable,
  NOTICE_SHOWN_STATE_TEXT,
  noticeResource,
  OPS_NOTICE_SHOWN_STATES,
  PERMS,
  type NoticeAction,
  type NoticeRecord,
  type NoticeSave,
  type OpsNoticeShownState,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { parseDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { dataLog } from '../../sys';
import { opsRoute, opsStop } from '../network/network.table';
import { opsPassengerNotice } from './passenger-notice.table';

type NoticeRow = typeof opsPassengerNotice.$inferSelect;

export const noticeList = defineList({
  name: 'ops_passenger_notice',
  dataRulePermission: PERMS.ops.notice.list,
  table: opsPassengerNotice,
  fields: fieldsOf(noticeResource.fields, {
    title: opsPassengerNotice.title,
    kind: opsPassengerNotice.kind,
    state: opsPassengerNotice.state,
    shownState: null,
    // notices naming this line (a bound one-element array)
    routeId: {
      column: opsPassengerNotice.routeIds,
      filter: (value: string) => sql`${opsPassengerNotice.routeIds} @> ${JSON.stringify([value])}::jsonb`,
    },
    stopIds: null,
    validFrom: opsPassengerNotice.validFrom,
    validTo: opsPassengerNotice.validTo,
    publishTime: opsPassengerNotice.publishTime,
    publishBy: null,
    content: null,
    createTime: opsPassengerNotice.createTime,
  }),
  defaultSort: noticeResource.defaultSort,
  tieBreaker: opsPassengerNotice.id,
  tenantColumn: opsPassengerNotice.tenantId,
});

/** The shown state: a published notice past its validTo has expired. */
export function shownStateOf(row: Pick<NoticeRow, 'state' | 'validTo'>, now: Date): OpsNoticeShownState {
  if (row.state === 'published' && row.validTo && row.validTo.getTime() < now.getTime()) return 'expired';
  return row.state as OpsNoticeShownState;
}

/** The list's state filter by shown state, as of `now`. */
export function shownStateCondition(state: OpsNoticeShownState, now: Date): SQL {
  const published = eq(opsPassengerNotice.state, 'published');
  if (state === 'expired') return and(published, lt(opsPassengerNotice.validTo, now))!;
  if (state === 'published') return and(published, or(isNull(opsPassengerNotice.validTo), gte(opsPassengerNotice.validTo, now)))!;
  return eq(opsPassengerNotice.state, state);
}

/** `?state=` of the list and export: a shown state, or a 422 naming it */
function stateParameter(query: Readonly<Record<string, unknown>> | undefined): OpsNoticeShownState | undefined {
  const state = query?.state;
  if (state === undefined || state === '') return undefined;
  if (typeof state !== 'string' || !(OPS_NOTICE_SHOWN_STATES as readonly string[]).includes(state))
    throw fieldError('state', '状态只能是草稿、已发布、已过期或已撤回');
  return state as OpsNoticeShownState;
}

/** line numbers or stop names of a notice's ids, in their order (ids of lines since deleted are left out) */
const namesOf = (ids: typeof opsPassengerNotice.routeIds | typeof opsPassengerNotice.stopIds, table: 'ops_route' | 'ops_stop', name: 'number' | 'name') =>
  sql<string[]>`coalesce((select jsonb_agg(t.${sql.raw(name)} order by e.ord) from jsonb_array_elements_text(${qualified(ids)}) with ordinality as e(id, ord)
    join ${sql.raw(table)} t on t.id = e.id and t.tenant_id = ${qualified(opsPassengerNotice.tenantId)}), '[]'::jsonb)`;

/** the list's rows: the notice with its line numbers and stop names */
const selectNotices = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...getTableColumns(opsPassengerNotice),
      routeNumbers: namesOf(opsPassengerNotice.routeIds, 'ops_route', 'number'),
      stopNames: namesOf(opsPassengerNotice.stopIds, 'ops_stop', 'name'),
    })
    .from(opsPassengerNotice)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

/** The checked values of a save: every line and stop must be the tenant's (else a 422 naming the field). */
async function checkNotice(db: Database, tenantId: number, input: NoticeSave) {
  const routeIds = [...new Set(input.routeIds ?? [])];
  const stopIds = [...new Set(input.stopIds ?? [])];
  if (routeIds.length) {
    const found = await db
      .select({ id: opsRoute.id })
      .from(opsRoute)
      .where(and(inArray(opsRoute.id, routeIds), eq(opsRoute.tenantId, tenantId)));
    if (found.length !== routeIds.length) throw fieldError('routeIds', '线路不存在');
  }
  if (stopIds.length) {
    const found = await db
      .select({ id: opsStop.id })
      .from(opsStop)
      .where(and(inArray(opsStop.id, stopIds), eq(opsStop.tenantId, tenantId)));
    if (found.length !== stopIds.length) throw fieldError('stopIds', '站点不存在');
  }
  const validFrom = parseDateTime(input.validFrom);
  if (!validFrom) throw fieldError('validFrom', '生效时间不是有效的时间');
  const validTo = input.validTo ? parseDateTime(input.validTo) : null;
  if (validTo && validTo.getTime() < validFrom.getTime()) throw fieldError('validTo', '失效时间不能早于生效时间');
  return { title: input.title.trim(), kind: input.kind, content: input.content.trim(), routeIds, stopIds, validFrom, validTo };
}

export const noticeKit = resourceKit(
  {
    resource: noticeResource,
    table: opsPassengerNotice,
    list: noticeList,
    select: selectNotices,
    baseWhere: (ctx, query) => {
      const state = stateParameter(query);
      return [state ? shownStateCondition(state, ctx.now) : undefined];
    },
    toRecord: (row, ctx): NoticeRecord => {
      const shownState = shownStateOf(row, ctx.now);
      return { ...recordOf(row), shownState, shownState_dictText: NOTICE_SHOWN_STATE_TEXT[shownState] };
    },
    hooks: {
      async values({ db, session }, input: NoticeSave, current) {
        if (current && !isNoticeEditable(current.state)) throw new AppError(422, '只有草稿状态的公告可以修改或删除');
        const values = await checkNotice(db, session.tenantId, input);
        return current ? values : { ...values, state: 'draft' };
      },
      // nothing is deleted when one of them is not a draft
      async beforeDelete(_ctx, rows) {
        const kept = rows.find((r) => !isNoticeEditable(r.state));
        if (kept) throw new AppError(422, `公告「${kept.title}」不是草稿，不能删除（已发布的公告请撤回）`);
      },
    },
  },
  dataLog,
);

/** 发布 (recording who and when) or 撤回, or a 422 saying why not (nothing changed). */
export function moveNotice(ctx: RequestContext, action: NoticeAction, input: { id: string; version: number }) {
  return noticeKit.service.move(ctx, {
    action,
    ...input,
    values: ({ session, now }) => (action === 'release' ? { publishTime: now, publishBy: session.username } : {}),
  });
}
