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

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

function multipartParts(parts: Part[]) {
  const boundary = '----bus-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="`),
        Buffer.from(part.filename, 'utf8'),
        Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function multipartBody(filename: string, content: Buffer, biz?: string) {
  return multipartParts([...(biz !== undefined ? [{ name: 'biz', value: biz }] : []), { name: 'file', filename, content }]);
}

async function uploadParts(parts: Part[], t: string | null = token) {
  const body = multipartParts(parts);
  return ctx.app.inject({ method: 'POST', url: '/api/sys/common/upload', payload: body.payload, headers: { ...body.headers, ...(t ? authHeaders(t) : {}) } });
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('file widget uploads and stored files', () => {
  it('stores repeated files for a business record and lists them by service', async () => {
    const res = await uploadParts([
      { name: 'serviceId', value: 'vehicle-001' },
      { name: 'serviceCode', value: 'vehicle' },
      { name: 'twoServiceCode', value: 'license' },
      { name: 'files', filename: '行驶证.pdf', content: PDF },
      { name: 'files', filename: '车辆照片.png', content: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result.fileUploadInfoList;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ fileName: '行驶证.pdf', fileAddress: expect.stringMatching(/^temp\/\d{8}\/[0-9a-f]{32}\.pdf$/) });
    expect(list[0].fileUrl).toBe(`/api/sys/common/static/${list[0].fileAddress}`);
    expect(res.json().message).toBe(list[0].fileAddress);

    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/file-upload/find-by-service?serviceId=vehicle-001&serviceCode=vehicle&twoServiceCode=license',
      headers: authHeaders(token),
    });
    expect(found.json().result.map((f: { fileName: string }) => f.fileName)).toEqual(['行驶证.pdf', '车辆照片.png']);
    const otherCode = await ctx.app.inject({ method: 'GET', url: '/api/file-upload/find-by-service?serviceId=vehicle-001', headers: authHeaders(token) });
    expect(otherCode.json().result).toEqual([]);
  });

  it('previews images and pdf inline, everything else and preview=false as attachments', async () => {
    const res = await uploadParts([
      { name: 'files', filename: '站牌.png', content: PNG },
      { name: 'files', filename: '线路表.pdf', content: PDF },
      { name: 'files', filename: '排班.csv', content: Buffer.from('线路,班次\n1路,20\n') },
    ]);
    const [png, pdf, csv] = res.json().result.fileUploadInfoList as Array<{ id: string }>;
    const preview = (id: string, flag = 'true') =>
      ctx.app.inject({ method: 'GET', url: `/api/sys/common/file-preview?id=${id}&preview=${flag}`, headers: authHeaders(token) });

    const image = await preview(png.id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('站牌.png')}`);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    expect((await preview(pdf.id)).headers['content-disposition']).toMatch(/^inline; /);
    expect((await preview(pdf.id)).headers['content-type']).toBe('application/pdf');
    expect((await preview(png.id, 'false')).headers['content-disposition']).toMatch(/^attachment; /);
    const text = await preview(csv.id);
    expect(text.headers['content-disposition']).toMatch(/^attachment; /);
    expect(text.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps hostile names harmless: no folders, no NUL or line breaks, bounded length', async () => {
    const traversal = await upload('../../../etc/passwd.png', PNG);
    expect(traversal.statusCode, traversal.body).toBe(200);
    expect(traversal.json().result.fileName).toBe('passwd.png');
    expect(traversal.json().message).toMatch(/^temp\/\d{8}\/[0-9a-f]{32}\.png$/);

    const windows = await upload('..\\..\\boot.ini.png', PNG);
    expect(windows.json().result.fileName).toBe('boot.ini.png');

    const nul = await upload('evil\u0000.html.png', PNG);
    expect(nul.statusCode).toBe(200);
    expect(nul.json().result.fileName).toBe('evil.html.png');

    const dots = await upload('..', PNG);
    expect(dots.statusCode).toBe(422);

    const long = await upload(`${'线'.repeat(400)}.png`, PNG);
    expect(long.statusCode).toBe(200);
    const name = long.json().result.fileName as string;
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name.endsWith('.png')).toBe(true);

    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/sys/common/file-preview?id=${nul.json().result.id}&preview=false`,
      headers: authHeaders(token),
    });
    expect(preview.headers['content-disposition']).not.toMatch(/[\r\n\0]/);
  });

  it('refuses content that does not match the extension, every file of a request or none', async () => {
    const res = await uploadParts([
      { name: 'serviceId', value: 'line-12' },
      { name: 'files', filename: '线路图.png', content: PNG },
      { name: 'files', filename: '说明.pdf', content: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('文件「说明.pdf」的内容与扩展名 .pdf 不符');
    const found = await ctx.app.inject({ method: 'GET', url: '/api/file-upload/find-by-service?serviceId=line-12', headers: authHeaders(token) });
    expect(found.json().result).toEqual([]);
  });

  it('refuses a biz outside the allowlist, bad service codes and non-images in rich text', async () => {
    for (const biz of ['secret', 'temp/../avatar', 'TEMP']) {
      const res = await upload('a.png', PNG, biz);
      expect(res.statusCode, biz).toBe(422);
      expect(res.json().result.errors[0].field).toBe('biz');
    }
    const badCode = await uploadParts([
      { name: 'serviceCode', value: "x'; drop table" },
      { name: 'file', filename: 'a.png', content: PNG },
    ]);
    expect(badCode.json().result.errors[0].field).toBe('serviceCode');
    const richPdf = await uploadParts([
      { name: 'jeditor', value: '1' },
      { name: 'biz', value: 'jeditor' },
      { name: 'file', filename: 'a.pdf', content: PDF },
    ]);
    expect(richPdf.statusCode).toBe(422);
    expect(richPdf.json().message).toMatch(/富文本中只能插入/);
    const richImage = await uploadParts([
      { name: 'jeditor', value: '1' },
      { name: 'biz', value: 'jeditor' },
      { name: 'file', filename: '站台.png', content: PNG },
    ]);
    expect(richImage.json().message).toMatch(/^jeditor\//);
    const served = await ctx.app.inject({ method: 'GET', url: richImage.json().result.url });
    expect(served.headers['content-disposition']).toBe('inline');
  });

  it("answers 404 for another tenant's file and lets only the uploader delete", async () => {
    const res = await uploadParts([
      { name: 'serviceId', value: 'driver-7' },
      { name: 'files', filename: '驾驶证.png', content: PNG },
    ]);
    const { id, fileUrl } = res.json().result.fileUploadInfoList[0];
    const hanlei = await signIn(ctx.app, 'hanlei'); // tenant 2
    const other = await ctx.app.inject({ method: 'GET', url: `/api/sys/common/file-preview?id=${id}`, headers: authHeaders(hanlei) });
    expect(other.statusCode).toBe(404);
    const otherList = await ctx.app.inject({ method: 'GET', url: '/api/file-upload/find-by-service?serviceId=driver-7', headers: authHeaders(hanlei) });
    expect(otherList.json().result).toEqual([]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/sys/common/file?id=${id}`, headers: authHeaders(hanlei) })).statusCode).toBe(404);

    const admin = await signIn(ctx.app, 'admin'); // same tenant, not the uploader
    const notMine = await ctx.app.inject({ method: 'DELETE', url: `/api/sys/common/file?id=${id}`, headers: authHeaders(admin) });
    expect(notMine.statusCode).toBe(403);

    const mine = await ctx.app.inject({ method: 'DELETE', url: `/api/sys/common/file?id=${id}`, headers: authHeaders(token) });
    expect(mine.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/sys/common/file-preview?id=${id}`, headers: authHeaders(token) })).statusCode).toBe(404);
  });

  it('binds own unbound uploads to a saved record, all or nothing', async () => {
    const res = await uploadParts([
      { name: 'serviceCode', value: 'notice' },
      { name: 'files', filename: '通知.pdf', content: PDF },
    ]);
    const { id } = res.json().result.fileUploadInfoList[0];
    const bind = (ids: string[]) =>
      ctx.app.inject({ method: 'PUT', url: '/api/sys/common/file/bind', headers: authHeaders(token), payload: { ids, serviceId: 'notice-2026-01' } });
    expect((await bind([id, 'missing'])).statusCode).toBe(404);
    expect((await bind([id])).json().result).toBe(1);
    expect((await bind([id])).statusCode).toBe(404);
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/file-upload/find-by-service?serviceId=notice-2026-01&serviceCode=notice',
      headers: authHeaders(token),
    });
    expect(found.json().result).toEqual([{ id, fileName: '通知.pdf' }]);
  });

  it('refuses more files than one request may carry', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: 'files', filename: `p${i}.png`, content: PNG }));
    const res = await uploadParts(parts);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('一次最多上传 10 个文件');
  });
});

describe('upload size limit from the configuration', () => {
  it('answers 413 naming the configured limit', async () => {
    const small = await buildTestApp({ config: { dataDir, uploadMaxBytes: 1024 * 1024 } });
    try {
      const t = await signIn(small.app, 'lina');
      const body = multipartBody('big.pdf', Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]));
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        payload: body.payload,
        headers: { ...body.headers, ...authHeaders(t) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('文件大小不能超过 1MB');
      expect(res.json().result.errors[0].field).toBe('file');
    } finally {
      await small.close();
    }
  });
});
