/** 填值规则 (system/SysFillRuleList) on the resource kit: named generators; 测试 shows the value a rule gives now. */
import { Modal } from 'antd';
import type { FillRuleRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { executeRuleByCode } from '../api/execute-rule';
import { fillRulesApi } from '../api/fill-rules-api';
import { FillRuleFormModal } from '../components/fill-rule-form-modal';

async function test(record: FillRuleRecord) {
  const value = await executeRuleByCode(record.ruleCode);
  Modal.info({
    title: `测试：${record.ruleName}`,
    content: (
      <div>
        生成的值：<b data-testid="fill-rule-value">{value}</b>
      </div>
    ),
    okText: '知道了',
  });
}

export default function FillRuleListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={fillRulesApi}
      title={title}
      actionsWidth={170}
      rowActions={(record) => [{ key: 'test', label: '测试', onClick: () => void test(record) }]}
      deleteNote="使用该规则编码的表单将无法再生成值。"
      emptyText="暂无填值规则"
      renderForm={(props) => <FillRuleFormModal {...props} />}
    />
  );
}
