/**
 * Data rules (JeecgBoot "数据权限"): conditions an administrator attaches to a menu and grants to
 * roles. They are ANDed to every query of the lists that menu governs. A rule naming a field the
 * list does not allow matches nothing, so a misconfigured rule hides data rather than leaking it.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from '../../modules/sys/permission/permission.table';
import { sysUserRole } from '../../modules/sys/role/role.table';
import { sysUser } from '../../modules/sys/user/user.table';
import type { SessionContext } from '../../types';
import type { ListDefinition } from './list-definition';
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

export interface DataRuleRow {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

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
  return value.replace(/#\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(variables, name) ? variables[name as keyof RuleVariables] : whole,
  );
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

/** The valid rules granted to the user's roles on the menu with this permission code. */
export async function getGrantedDataRules(db: Database, userId: string, permissionCode: string): Promise<DataRuleRow[]> {
  const grants = await db
    .select({ ids: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysPermission.perms, permissionCode), eq(sysPermission.delFlag, 0)));
  const ids = [...new Set(grants.flatMap((g) => (g.ids ?? '').split(',').filter(Boolean)))];
  if (ids.length === 0) return [];
  return db
    .select({ ruleColumn: sysPermissionDataRule.ruleColumn, ruleConditions: sysPermissionDataRule.ruleConditions, ruleValue: sysPermissionDataRule.ruleValue })
    .from(sysPermissionDataRule)
    .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.status, '1')));
}

export async function getRuleVariables(db: Database, session: SessionContext, now: Date): Promise<RuleVariables> {
  const [user] = await db.select({ orgCode: sysUser.orgCode }).from(sysUser).where(eq(sysUser.id, session.userId));
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return {
    sys_user_code: session.username,
    sys_user_id: session.userId,
    sys_org_code: user?.orgCode ?? '',
    sys_date: date,
    sys_time: `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
    tenant_id: String(session.tenantId),
  };
}

/** Data-rule conditions of the list for this user (empty when the list has none). */
export async function dataRuleConditions(
  db: Database,
  definition: ListDefinition,
  session: SessionContext,
  now: Date,
): Promise<SQL[]> {
  if (!definition.dataRulePermission) return [];
  const rules = await getGrantedDataRules(db, session.userId, definition.dataRulePermission);
  if (rules.length === 0) return [];
  const variables = await getRuleVariables(db, session, now);
  return rules.map((rule) => dataRuleToSql(definition, rule, variables));
}
