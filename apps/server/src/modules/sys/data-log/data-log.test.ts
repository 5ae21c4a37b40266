import { afterEach, beforeEach, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { recordDataLog } from './record-data-log';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
  const base = { id: 'rec-1', username: 'lina', realname: '李娜', phone: '13971020002', passwordHash: 'secret' };
  await recordDataLog(ctx.app.db, { table: 'demo_user', record: { ...base, version: 0 }, by: 'admin', at: new Date('2026-03-01T10:00:00+08:00') });
  await recordDataLog(ctx.app.db, {
    table: 'demo_user',
    record: { ...base, realname: '李娜娜', version: 1 },
    by: 'admin',
    at: new Date('2026-03-02T10:00:00+08:00'),
  });
  await recordDataLog(ctx.app.db, {
    table: 'demo_line',
    record: { id: 'rec-2', name: '1路', version: 0 },
    by: 'admin',
    at: new Date('2026-03-02T11:00:00+08:00'),
  });
});
afterEach(() => ctx.close());

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });

it('lists versions by table and record, and compares two versions field by field', async () => {
  const list = (await get('/api/sys/dataLog/list?dataTable=demo_user')).json().result;
  expect(list.total).toBe(2);
  const versions = (await get('/api/sys/dataLog/queryDataVerList?dataTable=demo_user&dataId=rec-1')).json().result;
  expect(versions.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2]);
  const compare = (await get(`/api/sys/dataLog/queryCompareList?dataId1=${versions[0].id}&dataId2=${versions[1].id}`)).json().result;
  expect(compare.find((r: { field: string }) => r.field === 'realname')).toEqual({ field: 'realname', value1: '李娜', value2: '李娜娜', changed: true });
  expect(compare.find((r: { field: string }) => r.field === 'phone').changed).toBe(false);
  expect(compare.some((r: { field: string }) => r.field === 'passwordHash')).toBe(false);
});

it('refuses comparing versions of different records, missing ids, and users without the code', async () => {
  const all = (await get('/api/sys/dataLog/list?pageSize=100')).json().result.records as Array<{ id: string; dataTable: string }>;
  const user = all.find((r) => r.dataTable === 'demo_user')!;
  const line = all.find((r) => r.dataTable === 'demo_line')!;
  const mixed = await get(`/api/sys/dataLog/queryCompareList?dataId1=${user.id}&dataId2=${line.id}`);
  expect(mixed.statusCode).toBe(422);
  expect(mixed.json().result.errors[0].field).toBe('dataId2');
  expect((await get('/api/sys/dataLog/queryDataVerList?dataTable=demo_user')).statusCode).toBe(422);
  const lina = await signIn(ctx.app, 'lina');
  expect((await get('/api/sys/dataLog/list', lina)).statusCode).toBe(403);
});
