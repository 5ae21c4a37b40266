/**
 * Signs the requests the server checks (the dictionary look-ups: contracts' signature.ts) when the
 * web was built with VITE_SIGNATURE_SECRET, the server's SIGNATURE_SECRET. What is signed is what
 * goes out: the path and the query as the transport writes them. The secret ships in the web's
 * JavaScript, as JeecgBoot ships its own: it does not tell this web from a script that read it; it
 * keeps a proxy from altering a look-up unseen and a captured one from being replayed later than
 * five minutes (README, "Signed requests").
 */
import { isSignedPath, SIGN_HEADER, SIGN_TIMESTAMP_HEADER, signaturePayload, signatureTimestamp } from '@bus/contracts';
import { hmacSha256Hex } from './hmac-sha256';
import { requestUrl, type HttpRequest } from './transport';

/** The signing secret the web was built with (read at each request: tests set it). */
export const signatureSecret = (): string | undefined => import.meta.env.VITE_SIGNATURE_SECRET || undefined;

export function signRequest(request: HttpRequest, baseUrl: string, secret = signatureSecret(), now = new Date()): HttpRequest {
  if (!secret) return request;
  const url = new URL(requestUrl(baseUrl, request), 'http://signing.invalid');
  if (!isSignedPath(url.pathname)) return request;
  const timestamp = signatureTimestamp(now);
  // a JSON body as the transport writes it; the signed look-ups are GETs, with none
  const data = request.data;
  const json = typeof data === 'object' && data !== null && !(data instanceof FormData) && !(data instanceof Blob) && !(data instanceof URLSearchParams);
  const body = json ? JSON.stringify(data) : '';
  const sign = hmacSha256Hex(secret, signaturePayload({ method: request.method, path: url.pathname, query: url.search.slice(1), body, timestamp }));
  request.headers = { ...request.headers, [SIGN_HEADER]: sign, [SIGN_TIMESTAMP_HEADER]: timestamp };
  return request;
}
