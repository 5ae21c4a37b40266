/**
 * Geometry of the virtualised grid: where each row starts (rows have one height, an expanded
 * row adds its panel's height), which rows a scroll position shows, and column widths (spec 03
 * section 9: default 100; row number 60, selection 40; date 135; datetime, user and department
 * cells at least 190).
 */
import type { ColumnType, EditableColumn } from './types';

export interface RowLayout {
  count: number;
  totalHeight: number;
  offsetOf(index: number): number;
  /** height of the row at index, its expand panel included */
  heightOf(index: number): number;
  /** the row at vertical position y (clamped to the rows) */
  indexAt(y: number): number;
  /** the rows to render for a viewport, with `overscan` extra rows either side */
  visibleRange(scrollTop: number, viewportHeight: number, overscan?: number): { start: number; end: number };
}

export function createRowLayout(count: number, rowHeight: number, expanded: ReadonlyArray<{ index: number; height: number }> = []): RowLayout {
  // prefix[i] = total panel height of the first i expanded entries
  const prefix = [0];
  for (const entry of expanded) prefix.push(prefix[prefix.length - 1] + entry.height);
  const panelBefore = (index: number) => {
    // number of expanded entries with entry.index < index
    let lo = 0;
    let hi = expanded.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (expanded[mid].index < index) lo = mid + 1;
      else hi = mid;
    }
    return prefix[lo];
  };
  const offsetOf = (index: number) => index * rowHeight + panelBefore(index);
  const totalHeight = count * rowHeight + prefix[prefix.length - 1];
  const heightOf = (index: number) => offsetOf(index + 1) - offsetOf(index);
  const indexAt = (y: number) => {
    if (count === 0) return 0;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (offsetOf(mid) <= y) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    count,
    totalHeight,
    offsetOf,
    heightOf,
    indexAt,
    visibleRange(scrollTop, viewportHeight, overscan = 6) {
      if (count === 0) return { start: 0, end: 0 };
      const first = indexAt(Math.max(0, scrollTop));
      const last = indexAt(Math.max(0, scrollTop + viewportHeight));
      return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
    },
  };
}

/** Which insertion slot (0..count) a pointer at content position y points to. */
export function slotAt(layout: RowLayout, y: number): number {
  if (layout.count === 0) return 0;
  if (y <= 0) return 0;
  if (y >= layout.totalHeight) return layout.count;
  const index = layout.indexAt(y);
  const middle = layout.offsetOf(index) + layout.heightOf(index) / 2;
  return y < middle ? index : index + 1;
}

const TYPE_WIDTHS: Partial<Record<ColumnType, number>> = {
  'row-number': 60,
  'row-checkbox': 40,
  'row-radio': 40,
  'row-expand': 40,
  'row-drag-sort': 64,
  date: 135,
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
  checkbox: 80,
};
const MIN_WIDTHS: Partial<Record<ColumnType, number>> = { datetime: 190, sel_user: 190, sel_depart: 190, date: 135 };
export const DEFAULT_COLUMN_WIDTH = 100;
export const MIN_RESIZED_WIDTH = 60;

export function columnWidth(column: Pick<EditableColumn, 'type' | 'width'>): number {
  const width = column.width ?? TYPE_WIDTHS[column.type] ?? DEFAULT_COLUMN_WIDTH;
  return Math.max(width, MIN_WIDTHS[column.type] ?? 0);
}

/** Row columns (numbers, selection, expand, drag) keep their width; others share spare room. */
const isRowColumn = (type: ColumnType) => type.startsWith('row-');

/**
 * Widths of the shown columns for a container of `available` px: the configured widths, with
 * any spare room shared among the data columns in proportion (so the grid fills its box).
 */
export function fitColumnWidths(columns: ReadonlyArray<Pick<EditableColumn, 'type' | 'width'>>, available: number): number[] {
  const widths = columns.map(columnWidth);
  const total = widths.reduce((sum, w) => sum + w, 0);
  const spare = Math.floor(available - total);
  if (spare <= 0) return widths;
  const growable = columns.map((c, i) => (isRowColumn(c.type) ? 0 : widths[i]));
  const growTotal = growable.reduce((sum, w) => sum + w, 0);
  if (growTotal === 0) return widths;
  let given = 0;
  const out = widths.map((w, i) => {
    const extra = Math.floor((spare * growable[i]) / growTotal);
    given += extra;
    return w + extra;
  });
  // hand the rounding remainder to the last growable column
  const last = growable
    .map((g, i) => (g > 0 ? i : -1))
    .filter((i) => i >= 0)
    .pop()!;
  out[last] += spare - given;
  return out;
}

/** left offsets of the fixed (sticky) columns; undefined for the others */
export function stickyOffsets(columns: ReadonlyArray<Pick<EditableColumn, 'fixed'>>, widths: readonly number[]): Array<number | undefined> {
  let left = 0;
  return columns.map((column, i) => {
    if (column.fixed !== 'left') return undefined;
    const at = left;
    left += widths[i];
    return at;
  });
}
