import { describe, expect, it, vi } from 'vitest';
import type { EditableColumn } from '../types';
import { computeStatistic, footerKinds, formatStatistic } from '../statistics';
import { LinkageLoader, linkageClears, linkagePosition, parentValueOf } from '../linkage';
import { PERMS } from '@bus/contracts';
import { visibleToolbarButtons } from '../toolbar-permissions';

describe('statistics footer', () => {
  const rows = [
    { id: '1', cost: 1200.5 },
    { id: '2', cost: '300' },
    { id: '3', cost: '' },
    { id: '4', cost: null },
    { id: '5', cost: 'abc' },
  ];
  it('sums and averages the numeric cells only', () => {
    expect(computeStatistic(rows, 'cost', 'sum')).toBe(1500.5);
    expect(computeStatistic(rows, 'cost', 'average')).toBe(750.25);
    expect(computeStatistic([], 'cost', 'average')).toBeNull();
    expect(
      computeStatistic(
        [
          { id: '1', x: 0.1 },
          { id: '2', x: 0.2 },
        ],
        'x',
        'sum',
      ),
    ).toBe(0.3);
  });
  it('formats with thousands separators', () => {
    expect(formatStatistic(1234567.891)).toBe('1,234,567.89');
    expect(formatStatistic(1500, true)).toBe('1,500.00');
    expect(formatStatistic(null)).toBe('-');
  });
  it('has one footer line per kind in use', () => {
    expect(footerKinds([{ statistics: 'average' }, { statistics: ['sum', 'average'] }, {}])).toEqual(['sum', 'average']);
    expect(footerKinds([{}])).toEqual([]);
  });
});

describe('linkage', () => {
  const columns: EditableColumn[] = [
    { key: 'fleet', title: '车队', type: 'select', linkageKey: 'route' },
    { key: 'plate', title: '车牌号', type: 'input' },
    { key: 'line', title: '线路', type: 'select', linkageKey: 'route' },
    { key: 'stop', title: '站点', type: 'select', linkageKey: 'route' },
  ];
  it('orders the chain by column and clears the later selects', () => {
    expect(linkagePosition(columns, columns[2])).toEqual({ chain: ['fleet', 'line', 'stop'], level: 1, parentKey: 'fleet' });
    expect(linkageClears(columns, 'fleet')).toEqual(['line', 'stop']);
    expect(linkageClears(columns, 'stop')).toEqual([]);
    expect(linkageClears(columns, 'plate')).toEqual([]);
    expect(parentValueOf(linkagePosition(columns, columns[2])!, { id: '1', fleet: 'F1' })).toBe('F1');
  });

  it('loads each (level, parent) once and tells subscribers', async () => {
    const requestData = vi.fn(async (parent: string | undefined) => [{ value: `${parent ?? 'root'}-1`, text: 'x' }]);
    const loader = new LinkageLoader([{ key: 'route', requestData }]);
    const listener = vi.fn();
    loader.subscribe(listener);
    expect(loader.options('route', 1, 'F1')).toBeUndefined();
    expect(loader.options('route', 1, 'F1')).toBeUndefined();
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(loader.options('route', 1, 'F1')).toEqual([{ value: 'F1-1', text: 'x' }]);
    expect(requestData).toHaveBeenCalledTimes(1);
    expect(loader.options('route', 1, '')).toEqual([]); // no parent chosen: nothing to offer
  });

  it('forgets a failed load so the next look retries', async () => {
    const onError = vi.fn();
    const requestData = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValueOnce([{ value: 'a' }]);
    const loader = new LinkageLoader([{ key: 'route', requestData }], onError);
    loader.options('route', 0, undefined);
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    loader.options('route', 0, undefined);
    await vi.waitFor(() => expect(loader.options('route', 0, undefined)).toEqual([{ value: 'a' }]));
  });
});

describe('toolbar permissions', () => {
  const all = ['add', 'remove', 'save', 'clearSelection'] as const;
  const table = PERMS.demo.widgets.table;
  it('shows every button when the table is given no codes', () => {
    expect(visibleToolbarButtons(all, () => false)).toEqual([...all]);
  });
  it('hides remove without batch_delete, and add and save without their codes', () => {
    const held = new Set<string>([table.add, table.save]);
    expect(visibleToolbarButtons(all, (code) => held.has(code), table)).toEqual(['add', 'save', 'clearSelection']);
    held.add(table.batch_delete);
    expect(visibleToolbarButtons(all, (code) => held.has(code), table)).toEqual([...all]);
  });
  it('guards only the buttons whose code is given', () => {
    expect(visibleToolbarButtons(all, () => false, { batch_delete: table.batch_delete })).toEqual(['add', 'save', 'clearSelection']);
  });
});

it('keeps the linkage cache when the page passes an equal config again', async () => {
  const requestData = vi.fn(async () => [{ value: 'F1' }]);
  const loader = new LinkageLoader([{ key: 'route', requestData }]);
  const listener = vi.fn();
  loader.subscribe(listener);
  loader.options('route', 0, undefined);
  await vi.waitFor(() => expect(loader.options('route', 0, undefined)).toEqual([{ value: 'F1' }]));
  const calls = listener.mock.calls.length;
  loader.setConfigs([{ key: 'route', requestData }]);
  expect(listener.mock.calls.length).toBe(calls);
  expect(loader.options('route', 0, undefined)).toEqual([{ value: 'F1' }]);
  loader.setConfigs([{ key: 'route', requestData: async () => [] }]);
  expect(listener.mock.calls.length).toBe(calls + 1);
});
