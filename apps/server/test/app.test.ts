import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATED, PUBLIC } from '@bus/contracts';
import { sysLog } from '../src/db/schema';
import routePermissionGuard from '../src/plugins/route-permission-guard';
import { authHeaders, buildTestApp, signIn, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    beforeReady: (app) => {
      app.get('/api/__probe/boom', { config: { permission: PUBLIC } }, async () => {
        await app.db.execute(sql`select secret_column from no_such_table`);
        return null;
      });
    },
  });
});
afterAll(() => ctx.close());

describe('route permissions', () => {
  it('every registered route declares a permission, and only the expected ones are public', () => {
    const routes = ctx.app.routePermissions.filter((r) => !r.url.startsWith('/api/__probe'));
    for (const route of routes) expect(route.permission, `${route.method} ${route.url}`).toBeTruthy();
    const publicApi = routes
      .filter((r) => r.permission === PUBLIC && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicApi).toEqual([
      'GET /api/__test__/captcha/:key',
      'GET /api/__test__/memory',
      'GET /api/__test__/sms/:mobile',
      'GET /api/basic/system/get',
      // uploaded files: the unguessable generated name is the capability (img tags send no headers)
      'GET /api/sys/common/static/*',
      'GET /api/sys/randomImage/:key',
      'POST /api/__test__/sessions',
      'POST /api/__test__/user-password',
      'POST /api/sys/login',
      'POST /api/sys/phoneLogin',
      'POST /api/sys/sms',
    ]);
    expect(routes.filter((r) => r.permission === AUTHENTICATED).length).toBeGreaterThanOrEqual(10);
  });

  it('refuses to start when a route has no permission', async () => {
    const app = Fastify();
    await app.register(routePermissionGuard);
    expect(() => app.get('/api/naked', async () => 'x')).toThrow(/declares no config.permission/);
    await app.close();
  });
});

describe('error envelopes', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, result: null, timestamp: expect.any(Number) });
  });

  it('answers 401 without or with an unknown token', async () => {
    for (const headers of [{}, authHeaders('not-a-real-token')]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
    }
  });

  it("answers 422 naming the field, the message starting with the first field's message", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.result.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
    expect(body.message.startsWith('请输入账号')).toBe(true);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/sys/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(malformed.statusCode).toBe(422);
  });

  it('answers 500 with a generic message and the request id, never the database text', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/__probe/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    const requestId = res.headers['x-request-id'] as string;
    expect(body.message.startsWith('系统繁忙，请稍后再试')).toBe(true);
    expect(body.message).toContain(requestId);
    expect(body.result).toEqual({ requestId });
    expect(res.body).not.toMatch(/no_such_table|secret_column|relation/);
  });
});

describe('test-only routes', () => {
  it('do not exist outside NODE_ENV=test', async () => {
    const prod = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      for (const url of ['/api/__test__/captcha/abc', '/api/__test__/sms/13971020002']) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const res = await prod.app.inject({ method: 'POST', url: '/api/__test__/user-password', payload: { username: 'admin', password: 'x' } });
      expect(res.statusCode).toBe(404);
      expect(prod.app.routePermissions.some((r) => r.url.includes('__test__'))).toBe(false);
    } finally {
      await prod.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every API route with a response schema at /api/docs/json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const [route, methods] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) expect(op.responses['200'], `${method} ${route}`).toBeDefined();
    }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/sys/login', '/api/sys/permission/getUserPermissionByToken']));
    expect(Object.keys(doc.paths).some((p) => p.includes('__test__'))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('operation log', () => {
  it('writes one entry per authenticated non-GET request', async () => {
    const token = await signIn(ctx.app, 'zhangwei');
    const selectDepart = () => ctx.app.inject({ method: 'POST', url: '/api/sys/selectDepart', headers: authHeaders(token), payload: { orgCode: 'A01A06' } });
    await selectDepart();
    await ctx.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token) });
    // the marker: a logged request after the GET; the log is written after each reply, so wait for
    // the marker's entry instead of sleeping, then the GET's would have been written before it
    await selectDepart();
    const entries = () => ctx.database.db.select().from(sysLog).where(eq(sysLog.logType, 2));
    await expect.poll(async () => (await entries()).length).toBeGreaterThanOrEqual(2);
    const written = await entries();
    expect(written).toHaveLength(2);
    for (const entry of written) expect(entry).toMatchObject({ username: 'zhangwei', method: 'POST', url: '/api/sys/selectDepart', status: 200 });
  });
});

describe('web app serving', () => {
  it('serves files and falls back to index.html for client routes, not for /api', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>江城</title>');
    writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    const web = await buildTestApp({ webRoot: root });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/system/user?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>江城</title>');
      expect((await web.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      const api = await web.app.inject({ method: 'GET', url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe(404);
      expect((await web.app.inject({ method: 'GET', url: '/../../etc/passwd' })).body).not.toContain('root:');
    } finally {
      await web.close();
    }
  });

  it('sends the compressed copy the build wrote to a browser that accepts it; hashed assets are kept a year, the page is revalidated', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'web-'));
    mkdirSync(path.join(root, 'assets'));
    const script = 'console.log("江城公交");\n'.repeat(200);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>江城</title>');
    writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(path.join(root, 'assets', 'plain-4d5e6f.js'), 'console.log(2)');
    const web = await buildTestApp({ webRoot: root });
    try {
      const get = (url: string, encoding?: string) => web.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      expect(br.rawPayload.length).toBeLessThan(script.length / 4);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await get('/assets/app-1a2b3c.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      // a client that accepts no encoding, and a file without a compressed copy, get the file itself
      const identity = await get('/assets/app-1a2b3c.js');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(script);
      const plain = await get('/assets/plain-4d5e6f.js', 'gzip, br');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(2)');
      // an asset that is not there (an earlier build's chunk) is a 404, never the app's page
      expect((await get('/assets/gone-7a8b9c.js', 'br')).statusCode).toBe(404);
      for (const url of ['/', '/index.html', '/system/user']) {
        const page = await get(url, 'gzip, br');
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toContain('<title>江城</title>');
      }
    } finally {
      await web.close();
    }
  });
});

describe('test-only hooks', () => {
  const warnings = async (nodeEnv: string) => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logged = await buildTestApp({ config: { nodeEnv }, logger: { level: 'warn', stream } });
    await logged.close();
    return lines.filter((l) => l.level >= 40 && l.msg.includes('TEST-ONLY HOOKS ARE ON')).length;
  };

  it('warns loudly at start when they are on, and not otherwise', async () => {
    expect(await warnings('test')).toBe(1);
    expect(await warnings('production')).toBe(0);
  });
});

describe('request log', () => {
  it('writes one line per request with user, method and route, status and duration', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logged = await buildTestApp({ logger: { level: 'info', stream } });
    try {
      const token = await signIn(logged.app, 'lina');
      lines.length = 0;
      await logged.app.inject({ method: 'GET', url: '/api/sys/user/info', headers: authHeaders(token) });
      const requestLines = lines.filter((l) => l.route);
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({ user: 'lina', method: 'GET', route: '/api/sys/user/info', status: 200, ms: expect.any(Number) });
    } finally {
      await logged.close();
    }
  });
});
