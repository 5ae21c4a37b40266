import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sysUser } from '../../../db/schema';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await buildTestApp();
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
    expect(saved).toMatchObject({ realname: '导入一', sex: 1, mustChangePassword: true });

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
    expect(ok.json()).toMatchObject({ code: 200, result: { successCount: 1, failCount: 0, errorFileUrl: null } });
    const csv = await upload(Buffer.from('a,b'), 'users.csv');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toBe('只支持 .xlsx 格式的文件');
  });

  it('is refused without the permission', async () => {
    const lina = await signIn(ctx.app, 'lina');
    expect((await upload(await workbook([]), 'users.xlsx', lina)).statusCode).toBe(403);
  });
});

describe('GET /sys/user/importTemplate', () => {
  it('downloads a template with the import headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/importTemplate', headers: authHeaders(admin) });
    expect(res.statusCode).toBe(200);
    expect((await readSheet(res.rawPayload))[0].slice(0, 3)).toEqual(['账号', '姓名', '工号']);
  });
});
