import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementRecord, UserAnnouncement } from '@bus/contracts';
import { announcementSaveSchema } from '@bus/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime, parseDateTime } from '../../../lib/date-time';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';
import { sysAnnouncement, sysAnnouncementSend } from './announcement.table';
import { sanitizeContent } from './sanitize-content';

export type AnnouncementRow = typeof sysAnnouncement.$inferSelect;
type SaveInput = z.output<typeof announcementSaveSchema>;

export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;

export function toAnnouncementRecord(row: AnnouncementRow): AnnouncementRecord {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    sender: row.sender,
    priority: row.priority,
    msgCategory: row.msgCategory,
    msgType: row.msgType,
    userIds: row.userIds,
    sendStatus: row.sendStatus,
    sendTime: formatDateTime(row.sendTime),
    cancelTime: formatDateTime(row.cancelTime),
    openType: row.openType,
    openPage: row.openPage,
    busType: row.busType,
    busId: row.busId,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    version: row.version,
  };
}

/** Checks what zod cannot: times in order, users chosen and of this tenant, a page to open. */
async function toColumns(db: Database, input: SaveInput, tenantId: number) {
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
      .where(and(eq(sysUserTenant.tenantId, tenantId), inArray(sysUserTenant.userId, ids)));
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
  };
}

export async function createAnnouncement(db: Database, session: SessionContext, input: SaveInput, now: Date) {
  return db.transaction(async (tx) => {
    const values = await toColumns(tx, input, session.tenantId);
    const [row] = await tx
      .insert(sysAnnouncement)
      .values({ ...values, sender: session.username, tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_announcement', record: row, by: session.username, at: now });
    return row;
  });
}

/** The announcement of the session's tenant (another tenant's id is a 404). */
export async function findAnnouncement(db: Database, id: string, tenantId: number): Promise<AnnouncementRow> {
  const [row] = await db
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.tenantId, tenantId), eq(sysAnnouncement.delFlag, 0)));
  if (!row) throw new AppError(404, '通告不存在');
  return row;
}

export async function editAnnouncement(db: Database, session: SessionContext, id: string, version: number, input: SaveInput, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, id, session.tenantId);
    if (current.sendStatus !== SEND_STATUS.draft) throw new AppError(409, '只有未发布的通告可以编辑');
    const values = await toColumns(tx, input, session.tenantId);
    const row = await updateVersioned(tx, sysAnnouncement, id, version, { ...values, updateBy: session.username, updateTime: now }, '通告不存在');
    await recordDataLog(tx, { table: 'sys_announcement', record: row, by: session.username, at: now });
    return row;
  });
}

export async function deleteAnnouncements(db: Database, session: SessionContext, ids: string[], now: Date): Promise<number> {
  const rows = await db
    .update(sysAnnouncement)
    .set({ delFlag: 1, updateBy: session.username, updateTime: now })
    .where(and(inArray(sysAnnouncement.id, ids), eq(sysAnnouncement.tenantId, session.tenantId), eq(sysAnnouncement.delFlag, 0)))
    .returning({ id: sysAnnouncement.id });
  if (rows.length === 0) throw new AppError(404, '通告不存在');
  return rows.length;
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
export async function releaseAnnouncement(db: Database, session: SessionContext, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, id, session.tenantId);
    if (current.sendStatus === SEND_STATUS.published) throw new AppError(409, '该通告已发布');
    if (current.sendStatus === SEND_STATUS.revoked) throw new AppError(409, '已撤销的通告不能再发布');
    const [row] = await tx
      .update(sysAnnouncement)
      .set({
        sendStatus: SEND_STATUS.published,
        sendTime: now,
        sender: session.username,
        updateBy: session.username,
        updateTime: now,
        version: sql`${sysAnnouncement.version} + 1`,
      })
      .where(and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.sendStatus, SEND_STATUS.draft)))
      .returning();
    if (!row) throw new AppError(409, '该通告已发布');
    const userIds = await recipientsOf(tx, row);
    for (let i = 0; i < userIds.length; i += 500) {
      await tx
        .insert(sysAnnouncementSend)
        .values(userIds.slice(i, i + 500).map((userId) => ({ anntId: id, userId, createTime: now })))
        .onConflictDoNothing();
    }
    await recordDataLog(tx, { table: 'sys_announcement', record: row, by: session.username, at: now });
    return { row, userIds };
  });
}

export async function revokeAnnouncement(db: Database, session: SessionContext, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, id, session.tenantId);
    if (current.sendStatus !== SEND_STATUS.published) throw new AppError(409, '只有已发布的通告可以撤销');
    const [row] = await tx
      .update(sysAnnouncement)
      .set({ sendStatus: SEND_STATUS.revoked, cancelTime: now, updateBy: session.username, updateTime: now, version: sql`${sysAnnouncement.version} + 1` })
      .where(eq(sysAnnouncement.id, id))
      .returning();
    await recordDataLog(tx, { table: 'sys_announcement', record: row, by: session.username, at: now });
    return row;
  });
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
