import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tooManyAttempts } from '../../../lib/app-error';
import { sysRateLimit } from '../rate-limit/rate-limit.table';
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

/*
 * A name or number with no account fails and locks exactly as an account would (five failures,
 * then ten minutes of 429), so the lock cannot tell a caller which accounts exist (DESIGN.md rule
 * 11). The count lives in the shared counter table; its window end is the lock's end once locked.
 */
const unknownKey = (identifier: string) => `login-fail:${identifier}`;

/** Throws 429 while failures against this unknown name or number have locked it. */
export async function assertUnknownNotLocked(db: Database, identifier: string, now: Date): Promise<void> {
  const [row] = await db
    .select()
    .from(sysRateLimit)
    .where(eq(sysRateLimit.key, unknownKey(identifier)));
  if (row && row.count >= MAX_LOGIN_FAILURES && row.windowEnds > now) throw lockedError(row.windowEnds, now);
}

/** Counts one failure against an unknown name or number; the fifth locks it and answers 429. */
export async function recordUnknownLoginFailure(db: Database, identifier: string, now: Date): Promise<void> {
  const [row] = await db
    .insert(sysRateLimit)
    .values({ key: unknownKey(identifier), count: 1, windowEnds: now })
    .onConflictDoUpdate({
      target: sysRateLimit.key,
      set: { count: sql`case when ${sysRateLimit.count} >= ${MAX_LOGIN_FAILURES} then 1 else ${sysRateLimit.count} + 1 end`, windowEnds: now },
    })
    .returning({ count: sysRateLimit.count });
  if (row.count >= MAX_LOGIN_FAILURES) {
    const lockUntil = new Date(now.getTime() + LOCK_DURATION_MS);
    await db
      .update(sysRateLimit)
      .set({ windowEnds: lockUntil })
      .where(eq(sysRateLimit.key, unknownKey(identifier)));
    throw lockedError(lockUntil, now);
  }
}
