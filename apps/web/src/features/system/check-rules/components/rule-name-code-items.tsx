/** 规则名称 and 规则编码 of a rule's form: the 编码校验规则 and 填值规则 dialogs ask them alike. */
import { Form, Input } from 'antd';

export function RuleNameCodeItems({ codeExample }: { codeExample: string }) {
  return (
    <>
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
        <Input maxLength={100} placeholder={`如 ${codeExample}`} />
      </Form.Item>
    </>
  );
}
