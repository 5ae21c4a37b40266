import { expect, it } from 'vitest';
import { signIn, apiTest } from '../../../../test/helper';

const { call, tokens, app } = apiTest(['admin'], { each: true });

const list = (token: string, query = '') => call('GET', `/api/sys/online/list${query}`, token);
const forceLogout = (token: string, sessionId: string) => call('POST', '/api/sys/online/forceLogout', token, { sessionId });

it('lists live sessions of the tenant without tokens, searchable by username', async () => {
  const lina = await signIn(app(), 'lina');
  await signIn(app(), 'hanlei'); // tenant 2 only
  const res = await list(tokens.admin);
  expect(res.statusCode).toBe(200);
  const records = res.json().result.records as Array<Record<string, unknown>>;
  expect(records.map((r) => r.username).sort()).toEqual(['admin', 'lina']);
  expect(JSON.stringify(records)).not.toContain(lina);
  expect(records.find((r) => r.username === 'admin')).toMatchObject({ current: true, realname: expect.any(String) });
  const search = await list(tokens.admin, '?username=li');
  expect(search.json().result.records.map((r: { username: string }) => r.username)).toEqual(['lina']);
});

it('force logout ends the session: the user’s next request is a 401 and a log entry says who did it', async () => {
  const lina = await signIn(app(), 'lina');
  // a request first: the embedded database's server keeps the session it looked up (session.service.ts)
  expect((await call('GET', '/api/sys/user/info', lina)).statusCode).toBe(200);
  const sessionId = (await list(tokens.admin, '?username=lina')).json().result.records[0].sessionId;
  const res = await forceLogout(tokens.admin, sessionId);
  expect(res.statusCode).toBe(200);
  const after = await call('GET', '/api/sys/user/info', lina);
  expect(after.statusCode).toBe(401);
  const logs = await call('GET', '/api/sys/log/list?logType=2&keyWord=强制退出', tokens.admin);
  expect(logs.json().result.records[0]).toMatchObject({ username: 'admin', content: '强制退出用户 lina 的会话' });
  expect((await forceLogout(tokens.admin, sessionId)).statusCode).toBe(404);
});

it('refuses ending your own session, an empty id, and users without the codes', async () => {
  const own = (await list(tokens.admin, '?username=admin')).json().result.records[0].sessionId;
  const res = await forceLogout(tokens.admin, own);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toContain('不能强制退出自己当前的会话');
  expect((await forceLogout(tokens.admin, '')).statusCode).toBe(422);
  const lina = await signIn(app(), 'lina');
  expect((await list(lina)).statusCode).toBe(403);
  expect((await forceLogout(lina, own)).statusCode).toBe(403);
});
