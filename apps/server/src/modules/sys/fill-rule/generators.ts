/**
 * The registry of fill-rule generators (JeecgBoot 填值规则). A stored rule names one of these keys;
 * a user never types code or a class name. Each generator validates its own parameters.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { sysCategory } from '../category/category.table';
import { sysDepart } from '../depart/depart.table';
import { sysFillRuleSequence } from './fill-rule.table';

export interface GeneratorContext {
  db: Database;
  now: Date;
  tenantId: number;
  /** rule code, so sequences of two rules with one generator stay apart */
  ruleCode: string;
  /** the form being filled (e.g. { parentId } for a department) */
  formData: Record<string, unknown>;
}

interface Generator {
  name: string;
  description: string;
  params: z.ZodType<Record<string, unknown>>;
  paramsExample: string;
  generate(params: Record<string, unknown>, context: GeneratorContext): Promise<string>;
}

/** A01 -> A02 ... A99 -> B01 ... Z99 (JeecgBoot YouBianCodeUtil); one segment is three characters. */
export function nextSegment(segment: string | null): string {
  if (!segment) return 'A01';
  const letter = segment.charCodeAt(0);
  const number = Number(segment.slice(1));
  if (number < 99) return `${segment[0]}${String(number + 1).padStart(2, '0')}`;
  if (letter >= 90) throw fieldError('orgCode', '同级编码已用尽（Z99），无法再生成');
  return `${String.fromCharCode(letter + 1)}01`;
}

const SEGMENT = /^[A-Z]\d{2}$/;

/** The next hierarchical code under a parent code (null: a top-level code) from the codes in use. */
export function nextHierarchicalCode(parentCode: string | null, usedCodes: string[]): string {
  const prefix = parentCode ?? '';
  const siblings = usedCodes
    .filter((code) => code.length === prefix.length + 3 && code.startsWith(prefix))
    .map((code) => code.slice(prefix.length))
    .filter((segment) => SEGMENT.test(segment))
    .sort();
  return prefix + nextSegment(siblings.at(-1) ?? null);
}

const formString = (formData: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) {
    const value = formData[name];
    if (typeof value === 'string' && value.trim() && value !== '0') return value.trim();
  }
  return null;
};

async function nextDepartCode(_params: Record<string, unknown>, { db, formData }: GeneratorContext) {
  const parentId = formString(formData, 'parentId', 'pid');
  let parentCode: string | null = null;
  if (parentId) {
    const [parent] = await db.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(eq(sysDepart.id, parentId));
    if (!parent) throw fieldError('parentId', '上级部门不存在');
    parentCode = parent.orgCode;
  }
  // org codes are unique across tenants, so siblings are looked up in every tenant
  const rows = await db
    .select({ code: sysDepart.orgCode })
    .from(sysDepart)
    .where(parentCode ? like(sysDepart.orgCode, `${parentCode}___`) : sql`length(${sysDepart.orgCode}) = 3`);
  return nextHierarchicalCode(
    parentCode,
    rows.map((r) => r.code),
  );
}

async function nextCategoryCode(_params: Record<string, unknown>, { db, formData }: GeneratorContext) {
  const pid = formString(formData, 'pid', 'parentId');
  let parentCode: string | null = null;
  if (pid) {
    const [parent] = await db.select({ code: sysCategory.code }).from(sysCategory).where(eq(sysCategory.id, pid));
    if (!parent) throw fieldError('pid', '父级分类不存在');
    parentCode = parent.code;
  }
  const rows = await db
    .select({ code: sysCategory.code })
    .from(sysCategory)
    .where(parentCode ? and(like(sysCategory.code, `${parentCode}___`)) : sql`length(${sysCategory.code}) = 3`);
  return nextHierarchicalCode(
    parentCode,
    rows.map((r) => r.code),
  );
}

const orderParams = z.object({
  prefix: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,10}$/, '前缀只能是 0-10 位字母、数字、下划线或短横线')
    .default('CN'),
});

async function nextOrderNumber(params: Record<string, unknown>, { db, now, ruleCode }: GeneratorContext) {
  const { prefix } = orderParams.parse(params);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  // one atomic upsert: two callers at once never get the same number
  const [row] = await db
    .insert(sysFillRuleSequence)
    .values({ sequenceKey: `${ruleCode}:${prefix}:${day}`, value: 1 })
    .onConflictDoUpdate({ target: sysFillRuleSequence.sequenceKey, set: { value: sql`${sysFillRuleSequence.value} + 1` } })
    .returning({ value: sysFillRuleSequence.value });
  return `${prefix}${day}${String(row.value).padStart(4, '0')}`;
}

const noParams = z.object({}).strict();

export const FILL_RULE_GENERATORS: Record<string, Generator> = {
  org_num_role: {
    name: '机构编码生成',
    description: '按上级部门生成下一个层级编码：顶级 A01、A02…，下级 A01A01、A01A02…（表单参数 parentId）',
    params: noParams,
    paramsExample: '{}',
    generate: nextDepartCode,
  },
  category_code_rule: {
    name: '分类字典编码生成',
    description: '按父级分类生成下一个层级编码：A01、A01A01…（表单参数 pid）',
    params: noParams,
    paramsExample: '{}',
    generate: nextCategoryCode,
  },
  order_num_rule: {
    name: '订单号生成',
    description: '前缀 + 年月日 + 4 位当日序号，如 CN202603020001',
    params: orderParams,
    paramsExample: '{"prefix":"CN"}',
    generate: nextOrderNumber,
  },
};

export const isRegisteredGenerator = (key: string) => Object.hasOwn(FILL_RULE_GENERATORS, key);

/** Parses and validates stored or submitted parameters for a generator; 422 naming ruleParams. */
export function parseRuleParams(ruleClass: string, raw: string | null | undefined): Record<string, unknown> {
  if (!isRegisteredGenerator(ruleClass)) throw fieldError('ruleClass', `未注册的生成器：${ruleClass}`);
  let parsed: unknown = {};
  if (raw && raw.trim()) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw fieldError('ruleParams', '规则参数必须是 JSON 对象');
    }
  }
  const result = FILL_RULE_GENERATORS[ruleClass].params.safeParse(parsed);
  if (!result.success) throw fieldError('ruleParams', `规则参数不正确：${result.error.issues[0]?.message ?? ''}`);
  return result.data;
}
