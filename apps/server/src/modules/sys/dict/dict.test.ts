import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  token = await signIn(ctx.app, 'lina');
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = authHeaders(token)) => ctx.app.inject({ method: 'GET', url, headers });

describe('dictionaries', () => {
  it('returns the enabled items of a dictionary in order', async () => {
    const res = await get('/api/sys/dict/getDictItems/priority');
    expect(res.json().result).toEqual([
      { value: 'L', text: '一般消息', title: '一般消息', label: '一般消息', color: 'blue' },
      { value: 'M', text: '重要消息', title: '重要消息', label: '重要消息', color: 'orange' },
      { value: 'H', text: '紧急消息', title: '紧急消息', label: '紧急消息', color: 'red' },
    ]);
  });

  it('answers an empty list for an unknown code', async () => {
    expect((await get('/api/sys/dict/getDictItems/no_such_dict')).json().result).toEqual([]);
  });

  it('returns every dictionary by code and refreshes the cache', async () => {
    expect((await get('/api/sys/dict/refleshCache')).json().success).toBe(true);
    const all = (await get('/api/sys/dict/queryAllDictItems')).json().result;
    for (const code of [
      'sex',
      'user_status',
      'priority',
      'msg_category',
      'position_rank',
      'org_category',
      'yn',
      'valid_status',
      'menu_type',
      'send_status',
      'log_type',
      'operate_type',
      'depart_status',
      'tenant_status',
    ]) {
      expect(all[code]?.length, code).toBeGreaterThan(0);
    }
    expect(all.msg_category.map((i: { text: string }) => i.text)).toEqual(['通知公告', '系统消息']);
  });

  it('needs a session', async () => {
    expect((await get('/api/sys/dict/getDictItems/sex', {})).statusCode).toBe(401);
  });
});

describe('other shell calls', () => {
  it('serves the branding publicly', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/basic/system/get' });
    expect(res.json().result).toEqual([
      { systematicName: '江城', systemLogoUrl: '/branding/logo.svg', systemBackdropUrl: '/branding/login-bg.svg', uploadMaxMb: 10 },
    ]);
  });

  it('gives the bell empty lists for now', async () => {
    const res = await get('/api/sys/annountCement/listByUser');
    expect(res.json().result).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  });
});
