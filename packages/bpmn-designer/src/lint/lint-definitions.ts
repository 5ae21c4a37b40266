/**
 * The same rules run synchronously over a definitions tree, outside any modeler: what the
 * designer asks before handing out XML ('model has errors'), and what a bench can time. The walk
 * is bpmnlint's (depth first through contained, non-reference, non-primitive properties), done
 * once for all rules.
 */
import type { ModdleNode, Reporter, Rule } from './rules/moddle';
import { LINT_RULES, ruleConfigOf, type LintCategory, type LintOptions } from './rule-set';

export interface LintIssue {
  /** the element the issue is about */
  id: string;
  message: string;
  rule: string;
  category: LintCategory;
}

export interface LintResult {
  errors: LintIssue[];
  warnings: LintIssue[];
}

const PRIMITIVES = new Set(['String', 'Boolean', 'Integer', 'Real']);
const containedCache = new WeakMap<object, { name: string; isMany: boolean }[]>();

function containedProperties(descriptor: { properties: { name: string; isMany?: boolean; isAttr?: boolean; isReference?: boolean; type: string }[] }) {
  let contained = containedCache.get(descriptor);
  if (!contained) {
    contained = descriptor.properties.filter((p) => !p.isAttr && !p.isReference && !PRIMITIVES.has(p.type)).map((p) => ({ name: p.name, isMany: !!p.isMany }));
    containedCache.set(descriptor, contained);
  }
  return contained;
}

/**
 * One walk for all rules. A rule whose check returns false for a node is not asked about that
 * node's subtree (bpmnlint's contract), the other rules still are.
 */
function walk(element: ModdleNode, rules: { rule: Rule; reporter: Reporter }[]) {
  const descending = rules.filter(({ rule, reporter }) => rule.check(element, reporter) !== false);
  const descriptor = element.$descriptor;
  if (!descending.length || !descriptor || descriptor.isGeneric) return;
  for (const property of containedProperties(descriptor)) {
    const value = element[property.name];
    if (value === undefined || value === null) continue;
    if (property.isMany) (value as ModdleNode[]).forEach((child) => walk(child, descending));
    else walk(value as ModdleNode, descending);
  }
}

export function lintDefinitions(definitions: unknown, options: LintOptions = {}): LintResult {
  const result: LintResult = { errors: [], warnings: [] };
  if (!definitions) return result;
  const rules = LINT_RULES.flatMap((entry) => {
    const config = ruleConfigOf(entry, options);
    if (config === undefined) return [];
    const target = entry.category === 'error' ? result.errors : result.warnings;
    const reporter: Reporter = {
      report: (id, message) => target.push({ id, message, rule: entry.name, category: entry.category }),
    };
    return [{ rule: entry.factory(config), reporter }];
  });
  walk(definitions as ModdleNode, rules);
  return result;
}
