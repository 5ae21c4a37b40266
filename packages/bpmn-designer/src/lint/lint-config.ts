/**
 * The packed bpmnlint configuration bpmn-js-bpmnlint consumes: `{ config, resolver }` with our
 * rules served from a StaticResolver cache (no `extends: recommended`, nothing resolved from
 * node_modules). The form rule gets the start form's fields as its rule config.
 */
/// <reference path="./vendor.d.ts" />
import StaticResolver from 'bpmnlint/lib/resolver/static-resolver';
import { LINT_RULES, PLUGIN_PACKAGE, PLUGIN_PREFIX, ruleConfigOf, type LintOptions } from './rule-set';

export interface PackedLintConfig {
  config: { rules: Record<string, string | [string, unknown]> };
  resolver: StaticResolver;
}

/** bpmnlint's cache key of a rule: 'rule:bpmnlint/conditional-flows', 'rule:bpmnlint-plugin-bus/…' */
const cacheKey = (name: string) => (name.startsWith(PLUGIN_PREFIX) ? `rule:${PLUGIN_PACKAGE}/${name.slice(PLUGIN_PREFIX.length)}` : `rule:bpmnlint/${name}`);

const resolverCache = Object.fromEntries(LINT_RULES.map((rule) => [cacheKey(rule.name), rule.factory]));

export function createLintConfig(options: LintOptions = {}): PackedLintConfig {
  const rules: PackedLintConfig['config']['rules'] = {};
  for (const rule of LINT_RULES) {
    const config = ruleConfigOf(rule, options);
    rules[rule.name] = config === undefined ? 'off' : [rule.category, config];
  }
  return { config: { rules }, resolver: new StaticResolver(resolverCache) };
}

/** The configuration without a form (the form rule off). */
export const lintConfig: PackedLintConfig = createLintConfig();
