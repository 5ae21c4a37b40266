/**
 * Signed requests (spec 01 section 7: "X-Sign, an upper-case hash of the sorted query and body with
 * a secret, and X-TIMESTAMP, yyyyMMddHHmmss"), shared by the server that checks them and the web
 * that makes them. JeecgBoot hashes MD5(JSON of the sorted parameters + secret) and leaves the
 * time out of it; here the hash is an HMAC-SHA256 keyed by the secret (SIGNATURE_SECRET) over the
 * time, the method, the path and the sorted query and body, so a captured signature fits neither
 * another time, nor another dictionary, nor another parameter. Which requests are signed: the
 * dictionary and table-dictionary look-ups, as JeecgBoot signs them (those of them this app has).
 * The HMAC itself is the caller's (node:crypto on the server, lib/http's on the web).
 */

export const SIGN_HEADER = 'X-Sign';
export const SIGN_TIMESTAMP_HEADER = 'X-TIMESTAMP';
/** how far a request's time may be from the server's, either way */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;
export const SIGNATURE_FAILED_MESSAGE = '签名验证失败';
export const SIGNATURE_EXPIRED_MESSAGE = '请求时间戳已过期';

/** The signed routes, by the path the server receives (under /api). */
const SIGNED_PATHS = [
  /^\/api\/sys\/dict\/getDictItems\/[^/]+$/,
  /^\/api\/sys\/dict\/loadDict\/[^/]+$/,
  /^\/api\/sys\/dict\/loadDictItem\/[^/]+$/,
  /^\/api\/sys\/dict\/loadTreeData$/,
];

export function isSignedPath(pathname: string): boolean {
  return SIGNED_PATHS.some((pattern) => pattern.test(pathname));
}

/** The spec's time zone for X-TIMESTAMP: Asia/Shanghai, UTC+8 all year (no summer time). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyyMMddHHmmss of the instant, in Asia/Shanghai whatever the machine's own time zone. */
export function signatureTimestamp(at: Date): string {
  const shanghai = new Date(at.getTime() + SHANGHAI_OFFSET_MS);
  return (
    pad(shanghai.getUTCFullYear(), 4) +
    pad(shanghai.getUTCMonth() + 1) +
    pad(shanghai.getUTCDate()) +
    pad(shanghai.getUTCHours()) +
    pad(shanghai.getUTCMinutes()) +
    pad(shanghai.getUTCSeconds())
  );
}

/** The instant of a yyyyMMddHHmmss in Asia/Shanghai, or null when it is not one. */
export function parseSignatureTimestamp(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // a date that rolls over (0231, 25h) is not one
  if (signatureTimestamp(new Date(utc - SHANGHAI_OFFSET_MS)) !== text) return null;
  return utc - SHANGHAI_OFFSET_MS;
}

export interface SignedParts {
  method: string;
  /** the path as sent, e.g. /api/sys/dict/getDictItems/sex */
  path: string;
  /** the query string as sent, without '?' */
  query: string;
  /** the JSON body as sent, '' when there is none */
  body: string;
  timestamp: string;
}

/**
 * What is signed: the time, the method, the path, the query's pairs sorted by name then value
 * (the cache-busting `_t` left out, as JeecgBoot leaves it out) and the body, one per line.
 */
export function signaturePayload({ method, path, query, body, timestamp }: SignedParts): string {
  const pairs = [...new URLSearchParams(query)]
    .filter(([name]) => name !== '_t')
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return [timestamp, method.toUpperCase(), path, JSON.stringify(pairs), body].join('\n');
}
