import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE } from '@bus/contracts';
import { sysUser } from '../../../db/schema';
import { authHeaders, buildTestApp, login, signIn, TEST_PASSWORD, type TestContext } from '../../../../test/helper';

/**
 * Issue 22 item 1: the seeded and imported users have no password anyone knows. Signed in by an SMS
 * code they set one without an old one; a session opened with a password still needs the old one.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await buildTestApp();
});
afterEach(() => ctx.close());

const LINA_MOBILE = '13971020002';
const ZHANGWEI_MOBILE = '13871020001';
const NEW_PASSWORD = 'Lina-own-2026';

/** Signs in by phone as a user would: asks for a code, reads it (test hook), sends it. */
async function smsSignIn(mobile: string) {
  await ctx.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode: '0' } });
  const code = (await ctx.app.inject({ method: 'GET', url: `/api/__test__/sms/${mobile}` })).json().result as string;
  const res = await ctx.app.inject({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile, captcha: code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const changePassword = (token: string, body: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/sys/user/updatePassword', headers: authHeaders(token), payload: body });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });

describe('setting a password after an SMS sign-in', () => {
  it('a seeded user signed in by SMS sets a password without an old one, keeping the policy, then signs in with it', async () => {
    const signedIn = await smsSignIn(LINA_MOBILE);
    expect(signedIn.userInfo).toMatchObject({ username: 'lina', mustChangePassword: true, signedInBy: 'sms' });
    const token = signedIn.token as string;

    const weak = await changePassword(token, { username: 'lina', password: 'short1', confirmpassword: 'short1' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().result.errors).toEqual([{ field: 'password', message: PASSWORD_POLICY_MESSAGE }]);
    const mismatch = await changePassword(token, { username: 'lina', password: NEW_PASSWORD, confirmpassword: 'Other-pass-2026' });
    expect(mismatch.json().result.errors).toEqual([{ field: 'confirmpassword', message: '两次输入的密码不一样！' }]);

    const set = await changePassword(token, { username: 'lina', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('密码修改成功');
    // the same session now enters the app
    expect((await get('/api/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(200);
    expect((await get('/api/sys/user/info', token)).json().result.userInfo).toMatchObject({ mustChangePassword: false, signedInBy: 'sms' });
    // and the account signs in with the new password
    const byPassword = await login(ctx.app, 'lina', NEW_PASSWORD);
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(byPassword.json().result.userInfo).toMatchObject({ mustChangePassword: false, signedInBy: 'password' });
  });

  it('an SMS session may not keep a password an administrator gave out as its new one', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/__test__/user-password',
      payload: { username: 'lina', password: TEST_PASSWORD, mustChangePassword: true },
    });
    const { token } = await smsSignIn(LINA_MOBILE);
    const same = await changePassword(token, { username: 'lina', password: TEST_PASSWORD, confirmpassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().result.errors).toEqual([{ field: 'password', message: '新密码不能与旧密码相同' }]);
  });

  it('a session opened with a password still needs the old one', async () => {
    const token = await signIn(ctx.app, 'lina', { mustChangePassword: true });
    const res = await changePassword(token, { username: 'lina', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors).toEqual([{ field: 'oldpassword', message: '请输入旧密码!' }]);
    const wrong = await changePassword(token, { username: 'lina', oldpassword: 'not-it-1234', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(wrong.json().result.errors).toEqual([{ field: 'oldpassword', message: '旧密码输入错误' }]);
    expect((await login(ctx.app, 'lina', NEW_PASSWORD)).statusCode).toBe(422);
  });

  it("an SMS session cannot set another user's password", async () => {
    const [before] = await ctx.app.db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.username, 'wangfang'));
    const { token } = await smsSignIn(LINA_MOBILE);
    const res = await changePassword(token, { username: 'wangfang', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('只能修改当前登录用户的密码');
    const [after] = await ctx.app.db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.username, 'wangfang'));
    expect(after.hash).toBe(before.hash);
    expect((await login(ctx.app, 'wangfang', NEW_PASSWORD)).statusCode).toBe(422);
  });

  it('a user of two tenants who must still set a password chooses the tenant first (the sign-in asks for it)', async () => {
    const { token } = await smsSignIn(ZHANGWEI_MOBILE);
    const chosen = await ctx.app.inject({ method: 'POST', url: '/api/sys/selectTenant', headers: authHeaders(token), payload: { tenantId: 2 } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().result.userInfo).toMatchObject({ tenantid: 2, mustChangePassword: true, signedInBy: 'sms' });
    const set = await changePassword(token, { username: 'zhangwei', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
  });
});
