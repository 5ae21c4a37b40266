/**
 * AES-256-GCM for data-source passwords. The key comes only from DATA_SOURCE_KEY (32 bytes as
 * 64 hex characters or base64); there is no default key, so without it passwords are refused.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function parseKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join(':');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, data] = stored.split(':').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
