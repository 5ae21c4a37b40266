/** Lint of the designer: our bpmnlint rules, the Modeler module, a pure check and the button. */
export { lintModule, DesignerLint, type Linting } from './lint-module';
export { createLintConfig, lintConfig, type PackedLintConfig } from './lint-config';
export { lintDefinitions, type LintIssue, type LintResult } from './lint-definitions';
export { LINT_RULES, type LintCategory, type LintOptions, type LintRuleEntry } from './rule-set';
export { LintButton, type LintButtonProps } from './lint-button';
export { buttonStateOf, useLintState, type LintButtonState, type ShownLintIssue } from './use-lint-state';
