import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tooManyAttempts } from '../../../lib/app-error';
import { randomDigits, sha256 } from '../../../lib/crypto';
import { findUserByPhone } from '../user/user.service';
import { hitRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';
import type { SmsSender } from './sms-sender';
import { sysSmsCode } from './sms-code.table';

export const SMS_CODE_LIFETIME_MS = 10 * 60 * 1000;

const hashCode = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/** At most this many login codes per client address per window, whatever the numbers. */
export const SMS_PER_ADDRESS: RateLimit = {
  limit: 20,
  windowMs: 10 * 60 * 1000,
  message: (seconds) => `获取验证码过于频繁，请 ${seconds} 秒后再试`,
};

/**
 * A login code for the mobile. Whether the number belongs to a user or not, the caller sees the
 * same answer, the same 429 while a code is valid, and the same work (a code is stored either
 * way); only a bound number is sent a text, and the sending is not awaited, so a slow gateway
 * does not tell bound numbers apart by time. Requests are limited per client address too.
 */
export async function requestSmsCode(
  deps: { db: Database; sender: SmsSender; now: Date; clientAddress: string | null; onSendError(error: unknown): void },
  mobile: string,
): Promise<string> {
  const { db, sender, now } = deps;
  await hitRateLimit(db, `sms:address:${deps.clientAddress ?? 'unknown'}`, SMS_PER_ADDRESS, now);
  const bound = await findUserByPhone(db, mobile);
  const code = await storeSmsCode(db, mobile, now);
  if (bound) void sender.send(mobile, code).catch(deps.onSendError);
  return code;
}

/** Issues a 6-digit code for any mobile and sends it (callers decide who may ask: phone binding). */
export async function issueSmsCode(deps: { db: Database; sender: SmsSender; now: Date }, mobile: string): Promise<string> {
  const code = await storeSmsCode(deps.db, mobile, deps.now);
  await deps.sender.send(mobile, code);
  return code;
}

/** Stores a new 6-digit code unless one is still valid for this mobile (then 429). */
async function storeSmsCode(db: Database, mobile: string, now: Date): Promise<string> {
  const code = randomDigits(6);
  const expiresAt = new Date(now.getTime() + SMS_CODE_LIFETIME_MS);
  // expired codes of any number go (the table holds the last ten minutes' codes, whoever asks)
  await db.delete(sysSmsCode).where(lte(sysSmsCode.expiresAt, sql`${now.toISOString()}::timestamptz`));
  // Replaces only an expired code, atomically, so two requests cannot both send.
  const inserted = await db
    .insert(sysSmsCode)
    .values({ mobile, codeHash: hashCode(mobile, code), createTime: now, expiresAt })
    .onConflictDoUpdate({
      target: sysSmsCode.mobile,
      set: { codeHash: hashCode(mobile, code), createTime: now, expiresAt },
      setWhere: lte(sysSmsCode.expiresAt, sql`${now.toISOString()}::timestamptz`),
    })
    .returning({ mobile: sysSmsCode.mobile });
  if (inserted.length === 0) {
    const [current] = await db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
    const seconds = Math.max(1, Math.ceil(((current?.expiresAt.getTime() ?? now.getTime()) - now.getTime()) / 1000));
    throw tooManyAttempts(`验证码10分钟内仍然有效，请 ${seconds} 秒后再试`, seconds);
  }
  return code;
}

/** True when the code is the valid one for the mobile; a matching code is used up. */
export async function consumeSmsCode(db: Database, mobile: string, code: string, now: Date): Promise<boolean> {
  const [used] = await db
    .delete(sysSmsCode)
    .where(
      and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.codeHash, hashCode(mobile, code)), sql`${sysSmsCode.expiresAt} > ${now.toISOString()}::timestamptz`),
    )
    .returning({ mobile: sysSmsCode.mobile });
  return !!used;
}
