/**
 * The one shared HTTP client (spec 03 section 7): base '/api', 90 s timeout, session headers,
 * `_t` on GETs, numeric paging fields, and the shared error handling of section 8.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { ApiReply } from '@bus/contracts';
import { clearLogin, getTenantId, getToken } from '../session';
import { ApiError } from './api-error';
import { mapHttpError, type HttpErrorEffect } from './map-http-error';
import { getCurrentRoute } from './route-context';
import { showHttpErrorEffect } from './show-http-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set true when the caller shows the error itself (e.g. the login form). */
    skipErrorHandler?: boolean;
  }
}

export const HTTP_TIMEOUT_MS = 90000;
const DICT_ITEMS_PATH = '/sys/dict/getDictItems';
const PAGE_FIELDS = ['total', 'size', 'current', 'pages'] as const;

export function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token) config.headers.set('X-Access-Token', token);
  config.headers.set('tenant-id', String(getTenantId() || 0));
  const route = getCurrentRoute();
  if (route.name?.startsWith('low-app') && route.params.appId) {
    config.headers.set('X-Low-App-ID', route.params.appId);
  }
  if ((config.method ?? 'get').toLowerCase() === 'get' && !config.url?.includes(DICT_ITEMS_PATH)) {
    config.params = { _t: Math.floor(Date.now() / 1000), ...config.params };
  }
  return config;
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

async function readBody(error: AxiosError): Promise<unknown> {
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

export function createHttpClient(): AxiosInstance {
  const instance = axios.create({ baseURL: '/api', timeout: HTTP_TIMEOUT_MS });
  instance.interceptors.request.use(addSessionHeaders);
  instance.interceptors.response.use(
    (response) => {
      coercePageFields(response.data);
      return response;
    },
    async (error: AxiosError) => {
      const body = await readBody(error);
      const status = error.response?.status;
      const effect = mapHttpError({
        status,
        body,
        errorMessage: error.message,
        errorCode: error.code,
        hasToken: Boolean(getToken()),
      });
      const notified = applyEffect(effect, Boolean(error.config?.skipErrorHandler));
      const fallback = effect.kind === 'notify' || effect.kind === 'session-expired' ? effect.description : error.message;
      const failure = ApiError.fromBody(status, body, fallback);
      failure.notified = notified;
      throw failure;
    },
  );
  return instance;
}

export const http = createHttpClient();

/** Typed helpers returning the reply envelope. */
export async function getReply<T>(url: string, config?: AxiosRequestConfig): Promise<ApiReply<T>> {
  return (await http.get<ApiReply<T>>(url, config)).data;
}

export async function postReply<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<ApiReply<T>> {
  return (await http.post<ApiReply<T>>(url, data, config)).data;
}

/** Returns `result` of a successful reply; a reply with success false becomes an ApiError. */
export function unwrap<T>(reply: ApiReply<T>): T {
  if (reply && reply.success === false) throw new ApiError(reply.message || '请求失败', reply.code, reply);
  return reply.result;
}
