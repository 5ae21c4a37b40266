/** The "表单属性" tab: settings of the whole form. */
import { Form, Input, InputNumber, Radio } from 'antd';
import { DEFAULT_TITLE_TEMPLATE, TITLE_BUILTINS } from '@bus/contracts/title-template';
import type { FormSchema } from '../schema/types';

export function FormSettings({ schema, onChange }: { schema: FormSchema; onChange(patch: Partial<FormSchema>): void }) {
  return (
    <Form layout="vertical" size="small" className="fd-settings-form">
      <Form.Item label="布局">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'horizontal', label: '标题在左' },
            { value: 'vertical', label: '标题在上' },
          ]}
          value={schema.layout ?? 'horizontal'}
          onChange={(event) => onChange({ layout: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="标题宽度（像素）" htmlFor="fd-setting-label-width">
        <InputNumber
          id="fd-setting-label-width"
          min={40}
          max={400}
          style={{ width: '100%' }}
          value={schema.labelWidth ?? 100}
          onChange={(value) => onChange({ labelWidth: value ?? undefined })}
        />
      </Form.Item>
      <Form.Item
        label="流程标题模板"
        htmlFor="fd-setting-title-template"
        extra={`用 {} 引用字段标题或 ${TITLE_BUILTINS.map((name) => `{${name}}`).join('、')}，如 {流程名称}-{发起人}-{请假天数}天；不填为 ${DEFAULT_TITLE_TEMPLATE}`}
      >
        <Input
          id="fd-setting-title-template"
          allowClear
          placeholder={DEFAULT_TITLE_TEMPLATE}
          value={schema.titleTemplate ?? ''}
          onChange={(event) => onChange({ titleTemplate: event.target.value || undefined })}
        />
      </Form.Item>
    </Form>
  );
}
