import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, apiTest } from '../../../../test/helper';
import { sysDataLog } from '../data-log/data-log.table';
import { sysUser } from '../user/user.table';

const { call, tokens, app } = apiTest(['admin'], { each: true });

const userId = async (username: string) => (await app().db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

const draft = (overrides: Record<string, unknown> = {}) => ({
  titile: '春运加班车安排',
  msgContent: '<p>各位同事：<strong>春运</strong>期间加开班次。</p>',
  priority: 'H',
  msgCategory: '1',
  msgType: 'ALL',
  ...overrides,
});

async function add(body: Record<string, unknown>, token = tokens.admin) {
  return call('POST', '/api/sys/annountCement/add', token, body);
}
async function addAndRelease(body: Record<string, unknown>) {
  const res = await add(body);
  expect(res.statusCode).toBe(200);
  const id = res.json().result.id as string;
  const release = await call('GET', `/api/sys/annountCement/doReleaseData?id=${id}`, tokens.admin);
  expect(release.statusCode).toBe(200);
  return id;
}
const bell = async (token: string) => (await call('GET', '/api/sys/annountCement/listByUser', token)).json().result;

describe('announcement admin', () => {
  it('adds a draft, lists it with dictionary texts, edits it with its version and refuses a stale version', async () => {
    const res = await add(draft());
    expect(res.statusCode).toBe(200);
    const created = res.json().result;
    expect(created).toMatchObject({ titile: '春运加班车安排', sendStatus: '0', sender: 'admin', version: 0 });

    const list = await call('GET', '/api/sys/annountCement/list?titile=春运', tokens.admin);
    expect(list.json().result.records[0]).toMatchObject({
      id: created.id,
      priority_dictText: '紧急消息',
      msgCategory_dictText: '通知公告',
      sendStatus_dictText: '未发布',
    });

    const edit = await call('PUT', '/api/sys/annountCement/edit', tokens.admin, { ...draft({ titile: '春运安排（修订）' }), id: created.id, version: 0 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().result).toMatchObject({ titile: '春运安排（修订）', version: 1 });
    const stale = await call('PUT', '/api/sys/annountCement/edit', tokens.admin, { ...draft(), id: created.id, version: 0 });
    expect(stale.statusCode).toBe(409);

    const versions = await app().db.select().from(sysDataLog).where(eq(sysDataLog.dataId, created.id));
    expect(versions).toHaveLength(2);
  });

  it('names the field of bad input', async () => {
    const noTitle = await add(draft({ titile: '' }));
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().result.errors[0].field).toBe('titile');
    const noUsers = await add(draft({ msgType: 'USER', userIds: '' }));
    expect(noUsers.statusCode).toBe(422);
    expect(noUsers.json().result.errors[0].field).toBe('userIds');
    const badTimes = await add(draft({ startTime: '2026-03-05 10:00:00', endTime: '2026-03-04 10:00:00' }));
    expect(badTimes.json().result.errors[0].field).toBe('endTime');
  });

  it('stores the body sanitised: no script, no event handlers, no javascript: links', async () => {
    const res = await add(
      draft({
        msgContent:
          '<p onclick="x()">好<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://e.com"></iframe><a href="https://ok.cn">ok</a>',
      }),
    );
    const html = res.json().result.msgContent as string;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(html).toContain('<a href="https://ok.cn">ok</a>');
    expect(html).toContain('<p>好</p>');
  });

  it('refuses users without the announcement codes', async () => {
    const lina = await signIn(app(), 'lina');
    expect((await add(draft(), lina)).statusCode).toBe(403);
    const list = await call('GET', '/api/sys/annountCement/list', lina);
    expect(list.statusCode).toBe(403);
    const id = (await add(draft())).json().result.id;
    const release = await call('GET', `/api/sys/annountCement/doReleaseData?id=${id}`, lina);
    expect(release.statusCode).toBe(403);
  });

  it('only drafts are editable; a published one cannot be published twice', async () => {
    const id = await addAndRelease(draft());
    const edit = await call('PUT', '/api/sys/annountCement/edit', tokens.admin, { ...draft(), id, version: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('通告当前为「已发布」，只有「未发布」的通告可以编辑');
    const again = await call('GET', `/api/sys/annountCement/doReleaseData?id=${id}`, tokens.admin);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('通告当前为「已发布」，只有「未发布」的通告可以发布');
  });

  it('takes only the moves its state machine allows: a draft cannot be revoked, a revoked one not published again', async () => {
    const draftId = (await add(draft())).json().result.id;
    const early = await call('GET', `/api/sys/annountCement/doReovkeData?id=${draftId}`, tokens.admin);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('通告当前为「未发布」，只有「已发布」的通告可以撤销');

    const id = await addAndRelease(draft({ titile: '撤销后再发布' }));
    const revoke = await call('GET', `/api/sys/annountCement/doReovkeData?id=${id}`, tokens.admin);
    expect(revoke.json().message).toBe('该系统通知撤销成功');
    const again = await call('GET', `/api/sys/annountCement/doReleaseData?id=${id}`, tokens.admin);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('通告当前为「已撤销」，只有「未发布」的通告可以发布');
    const row = (await call('GET', `/api/sys/annountCement/queryById?id=${id}`, tokens.admin)).json().result;
    expect(row).toMatchObject({ sendStatus: '2', version: 2 });
    expect(row.cancelTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a batch past the cap of ids, naming ids', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `x${i}`).join(',');
    const res = await call('DELETE', `/api/sys/annountCement/deleteBatch?ids=${ids}`, tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('ids');
  });

  it('soft-deletes in batch and keeps another tenant out', async () => {
    const a = (await add(draft())).json().result.id;
    const b = (await add(draft({ titile: '第二条' }))).json().result.id;
    const del = await call('DELETE', `/api/sys/annountCement/deleteBatch?ids=${a},${b}`, tokens.admin);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('删除成功 2 条');
    const list = await call('GET', '/api/sys/annountCement/list', tokens.admin);
    expect(list.json().result.total).toBe(0);
    const again = await call('DELETE', `/api/sys/annountCement/delete?id=${a}`, tokens.admin);
    expect(again.statusCode).toBe(404);
  });
});

describe('announcements of a user', () => {
  it('a published ALL announcement reaches every user of the tenant, not other tenants; reading it clears it', async () => {
    const id = await addAndRelease(draft());
    const lina = await signIn(app(), 'lina');
    const mine = await bell(lina);
    expect(mine.anntMsgTotal).toBe(1);
    expect(mine.anntMsgList[0]).toMatchObject({ id, titile: '春运加班车安排', priority: 'H', readFlag: '0', sender: 'admin' });
    expect(mine.sysMsgTotal).toBe(0);

    const hanlei = await signIn(app(), 'hanlei');
    expect((await bell(hanlei)).anntMsgTotal).toBe(0);

    const detail = await call('GET', `/api/sys/annountCement/queryById?id=${id}`, lina);
    expect(detail.json().result.titile).toBe('春运加班车安排');
    const read = await call('PUT', `/api/sys/sysAnnouncementSend/editByAnntIdAndUserId?anntId=${id}`, lina);
    expect(read.statusCode).toBe(200);
    expect((await bell(lina)).anntMsgTotal).toBe(0);
    const page = await call('GET', '/api/sys/sysAnnouncementSend/getMyAnnouncementSend?titile=春运', lina);
    expect(page.json().result.records[0]).toMatchObject({ anntId: id, readFlag: '1' });
  });

  it('我的消息 is searched by its catalogue: 消息类型 from its dictionary; hostile, overlong and mistyped values find nothing or are refused, never a 500', async () => {
    await addAndRelease(draft({ titile: '春运加班车安排' }));
    await addAndRelease(draft({ titile: '系统升级通知', msgCategory: '2' }));
    const lina = await signIn(app(), 'lina');
    const list = (query: string) => call('GET', `/api/sys/sysAnnouncementSend/getMyAnnouncementSend?${query}`, lina);
    const titles = async (query: string) => (await list(query)).json().result.records.map((r: { titile: string }) => r.titile);
    expect(await titles('msgCategory=2')).toEqual(['系统升级通知']);
    expect(await titles('msgCategory=1')).toEqual(['春运加班车安排']);
    expect(await titles(`titile=${encodeURIComponent("%' OR 1=1 --")}`)).toEqual([]);
    expect(await titles(`msgCategory=${encodeURIComponent("1' OR '1'='1")}`)).toEqual([]);
    for (const query of [`titile=${'春'.repeat(5000)}`, 'readFlag=abc', 'column=password&order=asc', 'column=sendTime&order=sideways', 'pageSize=-3']) {
      const response = await list(query);
      expect(response.statusCode, `${query}: ${response.body.slice(0, 200)}`).not.toBe(500);
      if (response.statusCode === 200)
        expect(response.json().result.records.every((r: { titile: string }) => ['春运加班车安排', '系统升级通知'].includes(r.titile))).toBe(true);
    }
    // only one's own: a signed-out caller is refused
    expect((await call('GET', '/api/sys/sysAnnouncementSend/getMyAnnouncementSend', '')).statusCode).toBe(401);
  });

  it('a USER announcement reaches only the chosen users; others cannot open it', async () => {
    const linaId = await userId('lina');
    const id = await addAndRelease(draft({ msgType: 'USER', userIds: linaId, msgCategory: '2', titile: '账号到期提醒' }));
    const lina = await signIn(app(), 'lina');
    const wangfang = await signIn(app(), 'wangfang');
    expect((await bell(lina)).sysMsgList.map((m: { id: string }) => m.id)).toEqual([id]);
    expect((await bell(wangfang)).sysMsgTotal).toBe(0);
    const foreign = await call('GET', `/api/sys/annountCement/queryById?id=${id}`, wangfang);
    expect(foreign.statusCode).toBe(404);
    const markForeign = await call('PUT', `/api/sys/sysAnnouncementSend/editByAnntIdAndUserId?anntId=${id}`, wangfang);
    expect(markForeign.statusCode).toBe(404);
    expect((await bell(lina)).sysMsgTotal).toBe(1);
  });

  it('a draft cannot be opened by a user; readAll clears the bell', async () => {
    const draftId = (await add(draft())).json().result.id;
    const lina = await signIn(app(), 'lina');
    const res = await call('GET', `/api/sys/annountCement/queryById?id=${draftId}`, lina);
    expect(res.statusCode).toBe(404);
    await addAndRelease(draft({ titile: 'A' }));
    await addAndRelease(draft({ titile: 'B', msgCategory: '2' }));
    const all = await call('PUT', '/api/sys/sysAnnouncementSend/readAll', lina);
    expect(all.json().result.count).toBe(2);
    expect(await bell(lina)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
  });

  it('revoking removes it from the users’ lists; outside its time window it is not shown', async () => {
    const id = await addAndRelease(draft());
    const lina = await signIn(app(), 'lina');
    expect((await bell(lina)).anntMsgTotal).toBe(1);
    const revoke = await call('GET', `/api/sys/annountCement/doReovkeData?id=${id}`, tokens.admin);
    expect(revoke.statusCode).toBe(200);
    expect((await bell(lina)).anntMsgTotal).toBe(0);
    const mine = await call('GET', '/api/sys/sysAnnouncementSend/getMyAnnouncementSend', lina);
    expect(mine.json().result.total).toBe(0);

    await addAndRelease(draft({ titile: '以后', startTime: '2030-01-01 00:00:00' }));
    expect((await bell(lina)).anntMsgTotal).toBe(0);
  });
});
