import { describe, expect, it } from 'vitest';
import { columnWidth, createRowLayout, fitColumnWidths, slotAt, stickyOffsets } from '../layout';

describe('row layout', () => {
  it('places fixed-height rows and finds the rows of a viewport', () => {
    const layout = createRowLayout(10_000, 40);
    expect(layout.totalHeight).toBe(400_000);
    expect(layout.offsetOf(250)).toBe(10_000);
    expect(layout.indexAt(10_039)).toBe(250);
    expect(layout.visibleRange(10_000, 400, 2)).toEqual({ start: 248, end: 263 });
    expect(layout.visibleRange(0, 400, 2)).toEqual({ start: 0, end: 13 });
    expect(layout.visibleRange(399_600, 400, 2)).toEqual({ start: 9988, end: 10_000 });
  });

  it('adds the panels of expanded rows', () => {
    const layout = createRowLayout(5, 40, [
      { index: 1, height: 100 },
      { index: 3, height: 50 },
    ]);
    expect([0, 1, 2, 3, 4].map(layout.offsetOf)).toEqual([0, 40, 180, 220, 310]);
    expect(layout.heightOf(1)).toBe(140);
    expect(layout.totalHeight).toBe(350);
    expect(layout.indexAt(179)).toBe(1);
    expect(layout.indexAt(180)).toBe(2);
  });

  it('finds the drop slot under the pointer', () => {
    const layout = createRowLayout(3, 40);
    expect(slotAt(layout, -5)).toBe(0);
    expect(slotAt(layout, 10)).toBe(0);
    expect(slotAt(layout, 30)).toBe(1);
    expect(slotAt(layout, 115)).toBe(3);
    expect(slotAt(layout, 500)).toBe(3);
  });
});

describe('column widths', () => {
  it('uses the spec defaults', () => {
    expect(columnWidth({ type: 'input' })).toBe(100);
    expect(columnWidth({ type: 'row-number' })).toBe(60);
    expect(columnWidth({ type: 'row-checkbox' })).toBe(40);
    expect(columnWidth({ type: 'date' })).toBe(135);
    expect(columnWidth({ type: 'datetime', width: 120 })).toBe(190);
    expect(columnWidth({ type: 'sel_user' })).toBe(190);
  });

  it('shares spare room among data columns only', () => {
    const widths = fitColumnWidths([{ type: 'row-checkbox' }, { type: 'input', width: 100 }, { type: 'input', width: 300 }], 840);
    expect(widths).toEqual([40, 200, 600]);
    expect(fitColumnWidths([{ type: 'input' }], 50)).toEqual([100]);
  });

  it('gives sticky offsets to the left-fixed columns', () => {
    expect(stickyOffsets([{ fixed: 'left' }, { fixed: 'left' }, {}], [40, 60, 100])).toEqual([0, 40, undefined]);
  });
});
