/** Data rules of a menu (JeecgBoot 数据规则). Conditions are the list layer's; no SQL rules. */
import { and, eq } from 'drizzle-orm';
import type { DataRuleEditRequest, DataRuleSaveRequest } from '@bus/contracts';
import { dataRuleSaveSchema } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { DATA_RULE_CONDITIONS, DATA_RULE_VARIABLES } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysPermission, sysPermissionDataRule } from './permission.table';

const NOT_FOUND = '数据规则不存在';

type Input = ReturnType<typeof dataRuleSaveSchema.parse>;

async function validate(db: Database, input: Input) {
  const [menu] = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(eq(sysPermission.id, input.permissionId), eq(sysPermission.delFlag, 0)));
  if (!menu) throw fieldError('permissionId', '菜单不存在');
  if (input.ruleConditions === 'USE_SQL_RULES') throw fieldError('ruleConditions', '不支持自定义 SQL 规则');
  if (!Object.hasOwn(DATA_RULE_CONDITIONS, input.ruleConditions)) throw fieldError('ruleConditions', `不支持的条件规则 ${input.ruleConditions}`);
  for (const [, name] of input.ruleValue.matchAll(/#\{(\w*)\}/g)) {
    if (!(DATA_RULE_VARIABLES as readonly string[]).includes(name)) throw fieldError('ruleValue', `未知的系统变量 #{${name}}`);
  }
}

export async function listDataRules(db: Database, permissionId: string) {
  return db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.permissionId, permissionId)).orderBy(sysPermissionDataRule.createTime);
}

export async function addDataRule(db: Database, session: SessionContext, request: DataRuleSaveRequest, now: Date) {
  const input = dataRuleSaveSchema.parse(request);
  return db.transaction(async (tx) => {
    await validate(tx, input);
    const [row] = await tx
      .insert(sysPermissionDataRule)
      .values({ ...input, createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_permission_data_rule', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editDataRule(db: Database, session: SessionContext, request: DataRuleEditRequest, now: Date) {
  const { id, version, ...rest } = request;
  const input = dataRuleSaveSchema.parse(rest);
  return db.transaction(async (tx) => {
    await validate(tx, input);
    const row = await updateVersioned(tx, sysPermissionDataRule, id, version, { ...input, updateBy: session.username, updateTime: now }, NOT_FOUND);
    await recordDataLog(tx, { table: 'sys_permission_data_rule', record: row, by: session.username, at: now });
    return row;
  });
}

export async function deleteDataRule(db: Database, id: string) {
  const rows = await db.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id)).returning({ id: sysPermissionDataRule.id });
  if (rows.length === 0) throw new AppError(404, NOT_FOUND);
}
