/**
 * 系统通告 on the resource kit: what a save must be (times in order, chosen users of the tenant,
 * a page to open, sanitised HTML), the soft delete, and the moves of its state machine (contracts'
 * announcementStates): a release writes one unread row per reader, a revoke stamps its time.
 * The readers' side (the bell, 我的消息, marking read) follows.
 */
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { announcementResource, type announcementSaveSchema, type UserAnnouncement } from '@bus/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { formatDateTime, parseDateTime } from '../../../lib/date-time';
import type { RequestContext } from '../../../lib/request-context';
import { resourceKit, type WriteContext } from '../../../lib/resource-kit';
import type { SessionContext } from '../../../types';
import { dataLog } from '../data-log/data-log-writer';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';
import { announcementList } from './announcement.list';
import { sysAnnouncement, sysAnnouncementSend } from './announcement.table';
import { sanitizeContent } from './sanitize-content';

export type AnnouncementRow = typeof sysAnnouncement.$inferSelect;
type SaveInput = z.output<typeof announcementSaveSchema>;

export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;

/** Checks what zod cannot: times in order, users chosen and of this tenant, a page to open. */
async function toColumns({ db, session }: WriteContext, input: SaveInput, current?: AnnouncementRow) {
  const startTime = parseDateTime(input.startTime);
  const endTime = parseDateTime(input.endTime);
  if (input.startTime && !startTime) throw fieldError('startTime', '开始时间不是有效的时间');
  if (input.endTime && !endTime) throw fieldError('endTime', '结束时间不是有效的时间');
  if (startTime && endTime && endTime <= startTime) throw fieldError('endTime', '结束时间必须晚于开始时间');
  let userIds: string | null = null;
  if (input.msgType === 'USER') {
    const ids = [
      ...new Set(
        (input.userIds ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) throw fieldError('userIds', '请选择指定用户');
    const found = await db
      .select({ id: sysUserTenant.userId })
      .from(sysUserTenant)
      .where(and(eq(sysUserTenant.tenantId, session.tenantId), inArray(sysUserTenant.userId, ids)));
    if (found.length !== ids.length) throw fieldError('userIds', '所选用户不存在或不属于当前租户');
    userIds = ids.join(',');
  }
  if (input.openType === 'url' && !input.openPage) throw fieldError('openPage', '请输入要打开的页面地址');
  return {
    titile: input.titile,
    msgContent: await sanitizeContent(input.msgContent),
    startTime,
    endTime,
    priority: input.priority,
    msgCategory: input.msgCategory,
    msgType: input.msgType,
    userIds,
    openType: input.openType ?? null,
    openPage: input.openPage,
    busType: input.busType,
    busId: input.busId,
    // a draft's sender is its author until it is published
    ...(current ? {} : { sender: session.username }),
  };
}

export const announcementKit = resourceKit(
  {
    resource: announcementResource,
    table: sysAnnouncement,
    list: announcementList,
    baseWhere: () => [eq(sysAnnouncement.delFlag, 0)],
    softDelete: () => ({ delFlag: 1 }),
    ownRoutes: ['queryById'],
    messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功', deletedBatch: (n) => `删除成功 ${n} 条` },
    hooks: {
      values: (ctx, input: SaveInput, current) => toColumns(ctx, input, current),
    },
  },
  dataLog,
);

/** The announcement of the session's tenant, not deleted (another tenant's id is a 404). */
export function findAnnouncement(db: Database, ctx: RequestContext, id: string): Promise<AnnouncementRow> {
  return announcementKit.service.find(db, ctx, id);
}

/** Active users of the tenant (ALL) or the chosen ones still active (USER). */
async function recipientsOf(db: Database, row: AnnouncementRow): Promise<string[]> {
  const conditions: SQL[] = [eq(sysUserTenant.tenantId, row.tenantId), eq(sysUser.status, 1), eq(sysUser.delFlag, 0)];
  if (row.msgType === 'USER') conditions.push(inArray(sysUser.id, (row.userIds ?? '').split(',').filter(Boolean)));
  const users = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUser.id))
    .where(and(...conditions));
  return users.map((u) => u.id);
}

