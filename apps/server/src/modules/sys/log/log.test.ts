import { afterEach, beforeEach, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { LOG_TYPE_LOGIN, LOG_TYPE_OPERATION, writeLog } from './log.service';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
  const at = (h: number) => new Date(`2026-03-0${h}T10:00:00+08:00`);
  await writeLog(ctx.app.db, { logType: LOG_TYPE_LOGIN, content: '用户名: lina,登录成功！', username: 'lina', ip: '10.0.0.8', createTime: at(1) });
  await writeLog(ctx.app.db, {
    logType: LOG_TYPE_OPERATION,
    content: 'PUT /api/sys/user/edit',
    username: 'admin',
    url: '/api/sys/user/edit',
    method: 'PUT',
    costMs: 42,
    createTime: at(2),
  });
  await writeLog(ctx.app.db, {
    logType: LOG_TYPE_OPERATION,
    content: 'DELETE /api/sys/dict/delete',
    username: 'zhangwei',
    url: '/api/sys/dict/delete',
    method: 'DELETE',
    costMs: 7,
    createTime: at(3),
  });
});
afterEach(() => ctx.close());

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });

it('lists by type, keyword over content/user/url and time range, newest first', async () => {
  const ops = (await get('/api/sys/log/list?logType=2&createTime_begin=2026-03-01&createTime_end=2026-03-03')).json().result;
  expect(ops.records.map((r: { url: string }) => r.url)).toEqual(['/api/sys/dict/delete', '/api/sys/user/edit']);
  expect(ops.records[0]).toMatchObject({ logType_dictText: '操作日志', costMs: 7 });
  const byUser = (await get('/api/sys/log/list?keyWord=zhangwei')).json().result.records;
  expect(byUser).toHaveLength(1);
  const bySort = (await get('/api/sys/log/list?logType=2&column=costMs&order=desc&createTime_end=2026-03-03')).json().result.records;
  expect(bySort[0].costMs).toBe(42);
  expect((await get('/api/sys/log/list?createTime_begin=yesterday')).statusCode).toBe(422);
  expect((await get('/api/sys/log/list?column=password')).statusCode).toBe(422);
});

it('deletes one or many, and exports an Excel file', async () => {
  const records = (await get('/api/sys/log/list?logType=2&createTime_end=2026-03-03')).json().result.records;
  const del = await ctx.app.inject({ method: 'DELETE', url: `/api/sys/log/delete?id=${records[0].id}`, headers: authHeaders(admin) });
  expect(del.statusCode).toBe(200);
  const batch = await ctx.app.inject({ method: 'DELETE', url: `/api/sys/log/deleteBatch?ids=${records[1].id}`, headers: authHeaders(admin) });
  expect(batch.statusCode).toBe(200);
  const left = (await get('/api/sys/log/list?pageSize=100')).json().result.records.map((r: { id: string }) => r.id);
  expect(left).not.toContain(records[0].id);
  expect(left).not.toContain(records[1].id);
  const file = await get('/api/sys/log/exportXls?logType=1');
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
});

it('refuses users without the log codes', async () => {
  const lina = await signIn(ctx.app, 'lina');
  expect((await get('/api/sys/log/list', lina)).statusCode).toBe(403);
  expect((await get('/api/sys/log/exportXls', lina)).statusCode).toBe(403);
  const del = await ctx.app.inject({ method: 'DELETE', url: '/api/sys/log/delete?id=x', headers: authHeaders(lina) });
  expect(del.statusCode).toBe(403);
});
