/**
 * The editing logic of one editable table, shared by its rows and cells through TableContext:
 * which cell is being edited, writing values (linked selects cleared, marked cells rechecked),
 * finishing or cancelling an edit (validated, relayed to the live channel when the row changed),
 * moving to the next cell, and the row menu's moves. Plain functions over the row store; the
 * component passes what they need as narrow callbacks.
 */
import type { ReactNode } from 'react';
import { isEditable, type CommitMove } from './cell-registry';
import { linkageClears, type LinkageLoader } from './linkage';
import type { RowMenuTarget } from './row-menu';
import type { RowStore } from './row-store';
import type { TableController } from './table-context';
import type { ColumnOption, EditableColumn, RowData } from './types';
import { hasRules, hasUniqueRule, uniqueKey, validateCell } from './validation';

/** the props the controller reads at the moment it acts */
export interface ControllerProps {
  liveKey?: string;
  onValueChange?(event: { row: RowData; key: string; value: unknown; oldValue: unknown }): void;
  newRowValues?(): Partial<RowData>;
  expandedRowRender?(row: RowData, index: number): ReactNode;
}

export interface ControllerDeps {
  store: RowStore;
  linkage: LinkageLoader;
  rowHeight: number;
  tableId: string;
  columns(): EditableColumn[];
  columnOptions(key: string): ColumnOption[] | undefined;
  props(): ControllerProps;
  /** sends an edited row to the other browsers (live table channel) */
  relay(row: RowData): void;
  scrollToRow(rowId: string): void;
  scrollToRowSoon(rowId: string): void;
  openRowMenu(target: RowMenuTarget): void;
}

interface EditStart {
  rowId: string;
  key: string;
  row: RowData;
}

export interface EditableTableController extends TableController {
  /** adds a new row (newRowValues) at index and returns it */
  addAt(index: number): RowData;
  validateAndMark(rowId: string, key: string): void;
}

export function createTableController(deps: ControllerDeps): EditableTableController {
  const { store, linkage, rowHeight, tableId, scrollToRow, scrollToRowSoon } = deps;
  let editStart: EditStart | null = null;
  const validationTokens = new Map<string, number>();

  const columnOf = (key: string) => deps.columns().find((c) => c.key === key);
  const editableKeys = () =>
    deps
      .columns()
      .filter((c) => c.type !== 'hidden' && isEditable(c))
      .map((c) => c.key);

  const validateAndMark = (rowId: string, key: string, recheckOthers = true) => {
    const column = columnOf(key);
    const row = store.getRow(rowId);
    if (!column || !row || !hasRules(column)) return;
    const tokenKey = `${rowId}\u0000${key}`;
    const token = (validationTokens.get(tokenKey) ?? 0) + 1;
    validationTokens.set(tokenKey, token);
    void validateCell({
      value: row[key],
      row,
      column,
      rows: store.getRows(),
      countInColumn: (value) => store.countInColumn(key, value, uniqueKey),
    }).then((error) => {
      if (validationTokens.get(tokenKey) === token && store.getRow(rowId)) store.setCellError(rowId, key, error);
    });
    // a unique column: cells marked as duplicates may be fine now
    if (recheckOthers && hasUniqueRule(column)) for (const other of store.rowsWithError(key)) if (other !== rowId) validateAndMark(other, key, false);
  };

  const relayRow = (rowId: string) => {
    const row = store.getRow(rowId);
    if (row && deps.props().liveKey) deps.relay(row);
  };

  const setValue = (rowId: string, key: string, value: unknown) => {
    const before = store.getRow(rowId);
    if (!before || !store.setCell(rowId, key, value)) return;
    for (const cleared of linkageClears(deps.columns(), key)) store.setCell(rowId, cleared, '');
    deps.props().onValueChange?.({ row: store.getRow(rowId)!, key, value, oldValue: before[key] });
    if (store.errorOf(rowId, key)) validateAndMark(rowId, key);
  };

  const commit = (move?: CommitMove) => {
    const active = store.getActive();
    if (!active) return;
    const start = editStart;
    editStart = null;
    store.setActive(null);
    if (!store.getRow(active.rowId)) return;
    validateAndMark(active.rowId, active.key);
    for (const cleared of linkageClears(deps.columns(), active.key)) if (store.errorOf(active.rowId, cleared)) validateAndMark(active.rowId, cleared);
    if (start && start.row !== store.getRow(active.rowId)) relayRow(active.rowId);
    if (move) {
      const next = nextCell(active.rowId, active.key, move);
      if (next) {
        activate(next.rowId, next.key);
        scrollToRow(next.rowId);
      }
    }
  };

  const nextCell = (rowId: string, key: string, move: CommitMove) => {
    const keys = editableKeys();
    const index = store.indexOf(rowId);
    const rows = store.getRows();
    if (move === 'down') return index + 1 < rows.length ? { rowId: rows[index + 1].id, key } : null;
    const at = keys.indexOf(key);
    if (move === 'next') {
      if (at + 1 < keys.length) return { rowId, key: keys[at + 1] };
      return index + 1 < rows.length ? { rowId: rows[index + 1].id, key: keys[0] } : null;
    }
    if (at > 0) return { rowId, key: keys[at - 1] };
    return index > 0 ? { rowId: rows[index - 1].id, key: keys[keys.length - 1] } : null;
  };

  const activate = (rowId: string, key: string) => {
    const column = columnOf(key);
    if (!column || !isEditable(column)) return;
    const current = store.getActive();
    if (current && (current.rowId !== rowId || current.key !== key)) commit();
    editStart = { rowId, key, row: store.getRow(rowId)! };
    store.setActive({ rowId, key });
  };

  const addAt = (index: number) => {
    commit();
    const [row] = store.addRows([deps.props().newRowValues?.() ?? {}], index);
    return row;
  };

  return {
    store,
    linkage,
    rowHeight,
    columns: deps.columns,
    columnOptions: deps.columnOptions,
    activate,
    setValue,
    setValueAndCommit(rowId, key, value) {
      const before = store.getRow(rowId);
      setValue(rowId, key, value);
      validateAndMark(rowId, key);
      if (before !== store.getRow(rowId)) relayRow(rowId);
    },
    commit,
    cancel() {
      const start = editStart;
      const active = store.getActive();
      editStart = null;
      store.setActive(null);
      if (start && active && store.getRow(start.rowId)) {
        store.restoreRow(start.row);
        if (store.errorOf(start.rowId, start.key)) validateAndMark(start.rowId, start.key);
      }
    },
    toggleExpanded: (rowId) => store.toggleExpanded(rowId),
    moveUp(rowId) {
      commit();
      const index = store.indexOf(rowId);
      if (index > 0) store.moveRow(index, index - 1);
    },
    moveDown(rowId) {
      commit();
      const index = store.indexOf(rowId);
      if (index >= 0 && index < store.size - 1) store.moveRow(index, index + 1);
    },
    insertAfter(rowId) {
      const row = addAt(store.indexOf(rowId) + 1);
      scrollToRowSoon(row.id);
    },
    startDrag: () => {},
    tableId,
    openRowMenu(rowId, anchor) {
      commit();
      const rect = anchor.getBoundingClientRect();
      deps.openRowMenu({
        rowId,
        index: store.indexOf(rowId),
        count: store.size,
        rect: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
      });
    },
    get expandedRowRender() {
      return deps.props().expandedRowRender;
    },
    addAt,
    validateAndMark,
  };
}
