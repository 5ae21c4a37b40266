import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chineseName, idCard, idCardCheckDigit, length, mobile, money, number, parseIdCard, required, telephone, toFormRule, zodString } from './validators';

// Region 110105 (Beijing Chaoyang); weighted digit sum 190, 190 % 11 = 3 -> check character '9'.
const VALID_MALE = '110105199003071239';

describe('required', () => {
  it.each([
    ['', '此项不能为空'],
    ['   ', '此项不能为空'],
    [null, '此项不能为空'],
    [[], '此项不能为空'],
    ['a', null],
    [0, null],
  ])('%j -> %s', (value, expected) => expect(required(value)).toBe(expected));
});

describe('mobile', () => {
  it.each([
    ['13812345678', null],
    ['19912345678', null],
    ['14712345678', null],
    ['12812345678', '手机号格式不正确'], // second digit 2
    ['16812345678', '手机号格式不正确'], // second digit 6 is not in the spec's list
    ['1381234567', '手机号格式不正确'], // 10 digits
    ['23812345678', '手机号格式不正确'],
    ['', null], // optional when empty
  ])('%s -> %s', (value, expected) => expect(mobile(value)).toBe(expected));
});

describe('telephone', () => {
  it.each([
    ['010-12345678', null],
    ['0571-8765432', null],
    ['02112345678', null],
    ['87654321', null],
    ['13812345678', null],
    ['12345', '电话格式不正确'],
    ['010-123', '电话格式不正确'],
    ['abc', '电话格式不正确'],
  ])('%s -> %s', (value, expected) => expect(telephone(value)).toBe(expected));
});

describe('length', () => {
  it('between', () => {
    expect(length(2, 4)('a')).toBe('长度必须在 2 - 4 之间');
    expect(length(2, 4)('abcde')).toBe('长度必须在 2 - 4 之间');
    expect(length(2, 4)('张三丰')).toBeNull();
  });
  it('exact', () => {
    expect(length(6)('12345')).toBe('长度必须为 6');
    expect(length(6)('123456')).toBeNull();
  });
});

describe('chineseName', () => {
  it.each([
    ['张三', null],
    ['欧阳娜娜', null],
    ['买买提·艾力', null],
    ['张', '姓名需为 2 - 5 个汉字'],
    ['张三李四王五', '姓名需为 2 - 5 个汉字'],
    ['Tom', '姓名需为 2 - 5 个汉字'],
    ['张3', '姓名需为 2 - 5 个汉字'],
  ])('%s -> %s', (value, expected) => expect(chineseName(value)).toBe(expected));
});

describe('money and number', () => {
  it.each([
    ['12.34', null],
    ['0', null],
    ['100000', null],
    ['100000.01', '请填写金额'],
    ['-1', '请填写金额'],
    ['1.234', '请填写金额'],
    ['abc', '请填写金额'],
  ])('money %s -> %s', (value, expected) => expect(money()(value)).toBe(expected));
  it.each([
    ['3.14159', null],
    [42, null],
    ['100001', '请输入数字'],
    ['1e3', '请输入数字'],
    ['', null],
  ])('number %s -> %s', (value, expected) => expect(number()(value)).toBe(expected));
  it('custom range', () => expect(number(10, 20)('5')).toBe('请输入数字'));
});

describe('Chinese ID card', () => {
  it('computes the GB 11643 check character', () => {
    // the worked example printed in GB 11643-1999
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('11010519900307123')).toBe('9');
  });

  it('accepts a valid number and derives birthday, age and sex', () => {
    const info = parseIdCard(VALID_MALE, new Date(2026, 10, 22));
    expect(info).toEqual({ birthday: '1990-03-07', age: 36, sex: '1', regionCode: '110105' });
    expect(idCard(VALID_MALE.toLowerCase())).toBeNull();
  });

  it('age counts the birthday itself', () => {
    expect(parseIdCard(VALID_MALE, new Date(2026, 2, 6))?.age).toBe(35);
    expect(parseIdCard(VALID_MALE, new Date(2026, 2, 7))?.age).toBe(36);
  });

  it('even sequence digit means female', () => {
    const first17 = '31010419880815004';
    expect(parseIdCard(first17 + idCardCheckDigit(first17))?.sex).toBe('2');
  });

  it.each([
    ['wrong checksum', '110105199003071238'],
    ['unknown province', '990105199003071239'],
    ['impossible date', '110105199002301238'],
    ['future birth', '110105209901011234'],
    ['too short', '11010519900307123'],
    ['letters', '11010519900307A239'],
  ])('rejects %s', (_why, value) => expect(idCard(value)).toBe('身份证号格式不正确'));
});

describe('adapters', () => {
  it('toFormRule rejects with the first failing message', async () => {
    const rule = toFormRule(required, mobile);
    await expect(rule.validator({}, '')).rejects.toThrow('此项不能为空');
    await expect(rule.validator({}, '123')).rejects.toThrow('手机号格式不正确');
    await expect(rule.validator({}, '13812345678')).resolves.toBeUndefined();
  });

  it('zodString reports the spec message on the field', () => {
    const schema = z.object({ phone: zodString([mobile]), idCard: zodString([idCard], { optional: true }) });
    const bad = schema.safeParse({ phone: '123', idCard: 'x' });
    expect(bad.success).toBe(false);
    const issues = bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['phone', '手机号格式不正确'],
      ['idCard', '身份证号格式不正确'],
    ]);
    expect(schema.safeParse({ phone: '', idCard: undefined }).success).toBe(false);
    expect(schema.safeParse({ phone: ' 13812345678 ' }).success).toBe(true);
  });
});
