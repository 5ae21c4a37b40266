/**
 * Rows of the first sheet of an .xlsx, read as a stream and capped (DESIGN.md rule 10), for every
 * Excel import. An .xlsx is a zip: the declared sizes of its central directory are summed and
 * checked before anything is inflated, and the bytes actually inflated are counted as they come
 * (a zip bomb may declare small sizes and still inflate to gigabytes), so a 256 KB file that would
 * inflate to 256 MB is refused after at most the cap. The sheet XML is parsed with a streaming
 * parser: one row at a time, never the whole workbook in memory.
 */
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser } from 'saxes';

export interface XlsxLimits {
  /** largest total of inflated bytes, all parts together */
  maxUncompressedBytes: number;
}

/** The file is more than a limit allows; `limit` names which. */
export class XlsxLimitError extends Error {
  constructor(
    readonly limit: 'uncompressed',
    message: string,
  ) {
    super(message);
  }
}

/** The file is not an .xlsx this reader understands. */
export class XlsxFormatError extends Error {}

const MAX_ENTRIES = 10_000;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

function readCentralDirectory(zip: Buffer): Map<string, ZipEntry> {
  const searchFrom = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxFormatError('not a zip file');
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES || offset >= zip.length) throw new XlsxFormatError('bad central directory');
  const entries = new Map<string, ZipEntry>();
  let pos = offset;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > zip.length || zip.readUInt32LE(pos) !== 0x02014b50) throw new XlsxFormatError('bad central directory entry');
    const nameLength = zip.readUInt16LE(pos + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(pos + 10),
      compressedSize: zip.readUInt32LE(pos + 20),
      declaredSize: zip.readUInt32LE(pos + 24),
      localHeaderOffset: zip.readUInt32LE(pos + 42),
      name: zip.toString('utf8', pos + 46, pos + 46 + nameLength),
    };
    entries.set(entry.name.replace(/^\//, ''), entry);
    pos += 46 + nameLength + zip.readUInt16LE(pos + 30) + zip.readUInt16LE(pos + 32);
  }
  return entries;
}

/** An opened workbook: parts are inflated on demand, all counted against one budget. */
export class XlsxFile {
  private readonly entries: Map<string, ZipEntry>;
  private inflated = 0;

  constructor(
    private readonly zip: Buffer,
    private readonly limits: XlsxLimits,
  ) {
    this.entries = readCentralDirectory(zip);
    const declared = [...this.entries.values()].reduce((sum, e) => sum + e.declaredSize, 0);
    if (declared > limits.maxUncompressedBytes) throw this.tooLarge();
  }

  private tooLarge() {
    return new XlsxLimitError('uncompressed', `文件解压后超过 ${Math.round(this.limits.maxUncompressedBytes / 1024 / 1024)} MB`);
  }

  has(name: string) {
    return this.entries.has(name);
  }

  names() {
    return [...this.entries.keys()];
  }

  /** The part's text, chunk by chunk (UTF-8 decoded), stopping at the budget. */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(name);
    if (!entry) return;
    const header = entry.localHeaderOffset;
    if (header + 30 > this.zip.length || this.zip.readUInt32LE(header) !== 0x04034b50) throw new XlsxFormatError('bad local header');
    const start = header + 30 + this.zip.readUInt16LE(header + 26) + this.zip.readUInt16LE(header + 28);
    const data = this.zip.subarray(start, start + entry.compressedSize);
    if (entry.method !== 0 && entry.method !== 8) throw new XlsxFormatError(`unsupported compression ${entry.method}`);
    const source = Readable.from([data]);
    const stream = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
    const decoder = new StringDecoder('utf8');
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.inflated += chunk.length;
        // a part inflating past its declared size lies about it: the budget is what counts
        if (this.inflated > this.limits.maxUncompressedBytes) throw this.tooLarge();
        yield decoder.write(chunk);
      }
    } catch (error) {
      if (error instanceof XlsxLimitError) throw error;
      throw new XlsxFormatError(`cannot inflate ${name}: ${(error as Error).message}`);
    } finally {
      if ('destroy' in stream) stream.destroy();
    }
    yield decoder.end();
  }
}

/** Feeds a part's text to a fresh XML parser; the handler collects what it needs. */
async function* parse(file: XlsxFile, name: string, setup: (parser: SaxesParser) => () => unknown[]): AsyncGenerator<unknown> {
  const parser = new SaxesParser();
  const drain = setup(parser);
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure = error;
  });
  for await (const text of file.text(name)) {
    parser.write(text);
    if (failure) throw new XlsxFormatError(`bad XML in ${name}: ${failure.message}`);
    yield* drain();
  }
  parser.close();
  yield* drain();
}

