/**
 * 线路巡检: the list, the finding's checks (a line of the tenant, a stop of that line, photos the
 * tenant uploaded to the line_check folder) and the follow-up, whose states only move
 * open → assigned → fixed → closed (an assigned finding may be handed to someone else). Every
 * write is one transaction with its data-log entry; the operation log is written for every
 * non-GET request by the system-log plugin.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { isLaterThanNow, LINE_CHECK_LIST_FIELDS, LINE_CHECK_PHOTO_BIZ, PERMS, type LineCheckSave, type OpsCheckState } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { parseDateTime } from '../../../lib/date-time';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { updateVersioned } from '../../../lib/versioned-update';
import { dataLog, uploads, userDirectory } from '../../sys';
import { qualified } from '../../../lib/sql-ref';
import { opsRoute, opsRouteStop, opsStop } from '../network/network.table';
import { opsLineCheck } from './line-check.table';

const TABLE = 'ops_line_check';
const NOT_FOUND = '巡检记录不存在';

export const lineCheckList = defineList({
  name: TABLE,
  dataRulePermission: PERMS.ops.lineCheck.list,
  table: opsLineCheck,
  fields: fieldsOf(LINE_CHECK_LIST_FIELDS, {
    routeId: opsLineCheck.routeId,
    stopId: opsLineCheck.stopId,
    category: opsLineCheck.category,
    state: opsLineCheck.state,
    inspector: opsLineCheck.inspector,
    assignee: opsLineCheck.assignee,
    findings: opsLineCheck.findings,
    checkTime: opsLineCheck.checkTime,
    closeTime: opsLineCheck.closeTime,
    createTime: opsLineCheck.createTime,
  }),
  defaultSort: { field: 'checkTime', order: 'desc' },
  tieBreaker: opsLineCheck.id,
  tenantColumn: opsLineCheck.tenantId,
});

const { tenantId: _tenantId, ...lineCheckColumns } = getTableColumns(opsLineCheck);
/** a user's name by the username a column holds */
const realnameOf = (column: typeof opsLineCheck.inspector | typeof opsLineCheck.assignee) => userDirectory.realnameOfUsername(column);

/** the list page's rows: the finding with its line number and name, stop name and people's names */
export const selectLineChecks = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...lineCheckColumns,
      routeNumber: sql<string | null>`(select r.number from ops_route r where r.id = ${qualified(opsLineCheck.routeId)})`,
      routeName: sql<string | null>`(select r.name from ops_route r where r.id = ${qualified(opsLineCheck.routeId)})`,
      stopName: sql<string | null>`(select s.name from ops_stop s where s.id = ${qualified(opsLineCheck.stopId)})`,
      inspectorName: realnameOf(opsLineCheck.inspector),
      assigneeName: realnameOf(opsLineCheck.assignee),
    })
    .from(opsLineCheck)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

const PHOTO_PATH = new RegExp(`^${LINE_CHECK_PHOTO_BIZ}/\\d{8}/[0-9a-f]{32}\\.(jpg|jpeg|png|gif|webp)$`);

/** The checked values of a save: unknown lines, stops off the line or foreign photos are a 422 naming the field. */
async function checkLineCheck(db: Database, tenantId: number, input: LineCheckSave, now: Date) {
  const [route] = await db
    .select({ id: opsRoute.id })
    .from(opsRoute)
    .where(and(eq(opsRoute.id, input.routeId), eq(opsRoute.tenantId, tenantId)));
  if (!route) throw fieldError('routeId', '线路不存在');
  const stopId = input.stopId || null;
  if (stopId) {
    const [stop] = await db
      .select({ id: opsStop.id })
      .from(opsStop)
      .where(and(eq(opsStop.id, stopId), eq(opsStop.tenantId, tenantId)));
    if (!stop) throw fieldError('stopId', '站点不存在');
    // a line with a stop pattern takes only its own stops; one without a pattern yet takes any stop of the tenant
    const pattern = await db.select({ stopId: opsRouteStop.stopId }).from(opsRouteStop).where(eq(opsRouteStop.routeId, route.id));
    if (pattern.length > 0 && !pattern.some((p) => p.stopId === stopId)) throw fieldError('stopId', '该站点不在所选线路上');
  }
  const photos = [...new Set(input.photos ?? [])];
  if (photos.some((path) => !PHOTO_PATH.test(path))) throw fieldError('photos', '照片须是巡检照片目录中的图片');
  if (photos.length) {
    const stored = await uploads.storedPathsOf(db, tenantId, photos);
    if (stored.length !== photos.length) throw fieldError('photos', '照片不存在，请重新上传');
  }
  const checkTime = parseDateTime(input.checkTime);
  if (!checkTime) throw fieldError('checkTime', '巡检时间不是有效的时间');
  if (isLaterThanNow(checkTime.getTime(), now.getTime())) throw fieldError('checkTime', '巡检时间不能晚于现在');
  return { routeId: route.id, stopId, category: input.category, findings: input.findings.trim(), photos, checkTime };
}

