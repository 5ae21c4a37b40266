import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sysUser } from '../../../db/schema';
import { STALE_JOB_MS } from '../import-job/capped-import';
import { sysImportJob } from '../import-job/import-job.table';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let admin: string;
/** small caps, so the limits are reached with small files */
const LIMITS = { maxRows: 1200, maxUncompressedBytes: 1024 * 1024 };
beforeEach(async () => {
  ctx = await buildTestApp({ config: { importLimits: LIMITS } });
  admin = await signIn(ctx.app, 'admin');
});
afterEach(() => ctx.close());

async function readSheet(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

async function workbook(rows: Array<Record<string, string>>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户信息');
  const headers = ['账号', '姓名', '工号', '性别', '手机号', '身份证号', '状态'];
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(file: Buffer, filename = 'users.xlsx', token = admin) {
  const boundary = '----bus-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sys/user/importExcel',
    headers: authHeaders(token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    payload,
  });
}

describe('GET /sys/user/exportXls', () => {
  it('exports the filtered users with Chinese headers and dictionary texts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/exportXls?realname=李娜', headers: authHeaders(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户信息.xlsx')}`);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['账号', '姓名', '性别']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 3)).toEqual(['lina', '李娜', '女']);
    expect(rows[1]).toContain('正常');
  });

  it('exports only the selected rows when given', async () => {
    const ids = (await ctx.app.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'wangfang'))).map((r) => r.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sys/user/exportXls?selections=${ids.join(',')}`, headers: authHeaders(admin) });
    const rows = await readSheet(res.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['wangfang']);
  });

  it('is refused without the permission', async () => {
    const lina = await signIn(ctx.app, 'lina');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sys/user/exportXls', headers: authHeaders(lina) })).statusCode).toBe(403);
  });
});

describe('POST /sys/user/importExcel', () => {
  it('stores the good rows and offers the rejected ones with reasons (code 201)', async () => {
    const file = await workbook([
      { 账号: 'import01', 姓名: '导入一', 工号: 'JC40001', 性别: '男', 手机号: '13800000001' },
      { 账号: 'lina', 姓名: '重名', 工号: 'JC40002' },
      { 账号: 'import03', 姓名: '导入三', 工号: 'JC40003', 手机号: '123' },
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(201);
    expect(body.message).toBe('导入成功 1 条，失败 2 条');
    expect(body.result).toMatchObject({ successCount: 1, failCount: 2 });
    const [saved] = await ctx.app.db.select().from(sysUser).where(eq(sysUser.username, 'import01'));
    // no default password (and no argon2 hash per row): the user signs in by SMS code or is given one
    expect(saved).toMatchObject({ realname: '导入一', sex: 1, passwordHash: null });

    const report = await ctx.app.inject({ method: 'GET', url: `/api${body.result.errorFileUrl}`, headers: authHeaders(admin) });
    expect(report.statusCode).toBe(200);
    const rows = await readSheet(report.rawPayload);
    expect(rows[0].at(-1)).toBe('失败原因');
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['lina', '账号：用户账号已存在'],
      ['import03', '手机号：手机号格式不正确'],
    ]);
  });

  it('answers 200 when every row is good, and refuses other file types', async () => {
    const ok = await upload(await workbook([{ 账号: 'import09', 姓名: '导入九', 工号: 'JC40009' }]));
    expect(ok.json()).toMatchObject({ code: 200, result: { status: 'done', successCount: 1, failCount: 0, errorFileUrl: null } });
    const csv = await upload(Buffer.from('a,b'), 'users.csv');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toBe('只支持 .xlsx 格式的文件');
  });

  it('is refused without the permission', async () => {
    const lina = await signIn(ctx.app, 'lina');
    expect((await upload(await workbook([]), 'users.xlsx', lina)).statusCode).toBe(403);
  });
});

describe('import limits and large imports', () => {
  const users = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ 账号: `bulk${from + i}`, 姓名: `批量${from + i}`, 工号: `JB${String(from + i).padStart(6, '0')}` }));

  it('refuses a file that inflates past IMPORT_MAX_UNCOMPRESSED_MB, naming the limit, and stores nothing', async () => {
    // a few KB on the wire, about 3 MB inflated
    const bomb = await workbook([
      { 账号: 'bomb01', 姓名: 'x'.repeat(30_000), 工号: 'JB1' },
      ...users(100).map((u) => ({ ...u, 姓名: `${u.姓名}${'y'.repeat(30_000)}` })),
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0]).toEqual({ field: 'file', message: '文件解压后超过 1 MB，不能导入（IMPORT_MAX_UNCOMPRESSED_MB）' });
    expect(await ctx.app.db.select().from(sysUser).where(eq(sysUser.username, 'bomb01'))).toEqual([]);
  });

  it('counts the bytes it inflates, whatever sizes the zip declares', async () => {
    const bomb = await workbook(users(100).map((u) => ({ ...u, 姓名: `${u.姓名}${'z'.repeat(30_000)}` })));
    // every entry of the central directory claims to inflate to 10 bytes
    for (let pos = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); pos >= 0; pos = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), pos + 4)) {
      bomb.writeUInt32LE(10, pos + 24);
    }
    const res = await upload(bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('文件解压后超过 1 MB');
  });

  it('refuses more rows than IMPORT_MAX_ROWS before storing any', async () => {
    const res = await upload(await workbook(users(1201)));
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0]).toEqual({ field: 'file', message: '文件超过 1200 行数据，请分批导入（IMPORT_MAX_ROWS）' });
    expect(await ctx.app.db.select().from(sysUser).where(eq(sysUser.username, 'bulk0'))).toEqual([]);
  });

  it('imports a large file in the background: 202, progress through statusUrl, then counts and the rejected rows', async () => {
    const rows = [...users(1100), { 账号: 'lina', 姓名: '重名', 工号: 'JB999999' }, { 账号: 'bulk1', 姓名: '文件内重复', 工号: 'JB999998' }];
    const started = await upload(await workbook(rows));
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ code: 202, message: '共 1102 行，正在后台导入', result: { status: 'running', totalRows: 1102 } });
    const statusUrl = started.json().result.statusUrl as string;
    const status = () => ctx.app.inject({ method: 'GET', url: `/api${statusUrl}`, headers: authHeaders(admin) });
    await vi.waitFor(async () => expect((await status()).json().result.status).toBe('done'), { timeout: 60_000, interval: 200 });
    const done = (await status()).json().result;
    expect(done).toMatchObject({ processedRows: 1102, successCount: 1100, failCount: 2, message: '导入成功 1100 条，失败 2 条' });
    const report = await ctx.app.inject({ method: 'GET', url: `/api${done.errorFileUrl}`, headers: authHeaders(admin) });
    expect((await readSheet(report.rawPayload)).slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['lina', '账号：用户账号已存在'],
      ['bulk1', '账号：用户账号已存在'],
    ]);
    const lina = await signIn(ctx.app, 'lina');
    expect((await ctx.app.inject({ method: 'GET', url: `/api${statusUrl}`, headers: authHeaders(lina) })).statusCode).toBe(403);
  });
});

describe('an import whose server stopped', () => {
  /** the row a background import leaves when its process dies after two batches */
  async function orphanedJob(heartbeat: Date) {
    const [job] = await ctx.app.db
      .insert(sysImportJob)
      .values({
        tenantId: 1,
        kind: 'user',
        fileName: 'users.xlsx',
        status: 'running',
        totalRows: 3000,
        processedRows: 1000,
        successCount: 998,
        failCount: 2,
        createBy: 'admin',
        createTime: new Date(heartbeat.getTime() - 5000),
        heartbeatTime: heartbeat,
      })
      .returning();
    return `/api/sys/user/importJob?id=${job.id}`;
  }

  it('is reported as interrupted, with what was stored, once it has been silent for two minutes', async () => {
    const url = await orphanedJob(ctx.clock.now());
    const status = async () => (await ctx.app.inject({ method: 'GET', url, headers: authHeaders(admin) })).json().result;
    ctx.clock.advance(STALE_JOB_MS - 1000);
    expect(await status()).toMatchObject({ status: 'running', processedRows: 1000 });
    ctx.clock.advance(2000);
    const stopped = await status();
    expect(stopped).toMatchObject({ status: 'failed', successCount: 998 });
    expect(stopped.message).toBe('导入中断：处理导入的服务已停止。已导入 998 条（已保存），表格第 1002 行起未导入，请只重新导入这些行');
    // asked again (any instance), it stays the same
    ctx.clock.advance(60_000);
    expect(await status()).toEqual(stopped);
  });

  it('keeps a job that is still writing its batches running', async () => {
    const url = await orphanedJob(ctx.clock.now());
    ctx.clock.advance(STALE_JOB_MS + 1000);
    // the running instance wrote its progress just now
    await ctx.app.db.update(sysImportJob).set({ heartbeatTime: ctx.clock.now() });
    expect((await ctx.app.inject({ method: 'GET', url, headers: authHeaders(admin) })).json().result.status).toBe('running');
  });
});

describe('GET /sys/user/importTemplate', () => {
  it('downloads a template with the import headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/importTemplate', headers: authHeaders(admin) });
    expect(res.statusCode).toBe(200);
    expect((await readSheet(res.rawPayload))[0].slice(0, 3)).toEqual(['账号', '姓名', '工号']);
  });
});
