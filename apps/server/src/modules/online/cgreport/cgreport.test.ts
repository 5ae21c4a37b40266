import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { runReport } from './report-runner';

let ctx: TestContext;
let admin: string;
let lina: string;
let hanlei: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'admin');
  lina = await signIn(ctx.app, 'lina');
  hanlei = await signIn(ctx.app, 'hanlei'); // tenant 2 only
});
afterAll(() => ctx.close());

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });

async function frontline() {
  const res = await get('/api/online/cgreport/api/getRpColumns/frontline_staff');
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

const report = (reportSql: string, columns = [{ field: 'realname', title: '姓名' }]) => ({
  code: `t_${Math.random().toString(36).slice(2, 8)}`,
  name: '测试报表',
  reportSql,
  columns,
  queryFields: [],
});

describe('popup report calls', () => {
  it('getRpColumns gives the shown columns, dictionary options and the config id', async () => {
    const result = await frontline();
    expect(result.cgRpConfigName).toBe('一线人员');
    expect(result.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual(['work_no', 'realname', 'sex', 'phone', 'post_name', 'team_name']);
    expect(result.dictOptions.sex.map((o: { text: string }) => o.text)).toEqual(['男', '女']);
  });

  it('getQueryInfo lists the query fields', async () => {
    const { cgRpConfigId } = await frontline();
    const res = await get(`/api/online/cgreport/api/getQueryInfo/${cgRpConfigId}`);
    expect(res.json().result.map((q: { field: string; label: string }) => `${q.field}:${q.label}`)).toEqual([
      'realname:姓名',
      'work_no:工号',
      'team_name:所属车队',
    ]);
  });

  it('getData pages, filters, sorts and passes self_ parameters as bound values', async () => {
    const { cgRpConfigId } = await frontline();
    const all = (await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?pageNo=1&pageSize=50&column=work_no&order=asc`)).json().result;
    expect(all.total).toBeGreaterThanOrEqual(8);
    const workNos = all.records.map((r: { work_no: string }) => r.work_no);
    expect(workNos).toEqual([...workNos].sort());
    expect(all.records.find((r: { realname: string }) => r.realname === '赵磊')).toMatchObject({ post_name: '驾驶员', team_name: '第一车队' });

    const drivers = (await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?self_post=driver&pageSize=50`)).json().result;
    expect(drivers.records.map((r: { realname: string }) => r.realname).sort()).toEqual(['何平', '赵磊', '郑凯', '高峰'].sort());

    const byName = (await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?realname=${encodeURIComponent('赵')}`)).json().result;
    expect(byName.records.map((r: { realname: string }) => r.realname)).toEqual(['赵磊']);

    const paged = (await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?pageNo=2&pageSize=3&column=work_no`)).json().result;
    expect(paged.records.map((r: { work_no: string }) => r.work_no)).toEqual(workNos.slice(3, 6));
  });

  it('hostile values are only ever values', async () => {
    const { cgRpConfigId } = await frontline();
    const injected = await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?self_post=${encodeURIComponent("driver' or '1'='1")}`);
    expect(injected.json().result.total).toBe(0);
    const filter = await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?realname=${encodeURIComponent("%' or 1=1 --")}`);
    expect(filter.json().result.total).toBe(0);
    const sort = await get(`/api/online/cgreport/api/getData/${cgRpConfigId}?column=${encodeURIComponent('work_no; drop table sys_user')}`);
    expect(sort.statusCode).toBe(422);
    expect(sort.json().message).toContain('不是报表的列');
  });

  it('another tenant cannot see the report or its rows', async () => {
    const { cgRpConfigId } = await frontline();
    expect((await get('/api/online/cgreport/api/getRpColumns/frontline_staff', hanlei)).statusCode).toBe(404);
    expect((await get(`/api/online/cgreport/api/getData/${cgRpConfigId}`, hanlei)).statusCode).toBe(404);
  });

  it('the sources give each tenant only its own rows', async () => {
    const sql = 'select u.username, d.depart_name from rpt_user u left join rpt_depart d on d.org_code = u.org_code';
    const tenant2 = await runReport(ctx.app.db, 2, { sql, columns: ['username'], pageSize: 200 });
    expect(tenant2.records.map((r) => r.username).sort()).toEqual(['hanlei', 'tangjie', 'zhangwei']);
    const tenant1 = await runReport(ctx.app.db, 1, { sql, columns: ['username'], pageSize: 200 });
    expect(tenant1.records.map((r) => r.username)).not.toContain('hanlei');
  });
});

