/**
 * The catalogue of field types: what each one is called, which settings it has and what it
 * starts with when the designer adds it. The designer's palette and settings, the validator and
 * the renderer all read this one table, so a type behaves the same everywhere.
 */
import type { FieldChoice, FieldProps, FieldType } from './types';

export type FieldCategory = 'layout' | 'input' | 'choice' | 'datetime';
export type ChoiceKind = 'none' | 'flat' | 'nested';
export type FieldPropKey = keyof FieldProps;

export interface FieldTypeInfo {
  label: string;
  category: FieldCategory;
  /** does the field list options, and may they nest (cascader, tree) */
  choices: ChoiceKind;
  /** group and dynamic hold child fields */
  container: boolean;
  /** 'required' and 'placeholder' make sense for the type */
  canRequire: boolean;
  hasPlaceholder: boolean;
  /** type-specific settings the designer offers */
  propKeys: FieldPropKey[];
  defaultProps?: FieldProps;
}

const info = (label: string, category: FieldCategory, rest: Partial<FieldTypeInfo> = {}): FieldTypeInfo => ({
  label,
  category,
  choices: 'none',
  container: false,
  canRequire: true,
  hasPlaceholder: false,
  propKeys: [],
  ...rest,
});

export const FIELD_TYPE_INFO: Record<FieldType, FieldTypeInfo> = {
  group: info('分组', 'layout', { container: true, canRequire: false }),
  dynamic: info('子表单', 'layout', { container: true, propKeys: ['minRows', 'maxRows'] }),
  input: info('单行文本', 'input', { hasPlaceholder: true, propKeys: ['maxLength', 'pattern', 'patternMessage'] }),
  textarea: info('多行文本', 'input', { hasPlaceholder: true, propKeys: ['rows', 'maxLength'], defaultProps: { rows: 3 } }),
  number: info('数字', 'input', {
    hasPlaceholder: true,
    propKeys: ['min', 'max', 'step', 'precision', 'workdaysOf', 'startHalfOf', 'endHalfOf'],
    defaultProps: { step: 1 },
  }),
  map: info('键值对', 'input'),
  editor: info('富文本', 'input', { propKeys: ['rows'], defaultProps: { rows: 6 } }),
  radio: info('单选框', 'choice', { choices: 'flat' }),
  checkbox: info('多选框', 'choice', { choices: 'flat' }),
  select: info('下拉选择', 'choice', { choices: 'flat', hasPlaceholder: true, propKeys: ['multiple'] }),
  cascader: info('级联选择', 'choice', { choices: 'nested', hasPlaceholder: true, propKeys: ['multiple'] }),
  tree: info('树选择', 'choice', { choices: 'nested', hasPlaceholder: true, propKeys: ['multiple'] }),
  switch: info('开关', 'choice', { canRequire: false, propKeys: ['checkedText', 'uncheckedText'] }),
  slider: info('滑块', 'choice', { canRequire: false, propKeys: ['min', 'max', 'step'], defaultProps: { min: 0, max: 100, step: 1 } }),
  color: info('颜色', 'choice'),
  icon: info('图标', 'choice', { hasPlaceholder: true }),
  date: info('日期', 'datetime', { hasPlaceholder: true, propKeys: ['format'], defaultProps: { format: 'YYYY-MM-DD' } }),
  time: info('时间', 'datetime', { hasPlaceholder: true, propKeys: ['format'], defaultProps: { format: 'HH:mm:ss' } }),
  timerange: info('时间范围', 'datetime', { propKeys: ['format'], defaultProps: { format: 'HH:mm:ss' } }),
  daterange: info('日期范围', 'datetime', { propKeys: ['format'], defaultProps: { format: 'YYYY-MM-DD' } }),
  datetimerange: info('日期时间范围', 'datetime', { propKeys: ['format'], defaultProps: { format: 'YYYY-MM-DD HH:mm:ss' } }),
};

export const FIELD_CATEGORIES: { key: FieldCategory; label: string }[] = [
  { key: 'layout', label: '布局字段' },
  { key: 'input', label: '输入字段' },
  { key: 'choice', label: '选择字段' },
  { key: 'datetime', label: '日期时间' },
];

/** Chinese names of the type-specific settings (designer and validation messages). */
export const FIELD_PROP_LABELS: Record<FieldPropKey, string> = {
  min: '最小值',
  max: '最大值',
  step: '步长',
  precision: '小数位数',
  maxLength: '最大长度',
  rows: '行数',
  format: '格式',
  multiple: '多选',
  pattern: '正则校验',
  patternMessage: '校验提示',
  checkedText: '开启文字',
  uncheckedText: '关闭文字',
  minRows: '最少行数',
  maxRows: '最多行数',
  workdaysOf: '按日期范围算工作日',
  startHalfOf: '开始时段字段',
  endHalfOf: '结束时段字段',
};

/** A group holds any field but another group; a dynamic row holds plain (non-container) fields. */
export function canContain(parent: FieldType, child: FieldType): boolean {
  if (parent === 'group') return child !== 'group';
  if (parent === 'dynamic') return !FIELD_TYPE_INFO[child].container;
  return false;
}

/** The choices a new choice field starts with, so it renders something at once. */
export function starterChoices(kind: ChoiceKind): FieldChoice[] | undefined {
  if (kind === 'flat') {
    return [
      { label: '选项一', value: '1' },
      { label: '选项二', value: '2' },
    ];
  }
  if (kind === 'nested') {
    return [
      { label: '选项一', value: '1', children: [{ label: '选项一-一', value: '1-1' }] },
      { label: '选项二', value: '2' },
    ];
  }
  return undefined;
}
