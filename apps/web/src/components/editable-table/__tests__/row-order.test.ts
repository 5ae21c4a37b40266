import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem, renumber, rowMenuState } from '../row-order';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, orderNum: i + 1 }));

describe('drag renumbering', () => {
  it('moves a row and renumbers orderNum from 1', () => {
    const moved = moveItem(rows(5), 4, 1);
    expect(moved.map((r) => r.id)).toEqual(['r1', 'r5', 'r2', 'r3', 'r4']);
    const { rows: numbered, changed } = renumber(moved, 'orderNum');
    expect(numbered.map((r) => [r.id, r.orderNum])).toEqual([
      ['r1', 1],
      ['r5', 2],
      ['r2', 3],
      ['r3', 4],
      ['r4', 5],
    ]);
    expect(changed).toEqual([1, 2, 3, 4]);
    // rows already right stay the same object
    expect(numbered[0]).toBe(moved[0]);
  });

  it('uses any sort key and fills missing numbers', () => {
    const { rows: numbered } = renumber([{ id: 'a' }, { id: 'b', sortNo: 7 }], 'sortNo');
    expect(numbered).toEqual([
      { id: 'a', sortNo: 1 },
      { id: 'b', sortNo: 2 },
    ]);
  });

  it('turns a drop slot into the final index', () => {
    expect(dropIndex(1, 4)).toBe(3); // dragged down past two rows
    expect(dropIndex(3, 0)).toBe(0); // dragged to the top
    expect(dropIndex(2, 2)).toBe(2); // dropped where it was
    expect(dropIndex(2, 3)).toBe(2);
  });
});

describe('row menu', () => {
  it('disables move up on the first row and move down on the last', () => {
    expect(rowMenuState(0, 3)).toEqual({ canMoveUp: false, canMoveDown: true });
    expect(rowMenuState(1, 3)).toEqual({ canMoveUp: true, canMoveDown: true });
    expect(rowMenuState(2, 3)).toEqual({ canMoveUp: true, canMoveDown: false });
    expect(rowMenuState(0, 1)).toEqual({ canMoveUp: false, canMoveDown: false });
  });
});
