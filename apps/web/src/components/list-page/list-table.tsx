import { Table, type TableProps } from 'antd';
import { fitColumns } from './fit-columns';

/**
 * The table of a list page: antd's Table, given useListPage's `tableProps`, with every column at
 * least as wide as its header, sort arrows and filter icon need (fit-columns.ts), so no header
 * wraps at 1440 px (issue 10: 性别, 版本号). The customisable table (CustomTable) does the same.
 */
export function ListTable<T extends object>({ columns, ...props }: TableProps<T>) {
  return <Table<T> {...props} columns={columns && fitColumns(columns)} />;
}
