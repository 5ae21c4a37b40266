/**
 * Links the passenger app follows (a module's, a carousel picture's, an advert's, a download): a web
 * address (http or https) or a page of the app itself (/pages/…). Nothing else: a `javascript:` or
 * `data:` link written here would run in the app.
 */
import { z } from 'zod';

const WEB = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const APP_PAGE = /^\/[A-Za-z0-9_\-/.?=&%]*$/;

export const APP_LINK_HELP = '网址（https://…）或 APP 页面路径（/pages/…）';

/** an app link of at most `max` characters: required, or nullable when `optional` */
export function appLinkSchema(label: string, { max = 300, webOnly = false }: { max?: number; webOnly?: boolean } = {}) {
  return z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过 ${max} 个字符`)
    .refine(
      (value) => WEB.test(value) || (!webOnly && APP_PAGE.test(value)),
      webOnly ? `${label}须为 http:// 或 https:// 开头的网址` : `${label}须为${APP_LINK_HELP}`,
    );
}

/** an optional app link: empty is none */
export function optionalAppLinkSchema(label: string, options?: { max?: number }) {
  return z.union([z.literal('').transform(() => null), appLinkSchema(label, options)]).nullish();
}
