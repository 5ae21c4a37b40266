import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { newToken, sha256 } from '../../../lib/crypto';
import { sysUser } from '../user/user.table';
import { sysSession } from './session.table';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last-seen is refreshed at most this often, so reads do not turn into writes */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface NewSession {
  userId: string;
  tenantId: number;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

/** Creates a session and returns the token; only its hash is stored. */
export async function createSession(db: Database, input: NewSession): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sysSession)
    .values({
      tokenHash: sha256(token),
      userId: input.userId,
      tenantId: input.tenantId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createTime: input.now,
      lastSeenTime: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_LIFETIME_MS),
    })
    .returning({ id: sysSession.id });
  return { token, sessionId: row.id };
}

function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sysSession.id,
      userId: sysSession.userId,
      tenantId: sysSession.tenantId,
      lastSeenTime: sysSession.lastSeenTime,
      username: sysUser.username,
      status: sysUser.status,
      delFlag: sysUser.delFlag,
      mustChangePassword: sysUser.mustChangePassword,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(and(eq(sysSession.tokenHash, sql.placeholder('tokenHash')), gt(sysSession.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');
}

/**
 * Every signed-in request looks its session up: the query is built once per database (building
 * it again each time was a good part of a request's own time on the embedded database, whose
 * queries run on the server's one thread).
 */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** The live session of a token together with the user's state, or null. */
export async function findActiveSession(db: Database, token: string, now: Date) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: sha256(token), now: now.toISOString() });
  if (!row || row.status !== 1 || row.delFlag !== 0) return null;
  if (now.getTime() - row.lastSeenTime.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sysSession).set({ lastSeenTime: now }).where(eq(sysSession.id, row.sessionId));
  }
  return row;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sysSession).where(eq(sysSession.id, sessionId));
}

export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sysSession).where(and(eq(sysSession.userId, userId), ne(sysSession.id, keepSessionId)));
}

export async function setSessionTenant(db: Database, sessionId: string, tenantId: number): Promise<void> {
  await db.update(sysSession).set({ tenantId }).where(eq(sysSession.id, sessionId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sysSession).where(lt(sysSession.expiresAt, now));
}
