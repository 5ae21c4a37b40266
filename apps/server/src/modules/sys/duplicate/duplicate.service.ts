/**
 * The duplicate check (spec 01 section 7 "Other"): forms ask whether a value is already taken.
 * Only the (table, field) codes below map to columns; anything else is a 422 naming the
 * parameter, so no request text ever becomes a table or column name (DESIGN.md rule 1).
 * Every column listed is unique across tenants in the database, so the check is too: a value
 * "available" in one tenant but taken in another would fail when saved.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { sysCategory } from '../category/category.table';
import { sysCheckRule } from '../check-rule/check-rule.table';
import { sysDepart } from '../depart/depart.table';
import { sysDict } from '../dict/dict.table';
import { sysFillRule } from '../fill-rule/fill-rule.table';
import { sysPermission } from '../permission/permission.table';
import { sysPosition } from '../position/position.table';
import { sysRole } from '../role/role.table';
import { sysUser } from '../user/user.table';
import { ownValue } from '../../../lib/own-property';

interface CheckedTable {
  table: PgTable;
  id: AnyPgColumn;
  fields: Record<string, AnyPgColumn>;
}

export const DUPLICATE_CHECK_ALLOWLIST: Record<string, CheckedTable> = {
  sys_user: {
    table: sysUser,
    id: sysUser.id,
    fields: { username: sysUser.username, work_no: sysUser.workNo, phone: sysUser.phone, id_card: sysUser.idCard, email: sysUser.email },
  },
  sys_role: { table: sysRole, id: sysRole.id, fields: { role_code: sysRole.roleCode } },
  sys_depart: { table: sysDepart, id: sysDepart.id, fields: { org_code: sysDepart.orgCode } },
  sys_position: { table: sysPosition, id: sysPosition.id, fields: { code: sysPosition.code } },
  sys_dict: { table: sysDict, id: sysDict.id, fields: { dict_code: sysDict.dictCode } },
  sys_category: { table: sysCategory, id: sysCategory.id, fields: { code: sysCategory.code } },
  sys_check_rule: { table: sysCheckRule, id: sysCheckRule.id, fields: { rule_code: sysCheckRule.ruleCode } },
  sys_fill_rule: { table: sysFillRule, id: sysFillRule.id, fields: { rule_code: sysFillRule.ruleCode } },
  sys_permission: { table: sysPermission, id: sysPermission.id, fields: { perms: sysPermission.perms, route_name: sysPermission.routeName } },
};

/** camelCase field names (workNo) are accepted for the snake_case codes (work_no). */
const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The allowlisted table and column for the codes, or a 422 naming the parameter. */
export function resolveCheckedColumn(tableName: string, fieldName: string) {
  const entry = ownValue(DUPLICATE_CHECK_ALLOWLIST, tableName);
  if (!entry) throw fieldError('tableName', `不支持校验表 ${tableName}`);
  const fieldCode = toSnake(fieldName);
  const column = ownValue(entry.fields, fieldCode);
  if (!column) throw fieldError('fieldName', `不支持校验字段 ${fieldName}`);
  return { entry, column };
}

/** True when another record than `dataId` already holds the value. */
export async function isValueTaken(db: Database, query: { tableName: string; fieldName: string; fieldVal: string; dataId?: string }) {
  const { entry, column } = resolveCheckedColumn(query.tableName, query.fieldName);
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(entry.table)
    .where(and(eq(column, query.fieldVal), query.dataId ? ne(entry.id, query.dataId) : undefined))
    .limit(1);
  return rows.length > 0;
}
