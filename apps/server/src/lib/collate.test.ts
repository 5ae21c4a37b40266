import { describe, expect, it } from 'vitest';
import { compareChinese, compareCodes, compareNumbered } from './collate';

describe('the shared sort orders', () => {
  it('puts line numbers in numeric order, as localeCompare with the same locale and options did', () => {
    const lines = ['10路', '2路', 'K1路', '1路', '夜2路', '21路'];
    expect([...lines].sort(compareNumbered)).toEqual([...lines].sort((a, b) => a.localeCompare(b, 'zh-CN', { numeric: true })));
    expect([...lines].sort(compareNumbered).slice(0, 4)).toEqual(['1路', '2路', '10路', '21路']);
  });

  it('orders block codes by their numbers and Chinese names in Chinese order', () => {
    expect(['B10', 'B2', 'B1'].sort(compareCodes)).toEqual(['B1', 'B2', 'B10']);
    const names = ['请假', '报销', '采购'];
    expect([...names].sort(compareChinese)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'zh-CN')));
  });
});
