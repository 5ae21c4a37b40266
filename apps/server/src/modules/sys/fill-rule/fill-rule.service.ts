import { fillRuleResource, PERMS } from '@bus/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { withTimes } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { FILL_RULE_GENERATORS, parseRuleParams, type GeneratorContext } from './generators';
import { sysFillRule } from './fill-rule.table';
import { ownValue } from '../../../lib/own-property';

export const fillRuleList = defineList({
  name: 'sys_fill_rule',
  dataRulePermission: PERMS.system.fillRule.list,
  table: sysFillRule,
  fields: fieldsOf(fillRuleResource.fields, {
    ruleName: sysFillRule.ruleName,
    ruleCode: sysFillRule.ruleCode,
    ruleClass: sysFillRule.ruleClass,
    ruleParams: null,
    createTime: sysFillRule.createTime,
  }),
  defaultSort: fillRuleResource.defaultSort,
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

const toRecord = (row: typeof sysFillRule.$inferSelect) => ({ ...withTimes(row), ruleClass_dictText: generatorName(row.ruleClass) });

/** 填值规则 on the resource kit: a registered generator with parameters it accepts, a free code. */
export const fillRuleKit = resourceKit(
  {
    resource: fillRuleResource,
    table: sysFillRule,
    list: fillRuleList,
    toRecord,
    messages: { deletedBatch: (n) => `已删除 ${n} 条` },
    hooks: {
      async values({ db }, input: FillRuleInput, current) {
        const values = normalise(input);
        await assertCodeFree(db, values.ruleCode, current?.id);
        return values;
      },
    },
  },
  dataLog,
);

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
