import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { ACCOUNT_EMAIL_MESSAGE, ACCOUNT_EMAIL_PATTERN, MOBILE_PATTERN, MESSAGES, type EditSelf, type NotifySetting } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError, unauthorized } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysPosition } from '../position/position.table';
import { sysRole, sysUserRole } from '../role/role.table';
import { sysSession } from '../session/session.table';
import { sysUser } from '../user/user.table';
import { sysUserNotifyPref } from './notify-pref.table';

/** An avatar is an image uploaded to the avatar folder; stored as its URL so <img> can show it as is. */
const AVATAR_URL_PREFIX = '/api/sys/common/static/';
const AVATAR_PATH = /^(\/api\/sys\/common\/static\/)?avatar\/\d{8}\/[0-9a-f]{32}\.(jpg|jpeg|png|gif|webp)$/;
const toAvatarUrl = (value: string) => (value.startsWith(AVATAR_URL_PREFIX) ? value : AVATAR_URL_PREFIX + value);

export async function getSelfProfile(db: Database, session: SessionContext) {
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, session.userId));
  if (!user) throw unauthorized();
  const [position] = user.post ? await db.select({ name: sysPosition.name }).from(sysPosition).where(eq(sysPosition.code, user.post)) : [];
  const departs = await db
    .select({ name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(and(eq(sysUserDepart.userId, user.id), eq(sysDepart.tenantId, session.tenantId), eq(sysDepart.delFlag, 0)))
    .orderBy(asc(sysDepart.orgCode));
  const roles = await db
    .select({ name: sysRole.roleName })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, user.id), eq(sysRole.tenantId, session.tenantId)))
    .orderBy(asc(sysRole.roleName));
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    workNo: user.workNo,
    post: user.post,
    postName: position?.name ?? null,
    departNames: departs.map((d) => d.name),
    roleNames: roles.map((r) => r.name),
    version: user.version,
  };
}

export async function assertPhoneFree(db: Database, phone: string, userId: string) {
  const [other] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.phone, phone), ne(sysUser.id, userId)));
  if (other) throw fieldError('phone', '该手机号已被其他用户使用');
}

/** Saves the signed-in user's own profile; the session decides whose record it is. */
export async function editSelf(db: Database, session: SessionContext, input: EditSelf, now: Date) {
  const email = input.email?.trim() || null;
  const phone = input.phone?.trim() || null;
  const avatar = input.avatar?.trim() || null;
  if (email && !ACCOUNT_EMAIL_PATTERN.test(email)) throw fieldError('email', ACCOUNT_EMAIL_MESSAGE);
  if (phone && !MOBILE_PATTERN.test(phone)) throw fieldError('phone', MESSAGES.mobile);
  const [current] = await db.select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.id, session.userId));
  const avatarUnchanged = avatar !== null && avatar === current?.avatar;
  if (avatar && !avatarUnchanged && !AVATAR_PATH.test(avatar)) throw fieldError('avatar', '头像需为上传到头像目录的图片');
  if (phone) await assertPhoneFree(db, phone, session.userId);
  return db.transaction(async (tx) => {
    const row = await updateVersioned(
      tx,
      sysUser,
      session.userId,
      input.version,
      {
        realname: input.realname,
        avatar: avatar && !avatarUnchanged ? toAvatarUrl(avatar) : avatar,
        birthday: input.birthday || null,
        sex: input.sex ?? null,
        email,
        phone,
        updateBy: session.username,
        updateTime: now,
      },
      '用户不存在',
    );
    await recordDataLog(tx, { table: 'sys_user', record: row, by: session.username, at: now });
    return row;
  });
}

/** Sets one field of the own record after a check (phone binding, email binding). */
export async function setOwnContact(db: Database, session: SessionContext, values: { phone?: string; email?: string }, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysUser)
      .set({ ...values, updateBy: session.username, updateTime: now, version: sql`${sysUser.version} + 1` })
      .where(eq(sysUser.id, session.userId))
      .returning();
    if (!row) throw unauthorized();
    await recordDataLog(tx, { table: 'sys_user', record: row, by: session.username, at: now });
    return row;
  });
}

export async function listOwnSessions(db: Database, session: SessionContext, now: Date) {
  const rows = await db
    .select()
    .from(sysSession)
    .where(and(eq(sysSession.userId, session.userId), gt(sysSession.expiresAt, now)))
    .orderBy(desc(sysSession.lastSeenTime));
  return rows.map((r) => ({
    sessionId: r.id,
    ip: r.ip,
    userAgent: r.userAgent,
    loginTime: formatDateTime(r.createTime)!,
    lastSeenTime: formatDateTime(r.lastSeenTime)!,
    current: r.id === session.sessionId,
  }));
}

/** Ends one of the user's own sessions (never the one making the request). */
export async function endOwnSession(db: Database, session: SessionContext, sessionId: string) {
  if (sessionId === session.sessionId) throw fieldError('sessionId', '不能下线当前会话，请使用退出登录');
  const deleted = await db
    .delete(sysSession)
    .where(and(eq(sysSession.id, sessionId), eq(sysSession.userId, session.userId)))
    .returning({ id: sysSession.id });
  if (deleted.length === 0) throw new AppError(404, '会话不存在或已结束');
}

const DEFAULT_NOTIFY: NotifySetting = { announcementEnabled: true, systemMessageEnabled: true, todoEnabled: true, emailEnabled: false, smsEnabled: false };

export async function getNotifySetting(db: Database, userId: string): Promise<NotifySetting> {
  const [row] = await db.select().from(sysUserNotifyPref).where(eq(sysUserNotifyPref.userId, userId));
  if (!row) return DEFAULT_NOTIFY;
  const { announcementEnabled, systemMessageEnabled, todoEnabled, emailEnabled, smsEnabled } = row;
  return { announcementEnabled, systemMessageEnabled, todoEnabled, emailEnabled, smsEnabled };
}

export async function saveNotifySetting(db: Database, session: SessionContext, values: NotifySetting, now: Date) {
  await db
    .insert(sysUserNotifyPref)
    .values({ userId: session.userId, ...values, createBy: session.username, createTime: now })
    .onConflictDoUpdate({ target: sysUserNotifyPref.userId, set: { ...values, updateBy: session.username, updateTime: now } });
  return getNotifySetting(db, session.userId);
}
