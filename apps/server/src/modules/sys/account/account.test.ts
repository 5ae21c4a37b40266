import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authHeaders, login, signIn, TEST_PASSWORD, apiTest } from '../../../../test/helper';
import { sysDataLog } from '../data-log/data-log.table';
import { sysUser } from '../user/user.table';

const { call, tokens, app, ctx } = apiTest(['lina'], { each: true, config: { captchaEnabled: true } });

const get = (url: string, t = tokens.lina) => app().inject({ method: 'GET', url, headers: authHeaders(t) });

describe('own profile', () => {
  it('reads the own profile with departments, roles and post', async () => {
    const res = await get('/api/sys/user/getUserSelf');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ username: 'lina', realname: '李娜', departNames: ['客服中心'], phone: '13971020002' });
    expect(res.json().result.roleNames.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.json().result)).not.toMatch(/password|idCard/i);
  });

  it('edits only the own record, logs it, refuses bad fields and stale versions', async () => {
    const me = (await get('/api/sys/user/getUserSelf')).json().result;
    const payload = { realname: '李娜娜', avatar: null, birthday: '1990-07-25', sex: 2, email: 'lina@example.com', phone: '13971020002', version: me.version };
    // an id in the body is ignored: the session decides whose record it is
    const saved = await call('PUT', '/api/sys/user/editSelf', tokens.lina, { ...payload, id: 'someone-else' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ realname: '李娜娜', email: 'lina@example.com', version: me.version + 1 });
    const logs = await ctx().database.db.select().from(sysDataLog).where(eq(sysDataLog.dataId, me.id));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.at(-1)!.dataContent).not.toMatch(/passwordHash/);

    const stale = await app().inject({ method: 'PUT', url: '/api/sys/user/editSelf', headers: authHeaders(tokens.lina), payload });
    expect(stale.statusCode).toBe(409);

    const badEmail = await call('PUT', '/api/sys/user/editSelf', tokens.lina, { ...payload, email: 'nope', version: me.version + 1 });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().result.errors[0].field).toBe('email');
    const takenPhone = await call('PUT', '/api/sys/user/editSelf', tokens.lina, { ...payload, phone: '13871020001', version: me.version + 1 });
    expect(takenPhone.json().result.errors[0]).toMatchObject({ field: 'phone', message: '该手机号已被其他用户使用' });
    const foreignAvatar = await call('PUT', '/api/sys/user/editSelf', tokens.lina, { ...payload, avatar: '../../etc/passwd', version: me.version + 1 });
    expect(foreignAvatar.json().result.errors[0].field).toBe('avatar');
    const [other] = await ctx().database.db.select().from(sysUser).where(eq(sysUser.username, 'zhangwei'));
    expect(other.realname).toBe('张伟');
  });
});

describe('own sessions', () => {
  it('lists only own sessions, ends another one and refuses the current or a foreign one', async () => {
    const second = await login(app(), 'lina', TEST_PASSWORD);
    const secondToken = second.json().result.token as string;
    const adminToken = await signIn(app(), 'admin');
    const sessions = (await get('/api/sys/user/mySessions')).json().result as Array<{ sessionId: string; current: boolean }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(secondToken);

    const adminSessions = (await get('/api/sys/user/mySessions', adminToken)).json().result as Array<{ sessionId: string }>;
    const foreign = await call('DELETE', `/api/sys/user/mySessions?sessionId=${adminSessions[0].sessionId}`, tokens.lina);
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/sys/user/info', adminToken)).statusCode).toBe(200);

    const current = sessions.find((s) => s.current)!;
    const self = await call('DELETE', `/api/sys/user/mySessions?sessionId=${current.sessionId}`, tokens.lina);
    expect(self.json().result.errors[0].field).toBe('sessionId');

    const other = sessions.find((s) => !s.current)!;
    const ended = await call('DELETE', `/api/sys/user/mySessions?sessionId=${other.sessionId}`, tokens.lina);
    expect(ended.statusCode).toBe(200);
    expect((await get('/api/sys/user/info', secondToken)).statusCode).toBe(401);
  });
});

describe('notification settings and binding', () => {
  it('defaults, saves and reads back own notification settings', async () => {
    expect((await get('/api/sys/user/notifySetting')).json().result).toMatchObject({ announcementEnabled: true, emailEnabled: false });
    const values = { announcementEnabled: false, systemMessageEnabled: true, todoEnabled: true, emailEnabled: true, smsEnabled: false };
    const saved = await call('PUT', '/api/sys/user/notifySetting', tokens.lina, values);
    expect(saved.json().result).toEqual(values);
    const adminToken = await signIn(app(), 'admin');
    expect((await get('/api/sys/user/notifySetting', adminToken)).json().result.announcementEnabled).toBe(true);
  });

  it('binds a phone only with the right SMS code, and an email with a valid address', async () => {
    const phone = '13900001111';
    const send = await call('POST', '/api/sys/user/bindPhoneSms', tokens.lina, { phone });
    expect(send.statusCode, send.body).toBe(200);
    const wrong = await call('PUT', '/api/sys/user/bindPhone', tokens.lina, { phone, captcha: '000000x' });
    expect(wrong.json().result.errors[0].field).toBe('captcha');
    const code = (await app().inject({ method: 'GET', url: `/api/__test__/sms/${phone}` })).json().result;
    const bound = await call('PUT', '/api/sys/user/bindPhone', tokens.lina, { phone, captcha: code });
    expect(bound.json().result.phone).toBe(phone);
    const taken = await call('POST', '/api/sys/user/bindPhoneSms', tokens.lina, { phone: '13871020001' });
    expect(taken.json().result.errors[0].field).toBe('phone');

    const badEmail = await call('PUT', '/api/sys/user/bindEmail', tokens.lina, { email: 'x@' });
    expect(badEmail.json().result.errors[0].field).toBe('email');
    const email = await call('PUT', '/api/sys/user/bindEmail', tokens.lina, { email: 'lina@bus.example' });
    expect(email.json().result.email).toBe('lina@bus.example');
  });

  it('needs a session', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/sys/user/mySessions' });
    expect(res.statusCode).toBe(401);
  });
});
