import { z } from 'zod';

/**
 * Shared form rules (spec 01 section 5, spec 03 section 5). Each check returns the spec's
 * Chinese message when the value is wrong and null when it is fine, so the same rule drives
 * antd forms (toFormRule) and server schemas (zodString / refineWith).
 * Empty values pass every rule except `required`: a field that is optional stays optional.
 */
export type Check = (value: unknown) => string | null;

export const MESSAGES = {
  required: '此项不能为空',
  telephone: '电话格式不正确',
  mobile: '手机号格式不正确',
  idCard: '身份证号格式不正确',
  chineseName: '姓名需为 2 - 5 个汉字',
  money: '请填写金额',
  number: '请输入数字',
  lengthBetween: (min: number, max: number) => `长度必须在 ${min} - ${max} 之间`,
  lengthExact: (n: number) => `长度必须为 ${n}`,
} as const;

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const asText = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value ?? '')).trim();

export const required: Check = (value) => (isEmpty(value) ? MESSAGES.required : null);

/** 11 digits, first 1, second one of 3,4,5,7,8,9. */
export const MOBILE_PATTERN = /^1[345789]\d{9}$/;
export const mobile: Check = (value) => (isEmpty(value) || MOBILE_PATTERN.test(asText(value)) ? null : MESSAGES.mobile);

/** Landline: optional 3-4 digit area code (with an optional dash) then 7-8 digits; or a mobile. */
const LANDLINE_PATTERN = /^(0\d{2,3}-?)?[1-9]\d{6,7}$/;
export const telephone: Check = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return LANDLINE_PATTERN.test(text) || MOBILE_PATTERN.test(text) ? null : MESSAGES.telephone;
};

/** Exact length n, or between min and max (inclusive), counted in characters. */
export function length(min: number, max?: number): Check {
  return (value) => {
    if (isEmpty(value)) return null;
    const size = Array.from(asText(value)).length;
    if (max === undefined) return size === min ? null : MESSAGES.lengthExact(min);
    return size >= min && size <= max ? null : MESSAGES.lengthBetween(min, max);
  };
}

/** 2-5 Chinese characters; the middle dot of minority names may join parts and is not counted. */
const CHINESE_NAME_PATTERN = /^[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*$/;
export const chineseName: Check = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  const characters = text.replace(/·/g, '').length;
  return CHINESE_NAME_PATTERN.test(text) && characters >= 2 && characters <= 5 ? null : MESSAGES.chineseName;
};

function numberInRange(message: string, maxDecimals: number | null, min: number, max: number): Check {
  const pattern = maxDecimals === null ? /^-?\d+(\.\d+)?$/ : new RegExp(`^-?\\d+(\\.\\d{1,${maxDecimals}})?$`);
  return (value) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    if (!pattern.test(text)) return message;
    const n = Number(text);
    return Number.isFinite(n) && n >= min && n <= max ? null : message;
  };
}

/** Money: at most two decimals, default range 0-100000. */
export const money = (min = 0, max = 100000): Check => numberInRange(MESSAGES.money, 2, min, max);
/** Number: default range 0-100000. */
export const number = (min = 0, max = 100000): Check => numberInRange(MESSAGES.number, null, min, max);

/** Password policy for new passwords (no spec rule; a sensible minimum for a staff system). */
export const PASSWORD_POLICY_MESSAGE = '密码至少 8 位，且同时包含字母和数字';
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && value.length <= 128 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

// ---------------------------------------------------------------------------------------------
// Chinese resident identity card (GB 11643-1999): 6-digit region, 8-digit birth date,
// 3-digit sequence (odd for men), check character from the ISO 7064 MOD 11-2 checksum.

/** First two digits of valid region codes (provinces, municipalities, HK/MO/TW). */
const PROVINCE_CODES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
  '91',
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The 18th character for the first 17 digits. */
export function idCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('idCardCheckDigit needs 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

export interface IdCardInfo {
  /** YYYY-MM-DD */
  birthday: string;
  /** full years on the reference date */
  age: number;
  /** '1' male (odd sequence), '2' female (even) */
  sex: '1' | '2';
  regionCode: string;
}

function parseBirthDate(digits: string): Date | null {
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** Parses and fully checks an 18-character ID; null when any part is wrong. */
export function parseIdCard(value: string, today: Date = new Date()): IdCardInfo | null {
  const text = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(text)) return null;
  if (!PROVINCE_CODES.has(text.slice(0, 2)) || text.slice(2, 6) === '0000') return null;
  const birth = parseBirthDate(text.slice(6, 14));
  if (!birth) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (birth.getTime() > todayUtc) return null;
  if (idCardCheckDigit(text.slice(0, 17)) !== text[17]) return null;

  const y = birth.getUTCFullYear();
  const m = birth.getUTCMonth();
  const d = birth.getUTCDate();
  let age = today.getFullYear() - y;
  if (today.getMonth() < m || (today.getMonth() === m && today.getDate() < d)) age -= 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    birthday: `${y}-${pad(m + 1)}-${pad(d)}`,
    age,
    sex: Number(text[16]) % 2 === 1 ? '1' : '2',
    regionCode: text.slice(0, 6),
  };
}

export const idCard: Check = (value) => (isEmpty(value) || parseIdCard(asText(value)) ? null : MESSAGES.idCard);

// ---------------------------------------------------------------------------------------------
// Adapters

/** An antd Form rule (structurally typed, so this package does not depend on antd). */
export interface FormRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

export function toFormRule(...checks: Check[]): FormRule {
  return {
    validator: (_rule, value) => {
      for (const check of checks) {
        const message = check(value);
        if (message) return Promise.reject(new Error(message));
      }
      return Promise.resolve();
    },
  };
}

/** Adds the checks to a zod string schema, reporting the spec's messages. */
export function refineWith<T extends z.ZodType<string | undefined | null>>(schema: T, ...checks: Check[]) {
  return schema.superRefine((value, ctx) => {
    for (const check of checks) {
      const message = check(value);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });
}

/** A trimmed string field for server schemas: required unless `optional`, then the checks. */
export function zodString(checks: Check[], options?: { optional?: false; max?: number }): z.ZodType<string>;
export function zodString(checks: Check[], options: { optional: true; max?: number }): z.ZodType<string | undefined>;
export function zodString(checks: Check[], options: { optional?: boolean; max?: number } = {}): z.ZodType<string | undefined> {
  const base = z
    .string()
    .trim()
    .max(options.max ?? 255, MESSAGES.lengthBetween(0, options.max ?? 255));
  const all = options.optional ? checks : [required, ...checks];
  const refined = refineWith(base, ...all);
  return options.optional ? refined.optional() : refined;
}
