/**
 * The designer's lint rules over XML text, without a modeler or a DOM: bpmn-moddle reads the
 * diagram with the three engines' descriptors (the modeler's own reading), and the same rules
 * the toolbar's badge shows run over it. The server lints every version it stores with this, so
 * what the designer calls an error is an error for an API client too.
 */
import { readXml } from './read-xml';
import { formFieldsOf } from '../form-designer/schema/form-fields-of';
import type { FormSchema } from '../form-designer/schema/types';
import { lintDefinitions, type LintIssue, type LintResult } from './lint-definitions';

export interface XmlLintResult extends LintResult {
  /** the diagram could not be read (then nothing was checked) */
  readError?: string;
}

export interface XmlLintOptions {
  /** the start form the model is saved with: field permissions are checked against its fields */
  startForm?: Record<string, unknown>;
}

export async function lintXml(xml: string, options: XmlLintOptions = {}): Promise<XmlLintResult> {
  let definitions: unknown;
  try {
    ({ definitions } = await readXml(xml));
  } catch (error) {
    return { errors: [], warnings: [], readError: (error as Error).message };
  }
  const form = options.startForm ? formFieldsOf(options.startForm as unknown as FormSchema) : undefined;
  return lintDefinitions(definitions, { form });
}

/** '用户任务未设置审批人（Task_1）' for the first `limit` issues, '等 N 个错误' after them. */
export function describeIssues(issues: LintIssue[], limit = 3): string {
  const shown = issues.slice(0, limit).map((issue) => `${issue.message}（${issue.id}）`);
  const rest = issues.length - shown.length;
  return shown.join('；') + (rest > 0 ? `；另有 ${rest} 个错误` : '');
}
