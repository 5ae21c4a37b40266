/** 新增 / 编辑填值规则: the generator is chosen from the server's registry; parameters are a JSON object. */
import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { FillRuleRecord } from '@bus/contracts';
import { useGenerators } from '../api/list-generators';
import { useSaveFillRule } from '../api/save-fill-rule';
import { useFormSubmit } from '../../../../components/form-modal';

interface Values {
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams?: string;
}

const jsonObjectRule = {
  validator: async (_: unknown, value: unknown) => {
    if (typeof value !== 'string' || !value.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error('规则参数必须是 JSON 对象');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('规则参数必须是 JSON 对象');
  },
};

export function FillRuleFormModal({ open, record, onClose }: { open: boolean; record?: FillRuleRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const generators = useGenerators();
  const save = useSaveFillRule();
  const chosen = Form.useWatch('ruleClass', form);
  const generator = generators.data?.find((g) => g.key === chosen);

  useEffect(() => {
    if (open)
      form.setFieldsValue(
        record
          ? { ruleName: record.ruleName, ruleCode: record.ruleCode, ruleClass: record.ruleClass, ruleParams: record.ruleParams ?? '' }
          : { ruleName: '', ruleCode: '', ruleClass: undefined, ruleParams: '' },
      );
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => save.mutateAsync({ ...values, ...(record ? { id: record.id, version: record.version } : {}) }),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑填值规则' : '新增填值规则'}
      open={open}
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="fill-rule-form" layout="vertical" autoComplete="off">
        <Form.Item label="规则名称" name="ruleName" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}>
          <Input maxLength={100} placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item
          label="规则编码"
          name="ruleCode"
          rules={[
            { required: true, message: '请输入规则编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '规则编码以字母开头，只能包含字母、数字和下划线' },
          ]}
        >
          <Input maxLength={100} placeholder="如 charter_no" />
        </Form.Item>
        <Form.Item label="生成器" name="ruleClass" rules={[{ required: true, message: '请选择生成器' }]} extra={generator?.description}>
          <Select
            placeholder="请选择已注册的生成器"
            loading={generators.isLoading}
            options={(generators.data ?? []).map((g) => ({ value: g.key, label: `${g.name}（${g.key}）` }))}
            onChange={(key: string) => {
              const example = generators.data?.find((g) => g.key === key)?.paramsExample;
              if (example && !form.getFieldValue('ruleParams')) form.setFieldValue('ruleParams', example);
            }}
          />
        </Form.Item>
        <Form.Item label="规则参数（JSON）" name="ruleParams" rules={[jsonObjectRule]} extra={generator ? `示例：${generator.paramsExample}` : undefined}>
          <Input.TextArea rows={3} maxLength={2000} placeholder="{}" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
