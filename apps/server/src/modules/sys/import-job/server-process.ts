/**
 * Which server process runs an import job. Each process takes a random id when it starts and
 * stores it on the jobs it runs (sys_import_job.process_id), so that a start can tell the jobs of
 * a process that died from those of one still alive (import-job-recovery.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const SERVER_PROCESS_ID = randomUUID();

/**
 * Notes `id` as the process serving `port` on this host (under DATA_DIR) and returns the id noted
 * before, the previous life of this server, if any. Two live servers on one host never share a
 * port, so a job of the previous id is a job of a process that is gone.
 */
export function noteProcess(dataDir: string, port: number, id: string = SERVER_PROCESS_ID): string | undefined {
  // no DATA_DIR yet (PostgreSQL before anything was stored; tests): a dead process's jobs are found by their silence alone
  if (!existsSync(dataDir)) return undefined;
  const file = path.join(dataDir, 'server-process', `${hostname()}-${port}`);
  let previous: string | undefined;
  try {
    previous = readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    // the first start on this host and port
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, id);
  } catch {
    // a read-only DATA_DIR: the same
  }
  return previous === id ? undefined : previous;
}
