import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';
import { nextHierarchicalCode, nextSegment } from './generators';

const { call, tokens } = apiTest(['admin', 'lina']);

describe('hierarchical codes', () => {
  it('counts A01 .. A99 then B01', () => {
    expect(nextSegment(null)).toBe('A01');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    expect(nextHierarchicalCode('A01', ['A01', 'A01A01', 'A01A02', 'A01A02A01', 'A02'])).toBe('A01A03');
    expect(nextHierarchicalCode(null, ['A01', 'A01A01', 'B01'])).toBe('B02');
    expect(nextHierarchicalCode('C05', [])).toBe('C05A01');
  });
});

describe('fill rules', () => {
  it('executes the seeded rules by code', async () => {
    const formData = encodeURIComponent(JSON.stringify({ parentId: seedId('depart', 'A01') }));
    const org = await call('GET', `/api/sys/fillRule/executeRuleByCode/org_num_role?formData=${formData}`, tokens.lina);
    expect(org.json().result).toBe('A01A08');
    const first = (await call('GET', '/api/sys/fillRule/executeRuleByCode/order_num_rule', tokens.lina)).json().result;
    const second = (await call('GET', '/api/sys/fillRule/executeRuleByCode/order_num_rule', tokens.lina)).json().result;
    expect(first).toBe('CN202603020001');
    expect(second).toBe('CN202603020002');
    const category = await call('GET', '/api/sys/fillRule/executeRuleByCode/category_code_rule');
    expect(category.json().result).toBe('A03');
    expect((await call('GET', '/api/sys/fillRule/executeRuleByCode/no_such_rule')).statusCode).toBe(404);
    expect((await call('GET', '/api/sys/fillRule/executeRuleByCode/org_num_role?formData=notjson')).json().result.errors[0].field).toBe('formData');
  });

  it('lists the registered generators and refuses anything else', async () => {
    const generators = (await call('GET', '/api/sys/fillRule/generators')).json().result;
    expect(generators.map((g: { key: string }) => g.key).sort()).toEqual(['category_code_rule', 'order_num_rule', 'org_num_role']);
    const bad = await call('POST', '/api/sys/fillRule/add', tokens.admin, { ruleName: '恶意', ruleCode: 'evil', ruleClass: 'java.lang.Runtime' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.errors[0].field).toBe('ruleClass');
    const badParams = await call('POST', '/api/sys/fillRule/add', tokens.admin, {
      ruleName: '单号',
      ruleCode: 'ticket_no',
      ruleClass: 'order_num_rule',
      ruleParams: '{"prefix":"<script>"}',
    });
    expect(badParams.json().result.errors[0].field).toBe('ruleParams');
  });

  it('adds, edits with a version, runs and deletes a rule', async () => {
    const added = await call('POST', '/api/sys/fillRule/add', tokens.admin, {
      ruleName: '包车单号',
      ruleCode: 'charter_no',
      ruleClass: 'order_num_rule',
      ruleParams: '{"prefix":"BC"}',
    });
    expect(added.statusCode).toBe(200);
    const row = added.json().result;
    expect(row.ruleClass_dictText).toBe('订单号生成');
    expect((await call('GET', '/api/sys/fillRule/executeRuleByCode/charter_no')).json().result).toBe('BC202603020001');
    const body = { ...row, ruleParams: '{"prefix":"BZ"}' };
    expect((await call('PUT', '/api/sys/fillRule/edit', tokens.admin, body)).statusCode).toBe(200);
    expect((await call('PUT', '/api/sys/fillRule/edit', tokens.admin, body)).statusCode).toBe(409);
    const dup = await call('POST', '/api/sys/fillRule/add', tokens.admin, { ruleName: '重复', ruleCode: 'charter_no', ruleClass: 'order_num_rule' });
    expect(dup.json().result.errors[0].field).toBe('ruleCode');
    const list = (await call('GET', '/api/sys/fillRule/list?ruleCode=charter_no')).json().result;
    expect(list.records).toHaveLength(1);
    expect((await call('DELETE', `/api/sys/fillRule/delete?id=${row.id}`)).statusCode).toBe(200);
  });

  it('refuses users without the permission', async () => {
    expect((await call('GET', '/api/sys/fillRule/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/sys/fillRule/add', tokens.lina, { ruleName: 'a', ruleCode: 'a', ruleClass: 'order_num_rule' })).statusCode).toBe(403);
  });
});
