/**
 * Ours: field permissions (FormField extensions of a node) must name fields of the current start
 * form. The designer passes the form's fields as the rule's config (`{ form }`); a nested
 * permission is checked against the children of its field. Without a form the rule is not run.
 */
import type { FormFieldOption } from '../../options';
import { engineExtensions, engineLocalName, type ModdleNode, type RuleFactory } from './moddle';

export interface FormFieldRuleConfig {
  form?: FormFieldOption[];
}

/** Nested permissions: a registered descriptor gives `children`, an unknown namespace `$children`. */
const childPermissions = (permission: ModdleNode): ModdleNode[] =>
  (permission.children ?? permission.$children ?? []).filter((child: ModdleNode) => engineLocalName(child) === 'FormField');

function checkPermissions(permissions: ModdleNode[], fields: FormFieldOption[], report: (message: string) => void) {
  for (const permission of permissions) {
    const prop = permission.prop as string | undefined;
    const field = fields.find((candidate) => candidate.prop === prop);
    if (!field) {
      const label = permission.label || prop || '';
      report(`字段权限「${label}」对应的表单字段已不存在`);
      continue;
    }
    checkPermissions(childPermissions(permission), field.children ?? [], report);
  }
}

export const formFieldExists: RuleFactory = (config) => {
  const form = (config as FormFieldRuleConfig | undefined)?.form;
  return {
    check(node, reporter) {
      // no form given: nothing to compare with, and no need to walk the tree
      if (!form) return false;
      const permissions = engineExtensions(node, 'FormField');
      if (permissions.length) checkPermissions(permissions, form, (message) => reporter.report(node.id!, message));
    },
  };
};
