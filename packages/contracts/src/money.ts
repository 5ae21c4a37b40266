/**
 * Amounts (spec 03 section 3 charter-bus entities, section 9; the card desk, issue 24): money is stored in minor units
 * (fen, amount x 100) and shown in yuan with two decimals and thousands separators. Integer
 * arithmetic throughout, so 0.1 + 0.2 style rounding never shows.
 */
import { z } from 'zod';

/** 1234567 -> '1,234,567'; keeps a sign and any decimals: -1234.5 -> '-1,234.5'. */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const [whole, decimals] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Minor units as yuan: 123456 -> '1,234.56', -5 -> '-0.05'; '' when there is no amount. */
export function formatMoney(minorUnits: number | string | null | undefined): string {
  if (minorUnits === null || minorUnits === undefined || minorUnits === '') return '';
  const n = typeof minorUnits === 'number' ? minorUnits : Number(minorUnits);
  if (!Number.isFinite(n)) return '';
  const fen = Math.round(Math.abs(n));
  const yuan = Math.floor(fen / 100);
  const cents = String(fen % 100).padStart(2, '0');
  return `${n < 0 && fen > 0 ? '-' : ''}${formatThousands(yuan)}.${cents}`;
}

/** Yuan typed by a user as minor units to store: '12.3' -> 1230; null when it is not an amount. */
export function toMinorUnits(yuan: number | string | null | undefined): number | null {
  if (yuan === null || yuan === undefined || yuan === '') return null;
  const text = String(yuan).trim().replace(/,/g, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && minor > 0 ? -minor : minor;
}

/** Minor units as a price: 1200 -> '¥12.00'; '' when there is no amount. */
export function formatYuan(minorUnits: number | string | null | undefined): string {
  const text = formatMoney(minorUnits);
  // the sign before the currency: -¥10.00, as a ledger's debit reads
  return text ? (text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`) : '';
}

/**
 * An amount in minor units a request carries: an integer of fen within [min, max]. A fraction of
 * a fen is an amount typed with three decimals: refused, naming the field, never rounded.
 */
export function centsSchema(label: string, { min = 0, max = 100_000_000 }: { min?: number; max?: number } = {}) {
  return z
    .number({ message: `请输入${label}` })
    .refine((value) => Number.isInteger(value), `${label}最多两位小数`)
    .refine((value) => value >= min, min === 0 ? `${label}不能为负数` : `${label}不能少于 ${formatYuan(min)}`)
    .refine((value) => value <= max, `${label}不能超过 ${formatYuan(max)}`);
}
