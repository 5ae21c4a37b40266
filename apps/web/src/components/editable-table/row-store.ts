/**
 * The rows of an editable table, outside React (so typing in one cell re-renders only its row).
 * Keeps the row states of spec 03 section 4: new (added here), existing (loaded) and removed
 * (an existing row removed goes to the delete list; a new row removed is simply dropped), the
 * selection, expanded rows, cell errors and the cell being edited. Components subscribe per row
 * (subscribeRow / rowSnapshot) or per channel (structure, values, selection, errors).
 *
 * Rows are treated as immutable: an edit replaces that row's object, never mutates it.
 */
import type { EditableColumn, RowData, RowState } from './types';
import { moveItem, renumber } from './row-order';

export type StoreChannel = 'structure' | 'values' | 'selection' | 'errors';

export interface ActiveCell {
  rowId: string;
  key: string;
}

export interface RowStoreOptions {
  /** renumber this key from 1 after every add, remove and move (null: never) */
  sortKey?: string | null;
  createId?: () => string;
}

let idCounter = 0;
const defaultCreateId = () => `new_${Date.now().toString(36)}_${(idCounter += 1)}`;

const clone = <T>(value: T): T => (value === null || typeof value !== 'object' ? value : (JSON.parse(JSON.stringify(value)) as T));

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const emptyA = a === undefined || a === null || a === '';
  const emptyB = b === undefined || b === null || b === '';
  if (emptyA && emptyB) return true;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

export class RowStore {
  private rows: RowData[] = [];
  private indexById = new Map<string, number>();
  private indexStale = false;
  private states = new Map<string, RowState>();
  private loaded = new Map<string, RowData>();
  private deleted: RowData[] = [];
  private errors = new Map<string, Record<string, string>>();
  private selected = new Set<string>();
  private radio: string | null = null;
  private expanded = new Set<string>();
  private expandHeights = new Map<string, number>();
  private active: ActiveCell | null = null;

  private rowVersions = new Map<string, number>();
  private epoch = 0;
  private versions: Record<StoreChannel, number> = { structure: 0, values: 0, selection: 0, errors: 0 };
  private rowListeners = new Map<string, Set<() => void>>();
  private channelListeners: Record<StoreChannel, Set<() => void>> = {
    structure: new Set(),
    values: new Set(),
    selection: new Set(),
    errors: new Set(),
  };

  private sortKey: string | null;
  private readonly createId: () => string;
  columns: EditableColumn[] = [];

  constructor(rows: RowData[] = [], options: RowStoreOptions = {}) {
    this.sortKey = options.sortKey ?? null;
    this.createId = options.createId ?? defaultCreateId;
    this.setRows(rows);
  }

  setSortKey(sortKey: string | null) {
    this.sortKey = sortKey;
  }

  // ---- reading ------------------------------------------------------------------------------

  getRows(): readonly RowData[] {
    return this.rows;
  }

  get size() {
    return this.rows.length;
  }

  getRow(id: string): RowData | undefined {
    const index = this.indexOf(id);
    return index < 0 ? undefined : this.rows[index];
  }

  indexOf(id: string): number {
    if (this.indexStale) {
      this.indexById.clear();
      this.rows.forEach((row, index) => this.indexById.set(row.id, index));
      this.indexStale = false;
    }
    return this.indexById.get(id) ?? -1;
  }

  stateOf(id: string): RowState | undefined {
    return this.states.get(id);
  }

  getNewRows(): RowData[] {
    return this.rows.filter((row) => this.states.get(row.id) === 'new');
  }

  /** existing rows whose values differ from what was loaded */
  getChangedRows(): RowData[] {
    return this.rows.filter((row) => this.states.get(row.id) === 'existing' && this.isChanged(row));
  }

  isChanged(row: RowData): boolean {
    const original = this.loaded.get(row.id);
    if (!original) return false;
    const keys = new Set([...Object.keys(original), ...Object.keys(row)]);
    for (const key of keys) if (!sameValue(original[key], row[key])) return true;
    return false;
  }

  getDeletedRows(): RowData[] {
    return [...this.deleted];
  }

  countInColumn(key: string, value: unknown, normalise: (value: unknown) => string): number {
    const target = normalise(value);
    let count = 0;
    for (const row of this.rows) {
      const cell = row[key];
      if (cell !== undefined && cell !== null && cell !== '' && normalise(cell) === target) count += 1;
    }
    return count;
  }

  // ---- changing rows ------------------------------------------------------------------------

