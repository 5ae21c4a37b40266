/**
 * Row order of the editable table: moving a row and renumbering the drag-sort key (orderNum by
 * default) from 1 (spec 03 section 3), and what the row menu allows (move up is disabled on the
 * first row, move down on the last).
 */
import type { RowData } from './types';

export const DEFAULT_SORT_KEY = 'orderNum';

/** A copy of `items` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

/**
 * Sets `key` to index + 1 on every row from `from` on. Rows already numbered right are kept as
 * they are (same object); `changed` lists the indexes of the replaced rows.
 */
export function renumber<T extends RowData>(rows: readonly T[], key: string, from = 0): { rows: T[]; changed: number[] } {
  const out = [...rows];
  const changed: number[] = [];
  for (let index = Math.max(0, from); index < out.length; index += 1) {
    if (out[index][key] !== index + 1) {
      out[index] = { ...out[index], [key]: index + 1 };
      changed.push(index);
    }
  }
  return { rows: out, changed };
}

/**
 * Where a dragged row lands: the insertion slot under the pointer (0..count), turned into the
 * final index of the moved row.
 */
export function dropIndex(from: number, slot: number): number {
  return slot > from ? slot - 1 : slot;
}

export interface RowMenuState {
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export function rowMenuState(index: number, count: number): RowMenuState {
  return { canMoveUp: index > 0, canMoveDown: index >= 0 && index < count - 1 };
}
