import type { DatabaseHandle } from './client';
import { runSeed, type SeedOptions, type SeedOutcome } from './seed';

/** Applies the committed migrations, then the idempotent seed. */
export async function prepareDatabase(handle: DatabaseHandle, seedOptions: SeedOptions = {}): Promise<SeedOutcome> {
  await handle.migrate();
  return runSeed(handle.db, seedOptions);
}
