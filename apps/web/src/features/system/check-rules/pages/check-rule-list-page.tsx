/** 编码校验规则 (system/SysCheckRuleList). */
import { useState } from 'react';
import { Button, Card, Form, Input, message, type TableColumnsType } from 'antd';
import type { CheckRuleRecord } from '@bus/contracts';
import { PERMS } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { useDeleteCheckRules } from '../api/delete-check-rules';
import { CHECK_RULE_LIST_URL, checkRulesQueryKey } from '../api/list-check-rules';
import { CheckRuleFormModal } from '../components/check-rule-form-modal';
import { TestRuleModal } from '../components/test-rule-modal';

export default function CheckRuleListPage({ title }: { title: string }) {
  const list = useListPage<CheckRuleRecord>({ url: CHECK_RULE_LIST_URL, queryKey: checkRulesQueryKey });
  const remove = useDeleteCheckRules();
  const [form, setForm] = useState<{ record?: CheckRuleRecord } | null>(null);
  const [testing, setTesting] = useState<CheckRuleRecord>();
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteRules = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条规则吗？` : '确定删除该规则吗？'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<CheckRuleRecord> = [
    { title: '规则名称', dataIndex: 'ruleName', key: 'ruleName', sorter: true },
    { title: '规则编码', dataIndex: 'ruleCode', key: 'ruleCode', sorter: true },
    {
      title: '分段',
      dataIndex: 'ruleJson',
      render: (segments: CheckRuleRecord['ruleJson']) => segments.map((s) => `${s.digits}位 ${s.pattern}`).join('；'),
      ellipsis: true,
    },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    {
      title: '操作',
      key: 'action',
      width: 170,
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.system.checkRule} onEdit={() => setForm({ record })} onDelete={() => void deleteRules([record.id])}>
          <Button type="link" size="small" onClick={() => setTesting(record)}>
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
        permissions={PERMS.system.checkRule}
        onAdd={() => setForm({})}
        selectedCount={selectedIds.length}
        onBatchDelete={() => void deleteRules(selectedIds)}
      />
      <ListTable<CheckRuleRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无校验规则' }} />
      <CheckRuleFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
      <TestRuleModal rule={testing} onClose={() => setTesting(undefined)} />
    </Card>
  );
}
