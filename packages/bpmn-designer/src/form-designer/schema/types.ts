/**
 * The start-form schema: the JSON the form designer writes, the server stores and the renderer
 * reads at process start (spec 02 "Configuration drawer": the allowed field types).
 *
 * Values: a group is layout only (its children's values sit beside it in the form value); a
 * dynamic field holds an array of rows keyed by its children's props.
 */
export const FIELD_TYPES = [
  'group',
  'dynamic',
  'input',
  'textarea',
  'number',
  'map',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'tree',
  'date',
  'time',
  'timerange',
  'daterange',
  'datetimerange',
  'editor',
  'icon',
  'switch',
  'slider',
  'color',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_SPANS = [24, 12, 8, 6] as const;
export type FieldSpan = (typeof FIELD_SPANS)[number];

/** A choice of a radio, checkbox, select, cascader or tree (the last two nest). */
export interface FieldChoice {
  label: string;
  value: string;
  children?: FieldChoice[];
}

/** Type-specific settings; each type reads only the keys it knows (see field-types.ts). */
export interface FieldProps {
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  maxLength?: number;
  rows?: number;
  /** value format of date and time fields (dayjs tokens) */
  format?: string;
  multiple?: boolean;
  /** input: a regular expression the value must match, and the message when it does not */
  pattern?: string;
  patternMessage?: string;
  checkedText?: string;
  uncheckedText?: string;
  /** dynamic: bounds on the number of rows */
  minRows?: number;
  maxRows?: number;
  /**
   * number: the working days of this date-range field (请假天数 of 起止日期), worked out and not
   * typed; a start in the afternoon (`startHalfOf`'s value pm) or an end at noon (`endHalfOf`'s
   * value am) counts half a day less (@bus/contracts leaveDays)
   */
  workdaysOf?: string;
  startHalfOf?: string;
  endHalfOf?: string;
}

export interface FormField {
  /** stable identity inside the designer (never shown, never a value key) */
  id: string;
  type: FieldType;
  label: string;
  /** the value key: unique in its scope, a letter first then letters, digits or underscores */
  prop: string;
  required?: boolean;
  placeholder?: string;
  options?: FieldChoice[];
  defaultValue?: unknown;
  span: FieldSpan;
  /** group and dynamic only */
  children?: FormField[];
  props?: FieldProps;
}

export const FORM_LAYOUTS = ['horizontal', 'vertical'] as const;
export type FormLayout = (typeof FORM_LAYOUTS)[number];

export interface FormSchema {
  fields: FormField[];
  /** label column width in px (horizontal layout) */
  labelWidth?: number;
  layout?: FormLayout;
  /**
   * 标题模板: an application's title made of its values, e.g. `{流程名称}-{发起人}-{请假天数}天`
   * (@bus/contracts renderTitle); absent: process, applicant and day
   */
  titleTemplate?: string;
}

/** Form values: prop -> value; a dynamic field's value is an array of such records. */
export type FormValues = Record<string, unknown>;

/**
 * What a node allows on each form field (the form panel's readable / writable table). Children
 * mirror a group's or dynamic field's children; an entry that is absent inherits its parent's.
 */
export interface FieldPermission {
  prop: string;
  readable: boolean;
  writable: boolean;
  children?: FieldPermission[];
}

export const emptySchema = (): FormSchema => ({ fields: [], labelWidth: 100, layout: 'horizontal' });
