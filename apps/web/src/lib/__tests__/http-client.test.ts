// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionHeaders, coercePageFields, createHttpClient } from '../http/client';
import { ApiError } from '../http/api-error';
import { setCurrentRoute } from '../http/route-context';
import { serializeParams, TransportError, xhrAdapter, type HttpRequest } from '../http/transport';
import { ACCESS_TOKEN, TENANT_ID, localStore } from '../storage';
import { useSessionStore } from '../session';

const request = (method: string, url: string, headers: Record<string, string> = {}): HttpRequest => ({ method, url, headers });

describe('shared client requests', () => {
  it('sends the stored token, the tenant (0 when none) and _t on GETs', () => {
    useSessionStore.setState({ token: null, tenantId: 0 });
    localStore.set(ACCESS_TOKEN, 'tok');
    const config = addSessionHeaders(request('get', '/sys/user/info'));
    expect(config.headers['X-Access-Token']).toBe('tok');
    expect(config.headers['tenant-id']).toBe('0');
    expect(typeof config.params?._t).toBe('number');
    expect(config.params?._t).toBeLessThan(Date.now() / 100);
  });

  it('uses the stored tenant and skips _t on dictionary lookups and on POSTs', () => {
    useSessionStore.setState({ token: null, tenantId: 0 });
    localStore.set(TENANT_ID, 7);
    expect(addSessionHeaders(request('get', '/sys/dict/getDictItems/sex')).params).toBeUndefined();
    const post = addSessionHeaders(request('post', '/sys/login'));
    expect(post.params).toBeUndefined();
    expect(post.headers['tenant-id']).toBe('7');
  });

  it("keeps a caller's own session headers (choosing a tenant sends the chosen one)", () => {
    localStore.set(TENANT_ID, 7);
    const chosen = addSessionHeaders(request('post', '/sys/selectTenant', { 'X-Access-Token': 'new', 'tenant-id': '3' }));
    expect(chosen.headers).toMatchObject({ 'X-Access-Token': 'new', 'tenant-id': '3' });
  });

  it('adds X-Low-App-ID only on low-app routes with an appId', () => {
    setCurrentRoute({ name: 'low-app-list', params: { appId: 'a1' } });
    expect(addSessionHeaders(request('get', '/x')).headers['X-Low-App-ID']).toBe('a1');
    setCurrentRoute({ name: 'system-user', params: { appId: 'a1' } });
    expect(addSessionHeaders(request('get', '/x')).headers).not.toHaveProperty('X-Low-App-ID');
    setCurrentRoute({ params: {} });
  });

  it('turns paging fields of a result into numbers', () => {
    const reply = coercePageFields({ result: { records: [], total: '42', size: '10', current: '2', pages: '5' } });
    expect(reply.result).toEqual({ records: [], total: 42, size: 10, current: 2, pages: 5 });
  });

  it('writes query parameters as the server reads them: no empty values, arrays and objects bracketed', () => {
    expect(serializeParams({ a: 'x y', b: undefined, c: null, d: 0, e: false, ids: ['1', '2'], o: { k: 'v' } })).toBe(
      'a=x+y&d=0&e=false&ids%5B%5D=1&ids%5B%5D=2&o%5Bk%5D=v',
    );
  });
});

describe('shared client replies', () => {
  it('answers a 2xx reply and turns any other status into an ApiError with the server message and field errors', async () => {
    const client = createHttpClient();
    client.adapter = async (req) =>
      req.url === '/ok'
        ? { status: 200, data: { success: true, result: { total: '3' } }, request: req }
        : { status: 422, data: { success: false, message: '校验失败', result: { errors: [{ field: 'phone', message: '手机号格式不正确' }] } }, request: req };
    expect((await client.get<{ result: { total: number } }>('/ok')).data.result.total).toBe(3);
    const failure = await client.post('/bad', { phone: '1' }, { skipErrorHandler: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: '校验失败', fieldErrors: [{ field: 'phone', message: '手机号格式不正确' }], notified: false });
  });

  it('leaves a cancelled request unreported (no message on screen) and says it was cancelled', async () => {
    const client = createHttpClient();
    client.adapter = async (req) => {
      throw new TransportError('canceled', 'ERR_CANCELED', req);
    };
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});

describe('the XMLHttpRequest transport', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.setHeader('Access-Control-Allow-Methods', '*');
        if (req.method === 'OPTIONS') return res.end();
        if (req.url?.startsWith('/slow')) return setTimeout(() => res.end('{}'), 2000);
        if (req.url?.startsWith('/text')) return res.end('纯文本');
        if (req.url?.startsWith('/file')) {
          res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
          return res.end(Buffer.from([1, 2, 3]));
        }
        res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: res.statusCode === 200, message: res.statusCode === 200 ? '' : '没有' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the method, query, JSON body and headers, and reads JSON of any status', async () => {
    const reply = await xhrAdapter({ method: 'put', url: '/save', params: { id: '7' }, data: { name: '李娜' }, headers: { 'tenant-id': '3' } }, base);
    expect(reply).toMatchObject({ status: 200, data: { success: true } });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/save?id=7', body: '{"name":"李娜"}' });
    expect(seen.at(-1)?.headers).toMatchObject({ 'content-type': 'application/json', 'tenant-id': '3' });
    expect(await xhrAdapter(request('get', '/missing'), base)).toMatchObject({ status: 404, data: { message: '没有' } });
  });

  it('keeps a reply that is not JSON as text and a file as a Blob of its type', async () => {
    expect((await xhrAdapter(request('get', '/text'), base)).data).toBe('纯文本');
    const file = (await xhrAdapter({ ...request('get', '/file'), responseType: 'blob' }, base)).data as Blob;
    expect(file.size).toBe(3);
    expect(file.type).toContain('spreadsheetml');
  });

  it('gives up after the timeout and stops when cancelled', async () => {
    await expect(xhrAdapter({ ...request('get', '/slow'), timeout: 50 }, base)).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 50ms exceeded',
    });
    const controller = new AbortController();
    const pending = xhrAdapter({ ...request('get', '/slow'), signal: controller.signal }, base);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
