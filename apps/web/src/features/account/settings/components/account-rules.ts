/** Pure helpers of the account settings pages. */

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a file cannot be an avatar, or null when it can (the server checks again). */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return '头像只能是 JPG、PNG、GIF 或 WEBP 图片';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 2MB';
  return null;
}

/** 'Chrome 120 · Windows' from a user agent, for the sessions list. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return '未知设备';
  const browser =
    /Edg\/(\d+)/.exec(userAgent)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(userAgent)![1]}`
      : /Firefox\/(\d+)/.test(userAgent)
        ? `Firefox ${/Firefox\/(\d+)/.exec(userAgent)![1]}`
        : /Chrom(?:e|ium)\/(\d+)/.test(userAgent)
          ? `Chrome ${/Chrom(?:e|ium)\/(\d+)/.exec(userAgent)![1]}`
          : /Version\/(\d+).*Safari/.test(userAgent)
            ? `Safari ${/Version\/(\d+)/.exec(userAgent)![1]}`
            : '其他浏览器';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '其他系统';
  return `${browser} · ${system}`;
}

/** Seconds left before another SMS code may be asked for. */
export function smsCountdown(sentAt: number | null, now: number, waitSeconds = 60): number {
  if (sentAt === null) return 0;
  return Math.max(0, waitSeconds - Math.floor((now - sentAt) / 1000));
}

/** Hides the middle of a phone number: 139****0002. */
export const maskPhone = (phone: string | null | undefined) => (phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone || '');
