/**
 * The statistics footer (spec 03 section 3 `statistics`: sum or average of a column). Values that
 * are not numbers (empty cells, text) are left out; the average is over the rows with a number.
 */
import type { EditableColumn, RowData, StatisticKind } from './types';

export const STATISTIC_TITLES: Record<StatisticKind, string> = { sum: '合计', average: '平均值' };

export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function statisticKinds(column: Pick<EditableColumn, 'statistics'>): StatisticKind[] {
  if (!column.statistics) return [];
  return Array.isArray(column.statistics) ? column.statistics : [column.statistics];
}

/** The kinds used by any column, in a stable order (one footer line each). */
export function footerKinds(columns: ReadonlyArray<Pick<EditableColumn, 'statistics'>>): StatisticKind[] {
  const used = new Set(columns.flatMap(statisticKinds));
  return (['sum', 'average'] as const).filter((kind) => used.has(kind));
}

export function computeStatistic(rows: readonly RowData[], key: string, kind: StatisticKind): number | null {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    const n = toNumber(row[key]);
    if (n === null) continue;
    sum += n;
    count += 1;
  }
  if (kind === 'sum') return roundTo(sum, 6);
  return count === 0 ? null : roundTo(sum / count, 6);
}

const roundTo = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

const NUMBER_FORMAT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
const AMOUNT_FORMAT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Thousands separators, at most 2 decimals (always 2 for amounts). */
export function formatStatistic(value: number | null, amount = false): string {
  if (value === null) return '-';
  return (amount ? AMOUNT_FORMAT : NUMBER_FORMAT).format(value);
}
