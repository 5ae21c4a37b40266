/**
 * The lint feature for the Modeler: bpmn-js-bpmnlint (overlays on elements, `linting` service,
 * `toggleLinting` editor action) fed with our packed config. `designerLint` installs the config
 * as the modeler is created, follows the start form the designer passes (`config.designerLint`
 * or `setForm`), and answers synchronous checks for the designer's "get XML" guard.
 */
/// <reference path="./vendor.d.ts" />
import lintingModule from 'bpmn-js-bpmnlint';
import 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css';
import type { ModuleDeclaration } from 'didi';
import type { FormFieldOption } from '../options';
import { createLintConfig, type PackedLintConfig } from './lint-config';
import { lintDefinitions, type LintResult } from './lint-definitions';
import type { LintOptions } from './rule-set';
import './lint.css';

/** The part of bpmn-js-bpmnlint's `linting` service the designer uses. */
export interface Linting {
  isActive(): boolean;
  toggle(active?: boolean): boolean;
  update(): void;
  setLinterConfig(config: PackedLintConfig): void;
}

export class DesignerLint {
  static $inject = ['config.designerLint', 'linting', 'bpmnjs'];

  private options: LintOptions;

  constructor(
    config: LintOptions | undefined,
    private readonly linting: Linting,
    private readonly bpmnjs: { getDefinitions(): unknown },
  ) {
    this.options = { form: config?.form };
    // set before diagram.init, so bpmn-js-bpmnlint keeps it instead of looking for its own
    linting.setLinterConfig(createLintConfig(this.options));
  }

  /** The start form changed: field permissions are checked against the new fields (re-lints). */
  setForm(form: FormFieldOption[] | undefined) {
    this.options = { ...this.options, form };
    this.linting.setLinterConfig(createLintConfig(this.options));
  }

  /** The issues of the diagram as it is now, with the rules and form the overlays use. */
  check(): LintResult {
    return lintDefinitions(this.bpmnjs.getDefinitions(), this.options);
  }
}

export const lintModule: ModuleDeclaration = {
  __depends__: [lintingModule],
  __init__: ['designerLint'],
  designerLint: ['type', DesignerLint],
};
