/**
 * A system message (系统消息) to some users, as another area sends one (the approval runtime's new
 * to-do, return, end and CC notices): the announcement, already sent, and one unread row per
 * recipient, written in the caller's transaction. The live push is the caller's: it knows when its
 * transaction is in, and gets back who to push to.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sysAnnouncement, sysAnnouncementSend } from './announcement.table';
import { sysUser } from '../user/user.table';

export interface Notice {
  tenantId: number;
  /** user names; only active users receive it (unknown, recycled and frozen ones are skipped) */
  to: string[];
  title: string;
  /** the body, HTML the caller has escaped */
  content?: string | null;
  /** the user name it comes from (also its creator) */
  sender: string;
  at: Date;
  /** what 去处理 opens: a page of the web app ('url') or a component */
  openType: 'url' | 'component';
  openPage: string;
  /** L 一般 / M 重要 / H 紧急 */
  priority?: 'L' | 'M' | 'H';
  /** the business record it is about (e.g. 'workflow' and a task or an instance id) */
  busType: string;
  busId?: string | null;
}

/** The message's id and its recipients' user ids (for the live push), or null when nobody active was named. */
async function send(db: Database, notice: Notice): Promise<{ id: string; userIds: string[] } | null> {
  const names = [...new Set(notice.to.filter(Boolean))];
  if (!names.length) return null;
  const users = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.username, names), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)));
  if (!users.length) return null;
  const userIds = users.map((user) => user.id);
  const [row] = await db
    .insert(sysAnnouncement)
    .values({
      titile: notice.title,
      msgContent: notice.content ?? null,
      sender: notice.sender,
      priority: notice.priority ?? 'L',
      msgCategory: '2',
      msgType: 'USER',
      userIds: userIds.join(','),
      sendStatus: '1',
      sendTime: notice.at,
      openType: notice.openType,
      openPage: notice.openPage,
      busType: notice.busType,
      busId: notice.busId ?? null,
      tenantId: notice.tenantId,
      createBy: notice.sender,
      createTime: notice.at,
    })
    .returning({ id: sysAnnouncement.id });
  await db.insert(sysAnnouncementSend).values(userIds.map((userId) => ({ anntId: row.id, userId, createTime: notice.at })));
  return { id: row.id, userIds };
}

export const notices = { send };