async function findInTenant(db: Database, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(opsLineCheck)
    .where(and(eq(opsLineCheck.id, id), eq(opsLineCheck.tenantId, tenantId)));
  if (!row) throw new AppError(404, NOT_FOUND);
  return row;
}

export async function getLineCheck(db: Database, tenantId: number, id: string) {
  await findInTenant(db, tenantId, id);
  const [row] = await selectLineChecks(db)({ where: eq(opsLineCheck.id, id), orderBy: [], limit: 1, offset: 0 });
  return row;
}

export async function addLineCheck({ db, session, now }: RequestContext, input: LineCheckSave) {
  return db.transaction(async (tx) => {
    const values = await checkLineCheck(tx, session.tenantId, input, now);
    const [row] = await tx
      .insert(opsLineCheck)
      .values({ ...values, tenantId: session.tenantId, inspector: session.username, state: 'open', createBy: session.username, createTime: now })
      .returning();
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

/** Edits the finding itself (not its follow-up); a closed finding is kept as it was closed. */
export async function editLineCheck({ db, session, now }: RequestContext, input: LineCheckSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    const current = await findInTenant(tx, session.tenantId, input.id);
    if (current.state === 'closed') throw new AppError(422, '已关闭的巡检记录不能修改');
    const values = await checkLineCheck(tx, session.tenantId, input, now);
    const row = await updateVersioned(tx, opsLineCheck, input.id, input.version, { ...values, updateBy: session.username, updateTime: now }, NOT_FOUND);
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

const STATE_TEXT: Record<OpsCheckState, string> = { open: '待处理', assigned: '已指派', fixed: '已整改', closed: '已关闭' };
/** which states each action starts from */
const TRANSITIONS = {
  assign: { from: ['open', 'assigned'], to: 'assigned', verb: '指派' },
  fix: { from: ['assigned'], to: 'fixed', verb: '整改' },
  close: { from: ['fixed'], to: 'closed', verb: '关闭' },
} as const satisfies Record<string, { from: readonly OpsCheckState[]; to: OpsCheckState; verb: string }>;
export type LineCheckAction = keyof typeof TRANSITIONS;

/** The refusal of an action the finding's state does not allow, or null when it may go on. */
export function transitionRefusal(action: LineCheckAction, state: string): string | null {
  const rule = TRANSITIONS[action];
  if ((rule.from as readonly string[]).includes(state)) return null;
  const shown = Object.hasOwn(STATE_TEXT, state) ? STATE_TEXT[state as OpsCheckState] : state;
  const allowed = rule.from.map((s) => STATE_TEXT[s]).join('或');
  return `巡检记录当前为「${shown}」，只有「${allowed}」的记录可以${rule.verb}`;
}

async function assigneeInTenant(db: Database, tenantId: number, username: string) {
  const user = await userDirectory.findUser(db, { username, tenantId, state: 'present' });
  if (!user) throw fieldError('assignee', '整改责任人不存在');
  return user.username;
}

/** 指派, 整改 or 关闭: moves the finding on, or a 422 saying why it cannot (nothing changed). */
export async function moveLineCheck(
  { db, session, now }: RequestContext,
  action: LineCheckAction,
  input: { id: string; version: number; assignee?: string; resolution?: string },
) {
  return db.transaction(async (tx) => {
    const current = await findInTenant(tx, session.tenantId, input.id);
    const refusal = transitionRefusal(action, current.state);
    if (refusal) throw new AppError(422, refusal);
    const values: Partial<typeof opsLineCheck.$inferInsert> = { state: TRANSITIONS[action].to, updateBy: session.username, updateTime: now };
    if (action === 'assign') values.assignee = await assigneeInTenant(tx, session.tenantId, input.assignee ?? '');
    if (action === 'fix') values.resolution = (input.resolution ?? '').trim();
    if (action === 'close') values.closeTime = now;
    const row = await updateVersioned(tx, opsLineCheck, input.id, input.version, values, NOT_FOUND);
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

export async function deleteLineChecks({ db, session }: RequestContext, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(opsLineCheck)
      .where(and(inArray(opsLineCheck.id, ids), eq(opsLineCheck.tenantId, session.tenantId)))
      .returning({ id: opsLineCheck.id });
    if (rows.length === 0) throw new AppError(404, NOT_FOUND);
    return rows.length;
  });
}
