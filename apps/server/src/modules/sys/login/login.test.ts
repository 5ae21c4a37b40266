import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sysLog, sysSession, sysUser, sysUserRole } from '../../../db/schema';
import { sha256 } from '../../../lib/crypto';
import { authHeaders, buildTestApp, captchaFor, login, setPassword, signIn, TEST_PASSWORD, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await buildTestApp();
});
afterEach(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/sys/login', () => {
  it('signs in with the right captcha and password and returns the session data', async () => {
    await setPassword(ctx.app, 'lina');
    const res = await login(ctx.app, 'lina');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({ username: 'lina', realname: '李娜', tenantid: 1, orgCode: 'A01A02', mustChangePassword: false });
    expect(body.result.departs).toEqual([expect.objectContaining({ departName: '客服中心', orgCode: 'A01A02' })]);
    expect(body.result.multi_depart).toBe(1);
    expect(body.result.tenantList).toEqual([{ id: 1, name: '江城公交集团' }]);
    expect(body.result.sysAllDictItems.priority.map((i: { value: string }) => i.value)).toEqual(['L', 'M', 'H']);
  });

  it('stores only a hash of the token, with a 7-day lifetime', async () => {
    const token = await signIn(ctx.app, 'lina');
    const rows = await ctx.database.db.select().from(sysSession);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createTime.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(rows[0].userAgent).toBe('lightMyRequest');
  });

  it('asks for the captcha when it is missing', async () => {
    await setPassword(ctx.app, 'lina');
    const res = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 422,
      message: '请输入验证码',
      result: { errors: [{ field: 'captcha', message: '请输入验证码' }] },
    });
  });

  it('uses a captcha once: a wrong one burns it, so the right code afterwards is expired', async () => {
    await setPassword(ctx.app, 'lina');
    const { key, code } = await captchaFor(ctx.app);
    const wrong = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD, captcha: 'zzzz', checkKey: key });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('验证码错误');
    const retry = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD, captcha: code, checkKey: key });
    expect(retry.json().result.errors[0]).toEqual({ field: 'captcha', message: '验证码已失效' });
  });

  it('burns the captcha on a wrong password too, and compares the code case-insensitively', async () => {
    await setPassword(ctx.app, 'lina');
    const { key, code } = await captchaFor(ctx.app);
    const wrongPassword = await post('/api/sys/login', { username: 'lina', password: 'nope-nope-1', captcha: code.toUpperCase(), checkKey: key });
    expect(wrongPassword.json().result.errors[0]).toEqual({ field: 'password', message: '用户名或密码错误' });
    const again = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD, captcha: code, checkKey: key });
    expect(again.json().message).toBe('验证码已失效');

    const fresh = await captchaFor(ctx.app);
    const upper = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD, captcha: fresh.code.toUpperCase(), checkKey: fresh.key });
    expect(upper.statusCode).toBe(200);
  });

  it('expires a captcha after 60 seconds', async () => {
    await setPassword(ctx.app, 'lina');
    const { key, code } = await captchaFor(ctx.app);
    ctx.clock.advance(61_000);
    const res = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD, captcha: code, checkKey: key });
    expect(res.json().message).toBe('验证码已失效');
  });

  it('keeps captchas of different keys apart and lets a key be refreshed', async () => {
    await setPassword(ctx.app, 'lina');
    const first = await captchaFor(ctx.app, 'key-a');
    await captchaFor(ctx.app, 'key-b');
    const refreshed = await captchaFor(ctx.app, 'key-a');
    const res = await post('/api/sys/login', { username: 'lina', password: TEST_PASSWORD, captcha: refreshed.code, checkKey: 'key-a' });
    expect(res.statusCode).toBe(200);
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.image.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('refuses a captcha key outside 1-64 of [A-Za-z0-9_-]', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sys/randomImage/${'x'.repeat(65)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('key');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sys/randomImage/a.b' })).statusCode).toBe(422);
  });

  it('gives the same answer for an unknown user as for a wrong password', async () => {
    const res = await login(ctx.app, 'nobody', 'whatever-123');
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors).toEqual([{ field: 'password', message: '用户名或密码错误' }]);
  });

  it('locks an unknown name exactly as an account, so the lock does not tell which accounts exist', async () => {
    await setPassword(ctx.app, 'lina');
    const shape = (res: Awaited<ReturnType<typeof login>>) => ({ status: res.statusCode, ...res.json(), timestamp: 0 });
    for (let i = 1; i <= 5; i++) {
      const [known, unknown] = [await login(ctx.app, 'lina', 'wrong-pass-1'), await login(ctx.app, 'nobody', 'wrong-pass-1')];
      expect(shape(unknown), `attempt ${i}`).toEqual(shape(known));
    }
    ctx.clock.advance(6 * 60_000 + 30_000);
    expect(shape(await login(ctx.app, 'nobody', 'whatever'))).toEqual(shape(await login(ctx.app, 'lina')));
    ctx.clock.advance(4 * 60_000);
    expect((await login(ctx.app, 'nobody', 'whatever')).statusCode).toBe(422);
    expect((await login(ctx.app, 'lina')).statusCode).toBe(200);
  });

  it('locks the account after five failures for ten minutes, counting down the minutes', async () => {
    await setPassword(ctx.app, 'lina');
    for (let i = 1; i <= 4; i++) expect((await login(ctx.app, 'lina', 'wrong-pass-1')).statusCode).toBe(422);
    const fifth = await login(ctx.app, 'lina', 'wrong-pass-1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ message: '登录失败次数过多，账号已锁定，请 10 分钟后重试', result: { retryAfterSeconds: 600 } });
    const rightButLocked = await login(ctx.app, 'lina');
    expect(rightButLocked.statusCode).toBe(429);
    ctx.clock.advance(6 * 60_000 + 30_000);
    const later = await login(ctx.app, 'lina');
    expect(later.json()).toMatchObject({ message: '登录失败次数过多，账号已锁定，请 4 分钟后重试', result: { retryAfterSeconds: 210 } });
    ctx.clock.advance(4 * 60_000);
    expect((await login(ctx.app, 'lina')).statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    await setPassword(ctx.app, 'lina');
    for (let i = 0; i < 4; i++) await login(ctx.app, 'lina', 'wrong-pass-1');
    expect((await login(ctx.app, 'lina')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(ctx.app, 'lina', 'wrong-pass-1')).statusCode).toBe(422);
  });

  it('refuses a frozen user with 403 after the password is proven', async () => {
    await setPassword(ctx.app, 'lina');
    await ctx.database.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'lina'));
    const res = await login(ctx.app, 'lina');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该用户已冻结');
  });

  it('refuses a user without any menu permission', async () => {
    await setPassword(ctx.app, 'lina');
    const [user] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.username, 'lina'));
    await ctx.database.db.delete(sysUserRole).where(eq(sysUserRole.userId, user.id));
    const res = await login(ctx.app, 'lina');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该用户没有任何菜单权限');
  });

  it("moves a stored department that is not the user's to their first one", async () => {
    await setPassword(ctx.app, 'lina');
    await ctx.database.db.update(sysUser).set({ orgCode: 'A01A04' }).where(eq(sysUser.username, 'lina'));
    const res = await login(ctx.app, 'lina');
    expect(res.json().result.userInfo.orgCode).toBe('A01A02');
    const [user] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.username, 'lina'));
    expect(user.orgCode).toBe('A01A02');
  });

  it('skips the captcha when AUTH_CAPTCHA=off', async () => {
    const off = await buildTestApp({ config: { captchaEnabled: false } });
    try {
      await setPassword(off.app, 'lina');
      const res = await off.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'lina', password: TEST_PASSWORD } });
      expect(res.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('writes login-log entries for success and failure', async () => {
    await setPassword(ctx.app, 'lina');
    await login(ctx.app, 'lina', 'wrong-pass-1');
    await login(ctx.app, 'lina');
    const logs = await ctx.database.db.select().from(sysLog).where(eq(sysLog.logType, 1));
    expect(logs.map((l) => l.content)).toEqual(expect.arrayContaining(['用户名: lina，登录失败：用户名或密码错误', '用户名: lina，登录成功！']));
  });
});

