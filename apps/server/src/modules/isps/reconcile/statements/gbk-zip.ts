/**
 * Builds a zip the way Alipay's statement download is: entries named and written in GBK, the
 * names without the UTF-8 flag. yazl always writes UTF-8 names with the flag, so each entry is
 * added under an ASCII stand-in of the GBK name's byte length and the stand-in is then replaced
 * in the local header and the central directory, the flag cleared in both (names are outside the
 * CRC, so the zip stays valid).
 */
import iconv from 'iconv-lite';
import yazl from 'yazl';

export interface GbkEntry {
  name: string;
  text: string;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const UTF8_NAME_FLAG = 0x800;
/** a fixed time, so the same entries give the same bytes */
const MTIME = new Date('2026-12-07T09:12:33+08:00');

export async function buildGbkZip(entries: GbkEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const names = entries.map((entry, index) => {
    const gbk = iconv.encode(entry.name, 'gbk');
    const standIn = Buffer.from(`${index}`.padEnd(gbk.length, '~'), 'ascii');
    zip.addBuffer(iconv.encode(entry.text, 'gbk'), standIn.toString('ascii'), { mtime: MTIME, compress: true });
    return { gbk, standIn };
  });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  for (const { gbk, standIn } of names) {
    let replaced = 0;
    for (let at = bytes.indexOf(standIn); at >= 0; at = bytes.indexOf(standIn, at + 1)) {
      const header =
        at >= 30 && bytes.readUInt32LE(at - 30) === LOCAL_HEADER ? at - 30 : at >= 46 && bytes.readUInt32LE(at - 46) === CENTRAL_HEADER ? at - 46 : -1;
      if (header < 0) continue;
      const flagAt = header + (header === at - 30 ? 6 : 8);
      bytes.writeUInt16LE(bytes.readUInt16LE(flagAt) & ~UTF8_NAME_FLAG, flagAt);
      gbk.copy(bytes, at);
      replaced += 1;
    }
    if (replaced !== 2) throw new Error(`expected the name ${standIn.toString()} in a local header and the central directory, found it ${replaced} times`);
  }
  return bytes;
}
