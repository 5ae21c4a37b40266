/**
 * What the shared client shows or does for a failed call (spec 03 section 8). Pure, so the whole
 * status table is covered by table tests; the client only carries out the returned effect.
 */

import { SIGNATURE_EXPIRED_MESSAGE, SIGNATURE_FAILED_MESSAGE } from '@bus/contracts';

export const NOTIFY_TITLE = '系统提示';
export const RELOAD_DELAY_MS = 1500;
export const TOKEN_INVALID_TEXT = 'Token失效';

export interface HttpFailure {
  /** HTTP status; undefined when no reply arrived (network error, timeout). */
  status?: number;
  /** Parsed reply body (blob replies are parsed before this is called). */
  body?: unknown;
  /** The transport error text, e.g. 'timeout of 90000ms exceeded' or 'Network Error'. */
  errorMessage?: string;
  /** Transport error code, e.g. 'ECONNABORTED' or 'ETIMEDOUT'. */
  errorCode?: string;
  hasToken: boolean;
}

export type HttpErrorEffect =
  | { kind: 'notify'; description: string; duration: number | null }
  | { kind: 'session-expired'; description: string; duration: number; logout: boolean; reloadAfterMs: number }
  | { kind: 'token-invalid-modal'; title: string; content: string; okText: string }
  | { kind: 'none' };

interface ReplyBody {
  message?: unknown;
  result?: { errors?: { field?: string; message?: string }[] } | null;
}

export function bodyMessage(body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as ReplyBody).message === 'string') {
    return (body as ReplyBody).message as string;
  }
  return '';
}

/** The first field error of a 422 reply, falling back to the reply message. */
export function firstFieldError(body: unknown): { field?: string; message: string } | null {
  const errors = body && typeof body === 'object' ? (body as ReplyBody).result?.errors : undefined;
  if (Array.isArray(errors) && errors.length > 0 && errors[0]?.message) {
    return { field: errors[0].field, message: errors[0].message };
  }
  const message = bodyMessage(body);
  return message ? { message } : null;
}

function isTimeout(failure: HttpFailure): boolean {
  return failure.errorCode === 'ECONNABORTED' || failure.errorCode === 'ETIMEDOUT' || /timeout/i.test(failure.errorMessage ?? '');
}

export function mapHttpError(failure: HttpFailure): HttpErrorEffect {
  const message = bodyMessage(failure.body);
  switch (failure.status) {
    case undefined:
      if (isTimeout(failure)) return { kind: 'notify', description: '网络超时', duration: 4 };
      return failure.errorMessage ? { kind: 'notify', description: failure.errorMessage, duration: 4 } : { kind: 'none' };
    case 403:
      return { kind: 'notify', description: '拒绝访问', duration: 4 };
    case 404:
      return { kind: 'notify', description: '很抱歉，资源未找到!', duration: 4 };
    case 504:
      return { kind: 'notify', description: '网络超时', duration: 4 };
    case 401:
      // a signature refused (the web built with another SIGNATURE_SECRET, or this computer's clock
      // off by minutes) is said as it is: signing in again would not mend it
      if (message === SIGNATURE_FAILED_MESSAGE || message === SIGNATURE_EXPIRED_MESSAGE)
        return { kind: 'notify', description: message === SIGNATURE_EXPIRED_MESSAGE ? `${message}，请检查本机时间` : message, duration: 6 };
      return {
        kind: 'session-expired',
        description: '很抱歉，登录已过期，请重新登录',
        duration: 4,
        logout: failure.hasToken,
        reloadAfterMs: RELOAD_DELAY_MS,
      };
    case 500:
      if (failure.hasToken && message.includes(TOKEN_INVALID_TEXT)) {
        return {
          kind: 'token-invalid-modal',
          title: '登录已过期',
          content: '很抱歉，登录已过期，请重新登录',
          okText: '重新登录',
        };
      }
      return { kind: 'notify', description: message || '服务器内部错误', duration: 4 };
    case 422: {
      const fieldError = firstFieldError(failure.body);
      return { kind: 'notify', description: fieldError?.message || '提交的数据不正确', duration: 4 };
    }
    default:
      if (isTimeout(failure)) return { kind: 'notify', description: '网络超时', duration: 4 };
      return message ? { kind: 'notify', description: message, duration: 4 } : { kind: 'none' };
  }
}
