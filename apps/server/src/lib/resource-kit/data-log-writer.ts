import type { Database } from '../../db/client';

/** One saved version of a record for 数据日志 (the system area writes it; lib only knows its shape). */
export interface DataLogEntry {
  table: string;
  record: { id: string; version: number } & Record<string, unknown>;
  by: string | null;
  at: Date;
}

/** How the kit keeps a record's history: the system area's data log, passed in by the area that declares a resource. */
export interface DataLogWriter {
  /** in the same transaction as the write, after it, with the record as it now is */
  record(db: Database, entry: DataLogEntry): Promise<void>;
}
