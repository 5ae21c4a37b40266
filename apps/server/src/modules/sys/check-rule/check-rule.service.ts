import { and, eq, ne } from 'drizzle-orm';
import { PERMS, checkRuleResource, checkRuleSegmentSchema, type CheckRuleSave, type CheckRuleSegment } from '@bus/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { formatDateTime } from '../../../lib/date-time';
import { sysCheckRule } from './check-rule.table';
import { checkValue, compileSegments, type CheckOutcome } from './segments';

type CheckRuleRow = typeof sysCheckRule.$inferSelect;

export const checkRuleList = defineList({
  name: 'sys_check_rule',
  dataRulePermission: PERMS.system.checkRule.list,
  table: sysCheckRule,
  fields: fieldsOf(checkRuleResource.fields, {
    ruleName: sysCheckRule.ruleName,
    ruleCode: sysCheckRule.ruleCode,
    ruleJson: null,
    description: null,
    createTime: sysCheckRule.createTime,
  }),
  defaultSort: checkRuleResource.defaultSort,
  tieBreaker: sysCheckRule.id,
});

const storedSegments = z.array(checkRuleSegmentSchema);

/** Stored JSON back to segments; a row that no longer parses checks nothing rather than crashing. */
export function parseSegments(json: string): CheckRuleSegment[] {
  try {
    const parsed = storedSegments.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const toCheckRuleRecord = (row: CheckRuleRow) => ({
  ...row,
  ruleJson: parseSegments(row.ruleJson),
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
});

async function assertCodeFree(db: Database, ruleCode: string, exceptId?: string) {
  const taken = await db
    .select({ id: sysCheckRule.id })
    .from(sysCheckRule)
    .where(and(eq(sysCheckRule.ruleCode, ruleCode), exceptId ? ne(sysCheckRule.id, exceptId) : undefined));
  if (taken.length) throw fieldError('ruleCode', '规则编码已存在');
}

const values = (input: CheckRuleSave) => {
  compileSegments(input.ruleJson as CheckRuleSegment[]);
  const starAt = input.ruleJson.findIndex((s) => s.digits === '*');
  if (starAt >= 0 && starAt !== input.ruleJson.length - 1) throw fieldError('ruleJson', '位数为 * 的规则必须是最后一条');
  return { ruleName: input.ruleName, ruleCode: input.ruleCode, ruleJson: JSON.stringify(input.ruleJson), description: input.description ?? null };
};

/** 编码校验规则 on the resource kit: safe patterns, a 「*」 segment only last, a free code. */
export const checkRuleKit = resourceKit(
  {
    resource: checkRuleResource,
    table: sysCheckRule,
    list: checkRuleList,
    toRecord: toCheckRuleRecord,
    messages: { deletedBatch: (n) => `已删除 ${n} 条` },
    hooks: {
      async values({ db }, input: CheckRuleSave, current) {
        const row = values(input);
        await assertCodeFree(db, row.ruleCode, current?.id);
        return row;
      },
    },
  },
  dataLog,
);

/** whether a 校验规则 of this code exists (a page element may name one) */
export async function checkRuleExists(db: Database, ruleCode: string): Promise<boolean> {
  const [rule] = await db.select({ id: sysCheckRule.id }).from(sysCheckRule).where(eq(sysCheckRule.ruleCode, ruleCode));
  return !!rule;
}

export async function checkByCode(db: Database, ruleCode: string, value: string): Promise<CheckOutcome> {
  const [rule] = await db.select().from(sysCheckRule).where(eq(sysCheckRule.ruleCode, ruleCode));
  if (!rule) throw new AppError(404, `校验规则 ${ruleCode} 不存在`);
  const segments = parseSegments(rule.ruleJson);
  // a stored pattern that RE2 cannot run (saved before the check) is not run
  let patterns;
  try {
    patterns = compileSegments(segments);
  } catch {
    return { passed: false, message: '校验规则的正则表达式不受支持，请联系管理员修改' };
  }
  return checkValue(value, segments, patterns);
}
