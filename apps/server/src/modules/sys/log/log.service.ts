import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { plainStatement } from '../../../db/reusable-query';

export const LOG_TYPE_LOGIN = 1;
export const LOG_TYPE_OPERATION = 2;
/** a page of the web app that failed (client-error.routes.ts) */
export const LOG_TYPE_CLIENT_ERROR = 3;

export interface LogEntry {
  logType: typeof LOG_TYPE_LOGIN | typeof LOG_TYPE_OPERATION | typeof LOG_TYPE_CLIENT_ERROR;
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

/**
 * The entries as one JSON parameter of one statement text, whatever their number: Drizzle built a
 * multi-row insert value by value (about half a millisecond of the server's thread per entry under
 * the approval bench's load, for a log nobody waits for), and each batch size was a new text.
 */
const insertEntries = plainStatement(`
  insert into sys_log (id, log_type, content, user_id, username, ip, method, url, status, cost_ms, create_time)
  select e.id, e.log_type, e.content, e.user_id, e.username, e.ip, e.method, e.url, e.status, e.cost_ms, e.create_time
  from jsonb_to_recordset($1::text::jsonb) as e(id text, log_type smallint, content text, user_id text, username text, ip text,
    method text, url text, status int, cost_ms int, create_time timestamptz)`);

const asRecord = (entry: LogEntry) => ({
  id: randomUUID(),
  log_type: entry.logType,
  content: entry.content,
  user_id: entry.userId ?? null,
  username: entry.username ?? null,
  ip: entry.ip ?? null,
  method: entry.method ?? null,
  url: entry.url ?? null,
  status: entry.status ?? null,
  cost_ms: entry.costMs ?? null,
  create_time: entry.createTime.toISOString(),
});

export async function writeLog(db: Database, entry: LogEntry): Promise<void> {
  await writeLogs(db, [entry]);
}

/** Several entries in one statement (the operation log's batches). */
export async function writeLogs(db: Database, entries: LogEntry[]): Promise<void> {
  if (entries.length) await insertEntries(db, [JSON.stringify(entries.map(asRecord))]);
}
