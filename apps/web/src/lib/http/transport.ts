/**
 * The few things the app asks of HTTP, on the browser's XMLHttpRequest (it alone reports upload
 * progress): query parameters, JSON or FormData bodies, JSON / text / Blob replies, a timeout and
 * cancelling. It replaced axios (about 20 KB of gzipped JavaScript on the sign-in page, issue 10).
 * Tests swap the adapter for one that answers in memory.
 */

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** how to read the reply: JSON (a reply that is not JSON stays text), text or a Blob (files) */
  responseType?: 'json' | 'text' | 'blob';
  timeout?: number;
  signal?: AbortSignal;
  onUploadProgress?(event: { loaded: number; total?: number }): void;
  /** Set true when the caller shows the error itself (e.g. the login form). */
  skipErrorHandler?: boolean;
}

export interface HttpRequest extends RequestOptions {
  method: string;
  /** relative to the client's base, e.g. '/sys/user/list' */
  url: string;
  data?: unknown;
  headers: Record<string, string>;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
  request: HttpRequest;
}

/** What came back (or did not): the reply of a status outside 2xx, or why none arrived. */
export class TransportError extends Error {
  constructor(
    message: string,
    /** 'ECONNABORTED' (timeout), 'ERR_NETWORK', 'ERR_CANCELED' or 'ERR_BAD_RESPONSE' */
    readonly code: string,
    readonly request: HttpRequest,
    readonly response?: HttpResponse<unknown>,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Answers a request with any status; the client decides what a failure is. */
export type Adapter = (request: HttpRequest, baseUrl: string) => Promise<HttpResponse<unknown>>;

function appendParam(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) for (const item of value) appendParam(search, `${key}[]`, item);
  else if (value instanceof Date) search.append(key, value.toISOString());
  else if (typeof value === 'object') for (const [inner, item] of Object.entries(value)) appendParam(search, `${key}[${inner}]`, item);
  else search.append(key, String(value));
}

/** Query string as the server has always received it: arrays as `key[]`, objects as `key[inner]`, no empty values. */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) appendParam(search, key, value);
  return search.toString();
}

export function requestUrl(baseUrl: string, request: HttpRequest): string {
  const query = serializeParams(request.params);
  const url = /^https?:\/\//.test(request.url) ? request.url : baseUrl + request.url;
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

function readReply(xhr: XMLHttpRequest, responseType: RequestOptions['responseType']): unknown {
  if (responseType === 'blob') return xhr.response as Blob;
  const text = xhr.responseText;
  if (responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const xhrAdapter: Adapter = (request, baseUrl) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), requestUrl(baseUrl, request));
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    if (request.timeout) xhr.timeout = request.timeout;
    let body: XMLHttpRequestBodyInit | undefined;
    if (request.data instanceof FormData || request.data instanceof Blob || request.data instanceof URLSearchParams) body = request.data;
    else if (typeof request.data === 'string') body = request.data;
    else if (request.data !== undefined) {
      body = JSON.stringify(request.data);
      xhr.setRequestHeader('Content-Type', 'application/json');
    }
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const onProgress = request.onUploadProgress;
    if (onProgress) xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    const abort = () => xhr.abort();
    const done = () => request.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: readReply(xhr, request.responseType), request });
    };
    xhr.onerror = () => {
      done();
      reject(new TransportError('Network Error', 'ERR_NETWORK', request));
    };
    xhr.ontimeout = () => {
      done();
      reject(new TransportError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED', request));
    };
    xhr.onabort = () => {
      done();
      reject(new TransportError('canceled', 'ERR_CANCELED', request));
    };
    if (request.signal?.aborted) return reject(new TransportError('canceled', 'ERR_CANCELED', request));
    request.signal?.addEventListener('abort', abort);
    xhr.send(body ?? null);
  });
