import { describe, expect, it } from 'vitest';
import { fitColumns, headerWidth, textWidth } from '../fit-columns';

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

  it('widens a column that fits its content to the longest text of the rows shown, up to its cap (线路管理 名称 was cut at 120 px)', () => {
    const rows = [
      { name: '江城火车站—球场街唐家墩路口', number: '1路' },
      { name: '龙阳大道大东门路—关山大道东湖路', number: '10路' },
    ];
    const [name, number, capped] = fitColumns(
      [
        { title: '名称', dataIndex: 'name', width: 120, fitContent: true },
        { title: '线路号', dataIndex: 'number', width: 86, fitContent: { text: (r: { number: string }) => r.number } },
        { title: '名称', dataIndex: 'name', fitContent: { max: 200 } },
      ],
      rows,
    );
    expect(name.width).toBe(textWidth('龙阳大道大东门路—关山大道东湖路'));
    expect(name.width).toBeGreaterThan(250);
    expect(number.width).toBe(86); // '10路' needs less than the 86 px given
    expect(capped.width).toBe(200);
    // no rows yet: the width given, or the header's
    expect(fitColumns([{ title: '名称', dataIndex: 'name', width: 120, fitContent: true }], [])[0].width).toBe(120);
  });
});
