/**
 * The checks a filled form must pass, per field: required (what "empty" means depends on the
 * type) and the type's own bounds (number range, text pattern, map keys). The async-validator
 * built-ins are avoided on purpose: their idea of empty does not fit lists, ranges or HTML.
 */
import type { Rule } from 'antd/es/form';
import { workdaysFor } from '../schema/derived-values';
import { FIELD_TYPE_INFO } from '../schema/field-types';
import type { FormField } from '../schema/types';
import { isBlankHtml } from '../sanitize/sanitize-html';
import { asPairs, checkPairs } from './map-input';
import { compileUserPattern, type UserPattern } from '@bus/contracts/user-pattern';

export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return field.type === 'editor' ? isBlankHtml(value) : !value.trim();
  if (Array.isArray(value)) return !value.length || (field.type.endsWith('range') && value.some((end) => end === undefined || end === null || end === ''));
  return false;
}

export function requiredMessage(field: FormField): string {
  if (field.props?.workdaysOf) return `请先选择日期，以计算${field.label}`;
  if (field.type === 'dynamic') return `请至少添加一行${field.label}`;
  if (field.type === 'map') return `请至少添加一组${field.label}`;
  return `${FIELD_TYPE_INFO[field.type].category === 'input' ? '请输入' : '请选择'}${field.label}`;
}

const check = (message: string | undefined) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

export function rulesOf(field: FormField): Rule[] {
  const rules: Rule[] = [];
  const props = field.props ?? {};
  if (field.required && FIELD_TYPE_INFO[field.type].canRequire) {
    rules.push({ validator: (_, value) => check(isEmptyValue(field, value) ? requiredMessage(field) : undefined) });
  }
  if (field.type === 'number' && props.workdaysOf) {
    // worked out from the dates: when they give no days, say why here
    rules.push(({ getFieldsValue }) => ({
      validator: () => {
        const { error } = workdaysFor(field, getFieldsValue(true));
        return check(error ? `无法计算${field.label}：${error}` : undefined);
      },
    }));
  }
  if (field.type === 'number') {
    rules.push({
      validator: (_, value) => {
        if (typeof value !== 'number') return check(undefined);
        if (props.min !== undefined && value < props.min) return check(`${field.label}不能小于 ${props.min}`);
        if (props.max !== undefined && value > props.max) return check(`${field.label}不能大于 ${props.max}`);
        return check(undefined);
      },
    });
  }
  if ((field.type === 'input' || field.type === 'textarea') && props.maxLength) {
    const maxLength = props.maxLength;
    rules.push({ validator: (_, value) => check(typeof value === 'string' && value.length > maxLength ? `${field.label}最多 ${maxLength} 个字` : undefined) });
  }
  if (field.type === 'input' && props.pattern) {
    const pattern = runnablePattern(props.pattern);
    const message = props.patternMessage || `${field.label}格式不正确`;
    if (pattern) rules.push({ validator: (_, value) => check(typeof value === 'string' && value && !pattern.test(value) ? message : undefined) });
  }
  if (field.type === 'map') rules.push({ validator: (_, value) => check(checkPairs(asPairs(value))) });
  return rules;
}

/** Rules of a dynamic field's row list (Form.List): required, and the row bounds. */
export function listRulesOf(field: FormField): { validator(rule: unknown, rows: unknown[] | undefined): Promise<void> }[] {
  const { minRows, maxRows } = field.props ?? {};
  return [
    {
      validator: (_, rows) => {
        const count = rows?.length ?? 0;
        if (field.required && count === 0) return check(requiredMessage(field));
        if (minRows !== undefined && count < minRows) return check(`${field.label}至少需要 ${minRows} 行`);
        if (maxRows !== undefined && count > maxRows) return check(`${field.label}最多 ${maxRows} 行`);
        return check(undefined);
      },
    },
  ];
}

/**
 * The designer's pattern on RE2, never the browser's backtracking RegExp: a pattern such as
 * (a|a)+$ would freeze the tab of whoever fills in the form. The server refuses to save a pattern
 * RE2 cannot run; an older form holding one just skips it.
 */
function runnablePattern(source: string): UserPattern | undefined {
  const compiled = compileUserPattern(source);
  return compiled.ok ? compiled.pattern : undefined;
}
