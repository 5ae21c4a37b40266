/**
 * The configuration and pure rules of the generic business record picker (spec 03 sections 2,
 * 3 "Picker configuration" and 9): any list endpoint of the shared list contract can back it.
 */
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';

export const RECORD_PICKER_PAGE_SIZE = 5;
export const RECORD_PICKER_PAGE_SIZES = ['5', '10', '20', '30'];
export const RECORD_PICKER_WIDTH = 900;
export const RECORD_PICKER_SCROLL_Y = 240;
export const ELLIPSIS_LENGTH = 12;

export interface RecordQueryField {
  /** the list's filter parameter */
  name: string;
  label: string;
  /** the control; a text input when absent */
  input?: ReactNode;
}

export interface RecordPickerConfig<T extends object = Record<string, unknown>> {
  /** the entity's name: the dialog is titled '<entityName>选择' */
  entityName: string;
  /** GET list URL of the shared list contract ({records, total}) */
  listUrl: string;
  columns: TableColumnsType<T>;
  queryFields?: RecordQueryField[];
  /** row identity, default 'id' */
  rowKey?: string;
  /** the field shown in tags and the selected list (displayKey) */
  displayKey: string;
  /** [value field, second field]; default ['id', 'id']; the first is what the value holds */
  returnKeys?: [string, string];
  /** default sort of the list, or null for the endpoint's own */
  defaultSort?: { column: string; order: 'asc' | 'desc' } | null;
  /** fixed filters sent with every request */
  fixedParams?: Record<string, string | number | boolean | undefined>;
}

export const pickerTitle = (config: Pick<RecordPickerConfig, 'entityName'>) => `${config.entityName}选择`;
export const rowKeyOf = (config: Pick<RecordPickerConfig, 'rowKey'>) => config.rowKey ?? 'id';
export const valueKeyOf = (config: Pick<RecordPickerConfig, 'returnKeys'>) => (config.returnKeys ?? ['id', 'id'])[0];

const read = (row: object, key: string) => String((row as Record<string, unknown>)[key] ?? '');

/** Multi: toggles the row; single: the row replaces the selection. */
export function toggleRow<T extends object>(current: T[], row: T, rowKey: string, multiple: boolean): T[] {
  const key = read(row, rowKey);
  const has = current.some((r) => read(r, rowKey) === key);
  if (!multiple) return has ? [] : [row];
  return has ? current.filter((r) => read(r, rowKey) !== key) : [...current, row];
}

export function removeRow<T extends object>(current: T[], row: T, rowKey: string): T[] {
  return current.filter((r) => read(r, rowKey) !== read(row, rowKey));
}

/** The stored value: the value field of each row, comma-joined. */
export function valueOfRows(rows: object[], valueKey: string): string {
  return rows
    .map((r) => read(r, valueKey))
    .filter(Boolean)
    .join(',');
}

/** Long texts are cut to `length` characters with an ellipsis (tags and the selected list). */
export function ellipsis(text: string, length = ELLIPSIS_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * Parameters that fetch the rows behind a stored value through the list's advanced query ('in'
 * on the value field), so every list of the shared contract answers it.
 */
export function lookupParams(valueKey: string, values: string[]): Record<string, string | number> {
  return {
    superQueryParams: JSON.stringify([{ field: valueKey, rule: 'in', val: values.join(',') }]),
    superQueryMatchType: 'and',
    pageNo: 1,
    pageSize: Math.max(1, values.length),
  };
}
