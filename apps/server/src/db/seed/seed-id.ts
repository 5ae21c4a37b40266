import { createHash } from 'node:crypto';

/** A stable UUID-shaped id for a seeded row, so seeding twice finds the same rows. */
export function seedId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
