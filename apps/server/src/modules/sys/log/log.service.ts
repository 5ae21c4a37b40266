import type { Database } from '../../../db/client';
import { sysLog } from './log.table';

export const LOG_TYPE_LOGIN = 1;
export const LOG_TYPE_OPERATION = 2;

export interface LogEntry {
  logType: typeof LOG_TYPE_LOGIN | typeof LOG_TYPE_OPERATION;
  content: string;
  userId?: string | null;
  username?: string | null;
  ip?: string | null;
  method?: string | null;
  url?: string | null;
  status?: number | null;
  costMs?: number | null;
  createTime: Date;
}

export async function writeLog(db: Database, entry: LogEntry): Promise<void> {
  await db.insert(sysLog).values(entry);
}

/** Several entries in one statement (the operation log's batches). */
export async function writeLogs(db: Database, entries: LogEntry[]): Promise<void> {
  if (entries.length) await db.insert(sysLog).values(entries);
}
