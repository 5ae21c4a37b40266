import { describe, expect, it, vi } from 'vitest';
import { RowStore } from '../row-store';

let n = 0;
const store = (
  rows = [
    { id: 'a', plate: '鄂A10001', orderNum: 1 },
    { id: 'b', plate: '鄂A10002', orderNum: 2 },
    { id: 'c', plate: '鄂A10003', orderNum: 3 },
  ],
) => new RowStore(rows, { sortKey: 'orderNum', createId: () => `n${(n += 1)}` });

describe('row states', () => {
  it('lists added rows as new and removed loaded rows for deletion; removed new rows are dropped', () => {
    const s = store();
    const [added] = s.addRows([{ plate: '鄂A20001' }]);
    expect(s.getNewRows().map((r) => r.plate)).toEqual(['鄂A20001']);
    expect(s.stateOf(added.id)).toBe('new');
    s.removeRows([added.id, 'b']);
    expect(s.getNewRows()).toEqual([]);
    expect(s.getDeletedRows().map((r) => r.id)).toEqual(['b']);
    expect(s.getRows().map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('counts an edited loaded row as changed until its value is put back', () => {
    const s = store();
    s.setCell('a', 'plate', '鄂A19999');
    expect(s.getChangedRows().map((r) => r.id)).toEqual(['a']);
    s.setCell('a', 'plate', '鄂A10001');
    expect(s.getChangedRows()).toEqual([]);
    // empty values are alike: undefined -> '' is no change
    s.setCell('a', 'remark', '');
    expect(s.getChangedRows()).toEqual([]);
  });

  it('a remote (live) update does not count as this user’s change', () => {
    const s = store();
    s.setRowValues('a', { plate: '鄂A18888' }, { remote: true });
    expect(s.getRow('a')!.plate).toBe('鄂A18888');
    expect(s.getChangedRows()).toEqual([]);
  });

  it('gives new rows the column defaults and a fresh id', () => {
    const s = store();
    s.columns = [
      { key: 'status', title: '状态', type: 'select', defaultValue: '1' },
      { key: 'tags', title: '标签', type: 'tags', defaultValue: ['a'] },
    ];
    const [row] = s.addRows([{ plate: 'x', id: 'a' }]);
    expect(row).toMatchObject({ status: '1', tags: ['a'], plate: 'x' });
    expect(row.id).not.toBe('a'); // ids stay unique
  });

  it('setRows resets states, deletions, selection and errors', () => {
    const s = store();
    s.removeRows(['a']);
    s.setSelected('b', true);
    s.setCellError('b', 'plate', '车牌号不能为空');
    s.setRows([{ id: 'x', plate: '1' }]);
    expect(s.getDeletedRows()).toEqual([]);
    expect(s.selectedCount).toBe(0);
    expect(s.getErrors()).toEqual({});
    expect(s.stateOf('x')).toBe('existing');
  });
});

describe('order', () => {
  it('renumbers orderNum from 1 after add, insert, move and remove', () => {
    const s = store();
    s.addRows([{ plate: 'new' }], 1);
    expect(s.getRows().map((r) => [r.plate, r.orderNum])).toEqual([
      ['鄂A10001', 1],
      ['new', 2],
      ['鄂A10002', 3],
      ['鄂A10003', 4],
    ]);
    s.moveRow(3, 0);
    expect(s.getRows().map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    expect(s.getRows()[0].plate).toBe('鄂A10003');
    s.removeRows([s.getRows()[0].id]);
    expect(s.getRows().map((r) => [r.plate, r.orderNum])).toEqual([
      ['鄂A10001', 1],
      ['new', 2],
      ['鄂A10002', 3],
    ]);
    // the moved loaded rows are changed (their orderNum differs)
    expect(s.getChangedRows().map((r) => r.id)).toEqual(['b']);
  });

  it('ignores moves outside the rows', () => {
    const s = store();
    s.moveRow(0, 5);
    s.moveRow(-1, 0);
    expect(s.getRows().map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('selection and notifications', () => {
  it('selects, selects all and reports the header state', () => {
    const s = store();
    s.setSelected('a', true);
    expect(s.selectionState()).toBe('some');
    s.setAllSelected(true);
    expect(s.selectionState()).toBe('all');
    expect(s.getSelectedIds()).toEqual(['a', 'b', 'c']);
    s.removeRows(['a']);
    expect(s.getSelectedIds()).toEqual(['b', 'c']);
    s.setAllSelected(false);
    expect(s.selectionState()).toBe('none');
  });

  it('notifies only the edited row', () => {
    const s = store();
    const onA = vi.fn();
    const onB = vi.fn();
    s.subscribeRow('a', onA);
    s.subscribeRow('b', onB);
    const before = s.rowSnapshot('a');
    s.setCell('a', 'plate', 'x');
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(s.rowSnapshot('a')).not.toBe(before);
    expect(s.setCell('a', 'plate', 'x')).toBe(false);
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('moves the active cell between rows, notifying both', () => {
    const s = store();
    const onA = vi.fn();
    const onB = vi.fn();
    s.subscribeRow('a', onA);
    s.subscribeRow('b', onB);
    s.setActive({ rowId: 'a', key: 'plate' });
    s.setActive({ rowId: 'b', key: 'plate' });
    expect(onA).toHaveBeenCalledTimes(2);
    expect(onB).toHaveBeenCalledTimes(1);
  });

  it('keeps expanded rows by index for the layout', () => {
    const s = store();
    s.toggleExpanded('c');
    s.toggleExpanded('a');
    s.setExpandHeight('c', 80);
    expect(s.expandedLayout(120)).toEqual([
      { index: 0, height: 120 },
      { index: 2, height: 80 },
    ]);
  });
});
