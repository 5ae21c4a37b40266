/**
 * 公告管理: passenger notices on lines and stops. Only a draft is edited or deleted; 发布 takes a
 * draft to published (recording who and when), 撤回 takes a published notice to withdrawn. The
 * list shows a published notice whose validTo has passed as expired: `shownState` and the state
 * filter compare validTo with the request's time, not the database clock. Every write is one
 * transaction with its data-log entry (the operation log is the system-log plugin's).
 */
import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { NOTICE_LIST_FIELDS, PERMS, type NoticeSave, type OpsNoticeShownState } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { parseDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog } from '../../sys';
import { opsRoute, opsStop } from '../network/network.table';
import { opsPassengerNotice } from './passenger-notice.table';

const TABLE = 'ops_passenger_notice';
const NOT_FOUND = '公告不存在';
type NoticeRow = typeof opsPassengerNotice.$inferSelect;

export const noticeList = defineList({
  name: TABLE,
  dataRulePermission: PERMS.ops.notice.list,
  table: opsPassengerNotice,
  fields: fieldsOf(NOTICE_LIST_FIELDS, {
    title: opsPassengerNotice.title,
    kind: opsPassengerNotice.kind,
    state: opsPassengerNotice.state,
    // notices naming this line (a bound one-element array)
    routeId: {
      column: opsPassengerNotice.routeIds,
      filter: (value: string) => sql`${opsPassengerNotice.routeIds} @> ${JSON.stringify([value])}::jsonb`,
    },
    validFrom: opsPassengerNotice.validFrom,
    validTo: opsPassengerNotice.validTo,
    publishTime: opsPassengerNotice.publishTime,
    createTime: opsPassengerNotice.createTime,
  }),
  defaultSort: { field: 'createTime', order: 'desc' },
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

/** Line numbers and stop names of the rows' ids, for showing (ids of lines since deleted are left out). */
export async function namesOf(db: Database, tenantId: number, rows: Array<Pick<NoticeRow, 'routeIds' | 'stopIds'>>) {
  const routeIds = [...new Set(rows.flatMap((r) => r.routeIds ?? []))];
  const stopIds = [...new Set(rows.flatMap((r) => r.stopIds ?? []))];
  const routes = routeIds.length
    ? await db
        .select({ id: opsRoute.id, number: opsRoute.number })
        .from(opsRoute)
        .where(and(inArray(opsRoute.id, routeIds), eq(opsRoute.tenantId, tenantId)))
    : [];
  const stops = stopIds.length
    ? await db
        .select({ id: opsStop.id, name: opsStop.name })
        .from(opsStop)
        .where(and(inArray(opsStop.id, stopIds), eq(opsStop.tenantId, tenantId)))
    : [];
  const routeNumber = new Map(routes.map((r) => [r.id, r.number]));
  const stopName = new Map(stops.map((s) => [s.id, s.name]));
  return {
    routeNumbers: (ids: string[]) => ids.flatMap((id) => routeNumber.get(id) ?? []),
    stopNames: (ids: string[]) => ids.flatMap((id) => stopName.get(id) ?? []),
  };
}

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

export async function findNotice(db: Database, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(opsPassengerNotice)
    .where(and(eq(opsPassengerNotice.id, id), eq(opsPassengerNotice.tenantId, tenantId)));
  if (!row) throw new AppError(404, NOT_FOUND);
  return row;
}

export async function addNotice({ db, session, now }: RequestContext, input: NoticeSave) {
  return db.transaction(async (tx) => {
    const values = await checkNotice(tx, session.tenantId, input);
    const [row] = await tx
      .insert(opsPassengerNotice)
      .values({ ...values, tenantId: session.tenantId, state: 'draft', createBy: session.username, createTime: now })
      .returning();
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

const DRAFT_ONLY = '只有草稿状态的公告可以修改或删除';

export async function editNotice({ db, session, now }: RequestContext, input: NoticeSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    const current = await findNotice(tx, session.tenantId, input.id);
    if (current.state !== 'draft') throw new AppError(422, DRAFT_ONLY);
    const values = await checkNotice(tx, session.tenantId, input);
    const row = await updateVersioned(tx, opsPassengerNotice, input.id, input.version, { ...values, updateBy: session.username, updateTime: now }, NOT_FOUND);
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

/** Deletes drafts; nothing is deleted when one of them is not a draft. */
export async function deleteNotices({ db, session }: RequestContext, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: opsPassengerNotice.id, state: opsPassengerNotice.state, title: opsPassengerNotice.title })
      .from(opsPassengerNotice)
      .where(and(inArray(opsPassengerNotice.id, ids), eq(opsPassengerNotice.tenantId, session.tenantId)));
    if (rows.length === 0) throw new AppError(404, NOT_FOUND);
    const kept = rows.find((r) => r.state !== 'draft');
    if (kept) throw new AppError(422, `公告「${kept.title}」不是草稿，不能删除（已发布的公告请撤回）`);
    await tx.delete(opsPassengerNotice).where(
      inArray(
        opsPassengerNotice.id,
        rows.map((r) => r.id),
      ),
    );
    return rows.length;
  });
}

const ACTIONS = {
  release: { from: 'draft', to: 'published', refusal: '只有草稿状态的公告可以发布' },
  revoke: { from: 'published', to: 'withdrawn', refusal: '只有已发布的公告可以撤回' },
} as const;
export type NoticeAction = keyof typeof ACTIONS;

/** 发布 or 撤回, or a 422 saying why not (nothing changed). */
export async function moveNotice({ db, session, now }: RequestContext, action: NoticeAction, input: { id: string; version: number }) {
  return db.transaction(async (tx) => {
    const current = await findNotice(tx, session.tenantId, input.id);
    const rule = ACTIONS[action];
    if (current.state !== rule.from) throw new AppError(422, rule.refusal);
    const values: Partial<typeof opsPassengerNotice.$inferInsert> = { state: rule.to, updateBy: session.username, updateTime: now };
    if (action === 'release') Object.assign(values, { publishTime: now, publishBy: session.username });
    const row = await updateVersioned(tx, opsPassengerNotice, input.id, input.version, values, NOT_FOUND);
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}
