/**
 * The serial-number rule of the process (spec 02 section 3): a form with the spec's bounds and
 * a live preview; 保存 writes the whole rule as one undo step, 删除规则 removes it.
 */
import { Button, Form, Input, InputNumber, Popconfirm, Select, Space, Typography } from 'antd';
import type { DiagramElement, ModdleElement } from '../core/model';
import {
  SERIAL_CYCLES,
  SUFFIX_LENGTH_MAX,
  SUFFIX_LENGTH_MIN,
  defaultSerialRule,
  maxStartSequence,
  readSerialRule,
  serialPreview,
  serialRuleChanges,
  type SerialRule,
} from '../core/serial';
import { usePanel } from '../panel-context';
import { useFormName } from '../widgets/use-form-name';

export function SerialSection({ root, process }: { root: DiagramElement; process: ModdleElement }) {
  const { editor } = usePanel();
  const stored = readSerialRule(editor, process);
  // the form restarts from the diagram whenever the stored rule changes (save, undo, redo)
  return <SerialForm key={JSON.stringify(stored ?? null)} stored={stored} onSave={(rule) => editor.apply(serialRuleChanges(editor, root, process, rule))} />;
}

function SerialForm({ stored, onSave }: { stored: SerialRule | undefined; onSave(rule: SerialRule | undefined): void }) {
  const [form] = Form.useForm<SerialRule>();
  const formName = useFormName('serial');
  const values = Form.useWatch((all: Partial<SerialRule>) => all, form) as Partial<SerialRule> | undefined;
  const suffixLength = values?.suffixLength ?? stored?.suffixLength ?? 5;
  const maxStart = maxStartSequence(Math.min(SUFFIX_LENGTH_MAX, Math.max(SUFFIX_LENGTH_MIN, suffixLength)));

  return (
    <Form
      form={form}
      name={formName}
      layout="vertical"
      size="small"
      initialValues={stored ?? defaultSerialRule()}
      onValuesChange={(changed: Partial<SerialRule>, all: SerialRule) => {
        // a shorter suffix lowers the cap: the start value follows it down
        if ('suffixLength' in changed && all.startSequence > maxStartSequence(all.suffixLength ?? 5))
          form.setFieldValue('startSequence', maxStartSequence(all.suffixLength ?? 5));
      }}
      onFinish={(rule) => onSave({ ...rule, connector: rule.connector ?? '' })}
    >
      <Form.Item name="name" label="规则名称" rules={[{ required: true, message: '请输入规则名称' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="prefix" label="前缀" rules={[{ required: true, message: '请输入前缀' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="dateFormat" label="日期格式" rules={[{ required: true, message: '请输入日期格式' }]}>
        <Input placeholder="yyyyMMdd" />
      </Form.Item>
      <Form.Item name="suffixLength" label="序号位数" rules={[{ required: true, message: '请输入序号位数' }]}>
        <InputNumber min={SUFFIX_LENGTH_MIN} max={SUFFIX_LENGTH_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="startSequence"
        label="起始值"
        rules={[
          { required: true, message: '请输入起始值' },
          { type: 'number', min: 0, max: maxStart, message: `起始值范围 0 ~ ${maxStart}` },
        ]}
      >
        <InputNumber min={0} max={maxStart} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="connector" label="连接符">
        <Input placeholder="可选，如 -" />
      </Form.Item>
      <Form.Item name="cycle" label="重置周期" rules={[{ required: true, message: '请选择重置周期' }]}>
        <Select options={SERIAL_CYCLES.map((cycle) => ({ value: cycle.value, label: cycle.label }))} />
      </Form.Item>
      <Form.Item label="预览">
        <Typography.Text code data-testid="serial-preview">
          {serialPreview({ ...defaultSerialRule(), ...stored, ...values })}
        </Typography.Text>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
        {stored && (
          <Popconfirm title="确定删除流水号规则吗？" okText="确定" cancelText="取消" onConfirm={() => onSave(undefined)}>
            <Button danger>删除规则</Button>
          </Popconfirm>
        )}
      </Space>
    </Form>
  );
}
