/**
 * Reads a GTFS zip entry by entry (yauzl) and each file row by row (csv-parse streaming), so a
 * feed of a million stop times never sits in memory. The caps (GTFS_MAX_UNCOMPRESSED_MB,
 * GTFS_MAX_ROWS) are checked on the zip's directory before anything is read, and again while
 * inflating and counting; any breach, a corrupt zip, a missing file or a wrong header is a
 * GtfsFeedError naming the file (and the column or the limit), which the routes answer with 422.
 */
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { GTFS_FILES, GTFS_REFERENCE_FILES, isGtfsFile, isReferenceFile, REQUIRED_FILES, type GtfsFileName } from './gtfs-format';

export interface GtfsLimits {
  maxRows: number;
  maxUncompressedBytes: number;
}

export class GtfsFeedError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'GtfsFeedError';
  }
}

export interface FeedRow {
  record: Record<string, string>;
  /** line in the file (the header is line 1) */
  line: number;
}

export interface GtfsFeed {
  files: GtfsFileName[];
  /** the reference's files the app does not use (GTFS_REFERENCE_FILES), by name: reported as not imported, not read */
  notImported: string[];
  /** the paths of the files GTFS does not define (reported, not read) */
  otherFiles: string[];
  has(file: GtfsFileName): boolean;
  /** the header of a file (read on open) */
  header(file: GtfsFileName): Promise<string[]>;
  rows(file: GtfsFileName): AsyncGenerator<FeedRow>;
  close(): void;
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

const corrupt = () => new GtfsFeedError('文件不是有效的 GTFS 压缩包（zip 已损坏或无法读取）', 'file');

/** Opens the zip and checks its directory: the required files and the uncompressed size cap. */
export async function openFeed(path: string, limits: GtfsLimits): Promise<GtfsFeed> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await openZip(path);
    entries = await listEntries(zip);
  } catch {
    throw corrupt();
  }
  const byName = new Map<GtfsFileName, Entry>();
  const otherFiles: string[] = [];
  const notImported = new Set<string>();
  let declared = 0;
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    declared += entry.uncompressedSize;
    // a feed zipped with its folder still counts: the file name is what matters
    const name = entry.fileName.split('/').pop() ?? '';
    if (isGtfsFile(name) && !byName.has(name)) byName.set(name, entry);
    else if (isReferenceFile(name)) notImported.add(name);
    else otherFiles.push(entry.fileName);
  }
  const limitMb = Math.round(limits.maxUncompressedBytes / 1024 / 1024);
  if (declared > limits.maxUncompressedBytes) {
    zip.close();
    throw new GtfsFeedError(`解压后超过 ${limitMb} MB，不能导入（GTFS_MAX_UNCOMPRESSED_MB）`, 'file');
  }
  const missing = REQUIRED_FILES.filter((file) => !byName.has(file));
  if (!byName.has('calendar.txt') && !byName.has('calendar_dates.txt')) missing.push('calendar.txt' as GtfsFileName);
  if (missing.length) {
    zip.close();
    const calendarHint = missing.includes('calendar.txt') ? '（calendar.txt 与 calendar_dates.txt 至少要有一个）' : '';
    throw new GtfsFeedError(`缺少必需的文件 ${missing.join('、')}${calendarHint}`, missing[0]);
  }

  let rowsRead = 0;
  let inflated = 0;
  const headers = new Map<GtfsFileName, string[]>();

  async function* rows(file: GtfsFileName): AsyncGenerator<FeedRow> {
    const entry = byName.get(file);
    if (!entry) return;
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (error, readable) => (error ? reject(corrupt()) : resolve(readable))),
    );
    stream.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated > limits.maxUncompressedBytes)
        (stream as unknown as { destroy(e: Error): void }).destroy(new GtfsFeedError(`解压后超过 ${limitMb} MB，不能导入（GTFS_MAX_UNCOMPRESSED_MB）`, 'file'));
    });
    let header: string[] | undefined;
    const parser = parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        checkHeader(file, header);
        headers.set(file, header);
        return header;
      },
    });
    stream.on('error', (error) => parser.destroy(error));
    stream.pipe(parser);
    let line = 1;
    try {
      for await (const record of parser as AsyncIterable<Record<string, string>>) {
        line += 1;
        rowsRead += 1;
        if (rowsRead > limits.maxRows) throw new GtfsFeedError(`数据超过 ${limits.maxRows} 行，不能导入（GTFS_MAX_ROWS）`, file);
        yield { record, line };
      }
    } catch (error) {
      if (error instanceof GtfsFeedError) throw error;
      if ((error as { code?: string }).code?.startsWith('CSV_'))
        throw new GtfsFeedError(`${file} 第 ${line + 1} 行不是有效的 CSV：${(error as Error).message}`, file);
      throw corrupt();
    } finally {
      parser.destroy();
    }
    if (!header) headers.set(file, []);
  }

  return {
    files: [...byName.keys()],
    notImported: Object.keys(GTFS_REFERENCE_FILES).filter((name) => notImported.has(name)),
    otherFiles,
    has: (file) => byName.has(file),
    async header(file) {
      if (!headers.has(file)) for await (const row of rows(file)) void row;
      return headers.get(file) ?? [];
    },
    rows,
    close: () => zip.close(),
  };
}

/** A required column missing from the header is a 422 naming the file and the column. */
export function checkHeader(file: GtfsFileName, header: string[]) {
  const missing = GTFS_FILES[file].required.find((column) => !header.includes(column));
  if (missing) throw new GtfsFeedError(`${file} 的表头缺少必需的列 ${missing}`, file, missing);
  const duplicated = header.find((column, index) => header.indexOf(column) !== index);
  if (duplicated) throw new GtfsFeedError(`${file} 的表头中 ${duplicated} 列重复`, file, duplicated);
}

/** the columns of a file that GTFS does not define (reported as 提示) */
export function unknownColumns(file: GtfsFileName, header: string[]): string[] {
  const spec = GTFS_FILES[file];
  const known = new Set<string>([...spec.required, ...spec.optional]);
  return header.filter((column) => !known.has(column));
}
