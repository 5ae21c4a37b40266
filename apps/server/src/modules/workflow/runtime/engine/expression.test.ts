import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateExpression, ExpressionError, MAX_EXPRESSION_LENGTH, parseExpression } from './expression';

const leave = { days: 5, dept: 'A01', type: '年假', initiator: 'lina', applicant: { name: '李娜', level: 3 }, approvers: ['zhangwei', 'chenjing'] };

describe('conditions a leave process uses', () => {
  it('reads numbers, strings and logic as the designer writes them', () => {
    expect(evaluateCondition("${days >= 3 && dept == 'A01'}", leave)).toBe(true);
    expect(evaluateCondition("${days >= 3 && dept == 'B02'}", leave)).toBe(false);
    expect(evaluateCondition('${days < 3}', leave)).toBe(false);
    expect(evaluateCondition("${days ge 3 and type eq '年假'}", leave)).toBe(true);
    expect(evaluateCondition("${not (days gt 10) or dept ne 'A01'}", leave)).toBe(true);
    expect(evaluateCondition('#{type == "年假"}', leave)).toBe(true);
  });

  it('compares a number sent as text (a form field) as a number', () => {
    expect(evaluateCondition('${days >= 3}', { days: '5' })).toBe(true);
    expect(evaluateCondition('${days == 5}', { days: '5.0' })).toBe(true);
    expect(evaluateCondition('${days > 10}', { days: '9' })).toBe(false);
  });

  it('gives assignees and values: ${initiator}, fields, list items, arithmetic, ?:', () => {
    expect(evaluateExpression('${initiator}', leave)).toBe('lina');
    expect(evaluateExpression('${applicant.name}', leave)).toBe('李娜');
    expect(evaluateExpression("${applicant['level'] * 2 + 1}", leave)).toBe(7);
    expect(evaluateExpression('${approvers[1]}', leave)).toBe('chenjing');
    expect(evaluateExpression("${days > 3 ? 'hr' : 'leader'}", leave)).toBe('hr');
    expect(evaluateExpression('${10 div 4}', {})).toBe(2.5);
    expect(evaluateExpression('${10 mod 4}', {})).toBe(2);
    expect(evaluateExpression('${-days + 1}', leave)).toBe(-4);
  });

  it("evaluates the designer's countersign pass ratio", () => {
    const rule = '${nrOfCompletedInstances / nrOfInstances >= 0.6}';
    expect(evaluateCondition(rule, { nrOfCompletedInstances: 1, nrOfInstances: 3 })).toBe(false);
    expect(evaluateCondition(rule, { nrOfCompletedInstances: 2, nrOfInstances: 3 })).toBe(true);
  });

  it('knows empty, null and booleans', () => {
    expect(evaluateCondition('${empty remark}', { remark: '' })).toBe(true);
    expect(evaluateCondition('${empty approvers}', leave)).toBe(false);
    expect(evaluateCondition('${agent == null}', { agent: null })).toBe(true);
    expect(evaluateCondition('${urgent}', { urgent: 'true' })).toBe(true);
    expect(evaluateCondition('${!urgent}', { urgent: false })).toBe(true);
  });
});

describe('what an expression may not do', () => {
  const refused = (text: string, variables: Record<string, unknown> = {}) => {
    try {
      evaluateExpression(text, variables);
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionError);
      return (error as ExpressionError).message;
    }
    throw new Error(`${text} was evaluated`);
  };

  it('calls nothing: the classic escape is refused before anything runs', () => {
    let reached = false;
    const bait = {
      get constructor() {
        reached = true;
        return Function;
      },
    };
    expect(refused("${''.constructor.constructor('return process')()}", { bait })).toMatch(/不支持调用函数/);
    expect(refused("${bait.constructor('return process')()}", { bait })).toMatch(/不支持调用函数/);
    expect(reached).toBe(false);
  });

  it("reads only a value's own fields, never what it inherits", () => {
    expect(refused("${''.constructor}")).toMatch(/不能读取/);
    expect(refused('${applicant.constructor}', leave)).toBe('对象没有字段「constructor」');
    expect(refused("${applicant['__proto__']}", leave)).toBe('对象没有字段「__proto__」');
    expect(refused('${toString}', leave)).toBe('变量「toString」不存在');
    expect(refused('${constructor}', leave)).toBe('变量「constructor」不存在');
    expect(refused('${approvers.length}', leave)).toMatch(/列表没有/);
    expect(refused('${when.getTime}', { when: new Date() })).toMatch(/不能读取/);
  });

  it('says in Chinese what is wrong: a missing variable, a wrong kind, a division by zero, bad syntax', () => {
    expect(refused('${amount > 100}', leave)).toBe('变量「amount」不存在');
    expect(refused('${dept > 3}', leave)).toBe('「A01」 不是数字');
    expect(refused('${days / 0}', leave)).toBe('除数为零');
    expect(refused('${days >= }', leave)).toBe('表达式不完整');
    expect(refused("${dept == 'A01}", leave)).toMatch(/没有结束引号/);
    expect(refused('${days ; 3}', leave)).toMatch(/不认识的字符「;」/);
    expect(refused('${}')).toBe('表达式为空');
    expect(() => evaluateCondition('${days + 1}', leave)).toThrow('条件的结果应为真或假，实际为「6」');
  });

  it('refuses an expression too long or too deep to parse safely', () => {
    expect(() => parseExpression(`\${${'1 + '.repeat(MAX_EXPRESSION_LENGTH)}1}`)).toThrow(/超过 2000 个字符/);
    expect(() => parseExpression(`\${${'('.repeat(200)}1${')'.repeat(200)}}`)).toThrow('表达式嵌套过深');
    expect(() => parseExpression(`\${${'!'.repeat(200)}true}`)).toThrow('表达式嵌套过深');
  });
});