describe('tenants', () => {
  it('leaves the tenant open for a user of several tenants until one is selected', async () => {
    const token = await signIn(ctx.app, 'zhangwei');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token) });
    expect(me.json().result.userInfo.tenantid).toBe(0);

    const notMine = await post('/api/sys/selectTenant', { tenantId: 3 }, authHeaders(token));
    expect(notMine.statusCode).toBe(403);

    const chosen = await post('/api/sys/selectTenant', { tenantId: 2 }, authHeaders(token));
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().result.userInfo.tenantid).toBe(2);

    const mismatch = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token, { 'tenant-id': '1' }) });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe('租户不匹配');
    const match = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token, { 'tenant-id': '2' }) });
    expect(match.json().result.userInfo.tenantid).toBe(2);
  });

  it('lists both tenants and both departments of zhangwei at login', async () => {
    await setPassword(ctx.app, 'zhangwei');
    const res = await login(ctx.app, 'zhangwei');
    const result = res.json().result;
    expect(result.tenantList.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    expect(result.multi_depart).toBe(2);
    expect(result.userInfo.tenantid).toBe(0);
  });
});

describe('POST /api/sys/logout', () => {
  it('ends the session at once and logs the event', async () => {
    const token = await signIn(ctx.app, 'lina');
    const out = await post('/api/sys/logout', {}, authHeaders(token));
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
    const logs = await ctx.database.db.select().from(sysLog).where(eq(sysLog.logType, 1));
    expect(logs.some((l) => l.content === '用户名: lina，退出成功！')).toBe(true);
  });

  it('expires a session after seven days', async () => {
    const token = await signIn(ctx.app, 'lina');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token) })).statusCode).toBe(200);
    ctx.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token) });
    expect(res.statusCode).toBe(401);
  });
});
