import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext, callerOf } from '../../../../test/helper';
import { sysDataLog } from '../../../db/schema';
import { formatDateTime } from '../../../lib/date-time';
import { insertTestLineWithStops } from '../timetable/test-line';
import { shownStateOf } from './passenger-notice.service';

let ctx: TestContext;
let liuyang: string;
let lina: string;
let yangfan: string;
let hanlei: string;
let line: { id: string; stops: string[] };
let otherLine: { id: string; stops: string[] };

beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  liuyang = await signIn(ctx.app, 'liuyang'); // 运营人员
  lina = await signIn(ctx.app, 'lina'); // 客服: 公告管理 too (passengers ask the desk)
  yangfan = await signIn(ctx.app, 'yangfan'); // 流程设计人员: no 公告管理
  hanlei = await signIn(ctx.app, 'hanlei'); // tenant 2
  line = await insertTestLineWithStops(ctx.app.db, 'NT1', '公1路', ['江汉路', '六渡桥', '武胜路']);
  otherLine = await insertTestLineWithStops(ctx.app.db, 'NT2', '公2路', ['汉口站', '青年路']);
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => liuyang,
);
const fieldOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];
const notice = (over: object = {}) => ({
  title: '公1路六渡桥站临时改道',
  kind: 'diversion',
  content: '因道路施工，公1路往武胜路方向临时绕行，六渡桥站暂停停靠。',
  routeIds: [line.id],
  stopIds: [line.stops[1]],
  validFrom: '2026-03-01 05:00:00',
  validTo: '2026-04-30 23:00:00',
  ...over,
});

