/**
 * Times of a service day as the timetables, the lines and the operating records store them:
 * seconds after midnight of the service day, past 24:00 for a night trip (25:10 is 01:10 the next
 * morning). One formatter and one parser for all of them (the web shows 次日 01:10 on top: its
 * lib/service-time.ts).
 */

/** 06:05 from seconds after midnight (25:10 past midnight stays 25:10); '' for none */
export function formatDaySeconds(secs: number | null | undefined): string {
  if (secs == null) return '';
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** the same for a record's optional time: null for none */
export const formatServiceTime = (secs: number | null | undefined): string | null => (secs == null ? null : formatDaySeconds(secs));

/** seconds after midnight from 06:05 (or 6:05, 25:10, 06:05:30); null when it is not a time or past `maxHours` */
export function parseDaySeconds(text: string, maxHours = 30): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (m > 59 || s > 59 || h > maxHours) return null;
  return h * 3600 + m * 60 + s;
}

/** a line's first or last departure, 'HH:mm' with hours up to 47 (a last bus after midnight is 24:30) */
export const parseServiceTime = (text: string): number | null => (/^\d{1,2}:\d{2}$/.test(text.trim()) ? parseDaySeconds(text, 47) : null);
