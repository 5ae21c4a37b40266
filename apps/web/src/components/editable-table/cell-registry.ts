/**
 * Cell types of the editable table, by column type. Each type may have an Editor (shown while the
 * cell is being edited) and a Display (shown otherwise); `inline` types show their editor all
 * the time (checkbox, upload). The built-in types register themselves (cells/index.ts); other
 * widgets replace them with registerCellType, e.g. the richer user and department pickers:
 *
 *   registerCellType('sel_user', { Editor: UserPickerCell, Display: UserNamesCell });
 */
import type { ComponentType } from 'react';
import type { ColumnOption, ColumnType, EditableColumn, RowData } from './types';

export type CommitMove = 'down' | 'next' | 'prev';

export interface CellDisplayProps {
  value: unknown;
  column: EditableColumn;
  row: RowData;
  /** resolved options of a select-like column (static, dictionary or linkage) */
  options?: ColumnOption[];
}

export interface CellEditorProps extends CellDisplayProps {
  onChange(value: unknown): void;
  /** editing is done (Enter, a choice made); optionally move to another cell */
  onCommit(move?: CommitMove): void;
  /** put back the value the cell had when editing started */
  onCancel(): void;
}

export interface CellTypeDefinition {
  Editor?: ComponentType<CellEditorProps>;
  Display?: ComponentType<CellDisplayProps>;
  /** the editor is always shown (no click to edit) */
  inline?: boolean;
  /** whether the type reads `options` (select-like) */
  usesOptions?: boolean;
}

const registry = new Map<string, CellTypeDefinition>();

export function registerCellType(type: ColumnType | string, definition: CellTypeDefinition): void {
  registry.set(type, { ...registry.get(type), ...definition });
}

export function getCellType(type: ColumnType | string): CellTypeDefinition | undefined {
  return registry.get(type);
}

/** Whether clicking the cell opens an editor. */
export function isEditable(column: EditableColumn): boolean {
  if (column.disabled) return false;
  const definition = registry.get(column.type);
  return Boolean(definition?.Editor && !definition.inline);
}
