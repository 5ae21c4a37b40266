/**
 * validate() of the editable table as a pure function: every rule of every cell, unique rules
 * against the whole column, custom handlers awaited together. Errors come back per row id and
 * column key, and as a list in table order (row, then column).
 */
import type { CellError, EditableColumn, RowData, ValidationResult } from './types';
import { countValues, hasRules, hasUniqueRule, uniqueKey, validateCell, validateCellSync } from './validation';

export async function validateRows(rows: readonly RowData[], columns: readonly EditableColumn[]): Promise<ValidationResult> {
  const ruled = columns.filter(hasRules);
  const counts = new Map(ruled.filter(hasUniqueRule).map((c) => [c.key, countValues(rows, c.key)]));
  const errors: Record<string, Record<string, string>> = {};
  const list: CellError[] = [];
  const pending: Promise<void>[] = [];
  const record = (rowIndex: number, row: RowData, column: EditableColumn, text: string) => {
    (errors[row.id] ??= {})[column.key] = text;
    list.push({ rowId: row.id, rowIndex, key: column.key, title: column.title, message: text });
  };
  rows.forEach((row, rowIndex) => {
    for (const column of ruled) {
      const check = {
        value: row[column.key],
        row,
        column,
        rows,
        countInColumn: (value: unknown) => counts.get(column.key)?.get(uniqueKey(value)) ?? 0,
      };
      const sync = validateCellSync(check);
      if (sync.message !== undefined) record(rowIndex, row, column, sync.message);
      else if (sync.pending.length) pending.push(validateCell(check).then((text) => void (text && record(rowIndex, row, column, text))));
    }
  });
  await Promise.all(pending);
  const order = new Map(columns.map((c, i) => [c.key, i]));
  list.sort((a, b) => a.rowIndex - b.rowIndex || (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return { valid: list.length === 0, errors, list };
}
