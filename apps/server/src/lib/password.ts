import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2) with the library's default cost. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

/** False for a user without a password (after the same time a real check takes). */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verifyAgainstDummy(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check so unknown usernames cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1');
  await verifyPassword(await dummyHash, password);
}
