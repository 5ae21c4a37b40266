import type { Database } from '../../../db/client';
import { sysDataLog } from './data-log.table';

/** Fields never written to the data log. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'salt', 'tokenHash']);

/**
 * Stores one saved version of a record. Call it in the same transaction as the write, after the
 * write, with the record as it now is (including its new version).
 */
export async function recordDataLog(db: Database, entry: DataLogEntry): Promise<void> {
  await recordDataLogs(db, [entry]);
}

interface DataLogEntry {
  table: string;
  record: { id: string; version: number } & Record<string, unknown>;
  by: string | null;
  at: Date;
}

/** Many saved records in one insert (a batch import). */
export async function recordDataLogs(db: Database, entries: DataLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(sysDataLog).values(
    entries.map((entry) => {
      const content: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(entry.record)) if (!SECRET_FIELDS.has(key)) content[key] = value;
      return {
        dataTable: entry.table,
        dataId: entry.record.id,
        // the record's lock version counts from 0; people count saved versions from 1 (版本 1 is the first save)
        dataVersion: entry.record.version + 1,
        dataContent: JSON.stringify(content),
        createBy: entry.by,
        createTime: entry.at,
      };
    }),
  );
}
