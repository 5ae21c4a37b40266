/** 测试: check a value against a saved rule the way forms do. */
import { useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import type { CheckRuleRecord } from '@bus/contracts';
import { checkByCode } from '../api/check-by-code';

export function TestRuleModal({ rule, onClose }: { rule?: CheckRuleRecord; onClose(): void }) {
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [testing, setTesting] = useState(false);

  const run = async () => {
    if (!rule) return;
    setTesting(true);
    try {
      const reply = await checkByCode(rule.ruleCode, value);
      setResult({ ok: reply.success, message: reply.success ? '校验通过' : reply.message });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Modal
      title={rule ? `测试规则：${rule.ruleName}` : ''}
      open={!!rule}
      footer={null}
      width={520}
      onCancel={() => {
        setValue('');
        setResult(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value} maxLength={200} placeholder="输入要校验的值" onChange={(e) => setValue(e.target.value)} onPressEnter={() => void run()} />
        <Button type="primary" loading={testing} onClick={() => void run()}>
          校验
        </Button>
      </Space.Compact>
      {result && <Alert style={{ marginTop: 12 }} type={result.ok ? 'success' : 'error'} showIcon message={result.message} />}
    </Modal>
  );
}
