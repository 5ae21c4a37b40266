/**
 * Checks a form schema before the designer saves it (and after a JSON import): props unique in
 * their value scope and well formed, choice fields with choices, containers holding what they
 * may, coherent type settings. Messages are Chinese and name the field, for the designer to
 * list them and to select the field when one is clicked.
 */
import { FIELD_TYPE_INFO, canContain } from './field-types';
import { FIELD_SPANS, FIELD_TYPES, type FieldChoice, type FormField, type FormSchema } from './types';
import { compileUserPattern } from '@bus/contracts/user-pattern';
import { fieldNamed, MAX_TITLE_LENGTH, placeholdersOf, TITLE_BUILTINS } from '@bus/contracts/title-template';

export interface SchemaIssue {
  /** the field at fault; absent for form-level issues */
  fieldId?: string;
  message: string;
}

/** A letter first, then letters, digits or underscores (the spec's rule for ids). */
export const PROP_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const PROP_RULE_MESSAGE = '必须以字母开头，只能包含字母、数字和下划线';

/** The message for a prop alone (the settings panel shows it under the input). */
export function checkProp(prop: string, taken: Iterable<string>): string | undefined {
  if (!prop) return '请输入属性名';
  if (!PROP_PATTERN.test(prop)) return `属性名${PROP_RULE_MESSAGE}`;
  for (const other of taken) if (other === prop) return `属性名：${prop} 已存在`;
  return undefined;
}

const nameOf = (field: FormField) => `「${field.label || field.prop || FIELD_TYPE_INFO[field.type]?.label || field.type}」`;

function checkChoices(field: FormField, issues: SchemaIssue[]): void {
  const kind = FIELD_TYPE_INFO[field.type].choices;
  if (kind === 'none') return;
  const say = (message: string): void => {
    issues.push({ fieldId: field.id, message: `字段${nameOf(field)}${message}` });
  };
  if (!field.options?.length) return say('至少需要一个选项');
  // tree-select values identify nodes across the whole tree; cascader values only along a path
  const treeWide = new Set<string>();
  const visit = (choices: FieldChoice[]) => {
    const siblings = new Set<string>();
    for (const choice of choices) {
      if (!choice.label?.trim()) say('有选项缺少文字');
      if (choice.value === undefined || choice.value === '') say('有选项缺少值');
      else {
        const seen = field.type === 'tree' ? treeWide : siblings;
        if (seen.has(choice.value)) say(`的选项值 ${choice.value} 重复`);
        seen.add(choice.value);
      }
      if (choice.children?.length) {
        if (kind === 'flat') say('的选项不能有下级');
        else visit(choice.children);
      }
    }
  };
  visit(field.options);
  const flatValues = new Set(field.options.map((choice) => choice.value));
  const defaults = field.defaultValue === undefined || field.defaultValue === null ? [] : ([] as unknown[]).concat(field.defaultValue);
  if (kind === 'flat' && defaults.some((value) => !flatValues.has(String(value)))) say('的默认值不在选项中');
}

function checkProps(field: FormField, issues: SchemaIssue[]): void {
  const props = field.props ?? {};
  const say = (message: string): void => {
    issues.push({ fieldId: field.id, message: `字段${nameOf(field)}${message}` });
  };
  if (props.min !== undefined && props.max !== undefined && props.min > props.max) say('的最小值不能大于最大值');
  if (props.minRows !== undefined && props.maxRows !== undefined && props.minRows > props.maxRows) say('的最少行数不能大于最多行数');
  if (props.step !== undefined && !(props.step > 0)) say('的步长必须大于 0');
  if (props.pattern) {
    // the same engine and refusal as the server and the renderer (RE2: no backreferences or lookaround)
    const compiled = compileUserPattern(props.pattern);
    if (!compiled.ok) say(`的正则校验${compiled.message}`);
  }
}

function checkFields(fields: FormField[], scope: Map<string, FormField>, container: FormField | undefined, issues: SchemaIssue[]): void {
  for (const field of fields) {
    if (!(FIELD_TYPES as readonly string[]).includes(field.type)) {
      issues.push({ fieldId: field.id, message: `未知的字段类型：${String(field.type)}` });
      continue;
    }
    const say = (message: string): void => {
      issues.push({ fieldId: field.id, message });
    };
    if (!field.label?.trim()) say(`字段 ${field.prop || field.type} 缺少标题`);
    if (!field.prop) say(`字段${nameOf(field)}缺少属性名`);
    else if (!PROP_PATTERN.test(field.prop)) say(`字段${nameOf(field)}的属性名${PROP_RULE_MESSAGE}`);
    else if (scope.has(field.prop)) say(`属性名：${field.prop} 已存在`);
    else scope.set(field.prop, field);
    if (!(FIELD_SPANS as readonly number[]).includes(field.span)) say(`字段${nameOf(field)}的栅格宽度只能是 24、12、8 或 6`);
    if (container && !canContain(container.type, field.type)) say(`${nameOf(container)}中不能放入${FIELD_TYPE_INFO[field.type].label}`);
    checkChoices(field, issues);
    checkProps(field, issues);

    const typeInfo = FIELD_TYPE_INFO[field.type];
    if (!typeInfo.container) {
      if (field.children?.length) say(`字段${nameOf(field)}不能包含子字段`);
      continue;
    }
    const children = field.children ?? [];
    if (field.type === 'dynamic') {
      if (!children.length) say(`子表单${nameOf(field)}至少需要一列`);
      checkFields(children, new Map(), field, issues);
    } else {
      checkFields(children, scope, field, issues);
    }
  }
}

/** A working-days field names a date range of the form, and half-day fields of it. */
function checkDerived(scope: Map<string, FormField>, issues: SchemaIssue[]): void {
  for (const field of scope.values()) {
    const { workdaysOf, startHalfOf, endHalfOf } = field.props ?? {};
    if (field.type !== 'number' || !workdaysOf) continue;
    const say = (message: string): void => {
      issues.push({ fieldId: field.id, message: `字段${nameOf(field)}${message}` });
    };
    if (scope.get(workdaysOf)?.type !== 'daterange') say(`按日期范围算工作日：${workdaysOf} 不是本表单的日期范围字段`);
    for (const half of [startHalfOf, endHalfOf]) if (half && !scope.has(half)) say(`的时段字段 ${half} 不在本表单中`);
  }
}

export function validateSchema(schema: FormSchema): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  if (schema.labelWidth !== undefined && !(schema.labelWidth > 0)) issues.push({ message: '标题宽度必须大于 0' });
  const scope = new Map<string, FormField>();
  checkFields(schema.fields, scope, undefined, issues);
  checkDerived(scope, issues);
  checkTitleTemplate(schema.titleTemplate, [...scope.values()], issues);
  return issues;
}

/** Every placeholder of the title template names a built-in or a field (by title or property). */
function checkTitleTemplate(template: string | undefined, fields: FormField[], issues: SchemaIssue[]): void {
  if (!template) return;
  if (template.length > MAX_TITLE_LENGTH) issues.push({ message: `标题模板不能超过 ${MAX_TITLE_LENGTH} 个字符` });
  for (const name of placeholdersOf(template)) {
    if (!(TITLE_BUILTINS as readonly string[]).includes(name) && !fieldNamed(fields, name))
      issues.push({ message: `标题模板中的「{${name}}」不是表单字段，可用：${TITLE_BUILTINS.join('、')} 或字段标题` });
  }
}
