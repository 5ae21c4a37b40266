/**
 * Names for a table's row-selection checkboxes (antd leaves them nameless: axe's `label`, on every
 * list page). A row is called by the first column that shows a plain value (账号, 名称, 编码 …),
 * so a screen reader says 选择 admin rather than 复选框.
 */
import type { TableProps } from 'antd';

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;

interface ColumnLike {
  title?: unknown;
  dataIndex?: unknown;
  children?: readonly ColumnLike[];
}

function firstDataIndex(columns: readonly ColumnLike[]): string | readonly string[] | undefined {
  for (const column of columns) {
    if (typeof column.dataIndex === 'string' || Array.isArray(column.dataIndex)) return column.dataIndex as string | string[];
    const nested = column.children && firstDataIndex(column.children);
    if (nested) return nested;
  }
  return undefined;
}

/** What a row is called: the value of the first column with a field of its own, else empty. */
export function rowNameFromColumns<T>(columns: readonly ColumnLike[] | undefined): (record: T) => string {
  const path = firstDataIndex(columns ?? []);
  return (record) => {
    if (path === undefined) return '';
    const value = (typeof path === 'string' ? [path] : path).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
}

/** The selection with each row's checkbox (or radio) named 选择 <row>; nothing when there is no selection. */
export function namedRowSelection<T>(selection: RowSelection<T> | undefined, rowName: (record: T) => string): RowSelection<T> | undefined {
  if (!selection) return selection;
  const { getCheckboxProps } = selection;
  return {
    ...selection,
    getCheckboxProps: (record) =>
      ({ ...getCheckboxProps?.(record), 'aria-label': `选择 ${rowName(record)}`.trim() }) as ReturnType<NonNullable<RowSelection<T>['getCheckboxProps']>>,
  };
}
