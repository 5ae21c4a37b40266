/** The "表单属性" tab: settings of the whole form. */
import { Form, InputNumber, Radio } from 'antd';
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
    </Form>
  );
}
