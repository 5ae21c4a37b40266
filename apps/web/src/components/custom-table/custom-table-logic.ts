/**
 * Rules of the customisable table (spec 03 sections 3, 5 and 9) as pure functions: column keys
 * and their check, which columns the chooser may hide, the saved visibility per table id, and
 * the width limits of resizable headers.
 */
import type { TableColumnType } from 'antd';
import { localStore } from '../../lib/storage';

/** An antd column plus the spec's flags: `hidden` (hidden until chosen), `index` (row number). */
export type CustomColumn<T> = TableColumnType<T> & { hidden?: boolean; index?: boolean };

export const DEFAULT_COLUMN_WIDTH = 100;
export const MIN_COLUMN_WIDTH = 60;
export const INDEX_COLUMN_WIDTH = 48;
export const COLUMN_STORAGE_PREFIX = 'customTableColumns_';

export const COLUMN_MESSAGES = {
  missingKey: '请配置 columns 的 key 或 dataIndex',
  duplicateKey: (key: string) => `columns 的 key 重复：${key}`,
} as const;

/** The column's identity: key, else dataIndex (joined when it is a path). */
export function columnKeyOf<T>(column: CustomColumn<T>): string | undefined {
  if (column.key !== undefined && column.key !== null && column.key !== '') return String(column.key);
  const { dataIndex } = column;
  if (Array.isArray(dataIndex)) return dataIndex.length ? dataIndex.join('.') : undefined;
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return undefined;
  return String(dataIndex);
}

/** Configuration errors: a column without key or dataIndex, or two columns with one key. */
export function checkColumns<T>(columns: CustomColumn<T>[]): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    const key = columnKeyOf(column);
    if (key === undefined) {
      const name = typeof column.title === 'string' ? `“${column.title}”` : `第 ${index + 1} 列`;
      errors.push(`${COLUMN_MESSAGES.missingKey}（${name}）`);
    } else if (seen.has(key)) errors.push(COLUMN_MESSAGES.duplicateKey(key));
    else seen.add(key);
  });
  return errors;
}

/** Fixed and index columns (and ones without a key) always show: the chooser leaves them out. */
export const isChoosable = <T>(column: CustomColumn<T>) => !column.fixed && !column.index && columnKeyOf(column) !== undefined;

export const columnLabel = <T>(column: CustomColumn<T>) => (typeof column.title === 'string' ? column.title : (columnKeyOf(column) ?? ''));

/** Visibility as saved: the hidden keys among the keys that existed when it was saved. */
export interface SavedColumns {
  hidden: string[];
  known: string[];
}

export const columnStorageKey = (tableId: string) => `${COLUMN_STORAGE_PREFIX}${tableId}`;

export function loadSavedColumns(tableId: string): SavedColumns | null {
  const saved = localStore.get<SavedColumns>(columnStorageKey(tableId));
  return saved && Array.isArray(saved.hidden) && Array.isArray(saved.known) ? saved : null;
}

export function saveColumns<T>(tableId: string, columns: CustomColumn<T>[], hidden: string[]): void {
  const known = columns.filter(isChoosable).map((c) => columnKeyOf(c)!);
  localStore.set(columnStorageKey(tableId), { hidden: hidden.filter((key) => known.includes(key)), known });
}

export const clearSavedColumns = (tableId: string) => localStore.remove(columnStorageKey(tableId));

/** The hidden keys: the columns' own `hidden` flags, overridden by what was saved for the keys it knew. */
export function hiddenKeys<T>(columns: CustomColumn<T>[], saved: SavedColumns | null): string[] {
  return columns.filter(isChoosable).flatMap((column) => {
    const key = columnKeyOf(column)!;
    const hidden = saved && saved.known.includes(key) ? saved.hidden.includes(key) : !!column.hidden;
    return hidden ? [key] : [];
  });
}

export const clampWidth = (width: number) => Math.max(MIN_COLUMN_WIDTH, Math.round(width));

/** Width on screen: resized, else the column's own number, else the default (index: 48). */
export function columnWidth<T>(column: CustomColumn<T>, resized: Record<string, number>): number {
  const key = columnKeyOf(column);
  if (key !== undefined && resized[key] !== undefined) return resized[key];
  if (typeof column.width === 'number') return column.width;
  return column.index ? INDEX_COLUMN_WIDTH : DEFAULT_COLUMN_WIDTH;
}

/** Row number of the `rowIndex`-th row on the page, continuing across pages. */
export const rowNumber = (rowIndex: number, current = 1, pageSize = 10) => (current - 1) * pageSize + rowIndex + 1;
