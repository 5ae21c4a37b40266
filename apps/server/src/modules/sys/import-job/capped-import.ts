/**
 * The one way to import a spreadsheet (users today; other Excel files next): capped, streamed,
 * and run as a background job with progress and a result file (DESIGN.md rule 10). The job's life
 * (start, progress, done or failed, interrupted) is import-jobs.ts, which the GTFS import shares.
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
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJob } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { readXlsxRows, XlsxFormatError, XlsxLimitError } from '../../../lib/xlsx/read-xlsx';
import type { SessionContext } from '../../../types';
import { importJobs, type ImportJobRow } from './import-jobs';

export const INLINE_ROWS = 1000;
/** 200 rather than 500: the same time, less memory at once (issue 10: 10,000 users under 300 MB) */
export const BATCH_ROWS = 200;
/** how long a silent job counts as running (the user import's tests advance the clock past it) */
export { STALE_JOB_MS } from './import-jobs';

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
async function runJob<Header extends string>(deps: ImportDeps, definition: ImportDefinition<Header>, job: ImportJobRow, buffer: Buffer) {
  const { db } = deps;
  const rejected: Array<Rejected<Header>> = [];
  let processed = 0;
  let batch: Array<Record<Header, string>> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    rejected.push(...(await definition.importBatch(batch)));
    processed += batch.length;
    batch = [];
    await importJobs.progress(db, job.id, { processedRows: processed, successCount: processed - rejected.length, failCount: rejected.length, at: deps.now() });
  };
  try {
    for await (const record of records(buffer, definition.headers, deps.limits)) {
      batch.push(record);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    const successCount = processed - rejected.length;
    const message = rejected.length ? `导入成功 ${successCount} 条，失败 ${rejected.length} 条` : `导入成功 ${successCount} 条`;
    return await importJobs.finish(db, job.id, {
      processedRows: processed,
      successCount,
      failCount: rejected.length,
      message,
      resultFile: rejected.length ? await buildResultFile(definition.headers, rejected) : null,
      at: deps.now(),
    });
  } catch (error) {
    deps.log.error({ err: error, jobId: job.id }, '导入任务失败');
    return importJobs.fail(db, job.id, { message: `导入中断：已处理 ${processed} 行，其余未导入，请重试`, at: deps.now() });
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
  const job = await importJobs.start(deps.db, {
    tenantId: deps.session.tenantId,
    kind: definition.kind,
    fileName: file.fileName,
    totalRows,
    createBy: deps.session.username,
    at: deps.now(),
  });
  if (totalRows <= INLINE_ROWS) return importJobs.toImportJob(await runJob(deps, definition, job, file.buffer), definition.basePath);
  // runJob records its own failure; this catches only a failure to record it (e.g. the database went away)
  void runJob(deps, definition, job, file.buffer).catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, '导入任务无法记录结果'));
  return importJobs.toImportJob(job, definition.basePath);
}
