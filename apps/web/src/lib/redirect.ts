/** Only same-site paths are accepted as a post-login target (no open redirects). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/user/login')) return fallback;
  return target;
}
