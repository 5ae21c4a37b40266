import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { checkValue, splitValue } from './segments';

const { call, tokens } = apiTest(['admin', 'lina']);

const check = (ruleCode: string, value: string, token = tokens.lina) =>
  call('GET', `/api/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(value)}`, token);

describe('segments', () => {
  it('cuts the value by digits, * taking the rest', () => {
    expect(splitValue('JC10001', [{ digits: 2 }, { digits: '*' }])).toEqual(['JC', '10001']);
    expect(splitValue('AB', [{ digits: 3 }, { digits: 2 }])).toEqual(['AB', '']);
    expect(checkValue('jc1', [{ digits: 2, pattern: '^[A-Z]{2}$', message: '前两位大写' }])).toEqual({ passed: false, message: '前两位大写' });
  });
});

describe('check rules', () => {
  it('checks a value segment by segment with the seeded rule', async () => {
    expect((await check('work_no', 'JC10001')).json()).toMatchObject({ success: true });
    expect((await check('work_no', 'jc10001')).json()).toMatchObject({ success: false, message: '前 2 位必须是大写字母' });
    expect((await check('work_no', 'JC1000X')).json()).toMatchObject({ success: false, message: '后 5 位必须是数字' });
    expect((await check('work_no', '')).json().success).toBe(true);
    expect((await check('no_rule', 'x')).statusCode).toBe(404);
  });

  it("runs any pattern in linear time: (a|a)+$ answers 30 a's and ! at once", async () => {
    // a backtracking engine takes seconds here, doubling with each further 'a' (issue 10)
    const added = await call('POST', '/api/sys/checkRule/add', tokens.admin, {
      ruleName: '回溯',
      ruleCode: 'nested',
      ruleJson: [{ digits: '*', pattern: '(a|a)+$', message: '只能是 a' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await check('nested', `${'a'.repeat(30)}!`)).json()).toMatchObject({ success: false, message: '只能是 a' });
    expect((await check('nested', 'aaa')).json().success).toBe(true);
  });

  it('refuses what RE2 cannot run (backreferences, lookaround) and broken patterns when saved, naming ruleJson', async () => {
    const save = (pattern: string) =>
      call('POST', '/api/sys/checkRule/add', tokens.admin, {
        ruleName: '坏',
        ruleCode: 'bad',
        ruleJson: [
          { digits: 1, pattern: '^[A-Z]$', message: 'x' },
          { digits: '*', pattern, message: 'x' },
        ],
      });
    for (const pattern of ['(a)\\1', '\\d(?=x)', '(?<!a)b']) {
      const res = await save(pattern);
      expect(res.statusCode, pattern).toBe(422);
      expect(res.json().result.errors[0].field).toBe('ruleJson');
      expect(res.json().message).toBe(`第 2 条规则的正则表达式不支持反向引用（如 \\1）和前后断言（如 (?=…)、(?<=…)），请改写：${pattern}`);
    }
    const invalid = await save('([a');
    expect(invalid.json().result.errors[0].field).toBe('ruleJson');
    expect(invalid.json().message).toBe('第 2 条规则的正则表达式不是有效的正则表达式：([a');
  });

  it('answers promptly for a long hostile value against every stored rule', async () => {
    const added = await call('POST', '/api/sys/checkRule/add', tokens.admin, {
      ruleName: '字母',
      ruleCode: 'letters',
      ruleJson: [{ digits: '*', pattern: '^(a|b)*c$', message: '只能是 a/b 结尾 c' }],
    });
    expect(added.statusCode).toBe(200);
    const hostile = `${'a'.repeat(5000)}!`;
    const long = await check('letters', hostile);
    expect(long.json()).toMatchObject({ success: false, message: '校验值不能超过 200 个字符' });
    expect((await check('work_no', hostile)).json().success).toBe(false);
    expect((await check('letters', 'ababc')).json().success).toBe(true);
  });

  it('edits with a version, lists and deletes; refuses users without the permission', async () => {
    const list = (await call('GET', '/api/sys/checkRule/list?ruleCode=work')).json().result;
    const rule = list.records[0];
    expect(rule.ruleJson).toHaveLength(2);
    const body = { ...rule, ruleName: '工号' };
    expect((await call('PUT', '/api/sys/checkRule/edit', tokens.admin, body)).statusCode).toBe(200);
    expect((await call('PUT', '/api/sys/checkRule/edit', tokens.admin, body)).statusCode).toBe(409);
    expect((await call('GET', '/api/sys/checkRule/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/sys/checkRule/delete?id=${rule.id}`, tokens.lina)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/sys/checkRule/deleteBatch?ids=${rule.id}`)).statusCode).toBe(200);
  });
});
