/**
 * Data rules (JeecgBoot "数据权限"): conditions an administrator attaches to a menu and grants to
 * roles. They are ANDed to every query of the lists that menu governs. A rule naming a field the
 * list does not allow matches nothing, so a misconfigured rule hides data rather than leaking it.
 */
import { AUTHENTICATED } from '@bus/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { SessionContext } from '../request-context';
import type { ListDefinition } from './list-definition';
import type { DataRuleRow, ListContext } from './lookups';
import { conditionToSql, type SuperQueryRule } from './parse-list-query';
import { ownValue } from '../own-property';

export const DATA_RULE_CONDITIONS: Record<string, SuperQueryRule> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
  IN: 'in',
};

export const DATA_RULE_VARIABLES = ['sys_user_code', 'sys_user_id', 'sys_org_code', 'sys_date', 'sys_time', 'tenant_id'] as const;

export interface RuleVariables {
  sys_user_code: string;
  sys_user_id: string;
  sys_org_code: string;
  sys_date: string;
  sys_time: string;
  tenant_id: string;
}

/** Replaces #{variable} with the current user's value; unknown variables stay as typed. */
export function resolveRuleValue(value: string, variables: RuleVariables): string {
  return value.replace(/#\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name as keyof RuleVariables] : whole));
}

export function dataRuleToSql(definition: ListDefinition, rule: DataRuleRow, variables: RuleVariables): SQL {
  const field = ownValue(definition.fields, rule.ruleColumn);
  const condition = ownValue(DATA_RULE_CONDITIONS, rule.ruleConditions);
  if (!field || !condition) return sql`false`;
  try {
    return conditionToSql(field, condition, resolveRuleValue(rule.ruleValue, variables), rule.ruleColumn);
  } catch {
    // a value the field cannot hold (e.g. text on a number field): hide the data, do not fail the list
    return sql`false`;
  }
}

export function ruleVariables(session: SessionContext, orgCode: string, now: Date): RuleVariables {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return {
    sys_user_code: session.username,
    sys_user_id: session.userId,
    sys_org_code: orgCode,
    sys_date: date,
    sys_time: `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
    tenant_id: String(session.tenantId),
  };
}

/** Data-rule conditions of the list for this user (empty when the list has none). */
export async function dataRuleConditions(definition: ListDefinition, { db, session, now, lookups }: ListContext): Promise<SQL[]> {
  if (!definition.dataRulePermission || definition.dataRulePermission === AUTHENTICATED) return [];
  const rules = await lookups.grantedDataRules(db, session.userId, definition.dataRulePermission);
  if (rules.length === 0) return [];
  const variables = ruleVariables(session, await lookups.orgCodeOf(db, session.userId), now);
  return rules.map((rule) => dataRuleToSql(definition, rule, variables));
}
