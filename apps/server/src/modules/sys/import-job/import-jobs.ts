/**
 * The life of an import job (sys_import_job), the same for every kind of import (an Excel file,
 * a GTFS feed): started running by this server process, its progress and a heartbeat while it
 * runs (in the database, so any instance answers the browser's polling), then done or failed. A
 * running job silent for STALE_JOB_MS, or left by a process that is gone (import-job-recovery.ts),
 * is marked interrupted.
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ImportJob } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/sql-state';
import { sysImportJob } from './import-job.table';
import { SERVER_PROCESS_ID } from './server-process';

export type ImportJobRow = typeof sysImportJob.$inferSelect;

/**
 * A running job whose instance has written nothing for this long died with its process (a batch
 * takes about half a second): it is reported as interrupted instead of running for ever. A start
 * of the server interrupts the jobs of a process known to be gone at once (import-job-recovery.ts).
 */
export const STALE_JOB_MS = 2 * 60_000;

/**
 * What an interrupted job says, by its kind: a GTFS feed goes live all at once, so nothing of it
 * was stored; an Excel file's batches stored before stay, and the user imports the rest.
 */
export const interruptedMessage = sql`case when ${sysImportJob.kind} = 'gtfs'
  then '导入中断：处理导入的服务已停止，原有线网未改变，请重新导入'
  else '导入中断：处理导入的服务已停止。已导入 ' || ${sysImportJob.successCount} || ' 条（已保存），表格第 ' || (${sysImportJob.processedRows} + 2) || ' 行起未导入，请只重新导入这些行' end`;

const silentSince = (now: Date) => sql`${new Date(now.getTime() - STALE_JOB_MS).toISOString()}::timestamptz`;
/** no sign of life for STALE_JOB_MS before `now` */
export const silentJob = (now: Date) => lt(sql`coalesce(${sysImportJob.heartbeatTime}, ${sysImportJob.createTime})`, silentSince(now));

export interface NewImportJob {
  tenantId: number;
  /** what is imported (e.g. 'user', 'gtfs'): its status is readable only through that import's permission */
  kind: string;
  fileName: string;
  totalRows: number;
  /** the first progress text, if the import keeps one */
  message?: string;
  createBy: string;
  at: Date;
}

/**
 * A job of this kind in the tenant, or undefined. A running job that has shown no sign of life for
 * STALE_JOB_MS is marked interrupted first (its process died: the batches it stored stay, the rest
 * was not imported), once, whichever instance is asked.
 */
async function find(db: Database, tenantId: number, kind: string, id: string, now: Date): Promise<ImportJobRow | undefined> {
  const mine = and(eq(sysImportJob.id, id), eq(sysImportJob.tenantId, tenantId), eq(sysImportJob.kind, kind));
  const [row] = await db.select().from(sysImportJob).where(mine);
  if (!row || row.status !== 'running' || now.getTime() - (row.heartbeatTime ?? row.createTime).getTime() < STALE_JOB_MS) return row;
  const [stopped] = await db
    .update(sysImportJob)
    .set({ status: 'failed', message: interruptedMessage, finishTime: now })
    .where(and(mine, eq(sysImportJob.status, 'running'), silentJob(now)))
    .returning();
  // another request marked it (or the job moved on) in between: read it again
  if (stopped) return stopped;
  const [again] = await db.select().from(sysImportJob).where(mine);
  return again;
}

/**
 * Writes the job, running, as this process's. A kind that allows one running job per company
 * (GTFS: a unique index) passes `busyMessage`: while another of its jobs runs, the start is a 409
 * saying so; a running one whose process is gone no longer counts (it is marked interrupted).
 */
async function start(db: Database, job: NewImportJob, options: { busyMessage?: string } = {}): Promise<ImportJobRow> {
  const values = {
    tenantId: job.tenantId,
    kind: job.kind,
    fileName: job.fileName.slice(0, 200),
    status: 'running',
    totalRows: job.totalRows,
    message: job.message,
    createBy: job.createBy,
    createTime: job.at,
    heartbeatTime: job.at,
    processId: SERVER_PROCESS_ID,
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await db.insert(sysImportJob).values(values).returning())[0];
    } catch (error) {
      if (!options.busyMessage || !isUniqueViolation(error)) throw error;
      const [other] = await db
        .select({ id: sysImportJob.id })
        .from(sysImportJob)
        .where(and(eq(sysImportJob.tenantId, job.tenantId), eq(sysImportJob.kind, job.kind), eq(sysImportJob.status, 'running')));
      const still = other && (await find(db, job.tenantId, job.kind, other.id, job.at));
      if (attempt > 0 || still?.status === 'running') throw new AppError(409, options.busyMessage);
    }
  }
}

/** The job's progress so far, with a heartbeat (a job that stops writing is taken for dead after STALE_JOB_MS). */
async function progress(
  db: Database,
  id: string,
  state: { processedRows: number; successCount?: number; failCount?: number; message?: string; at: Date },
): Promise<void> {
  const { at, ...counts } = state;
  await db
    .update(sysImportJob)
    .set({ ...counts, heartbeatTime: at })
    .where(eq(sysImportJob.id, id));
}

/** The job is done: its totals, what it says, and the file of rejected rows when there are any. */
async function finish(
  db: Database,
  id: string,
  result: { processedRows: number; successCount: number; failCount: number; message: string; resultFile?: Buffer | null; at: Date },
): Promise<ImportJobRow> {
  const { at, ...totals } = result;
  const [done] = await db
    .update(sysImportJob)
    .set({ status: 'done', ...totals, finishTime: at })
    .where(eq(sysImportJob.id, id))
    .returning();
  return done;
}

/**
 * The job failed, saying why. A job no longer running (marked interrupted meanwhile) keeps what it
 * says; either way the job as it now is comes back.
 */
async function fail(db: Database, id: string, failure: { message: string; processedRows?: number; failCount?: number; at: Date }): Promise<ImportJobRow> {
  const { at, ...rest } = failure;
  const [failed] = await db
    .update(sysImportJob)
    .set({ status: 'failed', ...rest, finishTime: at })
    .where(and(eq(sysImportJob.id, id), eq(sysImportJob.status, 'running')))
    .returning();
  if (failed) return failed;
  const [now] = await db.select().from(sysImportJob).where(eq(sysImportJob.id, id));
  return now;
}

/** The job as the import dialog polls it, under the import's own URLs. */
function toImportJob(row: ImportJobRow, basePath: string): ImportJob {
  return {
    jobId: row.id,
    status: row.status as ImportJob['status'],
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    successCount: row.successCount,
    failCount: row.failCount,
    message: row.message,
    errorFileUrl: row.resultFile ? `${basePath}/importError?id=${row.id}` : null,
    statusUrl: `${basePath}/importJob?id=${row.id}`,
  };
}

/** SQL: whether the job `jobId` (the caller's column or expression) is still running. */
const isRunning = (jobId: SQL): SQL<boolean> => sql<boolean>`exists (select 1 from sys_import_job j where j.id = ${jobId} and j.status = 'running')`;

/** The import-job service (modules/sys/index.ts): one job lifecycle for every import. */
export const importJobs = { start, progress, finish, fail, find, toImportJob, isRunning };
