import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { dataRuleToSql, resolveRuleValue, type RuleVariables } from './data-rules';
import { defineList } from './list-definition';

const table = pgTable('t', { id: text('id').primaryKey(), orgCode: text('org_code'), age: integer('age') });
const list = defineList({
  name: 't',
  table,
  fields: { orgCode: { column: table.orgCode, type: 'string' }, age: { column: table.age, type: 'number' } },
  defaultSort: { field: 'orgCode', order: 'asc' },
  tieBreaker: table.id,
});
const vars: RuleVariables = {
  sys_user_code: 'lina',
  sys_user_id: 'u1',
  sys_org_code: 'A01A02',
  sys_date: '2026-03-02',
  sys_time: '2026-03-02 09:00:00',
  tenant_id: '1',
};
const render = (rule: { ruleColumn: string; ruleConditions: string; ruleValue: string }) => new PgDialect().sqlToQuery(dataRuleToSql(list, rule, vars));

describe('data rules', () => {
  it('replaces known variables and leaves unknown ones', () => {
    expect(resolveRuleValue('#{sys_org_code}-#{nope}', vars)).toBe('A01A02-#{nope}');
  });

  it('turns a rule into a bound condition', () => {
    const query = render({ ruleColumn: 'orgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}' });
    expect(query.sql).toContain('ilike');
    expect(query.params).toEqual(['A01A02%']);
  });

  it('hides everything for a misconfigured rule instead of failing the list', () => {
    expect(render({ ruleColumn: 'password', ruleConditions: '=', ruleValue: 'x' }).sql).toBe('false');
    expect(render({ ruleColumn: 'orgCode', ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' }).sql).toBe('false');
    expect(render({ ruleColumn: 'age', ruleConditions: '=', ruleValue: '#{sys_user_code}' }).sql).toBe('false');
  });
});
