/**
 * The customisable table (spec 03 "Customisable table"): an antd Table with
 * - a column chooser (列设置: checkboxes, 保存 / 重置) whose choice is kept per `tableId` in
 *   browser storage,
 * - headers resizable by dragging their right edge (minimum 60 px; default width 100),
 * - a '已选择 N 项 清空' bar when rows are selectable.
 *
 * Props: every antd Table prop, plus `tableId` (required, unique per table), `columns` (each
 * needs a key or dataIndex; `hidden: true` hides it until chosen, `index: true` makes it the row
 * number; fixed and index columns cannot be hidden) and `toolbar` (shown left of 列设置).
 * With useListPage: `<CustomTable tableId="..." {...list.tableProps} columns={columns} />`.
 *
 * A column without key or dataIndex is a developer mistake: console.error always, and in
 * development an error Alert above the table; the column still renders but cannot be chosen.
 */
import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { Alert, Button, Space, Table, type TableProps } from 'antd';
import {
  checkColumns,
  clearSavedColumns,
  columnKeyOf,
  columnLabel,
  columnWidth,
  hiddenKeys,
  isChoosable,
  loadSavedColumns,
  rowNumber,
  saveColumns,
  type CustomColumn,
} from './custom-table-logic';
import { ColumnChooser } from './column-chooser';
import { ResizableHeaderCell, type ResizableHeaderCellProps } from './resizable-header-cell';
import { fitColumns } from '../list-page/fit-columns';
import { namedRowSelection, rowNameFromColumns } from '../list-page/row-selection';

export interface CustomTableProps<T> extends Omit<TableProps<T>, 'columns'> {
  tableId: string;
  columns: CustomColumn<T>[];
  toolbar?: ReactNode;
  /** the '已选择 N 项' bar (default: shown when rows are selectable) */
  showSelectionBar?: boolean;
}

const isDevelopment = import.meta.env.DEV;

export function CustomTable<T extends object>({ tableId, columns, toolbar, showSelectionBar, components, ...tableProps }: CustomTableProps<T>) {
  const [savedHidden, setSavedHidden] = useState(() => hiddenKeys(columns, loadSavedColumns(tableId)));
  const [draftHidden, setDraftHidden] = useState<string[] | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [widths, setWidths] = useState<Record<string, number>>({});
  const hidden = draftHidden ?? savedHidden;

  const errors = useMemo(() => checkColumns(columns), [columns]);
  const errorText = errors.join('；');
  useEffect(() => {
    if (errorText) console.error(`[custom-table ${tableId}] ${errorText}`);
  }, [errorText, tableId]);

  const pagination = typeof tableProps.pagination === 'object' ? tableProps.pagination : undefined;
  const shownColumns = fitColumns(columns)
    .filter((column) => !isChoosable(column) || !hidden.includes(columnKeyOf(column)!))
    .map((column, position) => {
      const { hidden: _hidden, index, ...rest } = column;
      const key = columnKeyOf(column);
      const width = columnWidth(column, widths);
      // the pinned 操作 on the right edge is as wide as its links: its handle would stick out past the table
      const resizable = key !== undefined && !index && rest.fixed !== 'right';
      return {
        ...rest,
        key: key ?? `__column_${position}`,
        width,
        ...(index
          ? { align: 'center' as const, render: (_: unknown, __: T, rowIndex: number) => rowNumber(rowIndex, pagination?.current, pagination?.pageSize) }
          : {}),
        onHeaderCell: (col: Parameters<NonNullable<CustomColumn<T>['onHeaderCell']>>[0]) =>
          ({
            ...(rest.onHeaderCell?.(col) ?? {}),
            width,
            ...(resizable ? { onResize: (next: number) => setWidths((all) => ({ ...all, [key]: next })) } : {}),
          }) as ResizableHeaderCellProps,
      };
    });

  const choosable = columns.filter(isChoosable).map((column) => ({ key: columnKeyOf(column)!, label: columnLabel(column) }));
  const openChooser = (open: boolean) => {
    setChooserOpen(open);
    if (!open) setDraftHidden(null); // closed without saving: back to what was saved
  };
  const save = () => {
    saveColumns(tableId, columns, hidden);
    setSavedHidden(hidden);
    openChooser(false);
  };
  const reset = () => {
    clearSavedColumns(tableId);
    setSavedHidden(hiddenKeys(columns, null));
    setWidths({});
    openChooser(false);
  };

  const selection = tableProps.rowSelection;
  const namedSelection = useMemo(() => namedRowSelection(selection, rowNameFromColumns<T>(columns)), [selection, columns]);
  const selectedKeys: Key[] = selection?.selectedRowKeys ?? [];
  const showBar = showSelectionBar ?? Boolean(selection);
  const clearSelection = () => selection?.onChange?.([], [], { type: 'none' });

  return (
    <div className="custom-table" data-table-id={tableId}>
      {isDevelopment && errors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 8 }} message="表格列配置错误" description={errorText} />}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {showBar && (
            <Alert
              type="info"
              showIcon
              style={{ padding: '4px 12px' }}
              message={
                <Space size={4} data-testid="selection-bar">
                  <span>
                    已选择 <b>{selectedKeys.length}</b> 项
                  </span>
                  <Button type="link" size="small" disabled={selectedKeys.length === 0} onClick={clearSelection}>
                    清空
                  </Button>
                </Space>
              }
            />
          )}
        </div>
        {toolbar}
        <ColumnChooser
          columns={choosable}
          hidden={hidden}
          open={chooserOpen}
          onOpenChange={openChooser}
          onChange={setDraftHidden}
          onSave={save}
          onReset={reset}
        />
      </div>
      <Table<T>
        // fixed layout: a column is as wide as its header says, so resizing below the content works
        tableLayout="fixed"
        {...tableProps}
        rowSelection={namedSelection}
        columns={shownColumns as TableProps<T>['columns']}
        components={{ ...components, header: { ...components?.header, cell: ResizableHeaderCell } }}
      />
    </div>
  );
}