async function readSharedStrings(file: XlsxFile): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  const parts = parse(file, 'xl/sharedStrings.xml', (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 't') inText = true;
      else if (tag.name === 'rPh') inText = false; // phonetic runs are not part of the text
    });
    parser.on('text', (text) => {
      if (inText && current !== null) current += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    });
    return () => [];
  });
  for await (const part of parts) void part;
  return strings;
}

const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Which cell style indexes show a date (their number is a day count since 1899-12-30). */
async function readDateStyles(file: XlsxFile): Promise<Set<number>> {
  const customDate = new Set<number>();
  const styles: number[] = [];
  let inCellXfs = false;
  const parts = parse(file, 'xl/styles.xml', (parser) => {
    parser.on('opentag', (tag) => {
      const attr = (key: string) => String(tag.attributes[key] ?? '');
      if (tag.name === 'numFmt' && /[yd]/i.test(attr('formatCode').replace(/"[^"]*"|\[[^\]]*\]/g, ''))) customDate.add(Number(attr('numFmtId')));
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) styles.push(Number(attr('numFmtId') || 0));
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'cellXfs') inCellXfs = false;
    });
    return () => [];
  });
  for await (const part of parts) void part;
  const dates = new Set<number>();
  styles.forEach((format, index) => {
    if (BUILTIN_DATE_FORMATS.has(format) || customDate.has(format)) dates.add(index);
  });
  return dates;
}

const pad = (n: number) => String(n).padStart(2, '0');
function serialToDate(serial: number): string {
  const time = Math.round((serial - 25569) * 86_400_000);
  const d = new Date(time);
  return Number.isFinite(time) ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` : String(serial);
}

const columnIndex = (ref: string) => {
  let n = 0;
  for (const c of ref) {
    const code = c.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
};

/** The first sheet's part name, in workbook order. */
async function firstSheet(file: XlsxFile): Promise<string> {
  let relId: string | null = null;
  for await (const part of parse(file, 'xl/workbook.xml', (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.name === 'sheet' && relId === null) relId = String(tag.attributes['r:id'] ?? '');
    });
    return () => [];
  }))
    void part;
  let target: string | null = null;
  if (relId) {
    for await (const part of parse(file, 'xl/_rels/workbook.xml.rels', (parser) => {
      parser.on('opentag', (tag) => {
        if (tag.name === 'Relationship' && tag.attributes.Id === relId) target = String(tag.attributes.Target ?? '');
      });
      return () => [];
    }))
      void part;
  }
  const named = target ? (String(target).startsWith('/') ? String(target).slice(1) : `xl/${target}`) : null;
  if (named && file.has(named)) return named;
  const sheets = file
    .names()
    .filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n))
    .sort();
  if (!sheets.length) throw new XlsxFormatError('no worksheet');
  return sheets[0];
}

/**
 * The rows of the first sheet, each an array of cell texts by column (trimmed; dates as
 * YYYY-MM-DD), in order; empty rows are skipped. Throws XlsxLimitError or XlsxFormatError.
 */
export async function* readXlsxRows(zip: Buffer, limits: XlsxLimits): AsyncGenerator<string[]> {
  let file: XlsxFile;
  try {
    file = new XlsxFile(zip, limits);
  } catch (error) {
    if (error instanceof XlsxLimitError || error instanceof XlsxFormatError) throw error;
    throw new XlsxFormatError((error as Error).message);
  }
  const sheet = await firstSheet(file);
  const strings = await readSharedStrings(file);
  const dateStyles = await readDateStyles(file);

  let row: string[] = [];
  let cell: { column: number; type: string; style: number; text: string } | null = null;
  let inValue = false;
  let column = -1;
  const finished: string[][] = [];
  const rows = parse(file, sheet, (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.name === 'row') {
        row = [];
        column = -1;
      } else if (tag.name === 'c') {
        const ref = String(tag.attributes.r ?? '');
        column = ref ? columnIndex(ref) : column + 1;
        cell = { column, type: String(tag.attributes.t ?? 'n'), style: Number(tag.attributes.s ?? 0), text: '' };
      } else if ((tag.name === 'v' || tag.name === 't') && cell) inValue = true;
    });
    parser.on('text', (text) => {
      if (inValue && cell) cell.text += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') inValue = false;
      else if (tag.name === 'c' && cell) {
        const { type, text, style } = cell;
        let value = text;
        if (type === 's') value = strings[Number(text)] ?? '';
        else if (type === 'b') value = text === '1' ? 'TRUE' : 'FALSE';
        else if (type === 'n' && text !== '' && dateStyles.has(style)) value = serialToDate(Number(text));
        if (cell.column >= 0 && cell.column < 16_384) row[cell.column] = value.trim();
        cell = null;
      } else if (tag.name === 'row') {
        const filled = Array.from(row, (v) => v ?? '');
        if (filled.some((v) => v !== '')) finished.push(filled);
      }
    });
    return () => finished.splice(0);
  });
  for await (const next of rows) yield next as string[];
}
