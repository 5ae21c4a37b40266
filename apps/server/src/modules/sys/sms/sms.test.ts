import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { sysRateLimit } from '../rate-limit/rate-limit.table';
import type { SmsSender } from './sms-sender';
import { sysSmsCode } from './sms-code.table';
import { SMS_PER_ADDRESS } from './sms.service';

const LINA_MOBILE = '13971020002';
let ctx: TestContext;
let sent: Array<{ mobile: string; code: string }>;

beforeEach(async () => {
  sent = [];
  const sender: SmsSender = { send: async (mobile, code) => void sent.push({ mobile, code }) };
  ctx = await buildTestApp({ smsSender: sender });
});
afterEach(() => ctx.close());

const requestCode = (mobile: string) => ctx.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode: '0' } });
const phoneLogin = (mobile: string, captcha: string) => ctx.app.inject({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile, captcha } });
const testCode = async (mobile: string) => (await ctx.app.inject({ method: 'GET', url: `/api/__test__/sms/${mobile}` })).json().result as string;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/sys/sms', () => {
  it('sends a 6-digit code through the SMS sender', async () => {
    const res = await requestCode(LINA_MOBILE);
    expect(res.statusCode).toBe(200);
    expect(sent).toEqual([{ mobile: LINA_MOBILE, code: expect.stringMatching(/^\d{6}$/) }]);
    expect(await testCode(LINA_MOBILE)).toBe(sent[0].code);
  });

  it('rejects a malformed mobile; answers an unknown one exactly as a bound one, without sending', async () => {
    const bad = await requestCode('12345678901');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors).toEqual([{ field: 'mobile', message: '手机号格式不正确' }]);
    const known = await requestCode(LINA_MOBILE);
    const unknown = await requestCode('13900000000');
    const shape = (res: typeof known) => ({ status: res.statusCode, ...res.json(), timestamp: 0 });
    expect(shape(unknown)).toEqual(shape(known));
    expect(known.json().message).toBe('如该手机号已绑定账号，验证码将发送到该手机，请注意查收');
    expect(sent.map((s) => s.mobile)).toEqual([LINA_MOBILE]);
    // asking again while the first code is valid is the same 429 for both
    ctx.clock.advance(60_000);
    const [knownAgain, unknownAgain] = [await requestCode(LINA_MOBILE), await requestCode('13900000000')];
    expect(shape(unknownAgain)).toEqual(shape(knownAgain));
    expect(knownAgain.statusCode).toBe(429);
  });

  it('limits codes per client address, whatever the numbers', async () => {
    for (let i = 0; i < 20; i++) expect((await requestCode(`139000000${String(i).padStart(2, '0')}`)).statusCode).toBe(200);
    const over = await requestCode('13900000099');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^获取验证码过于频繁，请 \d+ 秒后再试$/);
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile: LINA_MOBILE, smsmode: '0' }, remoteAddress: '10.1.2.3' });
    expect(elsewhere.statusCode).toBe(200);
    ctx.clock.advance(10 * 60_000);
    expect((await requestCode('13900000098')).statusCode).toBe(200);
  });

  it('keeps no counters or codes past their time, however many addresses and numbers ask', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sys/sms',
        payload: { mobile: `139000002${i}0`, smsmode: '0' },
        remoteAddress: `10.9.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await ctx.app.db.select().from(sysRateLimit)).toHaveLength(5);
    expect(await ctx.app.db.select().from(sysSmsCode)).toHaveLength(5);
    ctx.clock.advance(SMS_PER_ADDRESS.windowMs);
    expect((await requestCode(LINA_MOBILE)).statusCode).toBe(200);
    expect((await ctx.app.db.select().from(sysRateLimit)).map((row) => row.key)).toEqual(['sms:address:127.0.0.1']);
    expect((await ctx.app.db.select().from(sysSmsCode)).map((row) => row.mobile)).toEqual([LINA_MOBILE]);
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    const ask = (app: TestContext['app'], i: number, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sys/sms',
        payload: { mobile: `139000001${String(i).padStart(2, '0')}`, smsmode: '0' },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // no proxy trusted: a client cannot escape the limit by naming another address
    for (let i = 0; i < 20; i++) expect((await ask(ctx.app, i, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await ask(ctx.app, 20, '198.51.100.77')).statusCode).toBe(429);

    const proxied = await buildTestApp({ smsSender: { send: async () => undefined }, config: { trustProxy: ['127.0.0.1'] } });
    try {
      for (let i = 0; i < 20; i++) expect((await ask(proxied.app, i, '203.0.113.5')).statusCode).toBe(200);
      expect((await ask(proxied.app, 20, '203.0.113.5')).statusCode).toBe(429);
      // another client behind the same proxy has its own count
      expect((await ask(proxied.app, 21, '203.0.113.6')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('does not resend while a code is valid, and does after ten minutes', async () => {
    await requestCode(LINA_MOBILE);
    ctx.clock.advance(60_000);
    const again = await requestCode(LINA_MOBILE);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: '验证码10分钟内仍然有效，请 540 秒后再试', result: { retryAfterSeconds: 540 } });
    ctx.clock.advance(9 * 60_000);
    expect((await requestCode(LINA_MOBILE)).statusCode).toBe(200);
    expect(sent).toHaveLength(2);
  });
});

describe('POST /api/sys/phoneLogin', () => {
  it('signs in with the code once; the same code is refused afterwards', async () => {
    await requestCode(LINA_MOBILE);
    const code = sent[0].code;
    const res = await phoneLogin(LINA_MOBILE, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.userInfo).toMatchObject({ username: 'lina', mustChangePassword: true });
    const reuse = await phoneLogin(LINA_MOBILE, code);
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().result.errors).toEqual([{ field: 'captcha', message: '短信验证码错误或已失效' }]);
  });

  it('refuses a wrong code and an expired one', async () => {
    await requestCode(LINA_MOBILE);
    const code = sent[0].code;
    expect((await phoneLogin(LINA_MOBILE, wrongCode(code))).json().message).toBe('短信验证码错误或已失效');
    ctx.clock.advance(10 * 60_000 + 1000);
    expect((await phoneLogin(LINA_MOBILE, code)).statusCode).toBe(422);
  });

  it('answers an unknown number exactly as a bound one with a wrong code, lock included', async () => {
    await requestCode(LINA_MOBILE);
    await requestCode('13900000000');
    const wrong = wrongCode(sent[0].code);
    const shape = (res: Awaited<ReturnType<typeof phoneLogin>>) => ({ status: res.statusCode, ...res.json(), timestamp: 0 });
    for (let i = 0; i < 5; i++) {
      const [known, unknown] = [await phoneLogin(LINA_MOBILE, wrong), await phoneLogin('13900000000', wrong)];
      expect(shape(unknown), `attempt ${i + 1}`).toEqual(shape(known));
      expect(known.statusCode).toBe(i < 4 ? 422 : 429);
    }
    ctx.clock.advance(5 * 60_000);
    expect(shape(await phoneLogin('13900000000', wrong))).toEqual(shape(await phoneLogin(LINA_MOBILE, wrong)));
    ctx.clock.advance(5 * 60_000 + 1000);
    expect((await phoneLogin('13900000000', wrong)).statusCode).toBe(422);
  });

  it('counts wrong codes toward the same lockout as passwords', async () => {
    await requestCode(LINA_MOBILE);
    const wrong = wrongCode(sent[0].code);
    for (let i = 0; i < 4; i++) expect((await phoneLogin(LINA_MOBILE, wrong)).statusCode).toBe(422);
    const fifth = await phoneLogin(LINA_MOBILE, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('登录失败次数过多，账号已锁定，请 10 分钟后重试');
    expect((await phoneLogin(LINA_MOBILE, sent[0].code)).statusCode).toBe(429);
  });

  it('validates the mobile and the code format', async () => {
    const res = await phoneLogin('123', '123456');
    expect(res.json().result.errors[0]).toEqual({ field: 'mobile', message: '手机号格式不正确' });
    const short = await phoneLogin(LINA_MOBILE, '12');
    expect(short.statusCode).toBe(422);
    expect(short.json().result.errors[0].field).toBe('captcha');
  });
});
