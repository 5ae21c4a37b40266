import { describe, expect, it } from 'vitest';
import type { EditableColumn, RowData, ValidateRule } from '../types';
import { countValues, RULE_PRESETS, resolveRule, uniqueKey, validateCell } from '../validation';

const column = (rules: ValidateRule[], title = '联系电话'): EditableColumn => ({ key: 'phone', title, type: 'input', validateRules: rules });

function check(value: unknown, rules: ValidateRule[], rows: RowData[] = []) {
  const col = column(rules);
  const row: RowData = { id: 'r1', phone: value };
  const all = rows.length ? rows : [row];
  const counts = countValues(all, 'phone');
  return validateCell({ value, row, column: col, rows: all, countInColumn: (v) => counts.get(uniqueKey(v)) ?? 0 });
}

describe('rule presets', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['digits6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['any6-16', ['abc 12', '测试测试测试'], ['abcde', 'a'.repeat(17)]],
    ['letters6-18', ['abcdef', 'ABCDEFGHIJKLMNOPQR'], ['abcde', 'abcdef1', 'a'.repeat(19)]],
    [
      'url',
      ['https://www.jiangcheng-bus.example.com/help', 'http://10.0.0.8:8080/a?b=1', 'ftp://files.example.com'],
      ['www.example.com', 'http//x.com', 'mailto:a@b.cn'],
    ],
    ['email', ['dispatch@jcbus.cn', 'li.na+ops@mail.jcbus.com.cn'], ['dispatch@', 'a@b', 'no at.cn']],
    ['mobile', ['13871020001', '19912345678'], ['12871020001', '1387102000', '138710200011', '23871020001']],
    ['postcode', ['430000', '100086'], ['030000', '43000', '4300001']],
    ['letters', ['Bus', 'abc'], ['Bus1', '公交']],
    ['number', ['12', '-3.5', '0.25'], ['1.', '.5', '1e3', 'abc']],
    ['integer', ['12', '-3', '0'], ['1.5', 'x']],
    ['money', ['0', '12', '12.5', '12.50', '0.01'], ['12.345', '-1', '01', '1.']],
  ];
  it.each(cases)('%s accepts and rejects as specified', async (name, good, bad) => {
    for (const value of good) expect(await check(value, [{ pattern: name }]), `${name} should accept ${value}`).toBeUndefined();
    for (const value of bad)
      expect(await check(value, [{ pattern: name }]), `${name} should reject ${value}`).toBe(
        (RULE_PRESETS as Record<string, { message: string }>)[name].message,
      );
  });

  it('understands JeecgBoot codes', () => {
    expect(resolveRule({ pattern: 'm' }).pattern).toBe(RULE_PRESETS.mobile.pattern);
    expect(resolveRule({ pattern: '*' }).required).toBe(true);
    expect(resolveRule({ pattern: 'only' }).unique).toBe(true);
    expect(resolveRule({ pattern: 'n6-16' }).pattern).toBe(RULE_PRESETS['digits6-16'].pattern);
    expect(() => resolveRule({ pattern: 'bogus' })).toThrow("unknown validation preset 'bogus'");
  });
});

describe('validateCell', () => {
  it('required names the column; other rules skip empty values', async () => {
    expect(await check('', [{ required: true }])).toBe('联系电话不能为空');
    expect(await check('  ', [{ required: true, message: '请填写${title}' }])).toBe('请填写联系电话');
    expect(await check(null, [{ pattern: 'mobile' }, { unique: true }])).toBeUndefined();
    expect(await check([], [{ required: true }])).toBe('联系电话不能为空');
    expect(await check(0, [{ required: true }])).toBeUndefined();
  });

  it('a custom message replaces the preset one', async () => {
    expect(await check('123', [{ pattern: 'mobile', message: '${title}格式不正确' }])).toBe('联系电话格式不正确');
    expect(await check('abc', [{ pattern: /^\d+$/ }])).toBe('联系电话填写不正确');
  });

  it('unique rejects a value held by another row of the column', async () => {
    const rows = [
      { id: 'a', phone: '13871020001' },
      { id: 'b', phone: ' 13871020001' },
      { id: 'c', phone: '13871020002' },
    ];
    expect(await check('13871020001', [{ unique: true, message: '电话号码重复' }], rows)).toBe('电话号码重复');
    expect(await check('13871020002', [{ unique: true }], rows)).toBeUndefined();
    expect(await check('13871020001', [{ pattern: 'only' }], rows)).toBe('联系电话不能重复');
  });

  it('runs custom handlers (sync, async, throwing) after the sync rules', async () => {
    const odd: ValidateRule = { handler: ({ value }) => Number(value) % 2 === 1, message: '${title}须为奇数' };
    expect(await check('13871020002', [odd])).toBe('联系电话须为奇数');
    expect(await check('13871020001', [odd])).toBeUndefined();
    expect(await check('x', [{ handler: async () => '已被其他车辆占用' }])).toBe('已被其他车辆占用');
    expect(
      await check('x', [
        {
          handler: () => {
            throw new Error('校验服务不可用');
          },
        },
      ]),
    ).toBe('校验服务不可用');
    // a failing sync rule wins, and the handler is not called
    let called = false;
    expect(
      await check('12', [
        {
          handler: () => {
            called = true;
            return true;
          },
        },
        { pattern: 'mobile' },
      ]),
    ).toBe('请输入正确的手机号码');
    expect(called).toBe(false);
  });
});

describe('validateRows', () => {
  it('checks every cell and lists the errors in table order', async () => {
    const { validateRows } = await import('../validate-rows');
    const columns: EditableColumn[] = [
      { key: 'plate', title: '车牌号', type: 'input', validateRules: [{ required: true }, { unique: true }] },
      {
        key: 'phone',
        title: '联系电话',
        type: 'input',
        validateRules: [{ pattern: 'm' }, { handler: async ({ value }) => value !== '13900000000' || '该号码已停用' }],
      },
      { key: 'note', title: '备注', type: 'input' },
    ];
    const rows = [
      { id: 'a', plate: '鄂A1', phone: '13900000000' },
      { id: 'b', plate: '', phone: 'x' },
      { id: 'c', plate: '鄂A1', phone: '13871020001' },
    ];
    const result = await validateRows(rows, columns);
    expect(result.valid).toBe(false);
    expect(result.list.map((e) => `${e.rowIndex}:${e.key}:${e.message}`)).toEqual([
      '0:plate:车牌号不能重复',
      '0:phone:该号码已停用',
      '1:plate:车牌号不能为空',
      '1:phone:请输入正确的手机号码',
      '2:plate:车牌号不能重复',
    ]);
    expect(result.errors.b).toEqual({ plate: '车牌号不能为空', phone: '请输入正确的手机号码' });
    expect((await validateRows([{ id: 'a', plate: '鄂A1' }], columns)).valid).toBe(true);
  });
});
