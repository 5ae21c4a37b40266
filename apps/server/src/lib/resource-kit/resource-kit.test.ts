/**
 * The resource kit through a real resource (职务管理, positionResource): what every declared
 * resource gets without writing it. The other resources' own tests cover their hooks.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionResource } from '@bus/contracts';
import { buildTestApp, signIn, type TestContext, callerOf } from '../../../test/helper';
import { insertCustomFixture } from '../../modules/ops/custom/test-fixture';
import { positionList } from '../../modules/sys/position/position.service';
import { sysPosition } from '../../modules/sys/position/position.table';
import { readOnlyResourceKit } from './resource-routes';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  admin = await signIn(ctx.app, 'admin');
  fixture = await insertCustomFixture(ctx.app.db);
});
let fixture: Awaited<ReturnType<typeof insertCustomFixture>>;
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => admin,
);
const add = async (code: string) => (await call('POST', '/api/sys/position/add', admin, { code, name: `职务${code}`, postRank: '2' })).json().result;

describe('the resource kit', () => {
  it('replies a saved record as the list shows it: times as text, dictionary text, no tenant', async () => {
    const row = await add('kit_a');
    expect(row).toMatchObject({ code: 'kit_a', postRank_dictText: '助级', version: 0 });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row).not.toHaveProperty('tenantId');
    const byId = (await call('GET', `/api/sys/position/queryById?id=${row.id}`)).json().result;
    expect(byId).toEqual(row);
  });

  it("answers an id that is not one of the tenant's records with 404 naming the record", async () => {
    const foreign = await call('GET', '/api/sys/position/queryById?id=no-such-id');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('职务不存在');
    expect((await call('PUT', '/api/sys/position/edit', admin, { id: 'no-such-id', version: 0, code: 'x', name: 'x', postRank: '1' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/sys/position/delete?id=no-such-id')).statusCode).toBe(404);
  });

  it('refuses a stale edit with 409 and keeps what was saved', async () => {
    const row = await add('kit_c');
    const body = { id: row.id, version: row.version, code: 'kit_c', name: '第一次', postRank: '2' };
    expect((await call('PUT', '/api/sys/position/edit', admin, body)).statusCode).toBe(200);
    const stale = await call('PUT', '/api/sys/position/edit', admin, { ...body, name: '第二次' });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/sys/position/queryById?id=${row.id}`)).json().result.name).toBe('第一次');
  });

  it('keeps every saved version in 数据日志', async () => {
    const row = await add('kit_d');
    await call('PUT', '/api/sys/position/edit', admin, { id: row.id, version: 0, code: 'kit_d', name: '改名', postRank: '2' });
    const log = (await call('GET', `/api/sys/dataLog/list?dataTable=sys_position&dataId=${row.id}`)).json().result;
    expect(log.records.map((r: { dataVersion: number }) => r.dataVersion).sort()).toEqual([1, 2]);
  });

  it('deletes a batch given as a capped list of ids, and refuses more than 1,000 naming ids', async () => {
    const rows = [await add('kit_e'), await add('kit_f')];
    const tooMany = Array.from({ length: 1001 }, (_, i) => `id${i}`).join(',');
    const refused = await call('DELETE', `/api/sys/position/deleteBatch?ids=${tooMany}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('一次最多选择 1000 条记录');
    const done = await call('DELETE', `/api/sys/position/deleteBatch?ids=${rows.map((r) => r.id).join(',')},,${rows[0].id}`);
    expect(done.json()).toMatchObject({ success: true, message: '已删除 2 条职务' });
    expect((await call('DELETE', `/api/sys/position/deleteBatch?ids=${rows[0].id}`)).statusCode).toBe(404);
  });

  it('exports the filtered list with the catalogue labels as headers and dictionary texts as cells', async () => {
    await add('kit_g');
    const reply = await call('GET', `/api/sys/position/exportXls?code=${encodeURIComponent('kit_g')}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(encodeURIComponent('职务管理.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '职务编码', '职务名称', '职级', '创建时间']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('助级');
  });

  it('makes only the routes of the codes a resource has: the system log is listed, exported and deleted, never added or edited', async () => {
    const has = (method: 'GET' | 'DELETE', url: string) => ctx.app.hasRoute({ method, url: `/api${url}` });
    expect([has('GET', '/sys/log/list'), has('GET', '/sys/log/exportXls'), has('DELETE', '/sys/log/delete'), has('DELETE', '/sys/log/deleteBatch')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect((await call('POST', '/api/sys/log/add', admin, {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/sys/log/edit', admin, { id: 'x', version: 0 })).statusCode).toBe(404);
  });

  it('refuses to declare add or edit over a table without a version', async () => {
    const { pgTable, text } = await import('drizzle-orm/pg-core');
    const { resourceKit } = await import('./resource-routes');
    const { defineList } = await import('../list-query');
    const { systemLogResource, PERMS } = await import('@bus/contracts');
    const entries = pgTable('kit_entries', { id: text('id').primaryKey(), content: text('content') });
    const list = defineList({
      name: 'kit_entries',
      table: entries,
      fields: { content: { column: entries.content, type: 'string' } },
      defaultSort: { field: 'content', order: 'asc' },
      tieBreaker: entries.id,
    });
    const writable = { ...systemLogResource, permissions: { ...systemLogResource.permissions, add: PERMS.system.position.add } };
    const declare = () => resourceKit({ resource: writable, table: entries, list, hooks: { values: async () => ({}) } }, { record: async () => {} });
    expect(declare).toThrow('/sys/log: a table without a version cannot be added to or edited');
  });

  it('takes integer ids for a resource keyed by numbers (租户), refusing any other id naming it', async () => {
    const byId = await call('GET', '/api/sys/tenant/queryById?id=1');
    expect(byId.json().result).toMatchObject({ id: 1, name: '江城公交集团' });
    const notANumber = await call('GET', '/api/sys/tenant/queryById?id=abc');
    expect(notANumber.statusCode).toBe(422);
    expect(notANumber.json().result.errors[0]).toMatchObject({ field: 'id', message: '记录编号必须是整数' });
    expect((await call('DELETE', '/api/sys/tenant/deleteBatch?ids=7,x')).statusCode).toBe(422);
    expect((await call('PUT', '/api/sys/tenant/edit', admin, { id: '1', version: 0, name: '甲', status: 1 })).statusCode).toBe(422);
  });

  it('serves a resource on its legacy route names and edit method (前端元素显示)', async () => {
    const base = '/api/basic-font-end-element-display';
    expect((await call('GET', `${base}/search`)).statusCode).toBe(200);
    expect((await call('GET', `${base}/list`)).statusCode).toBe(404);
    const rule = { targetUrl: '/kit/paths', elementKey: 'code', pcHidden: true };
    const created = (await call('POST', `${base}/create`, admin, rule)).json().result;
    expect((await call('PUT', `${base}/update`, admin, { ...rule, id: created.id, version: 0 })).statusCode).toBe(404);
    const updated = await call('POST', `${base}/update`, admin, { ...rule, id: created.id, version: 0, pcHidden: false });
    expect(updated.json()).toMatchObject({ message: '编辑成功!', result: { pcHidden: false, version: 1 } });
  });

  it("takes a list's own required parameter and lets the area refuse it or add to the page's records (部门角色)", async () => {
    const { seedId } = await import('../../db/seed/seed-id');
    const depart = seedId('depart', 'A01');
    const missing = await call('GET', '/api/sys/sysDepartRole/list');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.errors[0]).toMatchObject({ field: 'deptId', message: 'deptId 不能为空' });
    const foreign = await call('GET', '/api/sys/sysDepartRole/list?deptId=no-such-depart');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('部门不存在');
    const role = (await call('POST', '/api/sys/sysDepartRole/add', admin, { departId: depart, roleName: '套件角色', roleCode: 'kit_role' })).json().result;
    expect(role).not.toHaveProperty('grantable');
    const listed = (await call('GET', `/api/sys/sysDepartRole/list?deptId=${depart}&roleName=${encodeURIComponent('套件')}`)).json().result.records;
    expect(listed).toEqual([expect.objectContaining({ id: role.id, roleCode: 'kit_role', grantable: true })]);
  });

  it('leaves an add and edit the area writes itself to its routes, and needs the values hook only for its own (Online报表配置)', async () => {
    const { resourceKit } = await import('./resource-routes');
    const { cgreportResource } = await import('@bus/contracts');
    const { onlCgreportHead } = await import('../../modules/online/cgreport/cgreport.table');
    const { defineList } = await import('../list-query');
    const list = defineList({
      name: 'onl_cgreport_head',
      table: onlCgreportHead,
      fields: { code: { column: onlCgreportHead.code, type: 'string' } },
      defaultSort: { field: 'code', order: 'asc' },
      tieBreaker: onlCgreportHead.id,
    });
    const declare = (ownRoutes?: Array<'add' | 'edit'>) =>
      resourceKit({ resource: cgreportResource, table: onlCgreportHead, list, hooks: {}, ...(ownRoutes ? { ownRoutes } : {}) }, { record: async () => {} });
    expect(() => declare()).toThrow("/online/cgreport/head: the kit's add and edit need the values hook");
    expect(() => declare(['add', 'edit'])).not.toThrow();
    // the area's own add (proving the SQL) answers, not a second one of the kit
    const refused = await call('POST', '/api/online/cgreport/head/add', admin, {
      code: 'kit_report',
      name: '套件',
      reportSql: 'select 1 from nowhere',
      columns: [],
      queryFields: [],
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('the read-only kit (会员, 定制客运车票: rows without a version, written elsewhere)', () => {
  it('gives the list, queryById and export, and no route that writes', async () => {
    const member = await call('GET', `/api/ops/member/queryById?id=${fixture.zhang.id}`);
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().result).toMatchObject({ phone: '138****0001', realName: '张晓明', realNameState_dictText: '已认证' });
    const foreign = await call('GET', `/api/ops/member/queryById?id=${fixture.foreignMember.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('会员不存在');
    expect((await call('POST', '/api/ops/member/add', admin, { phone: '13800000009' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/ops/member/edit', admin, { id: fixture.zhang.id, version: 0 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/ops/member/deleteBatch?ids=${fixture.zhang.id}`)).statusCode).toBe(404);
    const [ticket] = (await call('GET', '/api/ops/customTicket/list?pageSize=1')).json().result.records;
    expect((await call('GET', `/api/ops/customTicket/queryById?id=${ticket.id}`)).json().result).toEqual(ticket);
  });

  it('exports the catalogue’s columns, with a column the record carries otherwise (the price in yuan)', async () => {
    const reply = await call('GET', `/api/ops/customTicket/exportXls?column=priceCents&order=desc`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(encodeURIComponent('定制客运票务.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '订单号', '线路', '线路名称', '乘客', '手机号', '乘车日期', '票价（元）', '票务状态', '购票时间']);
    const first = sheet.getRow(2).values as unknown[];
    expect(first[7]).toMatch(/^\d+\.\d{2}$/);
    expect(String(first[5])).toContain('****');
  });

  it('refuses a resource that declares codes of writes', () => {
    expect(() => readOnlyResourceKit({ resource: positionResource, table: sysPosition, list: positionList })).toThrow(/read-only kit makes no writes/);
  });
});