describe('公告管理', () => {
  it('saves a draft, edits it, publishes it (recording who and when), withdraws it, logging each version', async () => {
    const added = await call('POST', '/api/ops/notice/add', lina, notice());
    expect(added.statusCode, added.body).toBe(200);
    const row = added.json().result;
    expect(row).toMatchObject({
      state: 'draft',
      shownState: 'draft',
      kind_dictText: '改道',
      routeNumbers: ['公1路'],
      stopNames: ['六渡桥'],
      publishTime: null,
    });

    const edited = await call('PUT', '/api/ops/notice/edit', lina, { ...notice({ title: '公1路六渡桥站临时改道（更新）' }), id: row.id, version: row.version });
    expect(edited.statusCode, edited.body).toBe(200);
    const released = await call('PUT', '/api/ops/notice/release', lina, { id: row.id, version: row.version + 1 });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().result).toMatchObject({
      state: 'published',
      shownState: 'published',
      publishBy: 'lina',
      publishTime: formatDateTime(ctx.clock.now()),
    });

    // a published notice is neither edited nor deleted nor published again
    const edit = await call('PUT', '/api/ops/notice/edit', lina, { ...notice(), id: row.id, version: row.version + 2 });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe('只有草稿状态的公告可以修改或删除');
    expect((await call('DELETE', `/api/ops/notice/delete?id=${row.id}`, lina)).statusCode).toBe(422);
    const again = await call('PUT', '/api/ops/notice/release', lina, { id: row.id, version: row.version + 2 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('公告当前为「已发布」，只有「草稿」的公告可以发布');

    const revoked = await call('PUT', '/api/ops/notice/revoke', lina, { id: row.id, version: row.version + 2 });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().result).toMatchObject({ state: 'withdrawn', shownState: 'withdrawn' });
    const twice = await call('PUT', '/api/ops/notice/revoke', lina, { id: row.id, version: row.version + 3 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('公告当前为「已撤回」，只有「已发布」的公告可以撤回');

    const logs = await ctx.app.db.select().from(sysDataLog).where(eq(sysDataLog.dataId, row.id));
    expect(logs.map((l) => l.dataVersion).sort()).toEqual([1, 2, 3, 4]);
  });

  it('shows a published notice past its validTo as expired and filters by the shown state, line and title', async () => {
    const old = (
      await call(
        'POST',
        '/api/ops/notice/add',
        liuyang,
        notice({
          title: '公2路春节停运',
          kind: 'suspension',
          routeIds: [otherLine.id],
          stopIds: [],
          validFrom: '2026-02-10 00:00:00',
          validTo: '2026-02-20 23:59:59',
        }),
      )
    ).json().result;
    await call('PUT', '/api/ops/notice/release', liuyang, { id: old.id, version: old.version });
    const live = (
      await call('POST', '/api/ops/notice/add', liuyang, notice({ title: '公1路首班车提前', kind: 'timetable', stopIds: [], validTo: null }))
    ).json().result;
    await call('PUT', '/api/ops/notice/release', liuyang, { id: live.id, version: live.version });
    const page = async (query: string) => (await call('GET', `/api/ops/notice/list?${query}`)).json().result;

    expect((await page('state=expired')).records.map((r: { title: string }) => r.title)).toEqual(['公2路春节停运']);
    expect((await page('state=published')).records.map((r: { title: string }) => r.title)).toEqual(['公1路首班车提前']);
    expect((await page('state=withdrawn')).total).toBe(1);
    expect((await page(`routeId=${otherLine.id}`)).records[0]).toMatchObject({ shownState: 'expired', routeNumbers: ['公2路'] });
    expect((await page(`title=${encodeURIComponent('首班')}`)).total).toBe(1);
    expect((await page('kind=suspension')).total).toBe(1);
    expect((await call('GET', '/api/ops/notice/list?state=constructor')).statusCode).toBe(422);
    for (const column of ['constructor', '__proto__', 'routeId'])
      expect(fieldOf(await call('GET', `/api/ops/notice/list?column=${column}`)).field).toBe('column');
    expect(shownStateOf({ state: 'published', validTo: new Date('2026-03-01T00:00:00Z') }, new Date('2026-03-02T00:00:00Z'))).toBe('expired');
    expect(shownStateOf({ state: 'published', validTo: null }, new Date('2099-01-01T00:00:00Z'))).toBe('published');

    const sheet = await call('GET', '/api/ops/notice/exportXls?state=expired');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain(encodeURIComponent('乘客公告.xlsx'));
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('names the field of bad input: long title, unknown lines and stops, validTo before validFrom', async () => {
    const long = await call('POST', '/api/ops/notice/add', liuyang, notice({ title: 'x'.repeat(10_000) }));
    expect(long.statusCode).toBe(422);
    expect(fieldOf(long).field).toBe('title');
    expect(fieldOf(await call('POST', '/api/ops/notice/add', liuyang, notice({ routeIds: [line.id, 'no-such-line'] })))).toMatchObject({
      field: 'routeIds',
      message: '线路不存在',
    });
    expect(fieldOf(await call('POST', '/api/ops/notice/add', liuyang, notice({ stopIds: ['no-such-stop'] })))).toMatchObject({
      field: 'stopIds',
      message: '站点不存在',
    });
    const before = await call('POST', '/api/ops/notice/add', liuyang, notice({ validTo: '2026-02-01 00:00:00' }));
    expect(fieldOf(before)).toMatchObject({ field: 'validTo', message: '失效时间不能早于生效时间' });
    expect(fieldOf(await call('POST', '/api/ops/notice/add', liuyang, notice({ validFrom: '' }))).field).toBe('validFrom');
    expect(fieldOf(await call('POST', '/api/ops/notice/add', liuyang, notice({ kind: 'party' }))).field).toBe('kind');
    // a line of tenant 1 is unknown to tenant 2
    expect(fieldOf(await call('POST', '/api/ops/notice/add', hanlei, notice({ stopIds: [] }))).field).toBe('routeIds');
  });

  it('keeps users without the codes and other tenants out; deletes drafts only', async () => {
    expect((await call('GET', '/api/ops/notice/list', yangfan)).statusCode).toBe(403);
    expect((await call('POST', '/api/ops/notice/add', yangfan, notice())).statusCode).toBe(403);
    expect((await call('PUT', '/api/ops/notice/release', yangfan, { id: 'x', version: 0 })).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/notice/exportXls', yangfan)).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/notice/list', hanlei)).json().result.total).toBe(0);
    const draft = (await call('POST', '/api/ops/notice/add', liuyang, notice({ title: '草稿待删' }))).json().result;
    expect((await call('DELETE', `/api/ops/notice/delete?id=${draft.id}`, hanlei)).statusCode).toBe(404);
    expect((await call('PUT', '/api/ops/notice/release', hanlei, { id: draft.id, version: 0 })).statusCode).toBe(404);
    const published = (await call('GET', '/api/ops/notice/list?state=published')).json().result.records[0];
    const batch = await call('DELETE', `/api/ops/notice/deleteBatch?ids=${draft.id},${published.id}`);
    expect(batch.statusCode).toBe(422);
    expect((await call('GET', `/api/ops/notice/queryById?id=${draft.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/ops/notice/delete?id=${draft.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/ops/notice/queryById?id=${draft.id}`)).statusCode).toBe(404);
  });
});
