/**
 * What an element display rule does to one form item (pure, so it is table-tested):
 * pcHidden hides it, pcReadonly makes it read-only, pcRuleKey adds the check-rule validation.
 * A hidden or read-only item drops its browser-side rules, because the user could not fix what
 * they report; the server still validates what is saved.
 */
import type { ElementRenderRule } from '@bus/contracts';
import type { ApiReply } from '@bus/contracts';

export interface DisplayDecision<R> {
  hidden: boolean;
  readOnly: boolean;
  /** the check rule bound to the item, if any */
  ruleCode: string | null;
  rules: R[];
}

export function applyDisplayRule<R>(rule: ElementRenderRule | undefined, baseRules: R[], checkRule: (ruleCode: string) => R): DisplayDecision<R> {
  if (!rule) return { hidden: false, readOnly: false, ruleCode: null, rules: baseRules };
  if (rule.pcHidden || rule.pcReadonly) return { hidden: rule.pcHidden, readOnly: rule.pcReadonly, ruleCode: rule.pcRuleKey, rules: [] };
  return { hidden: false, readOnly: false, ruleCode: rule.pcRuleKey, rules: rule.pcRuleKey ? [...baseRules, checkRule(rule.pcRuleKey)] : baseRules };
}

/** 'name' or ['driver', 'workNo'] -> the elementKey used in the rules ('driver.workNo'). */
export function elementKeyOf(name: unknown): string | null {
  if (name === undefined || name === null) return null;
  return Array.isArray(name) ? name.map(String).join('.') : String(name);
}

type CheckByCode = (ruleCode: string, value: string) => Promise<ApiReply<null>>;

/**
 * An antd validator calling the check rule on the server. Empty values pass (spec 03 section 5
 * 'rule checks are skipped when the value is empty'); a failed check shows the server's message.
 */
export function checkRuleValidator(ruleCode: string, check: CheckByCode) {
  return async (_rule: unknown, value: unknown): Promise<void> => {
    if (value === undefined || value === null || String(value).trim() === '') return;
    let reply: ApiReply<null>;
    try {
      reply = await check(ruleCode, String(value));
    } catch (error) {
      throw new Error(error instanceof Error && error.message ? error.message : '校验规则检查失败，请稍后重试', { cause: error });
    }
    if (reply.success === false) throw new Error(reply.message || '校验未通过');
  };
}
