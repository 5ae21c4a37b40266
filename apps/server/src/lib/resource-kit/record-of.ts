import { formatDateTime } from '../date-time';

/** Columns a reply never carries: the tenant is the session's, a hash is nobody's business. */
const HIDDEN = new Set(['tenantId', 'passwordHash', 'salt']);

/**
 * A stored row as a reply record (the one time formatter for records, issue 23): every Date as
 * 'YYYY-MM-DD HH:mm:ss' in the server's zone (the format list filters parse back), hidden columns
 * dropped, everything else as it is.
 */
export function recordOf<Row extends object>(
  row: Row,
): { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    out[key] = value instanceof Date ? formatDateTime(value) : value;
  }
  return out as never;
}
