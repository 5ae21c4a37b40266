/**
 * A GTFS import as a background job of the system's import-job service (kind 'gtfs'): the job is
 * written (and committed) before the 202 is sent, carries this server process's id, and says
 * running / done / failed with the totals; its `message` holds a JSON record of rows
 * loaded per file and the summary, which the page polls. The load commits as it goes and records
 * its progress and a heartbeat in the row (any instance answers the polling, on either database);
 * the job says done in the same transaction that puts the feed live (import-feed.ts). A failure
 * leaves the network as it was; what was staged is removed afterwards.
 */
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { GtfsImportJob, GtfsImportSummary } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { importJobs, type ImportJobRow } from '../../sys';
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

function readDetail(message: string | null): JobDetail {
  try {
    const parsed = JSON.parse(message ?? '') as JobDetail;
    if (parsed && typeof parsed.text === 'string') return parsed;
  } catch {
    // a plain message (an interrupted job's, written by the shared job code)
  }
  return { text: message ?? '', files: [], summary: null, warnings: 0 };
}

export function toGtfsJob(row: ImportJobRow): GtfsImportJob {
  const detail = readDetail(row.message);
  const job = importJobs.toImportJob(row, GTFS_BASE_PATH);
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

export interface GtfsJobDeps {
  db: Database;
  tenantId: number;
  username: string;
  now: () => Date;
  log: FastifyBaseLogger;
  limits: GtfsLimits;
  /** the server is shutting down: the load stops at its next step (the job fails, the network stays as it was) */
  stopping(): boolean;
  /** the background work, which the server waits for when it closes */
  track(work: Promise<unknown>): void;
  /** removes what the job staged, in the background (done: the replaced trips' stop times; failed: all it loaded) */
  clean(jobId: string): void;
}

/** the load stopped because the server is shutting down */
class ImportStopped extends Error {}

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
  // one GTFS import at a time per company: a second one would replace the trips the first is loading
  const job = await importJobs.start(
    db,
    { tenantId: deps.tenantId, kind: GTFS_JOB_KIND, fileName, totalRows, message: JSON.stringify(detail), createBy: deps.username, at: deps.now() },
    { busyMessage: '已有一个 GTFS 导入正在进行，请等它完成后再导入' },
  );

  let lastWrite = 0;
  const steps: Record<string, string> = { directions: '正在生成各线路的走向与站序', swap: '正在启用新的线网' };
  const progress = async (stage: string, rows: number) => {
    if (deps.stopping()) throw new ImportStopped('服务正在停止');
    const entry = detail.files.find((f) => f.file === stage);
    if (entry) entry.rows = rows;
    const step = steps[stage];
    if (step) detail.text = step;
    if (!step && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await importJobs.progress(db, job.id, { processedRows: detail.files.reduce((sum, f) => sum + f.rows, 0), message: JSON.stringify(detail), at: deps.now() });
  };
  const onSwap = async (tx: Database, summary: GtfsImportSummary) => {
    detail.summary = summary;
    for (const entry of detail.files) entry.rows = entry.total;
    detail.text = `导入完成：线路 ${summary.routes.inserted + summary.routes.updated} 条（新增 ${summary.routes.inserted}），站点 ${summary.stops.inserted + summary.stops.updated} 个（新增 ${summary.stops.inserted}），班次 ${summary.trips} 个，站点时刻 ${summary.stopTimes} 条`;
    await importJobs.finish(tx, job.id, { processedRows: totalRows, successCount: totalRows, failCount: 0, message: JSON.stringify(detail), at: deps.now() });
  };

  const run = async () => {
    const feed = await openFeed(zipPath, deps.limits);
    try {
      await importFeed({ db, tenantId: deps.tenantId, username: deps.username, jobId: job.id, progress, onSwap }, feed);
    } finally {
      feed.close();
    }
  };
  const fail = async (error: unknown) => {
    if (error instanceof ImportStopped) detail.text = '导入中止：服务正在停止，原有线网未改变，请在服务恢复后重新导入';
    else {
      deps.log.error({ err: error, jobId: job.id }, 'GTFS 导入失败');
      detail.text = '导入失败，原有线网未改变，请检查文件后重试';
    }
    await importJobs.fail(db, job.id, { processedRows: 0, failCount: totalRows, message: JSON.stringify(detail), at: deps.now() });
  };

  deps.track(
    run()
      .catch(fail)
      .catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, 'GTFS 导入无法记录结果'))
      .finally(async () => {
        await rm(zipPath, { force: true });
        deps.clean(job.id);
      }),
  );
  return toGtfsJob(job);
}