  /** Replaces everything: the rows become existing, the delete list and errors are cleared. */
  setRows(rows: readonly RowData[]) {
    this.rows = rows.map((row) => (typeof row.id === 'string' && row.id ? row : { ...row, id: row.id ? String(row.id) : this.createId() }));
    this.indexStale = true;
    this.states = new Map(this.rows.map((row) => [row.id, 'existing' as const]));
    this.loaded = new Map(this.rows.map((row) => [row.id, row]));
    this.deleted = [];
    this.errors.clear();
    this.selected.clear();
    this.radio = null;
    this.expanded.clear();
    this.expandHeights.clear();
    this.active = null;
    this.epoch += 1;
    this.emit('structure', 'values', 'selection', 'errors');
  }

  /** A new row with the columns' default values, then the given values. */
  makeRow(values: Partial<RowData> = {}): RowData {
    const row: RowData = { id: '' };
    for (const column of this.columns) {
      if (column.defaultValue !== undefined && !column.type.startsWith('row-')) row[column.key] = clone(column.defaultValue);
    }
    Object.assign(row, values);
    row.id = typeof values.id === 'string' && values.id && this.indexOf(values.id) < 0 ? values.id : this.createId();
    return row;
  }

  /** Inserts new rows at `index` (default: the end); returns them. */
  addRows(values: Partial<RowData>[], index = this.rows.length): RowData[] {
    const at = Math.max(0, Math.min(index, this.rows.length));
    const added = values.map((v) => this.makeRow(v));
    this.rows = [...this.rows.slice(0, at), ...added, ...this.rows.slice(at)];
    for (const row of added) this.states.set(row.id, 'new');
    this.indexStale = true;
    this.afterReorder();
    this.emit('structure', 'values');
    return added.map((row) => this.getRow(row.id)!);
  }

  removeRows(ids: readonly string[]) {
    const removing = new Set(ids.filter((id) => this.indexOf(id) >= 0));
    if (removing.size === 0) return;
    for (const row of this.rows) {
      if (!removing.has(row.id)) continue;
      if (this.states.get(row.id) === 'existing') this.deleted.push(row);
      this.states.delete(row.id);
      this.errors.delete(row.id);
      this.selected.delete(row.id);
      this.expanded.delete(row.id);
      this.expandHeights.delete(row.id);
      if (this.radio === row.id) this.radio = null;
      if (this.active?.rowId === row.id) this.active = null;
    }
    this.rows = this.rows.filter((row) => !removing.has(row.id));
    this.indexStale = true;
    this.afterReorder();
    this.emit('structure', 'values', 'selection', 'errors');
  }

  moveRow(from: number, to: number) {
    if (from === to || from < 0 || to < 0 || from >= this.rows.length || to >= this.rows.length) return;
    this.rows = moveItem(this.rows, from, to);
    this.indexStale = true;
    this.afterReorder();
    this.emit('structure', 'values');
  }

  /** Writes one cell. Returns false when the value did not change. */
  setCell(id: string, key: string, value: unknown): boolean {
    const index = this.indexOf(id);
    if (index < 0) return false;
    const row = this.rows[index];
    if (Object.is(row[key], value)) return false;
    this.replaceRow(index, { ...row, [key]: value });
    this.emit('values');
    return true;
  }

  /**
   * Writes several values of a row. `remote` (a live update from another browser) also moves the
   * row's loaded baseline, so what someone else saved does not count as this user's change.
   */
  setRowValues(id: string, values: Partial<RowData>, options: { remote?: boolean } = {}): boolean {
    const index = this.indexOf(id);
    if (index < 0) return false;
    const { id: _ignored, ...rest } = values;
    const row = { ...this.rows[index], ...rest };
    this.replaceRow(index, row);
    if (options.remote && this.loaded.has(id)) this.loaded.set(id, { ...this.loaded.get(id)!, ...rest });
    this.emit('values');
    return true;
  }

  /** Puts a row back exactly as it was (cancelling an edit); the row keeps its place. */
  restoreRow(row: RowData): boolean {
    const index = this.indexOf(row.id);
    if (index < 0) return false;
    this.replaceRow(index, row);
    this.emit('values');
    return true;
  }

  private replaceRow(index: number, row: RowData) {
    this.rows[index] = row;
    this.notifyRow(row.id);
  }

  /** Renumbers the sort key from 1 and notifies every row (indexes may have moved). */
  private afterReorder() {
    if (this.sortKey) {
      const { rows, changed } = renumber(this.rows, this.sortKey);
      this.rows = rows;
      for (const index of changed) this.notifyRow(rows[index].id);
    }
    // row numbers shown by every later row change: bump them all (only mounted rows listen)
    this.epoch += 1;
    for (const listeners of this.rowListeners.values()) this.fire(listeners);
  }

  // ---- selection, radio, expand ---------------------------------------------------------------

  isSelected(id: string) {
    return this.selected.has(id);
  }

  get selectedCount() {
    return this.selected.size;
  }

  getSelectedIds(): string[] {
    return this.rows.filter((row) => this.selected.has(row.id)).map((row) => row.id);
  }

