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
    // the tables rewritten without the rows the seed updated (about a tenth of the image), and the
    // planner's statistics of what it wrote: without them it takes every table for empty and,
    // joining a day's 1,900 duties to its trips, scans them once per trip (4.5 s instead of 0.4)
    await client.exec('vacuum (full, analyze)');
    // the data files hold everything: nothing is left to replay from the write-ahead log
    await client.exec('checkpoint');
    const { rows } = await client.query<{ file: string }>('select redo_wal_file as file from pg_control_checkpoint()');
    const dump = await client.dumpDataDir('none');
    return withoutSpareWal(new Uint8Array(await dump.arrayBuffer()), rows[0].file);
  } finally {
    await client.close();
  }
}

const BLOCK = 512;
const WAL_SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;

/**
 * The image without the write-ahead log segments the database no longer needs: after the
 * checkpoint only the segment holding it (`keep`) is read at start. The seed's bulk inserts leave
 * about ten 16 MB segments behind (spent ones, and spent ones renamed for reuse), which every new
 * data directory would otherwise unpack.
 */
export function withoutSpareWal(tar: Uint8Array, keep: string): Uint8Array {
  const parts = [...tarEntries(tar)].filter((entry) => !(WAL_SEGMENT.test(entry.name) && !entry.name.endsWith(`/${keep}`))).map((entry) => entry.bytes);
  parts.push(new Uint8Array(2 * BLOCK)); // the end of the archive
  return Buffer.concat(parts);
}

/** The entries of a tar held in memory: name and the entry's bytes (header and padded data). */
export function* tarEntries(tar: Uint8Array): Generator<{ name: string; size: number; bytes: Uint8Array }> {
  let position = 0;
  while (position + BLOCK <= tar.length) {
    const header = tar.subarray(position, position + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const text = (start: number, length: number) => {
      const raw = Buffer.from(header.subarray(start, start + length)).toString('latin1');
      const end = raw.indexOf('\0');
      return end === -1 ? raw : raw.slice(0, end);
    };
    const prefix = text(345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    yield { name, size, bytes: tar.subarray(position, position + length) };
    position += length;
  }
}
