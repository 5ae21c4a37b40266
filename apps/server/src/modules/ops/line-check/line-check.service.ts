/**
 * 线路巡检 on the resource kit: the list's joined names, the finding's checks (a line of the
 * tenant, a stop of that line, photos the tenant uploaded to the line_check folder) and the
 * follow-up moves of contracts' lineCheckStates (待处理 → 已指派 → 已整改 → 已关闭). The kit does
 * the rest: tenant, data rules, versions, data log, the routes. The operation log is written for
 * every non-GET request by the system-log plugin.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { isLaterThanNow, isLineCheckEditable, LINE_CHECK_PHOTO_BIZ, lineCheckResource, PERMS, type LineCheckRecord, type LineCheckSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { parseDateTime } from '../../../lib/date-time';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf, type ListQueryParts } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { recordOf, resourceKit } from '../../../lib/resource-kit';
import { dataLog, uploads, userDirectory } from '../../sys';
import { qualified } from '../../../lib/sql-ref';
import { opsRoute, opsRouteStop, opsStop } from '../network/network.table';
import { opsLineCheck } from './line-check.table';

export const lineCheckList = defineList({
  name: 'ops_line_check',
  dataRulePermission: PERMS.ops.lineCheck.list,
  table: opsLineCheck,
  fields: fieldsOf(lineCheckResource.fields, {
    routeId: opsLineCheck.routeId,
    stopId: opsLineCheck.stopId,
    category: opsLineCheck.category,
    state: opsLineCheck.state,
    inspector: opsLineCheck.inspector,
    assignee: opsLineCheck.assignee,
    findings: opsLineCheck.findings,
    resolution: null,
    checkTime: opsLineCheck.checkTime,
    closeTime: opsLineCheck.closeTime,
    createTime: opsLineCheck.createTime,
  }),
  defaultSort: lineCheckResource.defaultSort,
  tieBreaker: opsLineCheck.id,
  tenantColumn: opsLineCheck.tenantId,
});

/** a user's name by the username a column holds */
const realnameOf = (column: typeof opsLineCheck.inspector | typeof opsLineCheck.assignee) => userDirectory.realnameOfUsername(column);

/** the list page's rows: the finding with its line number and name, stop name and people's names */
const selectLineChecks = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...getTableColumns(opsLineCheck),
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

export const lineCheckKit = resourceKit(
  {
    resource: lineCheckResource,
    table: opsLineCheck,
    list: lineCheckList,
    select: selectLineChecks,
    toRecord: (row) => recordOf(row) as LineCheckRecord,
    hooks: {
      // an edit changes the finding itself, not its follow-up; a closed finding is kept as it was closed
      async values({ db, session, now }, input: LineCheckSave, current) {
        if (current && !isLineCheckEditable(current.state)) throw new AppError(422, '已关闭的巡检记录不能修改');
        const values = await checkLineCheck(db, session.tenantId, input, now);
        return current ? values : { ...values, inspector: session.username, state: 'open' };
      },
    },
  },
  dataLog,
);

async function assigneeInTenant(db: Database, tenantId: number, username: string) {
  const user = await userDirectory.findUser(db, { username, tenantId, state: 'present' });
  if (!user) throw fieldError('assignee', '整改责任人不存在');
  return user.username;
}

/** 指派 (or 改派), 整改 or 关闭: moves the finding on, or a 422 saying why it cannot (nothing changed). */
export function moveLineCheck(
  ctx: RequestContext,
  action: 'assign' | 'fix' | 'close',
  input: { id: string; version: number; assignee?: string; resolution?: string },
) {
  return lineCheckKit.service.move(ctx, {
    action,
    id: input.id,
    version: input.version,
    values: async ({ db, session, now }) => {
      if (action === 'assign') return { assignee: await assigneeInTenant(db, session.tenantId, input.assignee ?? '') };
      if (action === 'fix') return { resolution: (input.resolution ?? '').trim() };
      return { closeTime: now };
    },
  });
}
