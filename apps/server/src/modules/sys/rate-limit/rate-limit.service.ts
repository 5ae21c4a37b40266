/**
 * Counts requests per key in fixed windows, in the database so that every instance behind a load
 * balancer counts together. One atomic upsert per request: a window that has ended starts again.
 * Ended windows are deleted on the way, so the table holds only the live ones, however many
 * addresses ask.
 */
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tooManyAttempts } from '../../../lib/app-error';
import { sysRateLimit } from './rate-limit.table';

export interface RateLimit {
  /** requests allowed per window */
  limit: number;
  windowMs: number;
  /** the 429 message; gets the seconds to wait */
  message(seconds: number): string;
}

/** Counts one request under `key`; a 429 (with Retry-After) once the window's limit is passed. */
export async function hitRateLimit(db: Database, key: string, rule: RateLimit, now: Date): Promise<void> {
  const nowText = now.toISOString();
  const ends = new Date(now.getTime() + rule.windowMs);
  await db.delete(sysRateLimit).where(lte(sysRateLimit.windowEnds, sql`${nowText}::timestamptz`));
  const [row] = await db
    .insert(sysRateLimit)
    .values({ key, count: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: sysRateLimit.key,
      set: {
        count: sql`case when ${sysRateLimit.windowEnds} <= ${nowText}::timestamptz then 1 else ${sysRateLimit.count} + 1 end`,
        windowEnds: sql`case when ${sysRateLimit.windowEnds} <= ${nowText}::timestamptz then ${ends.toISOString()}::timestamptz else ${sysRateLimit.windowEnds} end`,
      },
    })
    .returning({ count: sysRateLimit.count, windowEnds: sysRateLimit.windowEnds });
  if (row.count > rule.limit) {
    const seconds = Math.max(1, Math.ceil((row.windowEnds.getTime() - now.getTime()) / 1000));
    throw tooManyAttempts(rule.message(seconds), seconds);
  }
}
