/**
 * The designer's right column, "字段属性" tab: every setting of the selected field. Each edit
 * goes straight into the draft, so the canvas follows as one types; a prop that breaks the
 * rule or repeats another in its scope is flagged at once (and blocks saving).
 */
import { Button, Form, Input, Radio, Space, Switch } from 'antd';
import { FIELD_TYPE_INFO } from '../schema/field-types';
import { checkProp } from '../schema/validate-schema';
import { findField, propsInScopeOf } from '../schema/schema-tree';
import type { FormField, FormSchema } from '../schema/types';
import { FieldControl } from '../renderer/field-control';
import { ChoicesEditor } from './choices-editor';
import { TypePropsEditor } from './type-props-editor';

const SPAN_CHOICES = [
  { value: 24, label: '整行' },
  { value: 12, label: '1/2' },
  { value: 8, label: '1/3' },
  { value: 6, label: '1/4' },
];

interface FieldSettingsProps {
  schema: FormSchema;
  field: FormField;
  onChange(patch: Partial<FormField>): void;
}

export function FieldSettings({ schema, field, onChange }: FieldSettingsProps) {
  const typeInfo = FIELD_TYPE_INFO[field.type];
  const parentId = findField(schema.fields, field.id)?.parent?.id;
  const propError = checkProp(field.prop, propsInScopeOf(schema.fields, parentId, field.id));
  const text = (key: 'label' | 'prop' | 'placeholder') => ({
    id: `fd-setting-${key}`,
    value: field[key] ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ [key]: key === 'placeholder' && !event.target.value ? undefined : event.target.value }),
  });

  return (
    <Form layout="vertical" size="small" className="fd-settings-form">
      <Form.Item label="字段类型">
        <span>{typeInfo.label}</span>
      </Form.Item>
      <Form.Item
        label="标题"
        htmlFor="fd-setting-label"
        validateStatus={field.label.trim() ? undefined : 'error'}
        help={field.label.trim() ? undefined : '请输入标题'}
      >
        <Input {...text('label')} />
      </Form.Item>
      <Form.Item label="属性名" htmlFor="fd-setting-prop" validateStatus={propError ? 'error' : undefined} help={propError}>
        <Input {...text('prop')} />
      </Form.Item>
      {typeInfo.hasPlaceholder && (
        <Form.Item label="占位提示" htmlFor="fd-setting-placeholder">
          <Input {...text('placeholder')} />
        </Form.Item>
      )}
      {typeInfo.canRequire && (
        <Form.Item label="必填" htmlFor="fd-setting-required">
          <Switch id="fd-setting-required" checked={Boolean(field.required)} onChange={(checked) => onChange({ required: checked || undefined })} />
        </Form.Item>
      )}
      <Form.Item label="栅格宽度">
        <Radio.Group optionType="button" options={SPAN_CHOICES} value={field.span} onChange={(event) => onChange({ span: event.target.value })} />
      </Form.Item>
      {typeInfo.choices !== 'none' && (
        <Form.Item label="选项">
          <ChoicesEditor value={field.options ?? []} nested={typeInfo.choices === 'nested'} onChange={(options) => onChange({ options })} />
        </Form.Item>
      )}
      <TypePropsEditor field={field} onChange={(props) => onChange({ props })} />
      {!typeInfo.container && (
        <Form.Item label="默认值" htmlFor="fd-setting-default">
          <Space direction="vertical" style={{ width: '100%' }}>
            <FieldControl field={field} id="fd-setting-default" value={field.defaultValue} onChange={(defaultValue) => onChange({ defaultValue })} />
            {field.defaultValue !== undefined && (
              <Button size="small" onClick={() => onChange({ defaultValue: undefined })}>
                清除默认值
              </Button>
            )}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
