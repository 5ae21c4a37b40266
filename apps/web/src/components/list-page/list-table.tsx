import { useMemo } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { fitColumns, type FitContent } from './fit-columns';
import { namedRowSelection, rowNameFromColumns } from './row-selection';

/** a list page's column: antd's, and whether it fits its cells' text (fit-columns.ts) */
export type ListColumnsType<T> = Array<TableColumnsType<T>[number] & { fitContent?: FitContent<T> }>;

/**
 * The table of a list page: antd's Table, given useListPage's `tableProps`, with every column at
 * least as wide as its header, sort arrows and filter icon need, and a `fitContent` column as wide
 * as the longest text of the page's rows (fit-columns.ts), so no header wraps at 1440 px (issue 10:
 * 性别, 版本号) and no name is cut (issue 22). The customisable table (CustomTable) does the same.
 * Each row's selection checkbox is named after the row (row-selection.ts).
 */
export function ListTable<T extends object>({
  columns,
  rowSelection,
  rowName,
  ...props
}: Omit<TableProps<T>, 'columns'> & {
  columns?: ListColumnsType<T>;
  /** what a row is called (its first plain column unless told) */ rowName?: (record: T) => string;
}) {
  const named = useMemo(() => namedRowSelection(rowSelection, rowName ?? rowNameFromColumns<T>(columns)), [rowSelection, rowName, columns]);
  return <Table<T> {...props} rowSelection={named} columns={columns && (fitColumns(columns as never[], props.dataSource ?? []) as TableColumnsType<T>)} />;
}
