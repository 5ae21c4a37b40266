/**
 * A form field's 正则校验 runs in the browser of everyone who fills in the form, on RE2 (see
 * @bus/contracts/user-pattern). A pattern RE2 cannot run (backreferences, lookaround) or that is
 * not a pattern at all is refused when the form is saved, so no stored form carries one.
 */
import { compileUserPattern } from '@bus/contracts/user-pattern';
import { fieldError } from '../../../lib/app-error';

interface FieldLike {
  label?: unknown;
  prop?: unknown;
  props?: { pattern?: unknown };
}

/** Walks the whole designer JSON (fields nest in containers and sub-tables) for props.pattern. */
export function assertRunnablePatterns(schema: unknown): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const field = node as FieldLike;
    const pattern = field.props && typeof field.props === 'object' ? field.props.pattern : undefined;
    if (typeof pattern === 'string' && pattern !== '') {
      const compiled = compileUserPattern(pattern);
      const name = String(field.label || field.prop || '');
      if (!compiled.ok) throw fieldError('schema', `字段「${name}」的正则校验${compiled.message}：${pattern}`);
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
}
