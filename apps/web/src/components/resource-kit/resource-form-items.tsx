/**
 * The add / edit form's items from the catalogue: each field's label, its "required" and length
 * rules with messages that name it, and its control by widget (a dictionary field is a DictSelect,
 * an amount is typed in yuan and kept in fen, a date is kept as the text the API takes). Every
 * item honours the page's element display rules (DisplayRuleItem), as the hand-written forms did.
 */
import type { ReactElement, ReactNode } from 'react';
import { ColorPicker, DatePicker, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { IMAGE_FIELD_BIZ, type AnyResource, type ResourceFieldSpec } from '@bus/contracts';
import { DictSelect } from '../dict';
import { DisplayRuleItem } from '../element-display';
import { LazyRichTextEditor } from '../rich-text-editor';
import { ImageUpload } from '../upload';
import { MoneyInput } from './money-input';

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

const choosing = (spec: ResourceFieldSpec) =>
  Boolean(spec.dict || spec.choices || ['date', 'datetime', 'dict', 'select', 'radio', 'switch', 'image', 'color'].includes(spec.form?.widget ?? ''));

/** what the form needs of a field's schema in the contracts */
interface FieldParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A field's rules: required (the message names it) and, for a value given, the save schema's own
 * rule for that field, so the form says what the server would say before it is asked.
 */
export function rulesOf(resource: AnyResource, name: string): Rule[] {
  const spec = resource.fields[name];
  const form = spec.form ?? {};
  const rules: Rule[] = [];
  const message = `${form.widget === 'image' ? '请上传' : choosing(spec) ? '请选择' : '请输入'}${spec.label}`;
  // only text is blank when all spaces; a rule with any key besides required is checked as text
  // (async-validator's default type) and would refuse every number, so a number's rule has none
  const text = !choosing(spec) && !['number', 'money'].includes(form.widget ?? '');
  if (form.required) rules.push(text ? { required: true, whitespace: true, message } : { required: true, message });
  const schema = Object.hasOwn(resource.save.shape, name) ? (resource.save.shape[name] as unknown as FieldParser) : undefined;
  if (schema) {
    rules.push({
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        const parsed = schema.safeParse(value);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? `${spec.label}不正确`);
      },
    });
  }
  return rules;
}

function controlOf(spec: ResourceFieldSpec, disabled?: boolean): ReactNode {
  const form = spec.form ?? {};
  const placeholder = form.placeholder ?? `${choosing(spec) ? '请选择' : '请输入'}${spec.label}`;
  const widget =
    form.widget ?? (spec.dict ? 'dict' : spec.choices ? 'select' : spec.type === 'date' ? 'date' : spec.type === 'datetime' ? 'datetime' : 'input');
  switch (widget) {
    case 'dict':
      return <DictSelect dictCode={spec.dict ?? ''} placeholder={placeholder} disabled={disabled} />;
    case 'select':
      return (
        <Select allowClear placeholder={placeholder} options={(spec.choices ?? []).map((c) => ({ value: c.value, label: c.label }))} disabled={disabled} />
      );
    case 'radio':
      return (
        <Radio.Group disabled={disabled}>
          {(spec.choices ?? []).map((c) => (
            <Radio key={String(c.value)} value={c.value}>
              {c.label}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={form.max} showCount={Boolean(form.max)} placeholder={placeholder} disabled={disabled} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} min={form.min} max={form.max} placeholder={placeholder} disabled={disabled} />;
    case 'money':
      return <MoneyInput placeholder={placeholder} disabled={disabled} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder={placeholder} disabled={disabled} />;
    case 'datetime':
      return <DatePicker showTime style={{ width: '100%' }} placeholder={placeholder} disabled={disabled} />;
    case 'switch':
      return <Switch disabled={disabled} />;
    case 'image':
      return <ImageUpload biz={IMAGE_FIELD_BIZ} disabled={disabled} />;
    case 'richtext':
      return <LazyRichTextEditor placeholder={placeholder} />;
    case 'color':
      return <HexColorPicker disabled={disabled} />;
    case 'password':
      return <Input.Password maxLength={form.max} placeholder={placeholder} autoComplete="new-password" disabled={disabled} />;
    default:
      return <Input maxLength={form.max} placeholder={placeholder} disabled={disabled} />;
  }
}

/** A colour picker keeping the colour as the #RRGGBB text the API takes. */
export function HexColorPicker({ value, onChange, disabled, id }: { value?: string | null; onChange?(hex: string): void; disabled?: boolean; id?: string }) {
  return (
    <ColorPicker
      value={value || undefined}
      onChange={(color) => onChange?.(color.toHexString().slice(0, 7).toUpperCase())}
      disabledAlpha
      showText
      disabled={disabled}
      format="hex"
      {...(id ? { id } : {})}
    />
  );
}

/** How a date field's text meets the date picker, both ways. */
function dateBinding(spec: ResourceFieldSpec) {
  const widget = spec.form?.widget ?? (spec.type === 'date' ? 'date' : spec.type === 'datetime' ? 'datetime' : undefined);
  if (widget !== 'date' && widget !== 'datetime') return {};
  const format = widget === 'date' ? DATE : DATE_TIME;
  return {
    getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
    normalize: (value: Dayjs | null) => (value ? value.format(format) : null),
  };
}

export interface FormItemOptions {
  /** fields shown but not changeable (a code after it was created) */
  readOnly?: readonly string[];
  /** the form's own wording of a label (年检有效期至 where the column says 年检有效期) */
  labels?: Readonly<Record<string, string>>;
  /** a field's own control in place of its widget's (a picker of the area) */
  controls?: Readonly<Record<string, ReactNode>>;
  /** rules after the field's own (one across fields: 核载人数 not below 座位数) */
  rules?: Readonly<Record<string, Rule[]>>;
  /** fields whose value the rules above also read, by field */
  dependencies?: Readonly<Record<string, string[]>>;
}

/** One field's item. */
export function resourceFormItem(resource: AnyResource, name: string, options: FormItemOptions = {}): ReactElement {
  if (!Object.hasOwn(resource.fields, name)) throw new Error(`${resource.api}: ${name} is not a field of the resource`);
  const spec = resource.fields[name];
  return (
    <DisplayRuleItem
      key={name}
      name={name}
      label={options.labels?.[name] ?? spec.label}
      rules={[...rulesOf(resource, name), ...(options.rules?.[name] ?? [])]}
      {...(options.dependencies?.[name] ? { dependencies: options.dependencies[name] } : {})}
      extra={spec.form?.help}
      {...(spec.form?.widget === 'switch' ? { valuePropName: 'checked' } : {})}
      {...dateBinding(spec)}
    >
      {options.controls?.[name] ?? controlOf(spec, options.readOnly?.includes(name))}
    </DisplayRuleItem>
  );
}

/** The items of the fields the catalogue puts in the form (or of `names`, in that order). */
export function resourceFormItems(resource: AnyResource, names?: readonly string[], options: FormItemOptions = {}): ReactElement[] {
  const chosen = names ?? Object.keys(resource.fields).filter((name) => resource.fields[name].form);
  return chosen.map((name) => resourceFormItem(resource, name, options));
}

/** The names of the form's fields (what a record fills and a save sends). */
export function formFieldNames(resource: AnyResource): string[] {
  return Object.keys(resource.fields).filter((name) => resource.fields[name].form);
}
