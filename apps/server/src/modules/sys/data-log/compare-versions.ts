import type { DataLogCompareRow } from '@bus/contracts';
import { ownValue } from '../../../lib/own-property';

function parse(content: string): Record<string, unknown> {
  try {
    const value = JSON.parse(content) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const show = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Field-by-field comparison of two saved versions; fields of either version, in first-seen order. */
export function compareVersions(content1: string, content2: string): DataLogCompareRow[] {
  const a = parse(content1);
  const b = parse(content2);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => {
    const value1 = show(ownValue(a, field));
    const value2 = show(ownValue(b, field));
    return { field, value1, value2, changed: value1 !== value2 };
  });
}
