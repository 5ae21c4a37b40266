import { describe, expect, it } from 'vitest';
import { fitColumns, headerWidth } from '../fit-columns';

describe('fitColumns', () => {
  it('widens a column whose header with sort and filter icons does not fit (性别 at 80 px wrapped)', () => {
    const [sex, name, free, custom] = fitColumns([
      { title: '性别', sorter: true, filters: [{ text: '男', value: '1' }], width: 80 },
      { title: '姓名', width: 100 },
      { title: '授权标识' },
      { title: () => '自定义', width: 50 },
    ]);
    expect(sex.width).toBe(headerWidth({ title: '性别', sorter: true, filters: [] }));
    expect(sex.width).toBeGreaterThan(100);
    expect(name.width).toBe(100); // already wide enough: unchanged
    expect(free.width).toBeUndefined(); // no width: takes what is left
    expect(custom.width).toBe(50); // a rendered title is not measured
  });

  it('counts a Chinese character twice as wide as a Latin one', () => {
    // 数据 (2 x 2) + space + ID (2 x 1) = 7 units of 7.5 px, plus the cell padding
    expect(headerWidth({ title: '数据 ID' })).toBe(Math.ceil(7 * 7.5 + 34));
    expect(headerWidth({ title: '数据' })).toBe(headerWidth({ title: 'ABCD' }));
  });
});
