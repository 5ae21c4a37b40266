/**
 * Element display configuration applied to a form (spec 03 section 6 'Form elements may be
 * hidden, read-only or rule-bound through the element display configuration').
 *
 * Usage:
 *   <DisplayRuleScope targetUrl="/system/position">
 *     <Form form={form}>
 *       <DisplayRuleItem name="code" label="职务编码" rules={[...]}><Input /></DisplayRuleItem>
 *     </Form>
 *   </DisplayRuleScope>
 *
 * DisplayRuleItem takes every Form.Item prop. For the rule of (targetUrl, name) it hides the item
 * (it stays registered, so its value is still submitted), renders the control disabled
 * (read-only), or adds the check rule (GET /sys/checkRule/checkByCode, checked on blur and on
 * submit). A rule with tip text shows a help icon whose text is loaded on first hover.
 * `useElementDisplay(targetUrl)` gives the same decisions for custom layouts.
 */
import { cloneElement, createContext, isValidElement, useCallback, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { Form, Spin, type FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { checkRuleByCode } from '../../lib/api/check-rule-by-code';
import { rulesOfPage, useElementDisplayStore, useElementTips } from '../../lib/element-display';
import { applyDisplayRule, checkRuleValidator, elementKeyOf, type DisplayDecision } from './display-rule';

const TargetUrlContext = createContext<string | null>(null);

export function DisplayRuleScope({ targetUrl, children }: { targetUrl: string; children: ReactNode }) {
  return <TargetUrlContext.Provider value={targetUrl}>{children}</TargetUrlContext.Provider>;
}

const checkRule = (ruleCode: string): Rule => ({ validator: checkRuleValidator(ruleCode, checkRuleByCode), validateTrigger: 'onBlur' });

/** Decisions for the items of one page: `decide(name, baseRules)`. */
export function useElementDisplay(targetUrl: string | null) {
  const map = useElementDisplayStore((state) => state.rules);
  const rules = useMemo(() => (targetUrl ? rulesOfPage(map, targetUrl) : {}), [map, targetUrl]);
  const decide = useCallback(
    (name: unknown, baseRules: Rule[] = []): DisplayDecision<Rule> & { ruleId: string | null; hasTips: boolean } => {
      const key = elementKeyOf(name);
      const rule = key ? rules[key] : undefined;
      return { ...applyDisplayRule(rule, baseRules, checkRule), ruleId: rule?.id ?? null, hasTips: rule?.hasTips ?? false };
    },
    [rules],
  );
  return { decide, loaded: map !== null };
}

function ElementTips({ id }: { id: string }) {
  const tips = useElementTips(id);
  if (tips.isLoading) return <Spin size="small" />;
  if (tips.isError) return <span>提示加载失败</span>;
  return <span>{tips.data || '暂无提示'}</span>;
}

export interface DisplayRuleItemProps extends FormItemProps {
  /** overrides the surrounding DisplayRuleScope */
  targetUrl?: string;
  children: ReactNode;
}

export function DisplayRuleItem({ targetUrl, children, rules, tooltip, validateTrigger, ...itemProps }: DisplayRuleItemProps) {
  const scoped = useContext(TargetUrlContext);
  const { decide } = useElementDisplay(targetUrl ?? scoped);
  const decision = decide(itemProps.name, (rules ?? []) as Rule[]);

  const control = decision.readOnly && isValidElement(children) ? cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : children;
  const tip = decision.hasTips && decision.ruleId ? { title: <ElementTips id={decision.ruleId} />, icon: <QuestionCircleOutlined /> } : tooltip;
  const trigger = decision.ruleCode && !decision.readOnly && !decision.hidden ? ['onChange', 'onBlur'] : validateTrigger;

  return (
    <Form.Item {...itemProps} rules={decision.rules} tooltip={tip} validateTrigger={trigger} hidden={decision.hidden || itemProps.hidden}>
      {control}
    </Form.Item>
  );
}
