import { and, eq, lt } from 'drizzle-orm';
import type { LoginResult, SignedInBy } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, forbidden } from '../../../lib/app-error';
import { getAllDictItems } from '../dict/dict.service';
import { LOG_TYPE_LOGIN, writeLog } from '../log/log.service';
import { userHasAnyMenu } from '../permission/permission.service';
import { createSession } from '../session/session.service';
import { sysSession } from '../session/session.table';
import { sysUser } from '../user/user.table';
import { getUserDeparts, getUserTenants, toUserInfo, USER_STATUS_FROZEN, type UserRow } from '../user/user.service';

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface LoginDeps {
  db: Database;
  now: Date;
}

export async function writeLoginLog(
  db: Database,
  now: Date,
  origin: RequestOrigin,
  user: Pick<UserRow, 'id' | 'username'> | null,
  username: string,
  outcome: string,
) {
  await writeLog(db, {
    logType: LOG_TYPE_LOGIN,
    content: `用户名: ${username}，${outcome}`,
    userId: user?.id ?? null,
    username,
    ip: origin.ip,
    createTime: now,
  });
}

export function assertNotFrozen(user: UserRow): void {
  if (user.status === USER_STATUS_FROZEN) throw forbidden('该用户已冻结');
}

/**
 * What happens once the credentials are proven, shared by password and SMS sign-in: refuse a
 * user without menus, reset the failure counter, settle department and tenant, open a session
 * that remembers how it was proven (an SMS session may set a password without the old one).
 */
export async function completeLogin({ db, now }: LoginDeps, user: UserRow, origin: RequestOrigin, signedInBy: SignedInBy): Promise<LoginResult> {
  if (!(await userHasAnyMenu(db, user.id))) {
    await writeLoginLog(db, now, origin, user, user.username, '登录失败：没有任何菜单权限');
    throw new AppError(403, '该用户没有任何菜单权限');
  }
  const [departs, tenantList, sysAllDictItems] = await Promise.all([getUserDeparts(db, user.id), getUserTenants(db, user.id), getAllDictItems(db)]);
  const orgCode = departs.some((d) => d.orgCode === user.orgCode) ? user.orgCode : (departs[0]?.orgCode ?? null);
  const tenantId = tenantList.length === 1 ? tenantList[0].id : 0;

  const token = await db.transaction(async (tx) => {
    const changes: Partial<UserRow> = {};
    if (user.loginFailCount !== 0 || user.lockUntil) Object.assign(changes, { loginFailCount: 0, lockUntil: null });
    if (orgCode !== user.orgCode) changes.orgCode = orgCode;
    if (Object.keys(changes).length) await tx.update(sysUser).set(changes).where(eq(sysUser.id, user.id));
    await tx.delete(sysSession).where(and(eq(sysSession.userId, user.id), lt(sysSession.expiresAt, now)));
    const session = await createSession(tx, { userId: user.id, tenantId, signedInBy, ip: origin.ip, userAgent: origin.userAgent, now });
    await writeLoginLog(tx, now, origin, user, user.username, '登录成功！');
    return session.token;
  });

  return {
    token,
    userInfo: toUserInfo({ ...user, orgCode }, tenantId, signedInBy),
    sysAllDictItems,
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    tenantList,
  };
}
