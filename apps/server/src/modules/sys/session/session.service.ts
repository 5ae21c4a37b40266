import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { SignedInBy } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { reusableQuery } from '../../../db/reusable-query';
import { writeGenerationOf } from '../../../db/write-watch';
import { newToken, sha256 } from '../../../lib/crypto';
import { sysDepartRoleUser } from '../permission/depart-permission.table';
import { sysUserRole } from '../role/role.table';
import { sysUser } from '../user/user.table';
import { sysSession } from './session.table';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last-seen is refreshed at most this often, so reads do not turn into writes */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface NewSession {
  userId: string;
  tenantId: number;
  signedInBy: SignedInBy;
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
      signedInBy: input.signedInBy,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createTime: input.now,
      lastSeenTime: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_LIFETIME_MS),
    })
    .returning({ id: sysSession.id });
  return { token, sessionId: row.id };
}

/**
 * Every signed-in request looks its session up: the query is built once (reusableQuery; building it
 * again each time was a good part of a request's own time on the embedded database, whose queries
 * run on the server's one thread).
 */
const sessionLookup = reusableQuery((db) =>
  db
    .select({
      sessionId: sysSession.id,
      userId: sysSession.userId,
      tenantId: sysSession.tenantId,
      signedInBy: sysSession.signedInBy,
      lastSeenTime: sysSession.lastSeenTime,
      expiresAt: sysSession.expiresAt,
      username: sysUser.username,
      status: sysUser.status,
      delFlag: sysUser.delFlag,
      mustChangePassword: sysUser.mustChangePassword,
      // the role set in the same query: getUserPermissionByToken (every page load) needs nothing more
      roleIds: sql<
        string | null
      >`(select string_agg(${sysUserRole.roleId}, ',' order by ${sysUserRole.roleId}) from ${sysUserRole} where ${sysUserRole.userId} = ${sysSession.userId})`,
      departRoleIds: sql<
        string | null
      >`(select string_agg(${sysDepartRoleUser.droleId}, ',' order by ${sysDepartRoleUser.droleId}) from ${sysDepartRoleUser} where ${sysDepartRoleUser.userId} = ${sysSession.userId})`,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(and(eq(sysSession.tokenHash, sql.placeholder('tokenHash')), gt(sysSession.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup'),
);

type SessionRow = Awaited<ReturnType<typeof sessionLookup>>[number];
export type ActiveSession = ReturnType<typeof toActiveSession>;

const toActiveSession = ({ roleIds, departRoleIds, expiresAt: _expiresAt, ...session }: SessionRow) => ({
  ...session,
  roleSet: { roleIds: roleIds ? roleIds.split(',').sort() : [], departRoleIds: departRoleIds ? departRoleIds.split(',').sort() : [] },
});

/** More live sessions than a site has: past it the cache starts over rather than grow. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Sessions as last read, by token hash (see db/write-watch.ts): an entry is used while no change of
 * the sign-in tables has been seen since it was read, so a sign-out, a forced logout, a frozen user
 * or a changed role counts at the very next request here (on PostgreSQL, one made on another
 * instance once its notification arrives). This spares every signed-in request its lookup (issue
 * 10: getUserPermissionByToken on the embedded database within 1.5x of PostgreSQL's throughput;
 * issue 11: the approval runtime's requests).
 */
const cachedSessions = new WeakMap<Database, Map<string, { row: SessionRow; generation: number }>>();

/** The live session of a token together with the user's state and role set, or null. */
export async function findActiveSession(db: Database, token: string, now: Date) {
  const tokenHash = sha256(token);
  const writes = writeGenerationOf(db);
  // kept only while every change of the sign-in tables is seen (write-watch.ts)
  const keeps = writes !== undefined && writes.live !== false;
  let cache = keeps ? cachedSessions.get(db) : undefined;
  if (keeps && !cache) cachedSessions.set(db, (cache = new Map()));
  const hit = cache?.get(tokenHash);
  let row: SessionRow | undefined;
  if (hit && hit.generation === writes!.value && hit.row.expiresAt.getTime() > now.getTime()) row = hit.row;
  else {
    const generation = writes?.value;
    [row] = await sessionLookup(db, { tokenHash, now: now.toISOString() });
    if (cache && row && generation === writes!.value && writes!.live !== false) {
      if (cache.size >= MAX_CACHED_SESSIONS) cache.clear();
      cache.set(tokenHash, { row, generation });
    }
  }
  if (!row || row.status !== 1 || row.delFlag !== 0) return null;
  if (now.getTime() - row.lastSeenTime.getTime() > LAST_SEEN_RESOLUTION_MS) {
    // the one write of a session that leaves what is kept current (maySignInTables): the kept row follows it
    await db.update(sysSession).set({ lastSeenTime: now }).where(eq(sysSession.id, row.sessionId));
    row.lastSeenTime = now;
  }
  return toActiveSession(row);
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
