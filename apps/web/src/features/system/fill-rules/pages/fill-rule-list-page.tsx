/** 填值规则 (system/SysFillRuleList): named generators; 测试 shows the value a rule gives now. */
import { useState } from 'react';
import { Button, Card, Form, Input, Modal, message, type TableColumnsType } from 'antd';
import type { FillRuleRecord } from '@bus/contracts';
import { PERMS } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { useDeleteFillRules } from '../api/delete-fill-rules';
import { executeRuleByCode } from '../api/execute-rule';
import { FILL_RULE_LIST_URL, fillRulesQueryKey } from '../api/list-fill-rules';
import { FillRuleFormModal } from '../components/fill-rule-form-modal';

export default function FillRuleListPage({ title }: { title: string }) {
  const list = useListPage<FillRuleRecord>({ url: FILL_RULE_LIST_URL, queryKey: fillRulesQueryKey });
  const remove = useDeleteFillRules();
  const [form, setForm] = useState<{ record?: FillRuleRecord } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteRules = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条规则吗？` : '确定删除该规则吗？', '使用该规则编码的表单将无法再生成值。')))
      return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const test = async (record: FillRuleRecord) => {
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
  };

  const columns: TableColumnsType<FillRuleRecord> = [
    { title: '规则名称', dataIndex: 'ruleName', key: 'ruleName', sorter: true },
    { title: '规则编码', dataIndex: 'ruleCode', key: 'ruleCode', sorter: true },
    { title: '生成器', dataIndex: 'ruleClass_dictText', key: 'ruleClass' },
    { title: '规则参数', dataIndex: 'ruleParams', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 170,
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.system.fillRule} onEdit={() => setForm({ record })} onDelete={() => void deleteRules([record.id])}>
          <Button type="link" size="small" onClick={() => void test(record)}>
            测试
          </Button>
        </CrudRowActions>
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="ruleName" label="规则名称">
          <Input placeholder="请输入规则名称" allowClear />
        </Form.Item>
        <Form.Item name="ruleCode" label="规则编码">
          <Input placeholder="请输入规则编码" allowClear />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        permissions={PERMS.system.fillRule}
        onAdd={() => setForm({})}
        selectedCount={selectedIds.length}
        onBatchDelete={() => void deleteRules(selectedIds)}
      />
      <ListTable<FillRuleRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无填值规则' }} />
      <FillRuleFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </Card>
  );
}
