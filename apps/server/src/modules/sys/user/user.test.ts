import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE } from '@bus/contracts';
import { sysUser } from '../../../db/schema';
import { authHeaders, buildTestApp, login, setPassword, signIn, TEST_PASSWORD, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await buildTestApp();
});
afterEach(() => ctx.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
const post = (url: string, token: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: authHeaders(token), payload });
const changePassword = (token: string, body: Partial<Record<'username' | 'oldpassword' | 'password' | 'confirmpassword', string>>) =>
  post('/api/sys/user/updatePassword', token, {
    username: 'lina',
    oldpassword: TEST_PASSWORD,
    password: 'New-pass-2025',
    confirmpassword: 'New-pass-2025',
    ...body,
  });

describe('a user who must change the initial password', () => {
  it('may only log out, read who they are, load permissions and dictionaries, and change the password', async () => {
    const token = await signIn(ctx.app, 'lina', { mustChangePassword: true });
    expect((await get('/api/sys/permission/getUserPermissionByToken', token)).statusCode).toBe(200);
    expect((await get('/api/sys/dict/getDictItems/sex', token)).statusCode).toBe(200);
    expect((await get('/api/sys/dict/queryAllDictItems', token)).statusCode).toBe(200);
    const pending = await get('/api/sys/user/info', token);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().result.userInfo.mustChangePassword).toBe(true);
    const blocked = await get('/api/sys/user/getCurrentUserDeparts', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('请先修改初始密码');

    expect((await changePassword(token, {})).statusCode).toBe(200);
    const info = await get('/api/sys/user/info', token);
    expect(info.statusCode).toBe(200);
    expect(info.json().result.userInfo.mustChangePassword).toBe(false);
  });
});

describe('POST /api/sys/user/updatePassword', () => {
  it('checks the old password, the confirmation, the policy and that the password changes', async () => {
    const token = await signIn(ctx.app, 'lina');
    const cases: Array<[object, number, string, string]> = [
      [{ oldpassword: 'not-it-123' }, 422, 'oldpassword', '旧密码输入错误'],
      [{ confirmpassword: 'Other-pass-2025' }, 422, 'confirmpassword', '两次输入的密码不一样！'],
      [{ password: 'short1', confirmpassword: 'short1' }, 422, 'password', PASSWORD_POLICY_MESSAGE],
      [{ password: TEST_PASSWORD, confirmpassword: TEST_PASSWORD }, 422, 'password', '新密码不能与旧密码相同'],
      [{ oldpassword: '' }, 422, 'oldpassword', '请输入旧密码!'],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await changePassword(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().result.errors[0]).toEqual({ field, message });
      expect(res.json().message.startsWith(message)).toBe(true);
    }
    const other = await changePassword(token, { username: 'wangfang' });
    expect(other.statusCode).toBe(403);
  });

  it('ends every other session of the user but keeps this one', async () => {
    await setPassword(ctx.app, 'lina');
    const first = (await login(ctx.app, 'lina')).json().result.token;
    const second = (await login(ctx.app, 'lina')).json().result.token;
    const res = await changePassword(second, {});
    expect(res.json()).toMatchObject({ success: true, message: '密码修改成功' });
    expect((await get('/api/sys/user/info', first)).statusCode).toBe(401);
    expect((await get('/api/sys/user/info', second)).statusCode).toBe(200);
    expect((await login(ctx.app, 'lina', 'New-pass-2025')).statusCode).toBe(200);
    expect((await login(ctx.app, 'lina', TEST_PASSWORD)).statusCode).toBe(422);
  });
});

describe('departments', () => {
  it("lists the user's departments and switches the current one", async () => {
    const token = await signIn(ctx.app, 'zhangwei');
    const list = await get('/api/sys/user/getCurrentUserDeparts', token);
    expect(list.json().result).toEqual({
      list: [
        expect.objectContaining({ departName: '运营管理部', orgCode: 'A01A01' }),
        expect.objectContaining({ departName: '第一运营分公司', orgCode: 'A01A06' }),
      ],
      orgCode: 'A01A01',
    });
    const switched = await post('/api/sys/selectDepart', token, { orgCode: 'A01A06', username: 'zhangwei' });
    expect(switched.json().result.userInfo.orgCode).toBe('A01A06');
    expect((await get('/api/sys/user/getCurrentUserDeparts', token)).json().result.orgCode).toBe('A01A06');
    const [row] = await ctx.database.db.select().from(sysUser).where(eq(sysUser.username, 'zhangwei'));
    expect(row.orgCode).toBe('A01A06');
  });

  it("refuses a department that is not the user's", async () => {
    const token = await signIn(ctx.app, 'zhangwei');
    const res = await post('/api/sys/selectDepart', token, { orgCode: 'A01A04' });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('orgCode');
  });
});

describe('GET /api/sys/user/info', () => {
  it('returns the session user', async () => {
    const token = await signIn(ctx.app, 'lina');
    const res = await get('/api/sys/user/info', token);
    expect(res.json().result.userInfo).toMatchObject({ username: 'lina', realname: '李娜', tenantid: 1, orgCode: 'A01A02' });
  });
});
