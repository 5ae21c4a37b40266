/**
 * What the rows and cells of one editable table share: the row store and the controller that
 * edits through it (see editable-table.tsx), plus the resolved options of select columns.
 */
import { createContext, useContext } from 'react';
import type { CommitMove } from './cell-registry';
import type { LinkageLoader } from './linkage';
import type { RowStore } from './row-store';
import type { ColumnOption, EditableColumn, RowData } from './types';

export interface TableController {
  store: RowStore;
  linkage: LinkageLoader;
  columns(): EditableColumn[];
  /** static or dictionary options of a column (linkage options come from `linkage`) */
  columnOptions(key: string): ColumnOption[] | undefined;
  activate(rowId: string, key: string): void;
  /** writes a value as typed (linkage clears, re-validation of a marked cell) */
  setValue(rowId: string, key: string, value: unknown): void;
  /** writes a value and finishes at once (checkbox, upload, slot): validated and relayed */
  setValueAndCommit(rowId: string, key: string, value: unknown): void;
  commit(move?: CommitMove): void;
  cancel(): void;
  toggleExpanded(rowId: string): void;
  moveUp(rowId: string): void;
  moveDown(rowId: string): void;
  insertAfter(rowId: string): void;
  startDrag(rowId: string, event: React.PointerEvent): void;
  /** opens the row menu (上移 / 下移 / 插入行) under the row's button */
  openRowMenu(rowId: string, anchor: HTMLElement): void;
  /** unique per table (names of its radio inputs) */
  tableId: string;
  expandedRowRender?: (row: RowData, index: number) => React.ReactNode;
  rowHeight: number;
}

export const TableContext = createContext<TableController | null>(null);

export function useTableController(): TableController {
  const controller = useContext(TableContext);
  if (!controller) throw new Error('editable table cell outside of its table');
  return controller;
}
