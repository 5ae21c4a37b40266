import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let token: string;
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bus-upload-'));
  ctx = await buildTestApp({ config: { dataDir } });
  token = await signIn(ctx.app, 'lina');
});
afterEach(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipartBody(filename: string, content: Buffer, biz?: string) {
  const boundary = '----bus-test-boundary';
  const parts: Buffer[] = [];
  if (biz !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(filename: string, content: Buffer, biz?: string, t: string | null = token) {
  const body = multipartBody(filename, content, biz);
  return ctx.app.inject({ method: 'POST', url: '/api/sys/common/upload', payload: body.payload, headers: { ...body.headers, ...(t ? authHeaders(t) : {}) } });
}

describe('upload', () => {
  it('stores an avatar under a generated name and serves it inline with nosniff', async () => {
    const res = await upload('me.png', PNG, 'avatar');
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().message as string;
    expect(stored).toMatch(/^avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(res.json().result.url).toBe(`/api/sys/common/static/${stored}`);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().result.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves other files as attachments', async () => {
    const res = await upload('report.csv', Buffer.from('线路,车次\n1路,20\n'));
    expect(res.json().message).toMatch(/^temp\//);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().result.url });
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses html, svg, a png that is really html, a bad biz and a missing session', async () => {
    const html = await upload('page.html', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(422);
    expect(html.json().result.errors[0].field).toBe('file');
    const svg = await upload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg.statusCode).toBe(422);
    const fakePng = await upload('cat.png', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(fakePng.statusCode).toBe(422);
    expect(fakePng.json().message).toMatch(/不符/);
    const htmlText = await upload('note.txt', Buffer.from('<script>alert(1)</script>'));
    expect(htmlText.statusCode).toBe(422);
    const badBiz = await upload('me.png', PNG, '../etc');
    expect(badBiz.statusCode).toBe(422);
    expect(badBiz.json().result.errors[0].field).toBe('biz');
    const pdfAvatar = await upload('a.pdf', Buffer.from('%PDF-1.4 ...'), 'avatar');
    expect(pdfAvatar.statusCode).toBe(422);
    const anonymous = await upload('me.png', PNG, 'avatar', null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload('big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('文件大小不能超过 10MB');
  });

  it('serves only generated names: no traversal, no other folders', async () => {
    for (const url of [
      '/api/sys/common/static/../../../etc/passwd',
      '/api/sys/common/static/avatar/20260302/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/sys/common/static/avatar%2F..%2F..%2Fpgdata%2FPG_VERSION',
      '/api/sys/common/static/pgdata/PG_VERSION',
      '/api/sys/common/static/avatar/20260302/00000000000000000000000000000000.png',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
