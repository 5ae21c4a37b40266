/** 'yyyy-MM-dd HH:mm:ss' in the server's zone, the way JeecgBoot pages show times. */
export function formatTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

/** A row with its audit times as text, ready for a reply schema. */
export function withTimes<T extends { createTime: Date; updateTime: Date | null }>(row: T) {
  return { ...row, createTime: formatTime(row.createTime), updateTime: formatTime(row.updateTime) };
}
