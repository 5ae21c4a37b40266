import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/randomImage/{key}: a data-URL image of 4 characters, valid 60 s, single use. */
export async function getCaptcha(checkKey: string): Promise<string> {
  return unwrap(await getReply<string>(`/sys/randomImage/${encodeURIComponent(checkKey)}`, { skipErrorHandler: true }));
}

export const captchaQueryOptions = (checkKey: string) =>
  queryOptions({ queryKey: ['captcha', checkKey], queryFn: () => getCaptcha(checkKey), staleTime: Infinity, gcTime: 0, retry: false });

export function useCaptcha(checkKey: string) {
  return useQuery(captchaQueryOptions(checkKey));
}

/** A fresh key for each captcha image (the server binds the text to it). */
export function newCheckKey(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
}
