/**
 * Which channel a clerk's file comes from, told by its first bytes (the name only rules out an
 * Office file, which is a zip too), and the one entry point an importer needs: openStatement.
 */
import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { readAlipayStatement } from './alipay-statement';
import { DEFAULT_STATEMENT_LIMITS, StatementError, type StatementChannel, type StatementLimits, type StatementReader } from './statement-types';
import { readWechatBill } from './wechat-bill';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const GZIP = [0x1f, 0x8b];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** how many bytes detectChannel wants to see */
export const DETECT_BYTES = 64;

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
const isOfficeFile = (fileName: string) => /\.(xlsx|xlsm|docx|ods)$/i.test(fileName);

/**
 * 'wechat' for a WeChat Pay trade bill (CSV text opening with its header 交易时间,…), 'alipay' for
 * Alipay's statement zip; undefined for anything else.
 */
export function detectChannel(fileName: string, firstBytes: Uint8Array): StatementChannel | undefined {
  if (startsWith(firstBytes, ZIP)) return isOfficeFile(fileName) ? undefined : 'alipay';
  const text = new TextDecoder('utf-8').decode(startsWith(firstBytes, UTF8_BOM) ? firstBytes.subarray(3) : firstBytes);
  if (text.startsWith('交易时间,') || text.startsWith('`交易时间,')) return 'wechat';
  return undefined;
}

/** Why a file is no statement, in the words a clerk can act on. */
function unknownFile(fileName: string, firstBytes: Uint8Array): StatementError {
  const hint = startsWith(firstBytes, ZIP)
    ? '这是 Excel 或其他 Office 文件：请上传渠道下载的原始文件，不要另存'
    : startsWith(firstBytes, GZIP)
      ? '这是 gzip 压缩文件：请先解压出微信支付交易账单'
      : firstBytes[0] === 0x23 // '#', Alipay's CSV taken out of its zip
        ? '这像是解压出来的支付宝业务明细：请上传支付宝下载的 zip 压缩包本身'
        : '请上传微信支付交易账单（CSV）或支付宝业务明细（zip）';
  return new StatementError('layout', `无法识别「${fileName}」是哪个渠道的对账单：${hint}`);
}

/** A statement file on disk (an upload) opened with the reader of its channel, or a StatementError saying what it is not. */
export async function openStatement(path: string, fileName: string, limits: StatementLimits = DEFAULT_STATEMENT_LIMITS): Promise<StatementReader> {
  const file = await open(path, 'r');
  let firstBytes: Uint8Array;
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(DETECT_BYTES), 0, DETECT_BYTES, 0);
    firstBytes = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const channel = detectChannel(fileName, firstBytes);
  if (channel === 'wechat') return readWechatBill(createReadStream(path, { highWaterMark: 256 * 1024 }), limits);
  if (channel === 'alipay') return readAlipayStatement(path, limits);
  throw unknownFile(fileName, firstBytes);
}
