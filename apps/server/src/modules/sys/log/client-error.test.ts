import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';

/**
 * Issue 22 item 2: a page that fails shows an error id inside its tab; the same id is in the
 * system log with the page, the message, the stack and the user, so an administrator finds it.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await buildTestApp();
});
afterEach(() => ctx.close());

const report = (token: string | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/sys/log/client-error', headers: token ? authHeaders(token) : {}, payload });
const sample = (id: string) => ({
  id,
  route: '/zsgj/site',
  message: 'Invalid LngLat object: (NaN, 91)',
  stack: 'Error: Invalid LngLat object\n    at new LngLat (transit-map-gl.js:1:2)\n    at render (stop-form-modal.js:3:4)',
});

describe('POST /api/sys/log/client-error', () => {
  it('records the error under its id with the page, message, stack and user; an administrator finds it by the id', async () => {
    const lina = await signIn(ctx.app, 'lina');
    const res = await report(lina, sample('7F3A9C21B4E5'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id: '7F3A9C21B4E5' });

    const admin = await signIn(ctx.app, 'admin');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/sys/log/list?logType=3&keyWord=7F3A9C21B4E5', headers: authHeaders(admin) });
    const records = list.json().result.records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ logType: 3, logType_dictText: '前端错误', username: 'lina', url: '/zsgj/site' });
    expect(records[0].content).toContain('错误编号 7F3A9C21B4E5');
    expect(records[0].content).toContain('Invalid LngLat object: (NaN, 91)');
    expect(records[0].content).toContain('at render (stop-form-modal.js:3:4)');
  });

  it('keeps only the top of a long stack, and refuses an oversized report or a malformed id', async () => {
    const lina = await signIn(ctx.app, 'lina');
    const deep = Array.from({ length: 200 }, (_, i) => `    at frame${i} (chunk.js:${i}:1)`).join('\n');
    expect((await report(lina, { ...sample('A1B2C3D4E5F6'), stack: `Error: deep\n${deep}` })).statusCode).toBe(200);
    const admin = await signIn(ctx.app, 'admin');
    const [entry] = (await ctx.app.inject({ method: 'GET', url: '/api/sys/log/list?logType=3&keyWord=A1B2C3D4E5F6', headers: authHeaders(admin) })).json()
      .result.records;
    expect(entry.content).toContain('at frame0 ');
    expect(entry.content).not.toContain('at frame199 ');
    expect(entry.content.length).toBeLessThan(5000);

    const huge = await report(lina, { ...sample('A1B2C3D4E5F7'), message: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    const badId = await report(lina, sample('<script>'));
    expect(badId.statusCode).toBe(422);
    expect(badId.json().result.errors[0].field).toBe('id');
  });

  it('needs a session and is rate-limited per user', async () => {
    expect((await report(null, sample('0123456789AB'))).statusCode).toBe(401);
    const lina = await signIn(ctx.app, 'lina');
    for (let i = 0; i < 30; i++) expect((await report(lina, sample(`00000000${String(i).padStart(4, '0')}`))).statusCode).toBe(200);
    const over = await report(lina, sample('FFFFFFFFFFFF'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^错误报告过于频繁，请 \d+ 秒后再试$/);
    // another user is counted apart
    const wangfang = await signIn(ctx.app, 'wangfang');
    expect((await report(wangfang, sample('EEEEEEEEEEEE'))).statusCode).toBe(200);
  });
});
