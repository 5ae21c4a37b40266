/**
 * The one shared HTTP client (spec 03 section 7): base '/api', 90 s timeout, session headers,
 * `_t` on GETs, numeric paging fields, and the shared error handling of section 8.
 */
import type { ApiReply } from '@bus/contracts';
import { clearLogin, getTenantId, getToken } from '../session';
import { ApiError } from './api-error';
import { mapHttpError, type HttpErrorEffect } from './map-http-error';
import { getCurrentRoute } from './route-context';
import { showHttpErrorEffect } from './show-http-error';
import { signRequest } from './sign-request';
import { TransportError, xhrAdapter, type Adapter, type HttpRequest, type HttpResponse, type RequestOptions } from './transport';

export type { HttpResponse, RequestOptions } from './transport';

export const HTTP_TIMEOUT_MS = 90000;
const DICT_ITEMS_PATH = '/sys/dict/getDictItems';
const PAGE_FIELDS = ['total', 'size', 'current', 'pages'] as const;

/** The session's headers (a caller's own headers win, e.g. choosing a tenant) and `_t` on GETs. */
export function addSessionHeaders(request: HttpRequest): HttpRequest {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers['X-Access-Token'] = token;
  headers['tenant-id'] = String(getTenantId() || 0);
  const route = getCurrentRoute();
  if (route.name?.startsWith('low-app') && route.params.appId) headers['X-Low-App-ID'] = route.params.appId;
  request.headers = { ...headers, ...request.headers };
  if (request.method.toLowerCase() === 'get' && !request.url.includes(DICT_ITEMS_PATH)) {
    request.params = { _t: Math.floor(Date.now() / 1000), ...request.params };
  }
  return request;
}

export function coercePageFields<T>(reply: T): T {
  const result = (reply as { result?: unknown } | null)?.result;
  if (result && typeof result === 'object' && !Array.isArray(result)) {
    const record = result as Record<string, unknown>;
    for (const field of PAGE_FIELDS) {
      if (field in record && record[field] !== null && record[field] !== undefined) {
        record[field] = Number(record[field]);
      }
    }
  }
  return reply;
}

async function readBody(error: TransportError): Promise<unknown> {
  const data = error.response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text());
    } catch {
      return undefined;
    }
  }
  return data;
}

function logoutAndReload(delayMs: number): void {
  clearLogin();
  window.setTimeout(() => window.location.reload(), delayMs);
}

/**
 * `silent` requests (background polls, forms showing their own errors) skip the messages, except
 * those about the session itself: a user who is about to be signed out is told why.
 */
export function applyEffect(effect: HttpErrorEffect, silent: boolean): boolean {
  const endsSession = effect.kind === 'session-expired' && effect.logout;
  if (endsSession) logoutAndReload(effect.reloadAfterMs);
  if (silent && !endsSession && effect.kind !== 'token-invalid-modal') return false;
  if (effect.kind === 'none') return false;
  showHttpErrorEffect(effect, () => {
    clearLogin();
    window.location.reload();
  });
  return true;
}

async function fail(error: TransportError): Promise<never> {
  if (error.code === 'ERR_CANCELED') throw error;
  const body = await readBody(error);
  const status = error.response?.status;
  const effect = mapHttpError({ status, body, errorMessage: error.message, errorCode: error.code, hasToken: Boolean(getToken()) });
  const notified = applyEffect(effect, Boolean(error.request.skipErrorHandler));
  const fallback = effect.kind === 'notify' || effect.kind === 'session-expired' ? effect.description : error.message;
  const failure = ApiError.fromBody(status, body, fallback);
  failure.notified = notified;
  throw failure;
}

export interface HttpClient {
  /** how requests travel (the browser's XMLHttpRequest; tests answer in memory) */
  adapter: Adapter;
  request<T>(request: Omit<HttpRequest, 'headers'> & { headers?: Record<string, string> }): Promise<HttpResponse<T>>;
  get<T>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

/**
 * Base '/api', the 90 s timeout, the session headers, numeric paging fields; a status outside 2xx,
 * a timeout or a lost connection becomes an ApiError after the shared handling of section 8. A
 * cancelled request rejects with its TransportError ('ERR_CANCELED') and shows nothing.
 */
export function createHttpClient(baseUrl = '/api'): HttpClient {
  const client: HttpClient = {
    adapter: xhrAdapter,
    async request<T>(input: Omit<HttpRequest, 'headers'> & { headers?: Record<string, string> }) {
      const request = signRequest(addSessionHeaders({ timeout: HTTP_TIMEOUT_MS, ...input, headers: { ...input.headers } }), baseUrl);
      let response: HttpResponse<unknown>;
      try {
        response = await client.adapter(request, baseUrl);
      } catch (error) {
        return fail(error instanceof TransportError ? error : new TransportError(String(error), 'ERR_NETWORK', request));
      }
      if (response.status < 200 || response.status >= 300) {
        return fail(new TransportError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', request, response));
      }
      coercePageFields(response.data);
      return response as HttpResponse<T>;
    },
    get: (url, options) => client.request({ ...options, method: 'get', url }),
    delete: (url, options) => client.request({ ...options, method: 'delete', url }),
    post: (url, data, options) => client.request({ ...options, method: 'post', url, data }),
    put: (url, data, options) => client.request({ ...options, method: 'put', url, data }),
  };
  return client;
}

export const http = createHttpClient();

/** Typed helpers returning the reply envelope. */
export async function getReply<T>(url: string, options?: RequestOptions): Promise<ApiReply<T>> {
  return (await http.get<ApiReply<T>>(url, options)).data;
}

export async function postReply<T>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiReply<T>> {
  return (await http.post<ApiReply<T>>(url, data, options)).data;
}

/** Returns `result` of a successful reply; a reply with success false becomes an ApiError. */
export function unwrap<T>(reply: ApiReply<T>): T {
  if (reply && reply.success === false) throw new ApiError(reply.message || '请求失败', reply.code, reply);
  return reply.result;
}
