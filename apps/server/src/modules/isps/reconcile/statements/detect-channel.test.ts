import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ALIPAY_FIXTURE, alipayDetailText } from './__fixtures__/make-alipay-fixture';
import { DETECT_BYTES, detectChannel, openStatement, readWholeStatement, StatementError } from './index';

const WECHAT_FIXTURE = fileURLToPath(new URL('./__fixtures__/wechat-trade-bill-all-20261206.csv', import.meta.url));
const head = (path: string) => readFileSync(path).subarray(0, DETECT_BYTES);

describe('telling the channel of a statement file', () => {
  it('tells a WeChat bill from an Alipay zip by their first bytes', () => {
    expect(detectChannel('wechat.csv', head(WECHAT_FIXTURE))).toBe('wechat');
    // without its BOM too, and whatever the name
    expect(detectChannel('账单.txt', head(WECHAT_FIXTURE).subarray(3))).toBe('wechat');
    expect(detectChannel('20881234567890120156_20261206.csv.zip', head(ALIPAY_FIXTURE))).toBe('alipay');
    expect(detectChannel('download', head(ALIPAY_FIXTURE))).toBe('alipay');
  });

  it('knows neither an Excel file (a zip too), an unzipped Alipay CSV nor anything else', () => {
    expect(detectChannel('账单.xlsx', head(ALIPAY_FIXTURE))).toBeUndefined();
    expect(detectChannel('业务明细.csv', iconv.encode(alipayDetailText(), 'gbk').subarray(0, DETECT_BYTES))).toBeUndefined();
    expect(detectChannel('empty.csv', new Uint8Array())).toBeUndefined();
    expect(detectChannel('notes.txt', Buffer.from('交易日期,金额\r\n'))).toBeUndefined();
  });

  it('opens an uploaded file with its channel reader', async () => {
    const wechat = await readWholeStatement(await openStatement(WECHAT_FIXTURE, 'bill.csv'));
    expect(wechat.summary.channel).toBe('wechat');
    expect(wechat.lines).toHaveLength(12);
    const alipay = await readWholeStatement(await openStatement(ALIPAY_FIXTURE, 'alipay.zip'));
    expect(alipay.summary.channel).toBe('alipay');
    expect(alipay.lines).toHaveLength(7);
  });

  it('says what an unknown file is, in words a clerk can act on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'statements-'));
    const write = (name: string, data: Buffer | string) => {
      writeFileSync(join(dir, name), data);
      return join(dir, name);
    };
    const refusal = async (path: string, name: string) => {
      const error = await openStatement(path, name).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(StatementError);
      return (error as StatementError).message;
    };
    expect(await refusal(write('a.csv', iconv.encode(alipayDetailText(), 'gbk')), '业务明细.csv')).toBe(
      '无法识别「业务明细.csv」是哪个渠道的对账单：这像是解压出来的支付宝业务明细：请上传支付宝下载的 zip 压缩包本身',
    );
    expect(await refusal(write('b.gz', gzipSync(readFileSync(WECHAT_FIXTURE))), 'bill.gz')).toContain('gzip');
    expect(await refusal(write('c.xlsx', readFileSync(ALIPAY_FIXTURE)), '对账.xlsx')).toContain('Excel');
    expect(await refusal(write('d.txt', '你好'), 'd.txt')).toBe('无法识别「d.txt」是哪个渠道的对账单：请上传微信支付交易账单（CSV）或支付宝业务明细（zip）');
    rmSync(dir, { recursive: true });
  });
});
