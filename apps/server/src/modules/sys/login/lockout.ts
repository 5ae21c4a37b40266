import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tooManyAttempts } from '../../../lib/app-error';
import { sysUser } from '../user/user.table';
import type { UserRow } from '../user/user.service';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_DURATION_MS = 10 * 60 * 1000;

function lockedError(lockUntil: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((lockUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyAttempts(`登录失败次数过多，账号已锁定，请 ${minutes} 分钟后重试`, seconds);
}

/** Throws 429 while the account is locked. */
export function assertNotLocked(user: Pick<UserRow, 'lockUntil'>, now: Date): void {
  if (user.lockUntil && user.lockUntil > now) throw lockedError(user.lockUntil, now);
}

/**
 * Counts one failed sign-in (password or SMS code). The fifth consecutive failure locks the
 * account for ten minutes and answers 429 at once; the counter restarts after the lock.
 */
export async function recordLoginFailure(db: Database, userId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(sysUser)
    .set({ loginFailCount: sql`${sysUser.loginFailCount} + 1` })
    .where(eq(sysUser.id, userId))
    .returning({ count: sysUser.loginFailCount });
  if (row && row.count >= MAX_LOGIN_FAILURES) {
    const lockUntil = new Date(now.getTime() + LOCK_DURATION_MS);
    await db.update(sysUser).set({ loginFailCount: 0, lockUntil }).where(eq(sysUser.id, userId));
    throw lockedError(lockUntil, now);
  }
}
