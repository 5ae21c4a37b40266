import { describe, expect, it, vi } from 'vitest';
import type { ElementRenderRule } from '@bus/contracts';
import { rulesOfPage } from '../../../lib/element-display/element-display-store';
import { applyDisplayRule, checkRuleValidator, elementKeyOf } from '../display-rule';

const rule = (over: Partial<ElementRenderRule>): ElementRenderRule => ({
  id: 'r1',
  elementKey: 'workNo',
  pcHidden: false,
  pcReadonly: false,
  pcRuleKey: null,
  hasTips: false,
  ...over,
});
const required = { required: true, message: '请输入工号' };
const checkRule = (code: string) => ({ code });

describe('applyDisplayRule', () => {
  it.each([
    ['no rule', undefined, { hidden: false, readOnly: false, ruleCode: null, rules: [required] }],
    ['hidden', rule({ pcHidden: true }), { hidden: true, readOnly: false, ruleCode: null, rules: [] }],
    ['read-only', rule({ pcReadonly: true }), { hidden: false, readOnly: true, ruleCode: null, rules: [] }],
    ['rule-bound', rule({ pcRuleKey: 'work_no' }), { hidden: false, readOnly: false, ruleCode: 'work_no', rules: [required, { code: 'work_no' }] }],
    ['read-only with a rule', rule({ pcReadonly: true, pcRuleKey: 'work_no' }), { hidden: false, readOnly: true, ruleCode: 'work_no', rules: [] }],
    ['a rule that changes nothing', rule({}), { hidden: false, readOnly: false, ruleCode: null, rules: [required] }],
  ])('%s', (_name, input, expected) => {
    expect(applyDisplayRule<object>(input, [required], checkRule)).toEqual(expected);
  });
});

describe('elementKeyOf and rulesOfPage', () => {
  it('joins name paths with dots and indexes a page by element', () => {
    expect(elementKeyOf('code')).toBe('code');
    expect(elementKeyOf(['driver', 'workNo'])).toBe('driver.workNo');
    expect(elementKeyOf(undefined)).toBeNull();
    const map = { '/demo/widgets': [rule({ elementKey: 'plateNo' })], '/system/position': [rule({ elementKey: 'code' })] };
    expect(Object.keys(rulesOfPage(map, '/demo/widgets'))).toEqual(['plateNo']);
    expect(rulesOfPage(null, '/demo/widgets')).toEqual({});
  });
});

describe('checkRuleValidator', () => {
  const reply = (success: boolean, message: string) => ({ success, message, code: 200, result: null, timestamp: 0 });

  it('skips empty values without calling the server', async () => {
    const check = vi.fn();
    await expect(checkRuleValidator('work_no', check)(null, '  ')).resolves.toBeUndefined();
    await expect(checkRuleValidator('work_no', check)(null, undefined)).resolves.toBeUndefined();
    expect(check).not.toHaveBeenCalled();
  });

  it("passes a good value and rejects a bad one with the server's message", async () => {
    const check = vi.fn(async (_code: string, value: string) => (value === 'JC10001' ? reply(true, '校验通过') : reply(false, '前 2 位必须是大写字母')));
    await expect(checkRuleValidator('work_no', check)(null, 'JC10001')).resolves.toBeUndefined();
    await expect(checkRuleValidator('work_no', check)(null, 'jc1')).rejects.toThrow('前 2 位必须是大写字母');
    expect(check).toHaveBeenCalledWith('work_no', 'jc1');
  });

  it('reports a failed call instead of letting the value through', async () => {
    const check = vi.fn(async () => {
      throw new Error('');
    });
    await expect(checkRuleValidator('work_no', check)(null, 'x')).rejects.toThrow('校验规则检查失败，请稍后重试');
  });
});
