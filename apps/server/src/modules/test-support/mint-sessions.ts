import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/crypto';
import { SESSION_LIFETIME_MS } from '../sys/session/session.service';
import { sysSession } from '../sys/session/session.table';
import { sysUser } from '../sys/user/user.table';

/** Test-only (NODE_ENV=test): `count` live sessions of one user in one insert; returns their tokens. */
export async function mintSessions(db: Database, input: { username: string; count: number; tenantId: number; now: Date }) {
  const [user] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, input.username));
  if (!user) throw new AppError(404, '没有该用户');
  const tokens = Array.from({ length: input.count }, () => newToken());
  const expiresAt = new Date(input.now.getTime() + SESSION_LIFETIME_MS);
  for (let i = 0; i < tokens.length; i += 500) {
    await db.insert(sysSession).values(
      tokens.slice(i, i + 500).map((token) => ({
        tokenHash: sha256(token),
        userId: user.id,
        tenantId: input.tenantId,
        ip: '127.0.0.1',
        userAgent: 'bench',
        createTime: input.now,
        lastSeenTime: input.now,
        expiresAt,
      })),
    );
  }
  return { userId: user.id, tokens };
}
