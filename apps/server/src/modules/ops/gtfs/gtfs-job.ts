/**
 * A GTFS import as a background job on the shared import-job table (sys_import_job, kind 'gtfs'):
 * the job row says running / done / failed with the totals, and its `message` carries a JSON
 * record of rows loaded per file and the summary, which the page polls. The load itself is one
 * transaction: a failure leaves the network as it was.
 *
 * On PostgreSQL progress is written beside the transaction (another pooled connection), so any
 * instance can answer the polling. The embedded database has one connection, busy with the
 * transaction: there the progress lives in this process (the only one there is) until the end.
 */
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GtfsImportJob, GtfsImportSummary } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { toImportJob } from '../../sys/import-job/capped-import';
import { sysImportJob } from '../../sys/import-job/import-job.table';
import { LOAD_ORDER } from './gtfs-format';
import { importFeed } from './import-feed';
import { openFeed, type GtfsLimits } from './read-feed';

export const GTFS_JOB_KIND = 'gtfs';
export const GTFS_BASE_PATH = '/ops/gtfs';
/** progress is written at most this often */
const PROGRESS_EVERY_MS = 500;

interface JobDetail {
  text: string;
  files: Array<{ file: string; rows: number; total: number }>;
  summary: GtfsImportSummary | null;
  warnings: number;
}

const running = new Map<string, JobDetail>();

/** whether this process is loading the job now (its silence is the transaction's, not a dead process's) */
export const isRunningHere = (jobId: string) => running.has(jobId);

function readDetail(message: string | null): JobDetail {
  try {
    const parsed = JSON.parse(message ?? '') as JobDetail;
    if (parsed && typeof parsed.text === 'string') return parsed;
  } catch {
    // a plain message (an interrupted job's, written by the shared job code)
  }
  return { text: message ?? '', files: [], summary: null, warnings: 0 };
}

export function toGtfsJob(row: typeof sysImportJob.$inferSelect): GtfsImportJob {
  const detail = (row.status === 'running' && running.get(row.id)) || readDetail(row.message);
  const job = toImportJob(row, GTFS_BASE_PATH);
  const processed = detail.files.reduce((sum, file) => sum + file.rows, 0);
  return {
    ...job,
    processedRows: Math.max(job.processedRows, processed),
    message: detail.text,
    files: detail.files,
    summary: detail.summary,
    warnings: detail.warnings,
  };
}

const isEmbedded = (db: Database) => typeof (db as unknown as { $client?: { waitReady?: unknown } }).$client?.waitReady !== 'undefined';

export interface GtfsJobDeps {
  db: Database;
  tenantId: number;
  username: string;
  now: () => Date;
  log: FastifyBaseLogger;
  limits: GtfsLimits;
}

/**
 * Writes the job and loads the feed in the background; the temporary zip is removed at the end.
 * `files` are the rows per file validation counted.
 */
export async function startGtfsImport(deps: GtfsJobDeps, zipPath: string, fileName: string, files: Array<{ file: string; rows: number }>, warnings: number) {
  const { db } = deps;
  const totalRows = files.reduce((sum, file) => sum + file.rows, 0);
  const detail: JobDetail = {
    text: `共 ${totalRows} 行，正在导入`,
    files: LOAD_ORDER.flatMap((file) => files.filter((f) => f.file === file).map((f) => ({ file, rows: 0, total: f.rows }))),
    summary: null,
    warnings,
  };
  const [job] = await db
    .insert(sysImportJob)
    .values({
      tenantId: deps.tenantId,
      kind: GTFS_JOB_KIND,
      fileName: fileName.slice(0, 200),
      status: 'running',
      totalRows,
      message: JSON.stringify(detail),
      createBy: deps.username,
      createTime: deps.now(),
      heartbeatTime: deps.now(),
    })
    .returning();
  running.set(job.id, detail);
  const embedded = isEmbedded(db);
  let lastWrite = 0;
  const progress = async (file: string, rows: number) => {
    const entry = detail.files.find((f) => f.file === file);
    if (entry) entry.rows = rows;
    if (embedded || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    const processedRows = detail.files.reduce((sum, f) => sum + f.rows, 0);
    await db
      .update(sysImportJob)
      .set({ processedRows, message: JSON.stringify(detail), heartbeatTime: deps.now() })
      .where(eq(sysImportJob.id, job.id));
  };

  const run = async () => {
    const feed = await openFeed(zipPath, deps.limits);
    try {
      const summary = await db.transaction((tx) => importFeed(tx as unknown as Database, deps.tenantId, deps.username, feed, progress));
      detail.summary = summary;
      detail.text = `导入完成：线路 ${summary.routes.inserted + summary.routes.updated} 条（新增 ${summary.routes.inserted}），站点 ${summary.stops.inserted + summary.stops.updated} 个（新增 ${summary.stops.inserted}），班次 ${summary.trips} 个，站点时刻 ${summary.stopTimes} 条`;
      return 'done' as const;
    } finally {
      feed.close();
    }
  };

  const finish = async (status: 'done' | 'failed') => {
    const processedRows = status === 'done' ? totalRows : 0;
    try {
      await db
        .update(sysImportJob)
        .set({
          status,
          processedRows,
          successCount: processedRows,
          failCount: status === 'done' ? 0 : totalRows,
          message: JSON.stringify(detail),
          finishTime: deps.now(),
        })
        .where(eq(sysImportJob.id, job.id));
    } finally {
      // only now: until the row says done, a poll must not take the silence for a dead process
      running.delete(job.id);
      await rm(zipPath, { force: true });
    }
  };

  void run()
    .then(finish, async (error: unknown) => {
      deps.log.error({ err: error, jobId: job.id }, 'GTFS 导入失败');
      detail.text = '导入失败，所有数据均未导入（已回滚），请检查文件后重试';
      await finish('failed');
    })
    .catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, 'GTFS 导入无法记录结果'));
  return toGtfsJob(job);
}
