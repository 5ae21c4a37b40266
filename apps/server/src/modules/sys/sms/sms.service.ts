import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fieldError, tooManyAttempts } from '../../../lib/app-error';
import { randomDigits, sha256 } from '../../../lib/crypto';
import { findUserByPhone } from '../user/user.service';
import type { SmsSender } from './sms-sender';
import { sysSmsCode } from './sms-code.table';

export const SMS_CODE_LIFETIME_MS = 10 * 60 * 1000;

const hashCode = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/** Issues a 6-digit login code unless one is still valid for this mobile (then 429). */
export async function requestSmsCode(
  deps: { db: Database; sender: SmsSender; now: Date },
  mobile: string,
): Promise<string> {
  if (!(await findUserByPhone(deps.db, mobile))) throw fieldError('mobile', '该手机号未绑定用户');
  return issueSmsCode(deps, mobile);
}

/** Issues a 6-digit code for any mobile (callers decide who may ask: login above, phone binding). */
export async function issueSmsCode(deps: { db: Database; sender: SmsSender; now: Date }, mobile: string): Promise<string> {
  const { db, sender, now } = deps;
  const code = randomDigits(6);
  const expiresAt = new Date(now.getTime() + SMS_CODE_LIFETIME_MS);
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
  await sender.send(mobile, code);
  return code;
}

/** True when the code is the valid one for the mobile; a matching code is used up. */
export async function consumeSmsCode(db: Database, mobile: string, code: string, now: Date): Promise<boolean> {
  const [used] = await db
    .delete(sysSmsCode)
    .where(
      and(
        eq(sysSmsCode.mobile, mobile),
        eq(sysSmsCode.codeHash, hashCode(mobile, code)),
        sql`${sysSmsCode.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ mobile: sysSmsCode.mobile });
  return !!used;
}
