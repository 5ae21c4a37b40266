import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_MS, signatureTimestamp } from '@bus/contracts';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../test/helper';
import { signRequest } from '../lib/request-signature';

/**
 * Issue 22 item 25: with SIGNATURE_SECRET set, the dictionary look-ups answer only requests that
 * carry X-Sign (HMAC-SHA256 of the time, method, path, sorted query and body) and an X-TIMESTAMP
 * within five minutes; anything else is a 401 that says which.
 */
const SECRET = 'test-signature-secret-2026';
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { signatureSecret: SECRET } });
  token = await signIn(ctx.app, 'lina');
});
afterAll(() => ctx.close());

/** GET `url` signed as the web signs it: the time (Asia/Shanghai), the path and the query as sent. */
function signed(url: string, at = ctx.clock.now(), secret = SECRET) {
  const [path, query = ''] = url.split('?');
  const timestamp = signatureTimestamp(at);
  return { 'X-Sign': signRequest(secret, { method: 'GET', path, query, body: '', timestamp }), 'X-TIMESTAMP': timestamp };
}
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token, headers) });

describe('signed dictionary look-ups', () => {
  it('answers a signed request, in upper or lower case, with the cache-buster added after signing', async () => {
    const url = '/api/sys/dict/getDictItems/sex';
    const ok = await get(url, signed(url));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.map((item: { text: string }) => item.text)).toContain('男');
    const lower = signed(url);
    expect((await get(url, { ...lower, 'X-Sign': lower['X-Sign'].toLowerCase() })).statusCode).toBe(200);
    const loadDict = '/api/sys/dict/loadDict/sex?keyword=%E7%94%B7&pageSize=10';
    expect((await get(`${loadDict}&_t=1772000000`, signed(loadDict))).statusCode).toBe(200);
  });

  it('refuses an unsigned, tampered or wrongly keyed request with 401 签名验证失败', async () => {
    const url = '/api/sys/dict/loadDict/sex?keyword=a&pageSize=10';
    const cases: Array<[string, Record<string, string>]> = [
      ['no headers', {}],
      ['another query', signed('/api/sys/dict/loadDict/sex?keyword=b&pageSize=10')],
      ['another dictionary', signed('/api/sys/dict/loadDict/priority?keyword=a&pageSize=10')],
      ['another secret', signed(url, ctx.clock.now(), 'some-other-secret-0000')],
      ['no timestamp', { 'X-Sign': signed(url)['X-Sign'] }],
      ['a malformed timestamp', { ...signed(url), 'X-TIMESTAMP': '2026-03-02 09:00' }],
    ];
    for (const [what, headers] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().message, what).toBe('签名验证失败');
    }
  });

  it('refuses a request whose time is more than five minutes away, either way, with 401 请求时间戳已过期', async () => {
    const url = '/api/sys/dict/getDictItems/sex';
    const now = ctx.clock.now().getTime();
    for (const offset of [-SIGNATURE_WINDOW_MS - 1000, SIGNATURE_WINDOW_MS + 1000]) {
      const res = await get(url, signed(url, new Date(now + offset)));
      expect(res.statusCode, String(offset)).toBe(401);
      expect(res.json().message).toBe('请求时间戳已过期');
    }
    // four minutes off is within the window
    expect((await get(url, signed(url, new Date(now - 4 * 60_000)))).statusCode).toBe(200);
  });

  it('checks the session first, and leaves the routes that are not look-ups alone', async () => {
    const url = '/api/sys/dict/getDictItems/sex';
    const anonymous = await ctx.app.inject({ method: 'GET', url, headers: signed(url) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Token失效，请重新登录');
    expect((await get('/api/sys/dict/queryAllDictItems')).statusCode).toBe(200);
    expect((await get('/api/sys/user/info')).statusCode).toBe(200);
  });
});

describe('without SIGNATURE_SECRET', () => {
  it('asks for no signature', async () => {
    const plain = await buildTestApp();
    try {
      const lina = await signIn(plain.app, 'lina');
      const res = await plain.app.inject({ method: 'GET', url: '/api/sys/dict/getDictItems/sex', headers: authHeaders(lina) });
      expect(res.statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
