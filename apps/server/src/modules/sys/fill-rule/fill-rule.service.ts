import { PERMS } from '@bus/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { FILL_RULE_GENERATORS, parseRuleParams, type GeneratorContext } from './generators';
import { sysFillRule } from './fill-rule.table';
import { ownValue } from '../../../lib/own-property';
import type { RequestContext } from '../../../lib/request-context';

export const fillRuleList = defineList({
  name: 'sys_fill_rule',
  dataRulePermission: PERMS.system.fillRule.list,
  table: sysFillRule,
  fields: {
    ruleName: { column: sysFillRule.ruleName, type: 'string', rule: 'like' },
    ruleCode: { column: sysFillRule.ruleCode, type: 'string', rule: 'like' },
    ruleClass: { column: sysFillRule.ruleClass, type: 'string' },
    createTime: { column: sysFillRule.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysFillRule.id,
});

export const generatorName = (key: string) => ownValue(FILL_RULE_GENERATORS, key)?.name ?? key;

export interface FillRuleInput {
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams?: string | null;
}

async function assertCodeFree(db: Database, ruleCode: string, exceptId?: string) {
  const taken = await db
    .select({ id: sysFillRule.id })
    .from(sysFillRule)
    .where(and(eq(sysFillRule.ruleCode, ruleCode), exceptId ? ne(sysFillRule.id, exceptId) : undefined));
  if (taken.length) throw fieldError('ruleCode', '规则编码已存在');
}

function normalise(input: FillRuleInput) {
  const params = parseRuleParams(input.ruleClass, input.ruleParams);
  return { ruleName: input.ruleName, ruleCode: input.ruleCode, ruleClass: input.ruleClass, ruleParams: JSON.stringify(params) };
}

export async function addFillRule({ db, session, now }: RequestContext, input: FillRuleInput) {
  const values = normalise(input);
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, values.ruleCode);
    const [row] = await tx
      .insert(sysFillRule)
      .values({ ...values, createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_fill_rule', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editFillRule({ db, session, now }: RequestContext, input: FillRuleInput & { id: string; version: number }) {
  const values = normalise(input);
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, values.ruleCode, input.id);
    const row = await updateVersioned(tx, sysFillRule, input.id, input.version, { ...values, updateBy: session.username, updateTime: now }, '填值规则不存在');
    await recordDataLog(tx, { table: 'sys_fill_rule', record: row, by: session.username, at: now });
    return row;
  });
}

export async function deleteFillRules(db: Database, ids: string[]) {
  const rows = await db.delete(sysFillRule).where(inArray(sysFillRule.id, ids)).returning({ id: sysFillRule.id });
  if (rows.length === 0) throw new AppError(404, '填值规则不存在');
  return rows.length;
}

/** Runs the rule stored under this code with the form's values. */
export async function executeRuleByCode(context: Omit<GeneratorContext, 'ruleCode'>, ruleCode: string): Promise<string> {
  const [rule] = await context.db.select().from(sysFillRule).where(eq(sysFillRule.ruleCode, ruleCode));
  if (!rule) throw new AppError(404, `填值规则 ${ruleCode} 不存在`);
  const generator = ownValue(FILL_RULE_GENERATORS, rule.ruleClass);
  if (!generator) throw new AppError(422, `规则 ${ruleCode} 的生成器 ${rule.ruleClass} 未注册`);
  return generator.generate(parseRuleParams(rule.ruleClass, rule.ruleParams), { ...context, ruleCode });
}

export function parseFormData(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the 422
  }
  throw fieldError('formData', 'formData 必须是 JSON 对象');
}
