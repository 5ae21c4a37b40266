/** 'YYYY-MM-DD HH:mm:ss' in the server's time zone: the format list filters parse back. */
export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

/** Parses 'YYYY-MM-DD HH:mm:ss' (server time zone) or ISO; null when empty or invalid. */
export function parseDateTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text);
  return Number.isFinite(time) ? new Date(time) : null;
}

/** A row with its audit times as text, ready for a reply schema. */
export function withTimes<T extends { createTime: Date; updateTime: Date | null }>(row: T) {
  return { ...row, createTime: formatDateTime(row.createTime), updateTime: formatDateTime(row.updateTime) };
}
