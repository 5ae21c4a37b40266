import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idCardCheckDigit, PASSWORD_POLICY_MESSAGE } from '@bus/contracts';
import { sysDepart, sysRole, sysUser } from '../../../db/schema';
import { authHeaders, login, signIn, apiTest } from '../../../../test/helper';

const { tokens, app } = apiTest(['admin'], { each: true });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = tokens.admin, payload?: object) =>
  app().inject({ method, url: `/api${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) });

const idNumber = (first17: string) => first17 + idCardCheckDigit(first17);
const wrongCheckDigit = (first17: string) => first17 + (idCardCheckDigit(first17) === '1' ? '2' : '1');
const newUser = (extra: object = {}) => ({
  username: 'xiaoming',
  realname: '小明',
  workNo: 'JC30001',
  password: 'Init-pass-2024',
  confirmpassword: 'Init-pass-2024',
  phone: '13800138000',
  email: 'xm@example.com',
  ...extra,
});
const userByName = async (username: string) => (await app().db.select().from(sysUser).where(eq(sysUser.username, username)))[0];
const idsOf = async () => {
  const [role] = await app().db.select().from(sysRole).where(eq(sysRole.roleCode, 'operator'));
  const [depart] = await app().db.select().from(sysDepart).where(eq(sysDepart.orgCode, 'A01A05'));
  return { roleId: role.id, departId: depart.id };
};

describe('GET /sys/user/queryById', () => {
  it("shows one user of the tenant with names, never a password hash; another tenant's, a deleted or a made-up id is not found", async () => {
    const lina = await userByName('lina');
    const res = await call('GET', `/sys/user/queryById?id=${lina.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id: lina.id, username: 'lina', sex_dictText: '女' });
    expect(res.body).not.toMatch(/passwordHash|argon2/);

    const hanlei = await userByName('hanlei');
    expect((await call('GET', `/sys/user/queryById?id=${hanlei.id}`)).statusCode).toBe(404);
    for (const id of ['no-such-id', "1' or '1'='1", 'x'.repeat(5000)]) {
      const refused = await call('GET', `/sys/user/queryById?id=${encodeURIComponent(id)}`);
      expect([404, 422]).toContain(refused.statusCode);
      expect(refused.json().success).toBe(false);
    }
    expect((await call('GET', '/sys/user/queryById')).statusCode).toBe(422);

    expect((await call('DELETE', `/sys/user/delete?id=${lina.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/sys/user/queryById?id=${lina.id}`)).statusCode).toBe(404);
  });

  it('is refused without the list permission', async () => {
    const zhangwei = await userByName('zhangwei');
    const lina = await signIn(app(), 'lina');
    expect((await call('GET', `/sys/user/queryById?id=${zhangwei.id}`, lina)).statusCode).toBe(403);
  });
});

