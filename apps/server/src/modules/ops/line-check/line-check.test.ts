import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineCheckStates } from '@bus/contracts';
import { authHeaders, buildTestApp, signIn, type TestContext, callerOf } from '../../../../test/helper';
import { sysDataLog } from '../../../db/schema';
import { formatDateTime } from '../../../lib/date-time';
import { insertTestLineWithStops } from '../timetable/test-line';

let ctx: TestContext;
let dataDir: string;
let admin: string;
let liuyang: string;
let lina: string;
let hanlei: string;
let line: { id: string; stops: string[] };
let otherLine: { id: string; stops: string[] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bus-line-check-'));
  ctx = await buildTestApp({ config: { captchaEnabled: false, dataDir } });
  admin = await signIn(ctx.app, 'admin');
  liuyang = await signIn(ctx.app, 'liuyang'); // 运营人员: every 线路巡检 code
  lina = await signIn(ctx.app, 'lina'); // 客服: no 线路巡检
  hanlei = await signIn(ctx.app, 'hanlei'); // 运营人员 of tenant 2
  line = await insertTestLineWithStops(ctx.app.db, 'LC1', '巡1路', ['东站', '中山路口', '西站']);
  otherLine = await insertTestLineWithStops(ctx.app.db, 'LC2', '巡2路', ['南站', '北站']);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = callerOf(
  () => ctx.app,
  () => liuyang,
);
const fieldOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];
const finding = (over: object = {}) => ({
  routeId: line.id,
  stopId: line.stops[1],
  category: 'stop_facility',
  findings: '中山路口站候车亭顶棚破损，雨天漏水',
  photos: [],
  checkTime: '2026-03-01 08:30:00',
  ...over,
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
async function uploadPhoto(biz: string, filename = 'shelter.png', content = PNG) {
  const boundary = '----line-check-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authHeaders(liuyang) },
  });
}

