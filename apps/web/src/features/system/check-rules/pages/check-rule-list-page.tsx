/** 编码校验规则 (system/SysCheckRuleList) on the resource kit, with 测试 on each row. */
import { useState } from 'react';
import type { CheckRuleRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { checkRulesApi } from '../api/check-rules-api';
import { CheckRuleFormModal } from '../components/check-rule-form-modal';
import { TestRuleModal } from '../components/test-rule-modal';

const segmentsText = (segments: CheckRuleRecord['ruleJson']) => segments.map((s) => `${s.digits}位 ${s.pattern}`).join('；');

export default function CheckRuleListPage({ title }: { title: string }) {
  const [testing, setTesting] = useState<CheckRuleRecord>();
  return (
    <ResourceListPage
      api={checkRulesApi}
      title={title}
      columns={['ruleName', 'ruleCode', ['ruleJson', { render: segmentsText }], 'description']}
      actionsWidth={170}
      rowActions={(record) => [{ key: 'test', label: '测试', onClick: () => setTesting(record) }]}
      emptyText="暂无校验规则"
      renderForm={(props) => <CheckRuleFormModal open={props.open} record={props.record} onClose={props.onClose} />}
    >
      <TestRuleModal rule={testing} onClose={() => setTesting(undefined)} />
    </ResourceListPage>
  );
}
