/**
 * Types of the editable table (spec 03 section 3 "Editable table column"): columns, rules, rows
 * and the imperative handle a page uses to read values, new / deleted rows and to validate.
 */
import type { ReactNode } from 'react';

export type ColumnType =
  | 'input'
  | 'inputNumber'
  | 'textarea'
  | 'select'
  | 'select-search'
  | 'select-multiple'
  | 'date'
  | 'datetime'
  | 'time'
  | 'checkbox'
  | 'upload'
  | 'progress'
  | 'sel_depart'
  | 'sel_user'
  | 'tags'
  | 'slot'
  | 'normal'
  | 'hidden'
  | 'row-number'
  | 'row-checkbox'
  | 'row-radio'
  | 'row-expand'
  | 'row-drag-sort';

/** Every row has an id; the other fields are the column keys. */
export interface RowData {
  id: string;
  [key: string]: unknown;
}

export type RowState = 'new' | 'existing';

/** An option of a select column (dictionary items fit: value with text, label or title). */
export interface ColumnOption {
  value: string;
  text?: string;
  label?: string;
  title?: string;
  color?: string | null;
  disabled?: boolean;
}

export interface RuleContext {
  value: unknown;
  row: RowData;
  column: EditableColumn;
  /** every row of the table, in order */
  rows: readonly RowData[];
}

/**
 * One validation rule. `pattern` is a preset name (see validation.ts: 'mobile', 'email', 'money'
 * ... or JeecgBoot's codes 'm', 'e', '*', 'only' ...) or a RegExp. `handler` is a custom check:
 * it returns true / nothing when valid, false or an error text when not (may be async).
 * `message` may contain ${title}, replaced by the column title.
 */
export interface ValidateRule {
  required?: boolean;
  pattern?: string | RegExp;
  unique?: boolean;
  handler?: (context: RuleContext) => boolean | string | void | undefined | Promise<boolean | string | void | undefined>;
  message?: string;
}

export type StatisticKind = 'sum' | 'average';

export interface SlotContext<Row extends RowData = RowData> {
  row: Row;
  rowIndex: number;
  column: EditableColumn<Row>;
  value: unknown;
  /** writes a value of this row (for slot cells that edit) */
  setValue(key: string, value: unknown): void;
}

export interface EditableColumn<Row extends RowData = RowData> {
  key: string;
  title: string;
  type: ColumnType;
  /** px; default 100 (row columns and date/user/department cells have their own defaults) */
  width?: number;
  /** keep the column at the left while scrolling sideways */
  fixed?: 'left';
  /** options from a dictionary (getDictItems); used when `options` is not given */
  dictCode?: string;
  options?: ColumnOption[];
  validateRules?: ValidateRule[];
  statistics?: StatisticKind | StatisticKind[];
  /** selects sharing a linkageKey form a chain in column order (see EditableTableProps.linkageConfig) */
  linkageKey?: string;
  /** date / datetime / time display and storage format */
  format?: string;
  /** tags: the colour of one tag */
  setTagColor?: (tag: string) => string | undefined;
  placeholder?: string;
  /** value of this column in a newly added row */
  defaultValue?: unknown;
  /** shown but not editable */
  disabled?: boolean;
  /** inputNumber: 'amount' keeps at most 6 integer digits and 2 decimals (spec 03 section 5) */
  numberMode?: 'number' | 'amount';
  /** checkbox: stored [checked, unchecked] values (default true / false) */
  customValue?: [unknown, unknown];
  /** slot and normal cells: what to show */
  render?: (context: SlotContext<Row>) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** extra settings for a cell editor (e.g. sel_user { multiple: true }, upload { biz: 'temp' }) */
  props?: Record<string, unknown>;
}

/** A linkage chain: requestData(parentValue) gives the options of the next select in the chain. */
export interface LinkageConfig {
  key: string;
  /** parentValue is undefined for the first select of the chain */
  requestData(parentValue: string | undefined, level: number): Promise<ColumnOption[]>;
}

export interface CellError {
  rowId: string;
  rowIndex: number;
  key: string;
  title: string;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  /** errors per row id, then per column key */
  errors: Record<string, Record<string, string>>;
  /** the same, in table order (row, then column) */
  list: CellError[];
}

export type ToolbarButton = 'add' | 'remove' | 'save' | 'clearSelection';

export interface EditableTableHandle<Row extends RowData = RowData> {
  /** every row, in order */
  getValues(): Row[];
  /** rows added since the data was loaded */
  getNewRows(): Row[];
  /** loaded rows that were edited (values differ from what was loaded) */
  getChangedRows(): Row[];
  /** loaded rows that were removed (removed new rows are simply dropped) */
  getDeletedRows(): Row[];
  getSelectedRows(): Row[];
  /** the row chosen in a row-radio column */
  getRadioRow(): Row | undefined;
  /** checks every cell; marks bad cells and focuses the first one */
  validate(): Promise<ValidationResult>;
  /** appends rows (or inserts at `index`); returns the rows as stored (with ids) */
  addRows(rows?: Partial<Row> | Partial<Row>[], options?: { index?: number; scrollTo?: boolean }): Row[];
  insertRows(index: number, rows?: Partial<Row> | Partial<Row>[]): Row[];
  removeRows(ids: string | string[]): void;
  removeSelected(): void;
  moveRow(fromIndex: number, toIndex: number): void;
  moveUp(id: string): void;
  moveDown(id: string): void;
  /** writes values into rows (by id) as if typed */
  setValues(updates: Array<{ rowId: string; values: Partial<Row> }>): void;
  clearSelection(): void;
  /** replaces all rows (all become existing; delete list and errors cleared) */
  setRows(rows: Row[]): void;
  scrollToRow(id: string): void;
}
