import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sha256 } from '../../../lib/crypto';
import { sysCaptcha } from './captcha.table';

export const CAPTCHA_LIFETIME_MS = 60 * 1000;
/** characters that look alike in the image */
const AMBIGUOUS = '0oO1iIlLqg9';

const hashCode = (key: string, code: string) => sha256(`${key}:${code.trim().toLowerCase()}`);

/** Makes a 4-character captcha for the key (replacing that key's previous one) and returns its image. */
export async function createCaptcha(db: Database, key: string, now: Date): Promise<{ image: string; code: string }> {
  // loaded at the first captcha (its font and font parser), not at every start
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({ size: 4, ignoreChars: AMBIGUOUS, noise: 2, color: true, background: '#f5f7fa' });
  const row = {
    checkKey: key,
    codeHash: hashCode(key, captcha.text),
    createTime: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  };
  await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, now));
  await db
    .insert(sysCaptcha)
    .values(row)
    .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: { codeHash: row.codeHash, createTime: now, expiresAt: row.expiresAt } });
  const image = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  return { image, code: captcha.text };
}

export type CaptchaCheck = 'ok' | 'expired' | 'wrong';

/** Single use: the key's captcha is deleted by any attempt, right or wrong. Case-insensitive. */
export async function consumeCaptcha(db: Database, key: string, code: string, now: Date): Promise<CaptchaCheck> {
  const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.checkKey, key)).returning();
  if (!row || row.expiresAt <= now) return 'expired';
  return row.codeHash === hashCode(key, code) ? 'ok' : 'wrong';
}
