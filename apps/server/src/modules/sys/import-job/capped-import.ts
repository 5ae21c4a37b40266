/**
 * The one way to import a spreadsheet (users today; GTFS and other Excel files next): capped,
 * streamed, and run as a background job with progress and a result file (DESIGN.md rule 10).
 *
 * 1. A first streamed pass only counts: more rows than IMPORT_MAX_ROWS, more inflated bytes than
 *    IMPORT_MAX_UNCOMPRESSED_MB, an unreadable file or no data is a 422 naming `file`, before
 *    anything is stored.
 * 2. A job row is written. Up to INLINE_ROWS rows are imported before the reply (code 200, or 201
 *    with the file of rejected rows); more run in the background, in batches of BATCH_ROWS (each the
 *    caller's transaction), updating the job's progress after each, and the reply is a 202 the
 *    browser follows through the job's status URL.
 */
import { newWorkbook } from '../../../lib/xlsx/workbook';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJob } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { readXlsxRows, XlsxFormatError, XlsxLimitError } from '../../../lib/xlsx/read-xlsx';
import type { SessionContext } from '../../../types';
import { sysImportJob } from './import-job.table';
import { SERVER_PROCESS_ID } from './server-process';

export const INLINE_ROWS = 1000;
/** 200 rather than 500: the same time, less memory at once (issue 10: 10,000 users under 300 MB) */
export const BATCH_ROWS = 200;
/**
 * A running job whose instance has written nothing for this long died with its process (a batch
 * takes about half a second): it is reported as interrupted instead of running for ever. A start
 * of the server interrupts the jobs of a process known to be gone at once (import-job-recovery.ts).
 */
export const STALE_JOB_MS = 2 * 60_000;

export interface ImportLimits {
  maxRows: number;
  maxUncompressedBytes: number;
}

export interface Rejected<Header extends string> {
  row: Record<Header, string>;
  reason: string;
}

export interface ImportDefinition<Header extends string> {
  /** names the job's kind and its URLs: `${basePath}/importJob`, `${basePath}/importError` */
  kind: string;
  basePath: string;
  headers: readonly Header[];
  /** stores the good rows of one batch (one transaction) and returns the rejected ones with why */
  importBatch(rows: Array<Record<Header, string>>): Promise<Array<Rejected<Header>>>;
}

export interface ImportDeps {
  db: Database;
  session: SessionContext;
  now: () => Date;
  log: FastifyBaseLogger;
  limits: ImportLimits;
}

type JobRow = typeof sysImportJob.$inferSelect;

