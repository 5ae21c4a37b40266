// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { addSessionHeaders, coercePageFields } from '../http/client';
import { setCurrentRoute } from '../http/route-context';
import { ACCESS_TOKEN, TENANT_ID, localStore } from '../storage';
import { useSessionStore } from '../session';

const request = (method: string, url: string): InternalAxiosRequestConfig => ({ method, url, headers: new AxiosHeaders() });

describe('shared client requests', () => {
  it('sends the stored token, the tenant (0 when none) and _t on GETs', () => {
    useSessionStore.setState({ token: null, tenantId: 0 });
    localStore.set(ACCESS_TOKEN, 'tok');
    const config = addSessionHeaders(request('get', '/sys/user/info'));
    expect(config.headers.get('X-Access-Token')).toBe('tok');
    expect(config.headers.get('tenant-id')).toBe('0');
    expect(typeof config.params._t).toBe('number');
    expect(config.params._t).toBeLessThan(Date.now() / 100);
  });

  it('uses the stored tenant and skips _t on dictionary lookups and on POSTs', () => {
    useSessionStore.setState({ token: null, tenantId: 0 });
    localStore.set(TENANT_ID, 7);
    expect(addSessionHeaders(request('get', '/sys/dict/getDictItems/sex')).params).toBeUndefined();
    const post = addSessionHeaders(request('post', '/sys/login'));
    expect(post.params).toBeUndefined();
    expect(post.headers.get('tenant-id')).toBe('7');
  });

  it('adds X-Low-App-ID only on low-app routes with an appId', () => {
    setCurrentRoute({ name: 'low-app-list', params: { appId: 'a1' } });
    expect(addSessionHeaders(request('get', '/x')).headers.get('X-Low-App-ID')).toBe('a1');
    setCurrentRoute({ name: 'system-user', params: { appId: 'a1' } });
    expect(addSessionHeaders(request('get', '/x')).headers.has('X-Low-App-ID')).toBe(false);
    setCurrentRoute({ params: {} });
  });

  it('turns paging fields of a result into numbers', () => {
    const reply = coercePageFields({ result: { records: [], total: '42', size: '10', current: '2', pages: '5' } });
    expect(reply.result).toEqual({ records: [], total: 42, size: 10, current: 2, pages: 5 });
  });
});
