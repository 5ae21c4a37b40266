import { describe, expect, it } from 'vitest';
import { toSegmentRows, toSegments, type SegmentRow } from '../components/segment-rows';

const row = (digits: string, pattern = '^\\d+$', message = '须为数字'): SegmentRow => ({ key: digits, digits, pattern, message });

describe('toSegments', () => {
  it('turns typed digits into numbers and * into the rest', () => {
    expect(toSegments([row('2', '^[A-Z]{2}$', '大写'), row('*')])).toEqual({
      segments: [
        { digits: 2, pattern: '^[A-Z]{2}$', message: '大写' },
        { digits: '*', pattern: '^\\d+$', message: '须为数字' },
      ],
    });
  });

  it('names the row of each problem', () => {
    expect(toSegments([])).toEqual({ error: '至少需要一条校验规则' });
    expect(toSegments([row('0')])).toEqual({ error: '第 1 条：位数必须是正整数或 *' });
    expect(toSegments([row('*'), row('2')])).toEqual({ error: '第 1 条：位数为 * 的规则必须是最后一条' });
    expect(toSegments([row('2', '([a')])).toEqual({ error: '第 1 条：正则表达式无效' });
    expect(toSegments([row('2', '(a)\\1')])).toEqual({ error: '第 1 条：正则表达式不支持反向引用（如 \\1）和前后断言（如 (?=…)、(?<=…)），请改写' });
    expect(toSegments([row('2', '^a$', ' ')])).toEqual({ error: '第 1 条：请输入提示信息' });
  });

  it('round-trips stored segments', () => {
    const rows = toSegmentRows([{ digits: 3, pattern: '^a', message: 'm' }]);
    expect(rows[0]).toMatchObject({ digits: '3', pattern: '^a', message: 'm' });
    expect(toSegments(rows)).toEqual({ segments: [{ digits: 3, pattern: '^a', message: 'm' }] });
  });
});