export function toImportJob(row: JobRow, basePath: string): ImportJob {
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

const fileError = (message: string) => fieldError('file', message);

/** Header row -> column of each known header (a trailing * marks a required column in templates). */
function headerColumns<Header extends string>(row: string[], headers: readonly Header[]) {
  const columns = new Map<number, Header>();
  row.forEach((text, column) => {
    const name = text.replace(/\*$/, '') as Header;
    if (headers.includes(name)) columns.set(column, name);
  });
  return columns;
}

/** The data rows as records of the known headers, streamed. */
async function* records<Header extends string>(buffer: Buffer, headers: readonly Header[], limits: ImportLimits) {
  let columns: Map<number, Header> | undefined;
  for await (const row of readXlsxRows(buffer, limits)) {
    if (!columns) {
      columns = headerColumns(row, headers);
      if (columns.size === 0) throw new XlsxFormatError('no known header');
      continue;
    }
    const record = Object.fromEntries(headers.map((h) => [h, ''])) as Record<Header, string>;
    columns.forEach((header, column) => (record[header] = row[column] ?? ''));
    if (Object.values(record).some((v) => v !== '')) yield record;
  }
}

/** Pass 1: counts the data rows within the caps; any limit or format problem is a 422 on `file`. */
async function countRows(buffer: Buffer, headers: readonly string[], limits: ImportLimits): Promise<number> {
  let count = 0;
  try {
    for await (const record of records(buffer, headers, limits)) {
      void record;
      count += 1;
      if (count > limits.maxRows) throw fileError(`文件超过 ${limits.maxRows} 行数据，请分批导入（IMPORT_MAX_ROWS）`);
    }
  } catch (error) {
    if (error instanceof XlsxLimitError) throw fileError(`${error.message}，不能导入（IMPORT_MAX_UNCOMPRESSED_MB）`);
    if (error instanceof XlsxFormatError) throw fileError('无法读取文件，请使用导入模板');
    throw error;
  }
  if (count === 0) throw fileError('文件中没有数据');
  return count;
}

async function buildResultFile<Header extends string>(headers: readonly Header[], rejected: Array<Rejected<Header>>): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('导入失败');
  sheet.columns = [...headers, '失败原因'].map((header) => ({ header, key: header, width: header === '失败原因' ? 36 : 14 }));
  for (const { row, reason } of rejected) sheet.addRow({ ...row, 失败原因: reason });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Pass 2: the batches, with the job's progress after each; the job ends done or failed. */
async function runJob<Header extends string>(deps: ImportDeps, definition: ImportDefinition<Header>, job: JobRow, buffer: Buffer) {
  const { db } = deps;
  const rejected: Array<Rejected<Header>> = [];
  let processed = 0;
  let batch: Array<Record<Header, string>> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    rejected.push(...(await definition.importBatch(batch)));
    processed += batch.length;
    batch = [];
    await db
      .update(sysImportJob)
      .set({ processedRows: processed, successCount: processed - rejected.length, failCount: rejected.length, heartbeatTime: deps.now() })
      .where(eq(sysImportJob.id, job.id));
  };
  try {
    for await (const record of records(buffer, definition.headers, deps.limits)) {
      batch.push(record);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    const successCount = processed - rejected.length;
    const message = rejected.length ? `导入成功 ${successCount} 条，失败 ${rejected.length} 条` : `导入成功 ${successCount} 条`;
    const [done] = await db
      .update(sysImportJob)
      .set({
        status: 'done',
        processedRows: processed,
        successCount,
        failCount: rejected.length,
        message,
        resultFile: rejected.length ? await buildResultFile(definition.headers, rejected) : null,
        finishTime: deps.now(),
      })
      .where(eq(sysImportJob.id, job.id))
      .returning();
    return done;
  } catch (error) {
    deps.log.error({ err: error, jobId: job.id }, '导入任务失败');
    const [failed] = await db
      .update(sysImportJob)
      .set({ status: 'failed', message: `导入中断：已处理 ${processed} 行，其余未导入，请重试`, finishTime: deps.now() })
      .where(eq(sysImportJob.id, job.id))
      .returning();
    return failed;
  }
}

/**
 * Checks the file against the caps, writes the job and imports: at once for a small file (the
 * finished job), in the background for a large one (the running job).
 */
export async function startCappedImport<Header extends string>(
  deps: ImportDeps,
  definition: ImportDefinition<Header>,
  file: { buffer: Buffer; fileName: string },
): Promise<ImportJob> {
  const totalRows = await countRows(file.buffer, definition.headers, deps.limits);
  const [job] = await deps.db
    .insert(sysImportJob)
    .values({
      tenantId: deps.session.tenantId,
      kind: definition.kind,
      fileName: file.fileName.slice(0, 200),
      status: 'running',
      totalRows,
      createBy: deps.session.username,
      createTime: deps.now(),
      heartbeatTime: deps.now(),
      processId: SERVER_PROCESS_ID,
    })
    .returning();
  if (totalRows <= INLINE_ROWS) return toImportJob(await runJob(deps, definition, job, file.buffer), definition.basePath);
  // runJob records its own failure; this catches only a failure to record it (e.g. the database went away)
  void runJob(deps, definition, job, file.buffer).catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, '导入任务无法记录结果'));
  return toImportJob(job, definition.basePath);
}

/**
 * What an interrupted job says, by its kind: a GTFS feed goes live all at once, so nothing of it
 * was stored; an Excel file's batches stored before stay, and the user imports the rest.
 */
export const interruptedMessage = sql`case when ${sysImportJob.kind} = 'gtfs'
  then '导入中断：处理导入的服务已停止，原有线网未改变，请重新导入'
  else '导入中断：处理导入的服务已停止。已导入 ' || ${sysImportJob.successCount} || ' 条（已保存），表格第 ' || (${sysImportJob.processedRows} + 2) || ' 行起未导入，请只重新导入这些行' end`;

/**
 * A job of this kind in the session's tenant, or undefined. A running job that has shown no sign
 * of life for STALE_JOB_MS is marked failed first (its process died: the batches it stored stay,
 * the rest was not imported), once, whichever instance is asked.
 */
export async function findImportJob(db: Database, tenantId: number, kind: string, id: string, now: Date): Promise<JobRow | undefined> {
  const mine = and(eq(sysImportJob.id, id), eq(sysImportJob.tenantId, tenantId), eq(sysImportJob.kind, kind));
  const [row] = await db.select().from(sysImportJob).where(mine);
  if (!row || row.status !== 'running' || now.getTime() - (row.heartbeatTime ?? row.createTime).getTime() < STALE_JOB_MS) return row;
  const silentSince = new Date(now.getTime() - STALE_JOB_MS).toISOString();
  const [stopped] = await db
    .update(sysImportJob)
    .set({ status: 'failed', message: interruptedMessage, finishTime: now })
    .where(
      and(
        mine,
        eq(sysImportJob.status, 'running'),
        lt(sql`coalesce(${sysImportJob.heartbeatTime}, ${sysImportJob.createTime})`, sql`${silentSince}::timestamptz`),
      ),
    )
    .returning();
  // another request marked it (or the job moved on) in between: read it again
  if (stopped) return stopped;
  const [again] = await db.select().from(sysImportJob).where(mine);
  return again;
}