  setSelected(id: string, selected: boolean) {
    if (this.selected.has(id) === selected || this.indexOf(id) < 0) return;
    if (selected) this.selected.add(id);
    else this.selected.delete(id);
    this.notifyRow(id);
    this.emit('selection');
  }

  /** 'all', 'some' or 'none' of the rows selected (for the header checkbox) */
  selectionState(): 'all' | 'some' | 'none' {
    if (this.selected.size === 0) return 'none';
    return this.selected.size === this.rows.length ? 'all' : 'some';
  }

  setAllSelected(selected: boolean) {
    this.selected = selected ? new Set(this.rows.map((row) => row.id)) : new Set();
    this.epoch += 1;
    for (const listeners of this.rowListeners.values()) this.fire(listeners);
    this.emit('selection');
  }

  get radioId() {
    return this.radio;
  }

  setRadio(id: string | null) {
    if (this.radio === id) return;
    const previous = this.radio;
    this.radio = id;
    if (previous) this.notifyRow(previous);
    if (id) this.notifyRow(id);
    this.emit('selection');
  }

  isExpanded(id: string) {
    return this.expanded.has(id);
  }

  toggleExpanded(id: string) {
    if (this.expanded.has(id)) this.expanded.delete(id);
    else this.expanded.add(id);
    this.notifyRow(id);
    this.emit('structure');
  }

  /** The measured height of an expanded row's panel. */
  setExpandHeight(id: string, height: number) {
    if (this.expandHeights.get(id) === height) return;
    this.expandHeights.set(id, height);
    if (this.expanded.has(id)) this.emit('structure');
  }

  /** Expanded rows by index (sorted), with their panel heights. */
  expandedLayout(fallbackHeight: number): Array<{ index: number; height: number }> {
    return [...this.expanded]
      .map((id) => ({ index: this.indexOf(id), height: this.expandHeights.get(id) ?? fallbackHeight }))
      .filter((entry) => entry.index >= 0)
      .sort((a, b) => a.index - b.index);
  }

  // ---- errors and the active cell -------------------------------------------------------------

  errorOf(id: string, key: string): string | undefined {
    return this.errors.get(id)?.[key];
  }

  /** Errors of every row, keyed by row id then column key. */
  getErrors(): Record<string, Record<string, string>> {
    return Object.fromEntries([...this.errors].map(([id, byKey]) => [id, { ...byKey }]));
  }

  setCellError(id: string, key: string, message: string | undefined) {
    const current = this.errors.get(id);
    if ((current?.[key] ?? undefined) === message) return;
    const next = { ...current };
    if (message) next[key] = message;
    else delete next[key];
    if (Object.keys(next).length) this.errors.set(id, next);
    else this.errors.delete(id);
    this.notifyRow(id);
    this.emit('errors');
  }

  /** Replaces every error (validate()). */
  setErrors(errors: Record<string, Record<string, string>>) {
    const touched = new Set([...this.errors.keys(), ...Object.keys(errors)]);
    this.errors = new Map(Object.entries(errors).filter(([, byKey]) => Object.keys(byKey).length > 0));
    for (const id of touched) this.notifyRow(id);
    this.emit('errors');
  }

  /** ids of rows that hold an error in the column (to recheck a unique column) */
  rowsWithError(key: string): string[] {
    return [...this.errors].filter(([, byKey]) => byKey[key]).map(([id]) => id);
  }

  getActive(): ActiveCell | null {
    return this.active;
  }

  setActive(cell: ActiveCell | null) {
    const previous = this.active;
    if (previous?.rowId === cell?.rowId && previous?.key === cell?.key) return;
    this.active = cell;
    if (previous) this.notifyRow(previous.rowId);
    if (cell && cell.rowId !== previous?.rowId) this.notifyRow(cell.rowId);
  }

  // ---- subscriptions ------------------------------------------------------------------------

  subscribeRow(id: string, listener: () => void): () => void {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  }

  /** Changes whenever anything shown in the row may have changed. */
  rowSnapshot(id: string): string {
    return `${this.epoch}.${this.rowVersions.get(id) ?? 0}`;
  }

  subscribe(channel: StoreChannel, listener: () => void): () => void {
    this.channelListeners[channel].add(listener);
    return () => this.channelListeners[channel].delete(listener);
  }

  version(channel: StoreChannel): number {
    return this.versions[channel];
  }

  private notifyRow(id: string) {
    this.rowVersions.set(id, (this.rowVersions.get(id) ?? 0) + 1);
    const listeners = this.rowListeners.get(id);
    if (listeners) this.fire(listeners);
  }

  private fire(listeners: Set<() => void>) {
    for (const listener of [...listeners]) listener();
  }

  private emit(...channels: StoreChannel[]) {
    for (const channel of channels) this.versions[channel] += 1;
    for (const channel of channels) for (const listener of [...this.channelListeners[channel]]) listener();
  }
}