/** Publishes a draft: one send row per recipient; returns who should hear about it. */
export async function releaseAnnouncement(ctx: RequestContext, id: string) {
  let userIds: string[] = [];
  const row = await announcementKit.service.move(ctx, {
    action: 'release',
    id,
    values: () => ({ sendTime: ctx.now, sender: ctx.session.username }),
    after: async ({ db }, released) => {
      userIds = await recipientsOf(db, released);
      for (let i = 0; i < userIds.length; i += 500) {
        await db
          .insert(sysAnnouncementSend)
          .values(userIds.slice(i, i + 500).map((userId) => ({ anntId: id, userId, createTime: ctx.now })))
          .onConflictDoNothing();
      }
    },
  });
  return { row, userIds };
}

export function revokeAnnouncement(ctx: RequestContext, id: string) {
  return announcementKit.service.move(ctx, { action: 'revoke', id, values: () => ({ cancelTime: ctx.now }) });
}

/** Published, not deleted, of the tenant and within its start/end window. */
export function visibleNow(tenantId: number, now: Date): SQL {
  return and(
    eq(sysAnnouncement.tenantId, tenantId),
    eq(sysAnnouncement.delFlag, 0),
    eq(sysAnnouncement.sendStatus, SEND_STATUS.published),
    or(isNull(sysAnnouncement.startTime), lte(sysAnnouncement.startTime, now)),
    or(isNull(sysAnnouncement.endTime), gt(sysAnnouncement.endTime, now)),
  )!;
}

const BELL_LIMIT = 50;

export async function listUnreadForUser(db: Database, session: SessionContext, now: Date) {
  const where = and(visibleNow(session.tenantId, now), eq(sysAnnouncementSend.userId, session.userId), eq(sysAnnouncementSend.readFlag, 0));
  const fetch = async (category: string) => {
    const scoped = and(where, eq(sysAnnouncement.msgCategory, category));
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ a: sysAnnouncement, readFlag: sysAnnouncementSend.readFlag })
        .from(sysAnnouncementSend)
        .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
        .where(scoped)
        .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
        .limit(BELL_LIMIT),
      db.select({ n: count() }).from(sysAnnouncementSend).innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId)).where(scoped),
    ]);
    return { list: rows.map((r) => toUserAnnouncement(r.a, r.readFlag)), total: Number(n) };
  };
  const [annt, sys] = await Promise.all([fetch('1'), fetch('2')]);
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

export function toUserAnnouncement(row: AnnouncementRow, readFlag: number): UserAnnouncement {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    sender: row.sender,
    sendTime: formatDateTime(row.sendTime),
    createTime: formatDateTime(row.createTime),
    priority: (['L', 'M', 'H'].includes(row.priority) ? row.priority : 'L') as UserAnnouncement['priority'],
    openType: row.openType,
    openPage: row.openPage,
    busId: row.busId,
    msgCategory: row.msgCategory,
    readFlag: String(readFlag),
  };
}

/** Marks read; only the caller's own send row is touched. Returns whether a row matched. */
export async function markRead(db: Database, userId: string, anntId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: now })
    .where(and(eq(sysAnnouncementSend.anntId, anntId), eq(sysAnnouncementSend.userId, userId)))
    .returning({ id: sysAnnouncementSend.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, session: SessionContext, now: Date): Promise<number> {
  const visible = db.select({ id: sysAnnouncement.id }).from(sysAnnouncement).where(eq(sysAnnouncement.tenantId, session.tenantId));
  const rows = await db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: now })
    .where(and(eq(sysAnnouncementSend.userId, session.userId), eq(sysAnnouncementSend.readFlag, 0), inArray(sysAnnouncementSend.anntId, visible)))
    .returning({ id: sysAnnouncementSend.id });
  return rows.length;
}

/** May this user read the announcement? Published to them (send row) or to ALL, or holds the admin list code. */
export async function canRead(db: Database, session: SessionContext, row: AnnouncementRow, isAdmin: boolean): Promise<boolean> {
  if (isAdmin) return true;
  if (row.sendStatus !== SEND_STATUS.published) return false;
  if (row.msgType === 'ALL') return true;
  const [send] = await db
    .select({ id: sysAnnouncementSend.id })
    .from(sysAnnouncementSend)
    .where(and(eq(sysAnnouncementSend.anntId, row.id), eq(sysAnnouncementSend.userId, session.userId)));
  return Boolean(send);
}
