/** 新增 / 编辑填值规则: the generator is chosen from the server's registry; parameters are a JSON object. */
import { Form, Input, Modal, Select } from 'antd';
import type { FillRuleRecord, fillRuleResource } from '@bus/contracts';
import { useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { fillRulesApi } from '../api/fill-rules-api';
import { useGenerators } from '../api/list-generators';
import { RuleNameCodeItems } from '../../check-rules/components/rule-name-code-items';

interface Values {
  ruleName: string;
  ruleCode: string;
  ruleClass?: string;
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

export function FillRuleFormModal({ open, record, onClose }: FormDialogProps<FillRuleRecord>) {
  const { form, modalProps } = useResourceForm<typeof fillRuleResource, Values>({
    api: fillRulesApi,
    open,
    record,
    onClose,
    toValues: (rule) => ({ ruleName: rule.ruleName, ruleCode: rule.ruleCode, ruleClass: rule.ruleClass, ruleParams: rule.ruleParams ?? '' }),
    blank: { ruleName: '', ruleCode: '', ruleClass: undefined, ruleParams: '' },
  });
  const generators = useGenerators();
  const chosen = Form.useWatch('ruleClass', form);
  const generator = generators.data?.find((g) => g.key === chosen);

  return (
    <Modal {...modalProps} width={600}>
      <Form form={form} name="fill-rule-form" layout="vertical" autoComplete="off">
        <RuleNameCodeItems codeExample="charter_no" />
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
