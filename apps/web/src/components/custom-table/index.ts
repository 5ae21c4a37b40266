export { CustomTable, type CustomTableProps } from './custom-table';
export { ColumnChooser } from './column-chooser';
export { ResizableHeaderCell } from './resizable-header-cell';
export * from './custom-table-logic';
