/**
 * Fill rules (registered generators), one sample check rule and the category tree's roots.
 * Stable ids through seedId, so a second seed run changes nothing.
 */
import type { Database } from '../client';
import * as t from '../schema';
import { seedId } from './seed-id';

export const fillRules: Array<{ ruleCode: string; ruleName: string; ruleClass: string; ruleParams: string }> = [
  { ruleCode: 'org_num_role', ruleName: '机构编码生成', ruleClass: 'org_num_role', ruleParams: '{}' },
  { ruleCode: 'category_code_rule', ruleName: '分类字典编码生成', ruleClass: 'category_code_rule', ruleParams: '{}' },
  { ruleCode: 'order_num_rule', ruleName: '订单号生成', ruleClass: 'order_num_rule', ruleParams: '{"prefix":"CN"}' },
];

export const checkRules = [
  {
    ruleCode: 'work_no',
    ruleName: '工号格式',
    description: '2 位大写字母 + 5 位数字，如 JC10001',
    ruleJson: JSON.stringify([
      { digits: 2, pattern: '^[A-Z]{2}$', message: '前 2 位必须是大写字母' },
      { digits: '*', pattern: '^\\d{5}$', message: '后 5 位必须是数字' },
    ]),
  },
];

/** [code, name, parent code or null] */
export const categories: Array<[string, string, string | null]> = [
  ['A01', '车辆类型', null],
  ['A01A01', '纯电动公交', 'A01'],
  ['A01A02', '混合动力公交', 'A01'],
  ['A01A03', '柴油公交', 'A01'],
  ['A02', '线路类型', null],
  ['A02A01', '常规线路', 'A02'],
  ['A02A02', '快速公交', 'A02'],
  ['A02A03', '夜班线路', 'A02'],
];

export async function seedOrgRules(tx: Database, createBy: string) {
  await tx
    .insert(t.sysFillRule)
    .values(fillRules.map((rule) => ({ id: seedId('fill-rule', rule.ruleCode), ...rule, createBy })))
    .onConflictDoNothing();
  await tx
    .insert(t.sysCheckRule)
    .values(checkRules.map((rule) => ({ id: seedId('check-rule', rule.ruleCode), ...rule, createBy })))
    .onConflictDoNothing();
  await tx
    .insert(t.sysCategory)
    .values(
      categories.map(([code, name, parent]) => ({
        id: seedId('category', code),
        pid: parent ? seedId('category', parent) : '0',
        name,
        code,
        hasChild: categories.some(([, , p]) => p === code) ? '1' : '0',
        createBy,
      })),
    )
    .onConflictDoNothing();
}