describe('线路巡检', () => {
  it('records a finding with a photo, then assigns, fixes and closes it, logging each version', async () => {
    const uploaded = await uploadPhoto('line_check');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json().message as string;
    expect(photo).toMatch(/^line_check\/\d{8}\/[0-9a-f]{32}\.png$/);

    const added = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ photos: [photo] }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('添加成功！');
    const row = added.json().result;
    expect(row).toMatchObject({
      routeNumber: '巡1路',
      stopName: '中山路口',
      inspector: 'liuyang',
      inspectorName: '刘洋',
      state: 'open',
      state_dictText: '待处理',
      category_dictText: '站点设施',
      photos: [photo],
      checkTime: '2026-03-01 08:30:00',
    });

    const assigned = await call('PUT', '/api/ops/lineCheck/assign', liuyang, { id: row.id, version: row.version, assignee: 'zhaolei' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().result).toMatchObject({ state: 'assigned', assignee: 'zhaolei', assigneeName: '赵磊' });
    // a stale version is a conflict, nothing is overwritten
    expect((await call('PUT', '/api/ops/lineCheck/assign', liuyang, { id: row.id, version: row.version, assignee: 'liuyang' })).statusCode).toBe(409);

    const fixed = await call('PUT', '/api/ops/lineCheck/fix', liuyang, { id: row.id, version: row.version + 1, resolution: '已更换顶棚板' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().result).toMatchObject({ state: 'fixed', resolution: '已更换顶棚板', closeTime: null });

    const closed = await call('PUT', '/api/ops/lineCheck/close', liuyang, { id: row.id, version: row.version + 2 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().result).toMatchObject({ state: 'closed', state_dictText: '已关闭', closeTime: formatDateTime(ctx.clock.now()) });

    const logs = await ctx.app.db.select().from(sysDataLog).where(eq(sysDataLog.dataId, row.id));
    expect(logs.map((l) => l.dataVersion).sort()).toEqual([1, 2, 3, 4]);
    // a closed finding stays as it was closed
    const edit = await call('PUT', '/api/ops/lineCheck/edit', liuyang, { ...finding(), id: row.id, version: row.version + 3 });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe('已关闭的巡检记录不能修改');
  });

  it('refuses transitions out of order with 422 and a Chinese reason', async () => {
    const row = (await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ category: 'road', findings: '西站出口路面坑洼' }))).json().result;
    const fix = await call('PUT', '/api/ops/lineCheck/fix', liuyang, { id: row.id, version: row.version, resolution: '已修补' });
    expect(fix.statusCode).toBe(422);
    expect(fix.json().message).toBe('巡检记录当前为「待处理」，只有「已指派」的巡检记录可以整改');
    const close = await call('PUT', '/api/ops/lineCheck/close', liuyang, { id: row.id, version: row.version });
    expect(close.statusCode).toBe(422);
    expect(close.json().message).toContain('只有「已整改」的巡检记录可以关闭');
    expect(lineCheckStates.refusal('assign', 'closed')).toBe('巡检记录当前为「已关闭」，只有「待处理或已指派」的巡检记录可以指派');
    expect(lineCheckStates.refusal('assign', 'assigned')).toBeNull();
    // an assignee who is not a user of the tenant
    const foreign = await call('PUT', '/api/ops/lineCheck/assign', liuyang, { id: row.id, version: row.version, assignee: 'tangjie' });
    expect(foreign.statusCode).toBe(422);
    expect(fieldOf(foreign)).toMatchObject({ field: 'assignee', message: '整改责任人不存在' });
  });

  it('names the field of bad input: long text, unknown line or stop, a stop off the line, foreign photos', async () => {
    const long = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ findings: 'x'.repeat(10_000) }));
    expect(long.statusCode).toBe(422);
    expect(fieldOf(long).field).toBe('findings');
    const route = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ routeId: 'no-such-line', stopId: null }));
    expect(fieldOf(route)).toMatchObject({ field: 'routeId', message: '线路不存在' });
    const stop = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ stopId: 'no-such-stop' }));
    expect(fieldOf(stop)).toMatchObject({ field: 'stopId', message: '站点不存在' });
    const offLine = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ stopId: otherLine.stops[0] }));
    expect(fieldOf(offLine)).toMatchObject({ field: 'stopId', message: '该站点不在所选线路上' });
    const category = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ category: 'weather' }));
    expect(fieldOf(category).field).toBe('category');
    const time = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ checkTime: '2026-02-30 08:00:00' }));
    expect(fieldOf(time).field).toBe('checkTime');
    // the clock stands at 2026-03-02 09:00 in Wuhan: a check cannot have happened in 2030, nor this afternoon (in any zone the tests run in)
    for (const checkTime of ['2030-01-01 08:00:00', '2026-03-02 15:00:00']) {
      const future = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ checkTime }));
      expect(future.statusCode, checkTime).toBe(422);
      expect(fieldOf(future)).toEqual({ field: 'checkTime', message: '巡检时间不能晚于现在' });
    }
    const path = await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ photos: ['../../etc/passwd'] }));
    expect(fieldOf(path).field).toBe('photos');
    const temp = (await uploadPhoto('temp')).json().message as string;
    expect(fieldOf(await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ photos: [temp] }))).field).toBe('photos');
    const unknown = 'line_check/20260302/0123456789abcdef0123456789abcdef.png';
    expect(fieldOf(await call('POST', '/api/ops/lineCheck/add', liuyang, finding({ photos: [unknown] }))).message).toBe('照片不存在，请重新上传');
    // the line_check folder takes images only
    const pdf = await uploadPhoto('line_check', 'report.pdf', Buffer.from('%PDF-1.4 ...'));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toContain('巡检照片只能是');
  });

  it('searches by line, state, category, inspector and dates, with an allowlisted sort, and exports', async () => {
    await call(
      'POST',
      '/api/ops/lineCheck/add',
      liuyang,
      finding({ routeId: otherLine.id, stopId: null, category: 'safety', findings: '北站站台护栏松动', checkTime: '2026-02-20 10:00:00' }),
    );
    const page = async (query: string) => (await call('GET', `/api/ops/lineCheck/list?${query}`)).json().result;
    expect((await page(`routeId=${otherLine.id}`)).records.map((r: { findings: string }) => r.findings)).toEqual(['北站站台护栏松动']);
    expect((await page('category=safety')).total).toBe(1);
    expect((await page('state=closed')).total).toBe(1);
    expect((await page('inspector=liuyang')).total).toBe(3);
    expect((await page('inspector=zhaolei')).total).toBe(0);
    expect((await page('checkTime_begin=2026-02-19&checkTime_end=2026-02-21')).total).toBe(1);
    expect((await page(`findings=${encodeURIComponent('*护栏*')}`)).total).toBe(1);
    const sorted = await page('column=checkTime&order=asc');
    expect(sorted.records[0].findings).toBe('北站站台护栏松动');
    for (const column of ['constructor', '__proto__', 'findings']) {
      const res = await call('GET', `/api/ops/lineCheck/list?column=${column}`);
      expect(res.statusCode).toBe(422);
      expect(fieldOf(res).field).toBe('column');
    }
    const sheet = await call('GET', '/api/ops/lineCheck/exportXls?category=safety');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain(encodeURIComponent('线路巡检.xlsx'));
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps users without the codes and other tenants out', async () => {
    expect((await call('GET', '/api/ops/lineCheck/list', lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/ops/lineCheck/add', lina, finding())).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/lineCheck/exportXls', lina)).statusCode).toBe(403);
    expect((await call('PUT', '/api/ops/lineCheck/close', lina, { id: 'x', version: 0 })).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/lineCheck/list', hanlei)).json().result.total).toBe(0);
    const mine = (await call('GET', '/api/ops/lineCheck/list')).json().result.records[0];
    expect((await call('GET', `/api/ops/lineCheck/queryById?id=${mine.id}`, hanlei)).statusCode).toBe(404);
    expect((await call('PUT', '/api/ops/lineCheck/assign', hanlei, { id: mine.id, version: mine.version, assignee: 'hanlei' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/ops/lineCheck/delete?id=${mine.id}`, hanlei)).statusCode).toBe(404);
    // another tenant's line is unknown here
    expect(fieldOf(await call('POST', '/api/ops/lineCheck/add', hanlei, finding({ stopId: null }))).field).toBe('routeId');
    const removed = await call('DELETE', `/api/ops/lineCheck/delete?id=${mine.id}`, admin);
    expect(removed.statusCode).toBe(200);
  });
});