describe('report definitions', () => {
  it('adds, edits and deletes a report; a stale edit is a 409', async () => {
    const body = report('select username, realname from rpt_user where post = ${post}', [
      { field: 'username', title: '账号' },
      { field: 'realname', title: '姓名' },
    ]);
    const added = await send('POST', '/api/online/cgreport/head/add', body);
    expect(added.statusCode).toBe(200);
    const { id, version } = added.json().result;
    const rows = await get(`/api/online/cgreport/api/getData/${id}?self_post=driver`);
    expect(rows.json().result.total).toBe(4);

    const edited = await send('PUT', '/api/online/cgreport/head/edit', { ...body, id, version, name: '驾驶员账号' });
    expect(edited.json().result.name).toBe('驾驶员账号');
    expect((await send('PUT', '/api/online/cgreport/head/edit', { ...body, id, version })).statusCode).toBe(409);

    const list = await get(`/api/online/cgreport/head/list?name=${encodeURIComponent('驾驶员')}`);
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await send('DELETE', `/api/online/cgreport/head/delete?id=${id}`)).statusCode).toBe(200);
    expect((await get(`/api/online/cgreport/head/queryById?id=${id}`)).statusCode).toBe(404);
  });

  it('refuses a column that the SQL does not return and a duplicate code', async () => {
    const missing = await send('POST', '/api/online/cgreport/head/add', report('select username from rpt_user'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.errors[0]).toMatchObject({ field: 'columns.0.field' });
    const duplicate = await send('POST', '/api/online/cgreport/head/add', { ...report('select realname from rpt_user'), code: 'frontline_staff' });
    expect(duplicate.json().result.errors[0]).toMatchObject({ field: 'code', message: '编码 frontline_staff 已存在' });
  });

  it('parseSql returns the result columns and parameters', async () => {
    const res = await send('POST', '/api/online/cgreport/head/parseSql', { reportSql: 'select realname, work_no as no from rpt_user where sex = ${sex}::int' });
    expect(res.json().result).toEqual({ fields: ['realname', 'no'], params: ['sex'] });
  });

  it.each([
    ['select realname from sys_user', '不能直接读取 sys_user'],
    ['select u.realname from rpt_user u, sys_session s', '不能直接读取 sys_session'],
    ['select (select max(token_hash) from sys_session) as realname from rpt_user', '不能直接读取 sys_session'],
    ['select rolname as realname from pg_authid', '不能直接读取 pg_authid'],
    ['select table_name as realname from information_schema.tables', '不能直接读取'],
    ['select name as realname from pg_settings', '不允许调用函数'],
    ['select realname from public.sys_user', '不能直接读取 sys_user'],
    ['select password_hash as realname from rpt_user', 'password_hash'],
    ["select realname from rpt_user where set_config('x.y', '1', true) = '1'", 'set_config'],
    ['select realname from rpt_user; update sys_user set realname = 1', '只能是一条语句'],
    ['update sys_user set realname = 1 returning realname', 'SELECT'],
    ["select current_setting('server_version') as realname", 'current_setting'],
  ])('refuses hostile SQL: %s', async (reportSql, message) => {
    const res = await send('POST', '/api/online/cgreport/head/add', report(reportSql));
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('reportSql');
    expect(res.json().message).toContain(message);
  });

  it('needs the online report permissions to manage definitions', async () => {
    expect((await get('/api/online/cgreport/head/list', lina)).statusCode).toBe(403);
    expect((await send('POST', '/api/online/cgreport/head/add', report('select realname from rpt_user'), lina)).statusCode).toBe(403);
    // the picker calls stay open to every signed-in user of the tenant
    expect((await get('/api/online/cgreport/api/getRpColumns/frontline_staff', lina)).statusCode).toBe(200);
  });
});
