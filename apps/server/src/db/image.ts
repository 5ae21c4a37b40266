import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from './client';
import { prepareDatabase } from './migrate';

/**
 * The prepared database image (see `databaseImage` in client.ts): an in-memory PGlite, migrated
 * and seeded without the administrator, as a tar of its data directory.
 */
export async function prepareDatabaseImage(): Promise<Uint8Array> {
  const client = new PGlite();
  try {
    await prepareDatabase(pgliteHandle(client), { withoutAdmin: true });
    // the data files hold everything: nothing is left to replay from the write-ahead log
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
