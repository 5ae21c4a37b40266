/** A short "browser version / system" label for a User-Agent string (the full string goes in a tooltip). */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return '-';
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(ua)![1]}`
      : /Firefox\/(\d+)/.test(ua)
        ? `Firefox ${/Firefox\/(\d+)/.exec(ua)![1]}`
        : /(?:Headless)?Chrome\/(\d+)/.test(ua)
          ? `Chrome ${/(?:Headless)?Chrome\/(\d+)/.exec(ua)![1]}`
          : /Version\/(\d+).*Safari/.test(ua)
            ? `Safari ${/Version\/(\d+)/.exec(ua)![1]}`
            : null;
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (!browser && !system) return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
  return [browser ?? '未知浏览器', system].filter(Boolean).join(' / ');
}
