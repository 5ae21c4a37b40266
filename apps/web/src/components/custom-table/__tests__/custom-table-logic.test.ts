// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  checkColumns,
  columnKeyOf,
  columnWidth,
  clampWidth,
  COLUMN_MESSAGES,
  hiddenKeys,
  isChoosable,
  loadSavedColumns,
  rowNumber,
  saveColumns,
  type CustomColumn,
} from '../custom-table-logic';

type Row = { id: string };
const columns: CustomColumn<Row>[] = [
  { title: '#', key: 'rowIndex', index: true },
  { title: '线路', dataIndex: 'lineName' },
  { title: '车牌号', dataIndex: ['vehicle', 'plate'] },
  { title: '司机', key: 'driver', dataIndex: 'driverName', hidden: true },
  { title: '操作', key: 'action', fixed: 'right' },
];

describe('customisable table columns', () => {
  it('are identified by key, else dataIndex', () => {
    expect(columns.map((c) => columnKeyOf(c))).toEqual(['rowIndex', 'lineName', 'vehicle.plate', 'driver', 'action']);
    expect(columnKeyOf({ title: 'x' })).toBeUndefined();
  });

  it('report a column without key or dataIndex, and duplicate keys', () => {
    expect(checkColumns(columns)).toEqual([]);
    expect(checkColumns([{ title: '备注' }, { dataIndex: 'a' }, { key: 'a' }])).toEqual([`${COLUMN_MESSAGES.missingKey}（“备注”）`, 'columns 的 key 重复：a']);
    expect(COLUMN_MESSAGES.missingKey).toBe('请配置 columns 的 key 或 dataIndex');
  });

  it('leave fixed and index columns out of the chooser', () => {
    expect(columns.filter(isChoosable).map((c) => columnKeyOf(c))).toEqual(['lineName', 'vehicle.plate', 'driver']);
  });

  it('start from the columns’ own hidden flags, then what was saved for the table', () => {
    expect(hiddenKeys(columns, null)).toEqual(['driver']);
    saveColumns('lines', columns, ['lineName', 'action']);
    expect(loadSavedColumns('lines')).toEqual({ hidden: ['lineName'], known: ['lineName', 'vehicle.plate', 'driver'] });
    expect(hiddenKeys(columns, loadSavedColumns('lines'))).toEqual(['lineName']);
    expect(loadSavedColumns('other')).toBeNull();
    // a column added after saving keeps its own default
    const more = [...columns, { title: '备注', dataIndex: 'remark', hidden: true }];
    expect(hiddenKeys(more, loadSavedColumns('lines'))).toEqual(['lineName', 'remark']);
  });

  it('are at least 60 px wide when resized, 100 by default, 48 for the row number', () => {
    expect(clampWidth(12)).toBe(60);
    expect(clampWidth(180.4)).toBe(180);
    expect(columnWidth(columns[1], {})).toBe(100);
    expect(columnWidth({ ...columns[1], width: 140 }, {})).toBe(140);
    expect(columnWidth(columns[1], { lineName: 220 })).toBe(220);
    expect(columnWidth(columns[0], {})).toBe(48);
  });

  it('number rows across pages', () => {
    expect(rowNumber(0)).toBe(1);
    expect(rowNumber(2, 3, 20)).toBe(43);
  });
});
