/**
 * Alipay's statement download is a zip of two GBK-encoded CSVs whose entry names are GBK too (no
 * UTF-8 flag): <account>_<date>_业务明细.csv and <account>_<date>_业务明细(汇总).csv. The names are
 * decoded here (yauzl would read them as CP437), the 业务明细 entry is picked by its decoded name
 * and streamed as text. Nothing is extracted to disk, so an entry's path is only ever compared.
 * The caps are checked on the directory before anything is inflated, and again while inflating.
 */
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { StatementError, type StatementLimits } from './statement-types';

/** two entries in a real download: anything with many more is not one */
const MAX_ENTRIES = 16;
const UTF8_NAME_FLAG = 0x800;
/** GB18030 is a superset of GBK: a name or cell in either decodes the same */
const GBK = 'gb18030';

const notAlipay = (hint: string) => new StatementError('layout', `文件不是支付宝业务明细：${hint}`);

const openZip = (source: string | Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: false };
    const done = (error: Error | null, zip?: ZipFile) => (error || !zip ? reject(error) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) reject(notAlipay(`压缩包里的文件超过 ${MAX_ENTRIES} 个`));
      else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** An entry's name as the zip's writer meant it: UTF-8 when flagged, otherwise GBK (Alipay's). */
export function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer | string;
  if (typeof raw === 'string') return raw;
  return entry.generalPurposeBitFlag & UTF8_NAME_FLAG ? raw.toString('utf8') : iconv.decode(raw, GBK);
}

const isDetail = (name: string) => /_业务明细\.csv$/i.test(name.split('/').pop() ?? '');

/** The text of the zip's 业务明细 CSV (a path or the zip's bytes), decoded from GBK chunk by chunk. */
export async function* readAlipayDetailText(source: string | Buffer, limits: StatementLimits): AsyncGenerator<string> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await openZip(source);
  } catch {
    throw notAlipay('不是有效的 zip 压缩包（支付宝下载的对账单是 zip，微信的交易账单是 CSV 文本）');
  }
  try {
    try {
      entries = await listEntries(zip);
    } catch (error) {
      throw error instanceof StatementError ? error : notAlipay('zip 压缩包已损坏');
    }
    const details = entries.filter((entry) => isDetail(entryName(entry)));
    if (details.length !== 1) {
      const names = entries.map(entryName).join('、') || '（空）';
      throw notAlipay(details.length ? `压缩包里有 ${details.length} 个业务明细文件：${names}` : `压缩包里没有业务明细文件（…_业务明细.csv），只有：${names}`);
    }
    const [detail] = details;
    const limitMb = Math.round(limits.maxBytes / 1024 / 1024);
    if (detail.uncompressedSize > limits.maxBytes) throw new StatementError('limit', `业务明细解压后超过 ${limitMb} MB，不能导入`);
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(detail, (error, readable) => (error || !readable ? reject(notAlipay('zip 压缩包已损坏')) : resolve(readable))),
    );
    const decoder = iconv.getDecoder(GBK);
    let inflated = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > limits.maxBytes) throw new StatementError('limit', `业务明细解压后超过 ${limitMb} MB，不能导入`);
        const text = decoder.write(chunk);
        if (text) yield text;
      }
    } catch (error) {
      throw error instanceof StatementError ? error : notAlipay('zip 压缩包已损坏');
    } finally {
      (stream as unknown as { destroy(): void }).destroy();
    }
    const last = decoder.end();
    if (last) yield last;
  } finally {
    zip.close();
  }
}
