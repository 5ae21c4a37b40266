import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setPassword, TEST_PASSWORD, authHeaders, type TestContext } from './helper';
import { rawLoginWork, rawUserPermissionWork, type RawQueryFn } from '../../../bench/lib/raw-login-work';

let ctx: TestContext;
let query: RawQueryFn;
beforeAll(async () => {
  ctx = await buildTestApp();
  query = (text, params) => ctx.database.raw(text, params);
  await setPassword(ctx.app, 'admin');
});
afterAll(() => ctx.close());

describe('raw-driver login work (benchmark baseline)', () => {
  it('creates a session the API accepts and reads the same permission rows', async () => {
    const { token, dictItemCount } = await rawLoginWork(query, { username: 'admin', password: TEST_PASSWORD });
    expect(dictItemCount).toBeGreaterThan(30);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/sys/permission/getUserPermissionByToken', headers: authHeaders(token) });
    expect(api.statusCode).toBe(200);
    const raw = await rawUserPermissionWork(query, token);
    expect(raw.allButtons).toBe(api.json().result.allAuth.length);
    expect(raw.granted).toBeGreaterThan(api.json().result.auth.length);
  });
});
