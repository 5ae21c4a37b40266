export { DisplayRuleScope, DisplayRuleItem, useElementDisplay, type DisplayRuleItemProps } from './display-rule-item';
export { applyDisplayRule, checkRuleValidator, elementKeyOf, type DisplayDecision } from './display-rule';
