/**
 * Checks a signed request (X-Sign, X-TIMESTAMP; the scheme is in the contracts' signature.ts):
 * the time within five minutes of the server's either way, and the HMAC of what was sent equal to
 * the one given, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseSignatureTimestamp, SIGNATURE_WINDOW_MS, signaturePayload, type SignedParts } from '@bus/contracts';

export type SignatureCheck = 'ok' | 'bad-signature' | 'expired';

export function signRequest(secret: string, parts: SignedParts): string {
  return createHmac('sha256', secret).update(signaturePayload(parts)).digest('hex').toUpperCase();
}

export function checkSignature(secret: string, parts: SignedParts, sign: string | undefined, now: Date): SignatureCheck {
  const at = parseSignatureTimestamp(parts.timestamp);
  if (!sign || at === null) return 'bad-signature';
  if (Math.abs(now.getTime() - at) > SIGNATURE_WINDOW_MS) return 'expired';
  const expected = Buffer.from(signRequest(secret, parts));
  const given = Buffer.from(sign.toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'bad-signature';
}