describe('GET /sys/user/list', () => {
  it('lists users of the session tenant with names and dictionary texts, never password hashes', async () => {
    const res = await call('GET', '/sys/user/list?pageSize=100');
    expect(res.statusCode).toBe(200);
    const { records, total } = res.json().result;
    expect(total).toBe(records.length);
    const usernames = records.map((r: { username: string }) => r.username);
    expect(usernames).toContain('lina');
    expect(usernames).toContain('zhangwei');
    expect(usernames).not.toContain('hanlei');
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    const lina = records.find((r: { username: string }) => r.username === 'lina');
    expect(lina).toMatchObject({ sex_dictText: '女', status_dictText: '正常' });
    expect(lina.orgCodeTxt).not.toBe('');
    expect(lina.roleNames).not.toBe('');
    expect(typeof lina.version).toBe('number');
  });

  it('searches by name and filters by department', async () => {
    const byName = (await call('GET', '/sys/user/list?realname=李娜')).json().result.records;
    expect(byName.map((r: { username: string }) => r.username)).toEqual(['lina']);
    const { departId } = await idsOf();
    const inDepart = (await call('GET', `/sys/user/list?departId=${departId}&pageSize=100`)).json().result.records;
    expect(inDepart.map((r: { username: string }) => r.username)).toContain('admin');
    expect(inDepart.map((r: { username: string }) => r.username)).not.toContain('lina');
  });

  it('refuses a user without the permission and names a bad sort column', async () => {
    const lina = await signIn(app(), 'lina');
    expect((await call('GET', '/sys/user/list', lina)).statusCode).toBe(403);
    const bad = await call('GET', '/sys/user/list?column=passwordHash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors[0].field).toBe('column');
  });
});

describe('POST /sys/user/add', () => {
  it('creates a user in the tenant with roles and departments who must change the password', async () => {
    const { roleId, departId } = await idsOf();
    const idCard = idNumber('42010219900307001');
    const res = await call('POST', '/sys/user/add', tokens.admin, newUser({ idCard, selectedroles: roleId, selecteddeparts: departId }));
    expect(res.statusCode).toBe(200);
    const id = res.json().result.id;
    const saved = await userByName('xiaoming');
    expect(saved).toMatchObject({ id, birthday: '1990-03-07', sex: 1, mustChangePassword: true, orgCode: 'A01A05', createBy: 'admin' });
    expect((await call('GET', `/sys/user/queryUserRole?userid=${id}`)).json().result).toEqual([roleId]);
    expect((await call('GET', `/sys/user/userDepartList?userId=${id}`)).json().result.map((d: { id: string }) => d.id)).toEqual([departId]);
    const listed = (await call('GET', '/sys/user/list?username=xiaoming')).json().result.records;
    expect(listed).toHaveLength(1);
    const first = await login(app(), 'xiaoming', 'Init-pass-2024');
    expect(first.statusCode).toBe(200);
  });

  it('names the field of a duplicate or invalid value', async () => {
    const cases: Array<[object, string, string]> = [
      [{ username: 'lina' }, 'username', '用户账号已存在'],
      [{ workNo: 'JC00001' }, 'workNo', '工号已存在'],
      [{ phone: '13971020002' }, 'phone', '手机号已存在'],
      [{ phone: '12345' }, 'phone', '手机号格式不正确'],
      [{ idCard: wrongCheckDigit('42010219900307001') }, 'idCard', '身份证号格式不正确'],
      [{ email: 'not-mail' }, 'email', '邮箱格式不正确'],
      [{ password: 'short', confirmpassword: 'short' }, 'password', PASSWORD_POLICY_MESSAGE],
      [{ confirmpassword: 'Other-pass-2024' }, 'confirmpassword', '两次输入的密码不一样！'],
      [{ realname: '' }, 'realname', '此项不能为空'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/sys/user/add', tokens.admin, newUser(body));
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().result.errors[0]).toEqual({ field, message });
    }
    expect(await userByName('xiaoming')).toBeUndefined();
  });

  it('is refused without the permission', async () => {
    const lina = await signIn(app(), 'lina');
    expect((await call('POST', '/sys/user/add', lina, newUser())).statusCode).toBe(403);
  });
});

describe('PUT /sys/user/edit', () => {
  it('saves with the current version and refuses a stale one with 409', async () => {
    const lina = await userByName('lina');
    const body = { id: lina.id, version: lina.version, username: 'lina', realname: '李娜娜', workNo: lina.workNo, phone: lina.phone, status: 1 };
    const saved = await call('PUT', '/sys/user/edit', tokens.admin, body);
    expect(saved.statusCode).toBe(200);
    expect((await userByName('lina')).realname).toBe('李娜娜');
    const stale = await call('PUT', '/sys/user/edit', tokens.admin, { ...body, realname: '别人' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('数据已被他人修改，请刷新后重试');
    expect((await userByName('lina')).realname).toBe('李娜娜');
  });

  it('treats a user of another tenant as missing', async () => {
    const hanlei = await userByName('hanlei');
    const res = await call('PUT', '/sys/user/edit', tokens.admin, {
      id: hanlei.id,
      version: hanlei.version,
      username: 'hanlei',
      realname: '韩磊',
      workNo: hanlei.workNo,
      status: 1,
    });
    expect(res.statusCode).toBe(404);
  });

  it('names a username another user has', async () => {
    const lina = await userByName('lina');
    const res = await call('PUT', '/sys/user/edit', tokens.admin, {
      id: lina.id,
      version: lina.version,
      username: 'wangfang',
      realname: '李娜',
      workNo: lina.workNo,
      status: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('username');
  });
});

describe('GET /sys/user/checkOnlyUser', () => {
  it('says whether the account name is taken', async () => {
    const taken = (await call('GET', '/sys/user/checkOnlyUser?username=lina')).json();
    expect(taken).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await call('GET', '/sys/user/checkOnlyUser?username=nobody-yet')).json().success).toBe(true);
  });
});

describe('freezing', () => {
  it('ends the frozen user\u2019s sessions at once and stops them signing in; unfreezing lets them back', async () => {
    const linaToken = await signIn(app(), 'lina');
    const lina = await userByName('lina');
    // a request first: the embedded database's server keeps the session it looked up (session.service.ts)
    expect((await call('GET', '/sys/user/info', linaToken)).statusCode).toBe(200);
    const heard: unknown[] = [];
    app().bus.subscribe('bus:session-ended', (m) => heard.push(m));
    const res = await call('PUT', '/sys/user/frozenBatch', tokens.admin, { ids: lina.id, status: 2 });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/sys/user/info', linaToken)).statusCode).toBe(401);
    const again = await login(app(), 'lina');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('该用户已冻结');
    await new Promise((r) => setImmediate(r));
    expect(heard).toContainEqual({ userIds: [lina.id] });
    const listed = (await call('GET', '/sys/user/list?username=lina')).json().result.records[0];
    expect(listed.status_dictText).toBe('冻结');

    expect((await call('PUT', '/sys/user/frozenBatch', tokens.admin, { ids: lina.id, status: 1 })).statusCode).toBe(200);
    expect((await login(app(), 'lina')).statusCode).toBe(200);
  });

  it('refuses freezing yourself, and a user without the permission', async () => {
    const me = await userByName('admin');
    const self = await call('PUT', '/sys/user/frozenBatch', tokens.admin, { ids: me.id, status: 2 });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('不能冻结当前登录用户');
    const lina = await signIn(app(), 'lina');
    expect((await call('PUT', '/sys/user/frozenBatch', lina, { ids: me.id, status: 2 })).statusCode).toBe(403);
  });
});

describe('PUT /sys/user/changePassword', () => {
  it('resets the password, ends the sessions and asks for a new password at next sign-in', async () => {
    const linaToken = await signIn(app(), 'lina');
    const res = await call('PUT', '/sys/user/changePassword', tokens.admin, {
      username: 'lina',
      password: 'Reset-pass-2024',
      confirmpassword: 'Reset-pass-2024',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/sys/user/info', linaToken)).statusCode).toBe(401);
    const signedIn = await login(app(), 'lina', 'Reset-pass-2024');
    expect(signedIn.statusCode).toBe(200);
    expect((await userByName('lina')).mustChangePassword).toBe(true);
  });

  it('enforces the policy and the confirmation', async () => {
    const weak = await call('PUT', '/sys/user/changePassword', tokens.admin, { username: 'lina', password: 'abc', confirmpassword: 'abc' });
    expect(weak.json().result.errors[0]).toEqual({ field: 'password', message: PASSWORD_POLICY_MESSAGE });
    const other = await call('PUT', '/sys/user/changePassword', tokens.admin, {
      username: 'lina',
      password: 'Reset-pass-2024',
      confirmpassword: 'Reset-pass-2025',
    });
    expect(other.json().result.errors[0].field).toBe('confirmpassword');
  });
});

describe('recycle bin', () => {
  it('deletes to the recycle bin, restores, and purges for good', async () => {
    const linaToken = await signIn(app(), 'lina');
    const lina = await userByName('lina');
    expect((await call('DELETE', `/sys/user/delete?id=${lina.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/sys/user/info', linaToken)).statusCode).toBe(401);
    expect((await call('GET', '/sys/user/list?username=lina')).json().result.total).toBe(0);
    const bin = (await call('GET', '/sys/user/recycleBin')).json().result.records;
    expect(bin.map((r: { username: string }) => r.username)).toEqual(['lina']);

    expect((await call('PUT', '/sys/user/putRecycleBin', tokens.admin, { userIds: lina.id })).statusCode).toBe(200);
    expect((await call('GET', '/sys/user/list?username=lina')).json().result.total).toBe(1);

    const wangfang = await userByName('wangfang');
    expect((await call('DELETE', `/sys/user/deleteBatch?ids=${lina.id},${wangfang.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/sys/user/deleteRecycleBin?userIds=${lina.id}`)).statusCode).toBe(200);
    expect(await userByName('lina')).toBeUndefined();
    expect((await call('GET', '/sys/user/recycleBin')).json().result.total).toBe(1);
  });

  it('refuses deleting yourself, another tenant\u2019s user, and a user without the permission', async () => {
    const me = await userByName('admin');
    const self = await call('DELETE', `/sys/user/delete?id=${me.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('不能删除当前登录用户');
    const hanlei = await userByName('hanlei');
    expect((await call('DELETE', `/sys/user/delete?id=${hanlei.id}`)).statusCode).toBe(404);
    const lina = await signIn(app(), 'lina');
    expect((await call('DELETE', `/sys/user/delete?id=${hanlei.id}`, lina)).statusCode).toBe(403);
    expect((await call('GET', '/sys/user/recycleBin', lina)).statusCode).toBe(403);
  });
});

describe('user pickers', () => {
  it('lists active users of the tenant for any signed-in user', async () => {
    const lina = await signIn(app(), 'lina');
    const page = (await call('GET', '/sys/user/selectUserList?realname=*张*', lina)).json().result;
    expect(page.records.map((r: { username: string }) => r.username)).toContain('zhangwei');
    expect(Object.keys(page.records[0]).sort()).toEqual(['createTime', 'id', 'idCard', 'phone', 'realname', 'username', 'workNo']);
    const all = (await call('GET', '/sys/user/selectUserList?pageSize=100', lina)).json().result.records;
    expect(all.map((r: { username: string }) => r.username)).not.toContain('hanlei');
    const { departId } = await idsOf();
    const inDepart = (await call('GET', `/sys/user/queryUserByDepId?id=${departId}`, lina)).json().result;
    expect(inDepart.map((r: { username: string }) => r.username)).toContain('admin');
  });

  it("shows a colleague's ID-card number only masked, and finds them only by the whole number", async () => {
    const lina = await signIn(app(), 'lina');
    const [zhang] = (await call('GET', '/sys/user/selectUserList?username=zhangwei', lina)).json().result.records;
    expect(zhang.idCard).toMatch(/^4201\*{10}[0-9X]{4}$/);
    const [full] = await app().db.select({ idCard: sysUser.idCard }).from(sysUser).where(eq(sysUser.username, 'zhangwei'));
    expect((await call('GET', `/sys/user/selectUserList?idCard=${full.idCard}`, lina)).json().result.total).toBe(1);
    expect((await call('GET', `/sys/user/selectUserList?idCard=${full.idCard!.slice(0, 6)}`, lina)).json().result.total).toBe(0);
  });
});
