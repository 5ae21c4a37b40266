/** 基础管理 > 前端元素显示 (basic-manage/ElementDisplayList): rules hiding, locking or rule-binding form elements. */
import { useState } from 'react';
import { Card, Form, Input, Select, Tag, Typography, message, type TableColumnsType } from 'antd';
import { PERMS, type ElementDisplayRecord } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { useDeleteElementDisplays } from '../api/delete-element-displays';
import { ELEMENT_DISPLAY_LIST_URL, elementDisplaysQueryKey } from '../api/list-element-displays';
import { ElementDisplayFormModal } from '../components/element-display-form-modal';

const flag = (on: boolean, text: string, color: string) => (on ? <Tag color={color}>{text}</Tag> : <Typography.Text type="secondary">否</Typography.Text>);

export default function ElementDisplayListPage({ title }: { title: string }) {
  const list = useListPage<ElementDisplayRecord>({ url: ELEMENT_DISPLAY_LIST_URL, queryKey: elementDisplaysQueryKey });
  const remove = useDeleteElementDisplays();
  const [form, setForm] = useState<{ record?: ElementDisplayRecord } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteRules = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条规则吗？` : '确定删除该规则吗？', '删除后对应元素恢复默认显示。'))) return;
    try {
      void message.success(await remove.mutateAsync(ids));
      list.afterDelete(ids.length);
    } catch {
      // the shared client has shown the reason
    }
  };

  const columns: TableColumnsType<ElementDisplayRecord> = [
    { title: '页面路径', dataIndex: 'targetUrl', key: 'targetUrl', sorter: true, width: 180 },
    { title: '元素字段名', dataIndex: 'elementKey', key: 'elementKey', sorter: true, width: 130 },
    { title: '元素名称', dataIndex: 'elementName', key: 'elementName', width: 120, render: (v: string | null) => v || '-' },
    { title: '隐藏', dataIndex: 'pcHidden', key: 'pcHidden', width: 80, render: (v: boolean) => flag(v, '隐藏', 'red') },
    { title: '只读', dataIndex: 'pcReadonly', key: 'pcReadonly', width: 80, render: (v: boolean) => flag(v, '只读', 'orange') },
    { title: '校验规则', dataIndex: 'pcRuleKey', key: 'pcRuleKey', width: 120, render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : '-') },
    { title: '提示文字', dataIndex: 'tips', key: 'tips', width: 200, ellipsis: true, render: (v: string | null) => v || '-' },
    { title: '更新时间', key: 'updateTime', dataIndex: 'updateTime', sorter: true, width: 170, render: (_: unknown, r) => r.updateTime ?? r.createTime },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.basic.elementDisplay} onEdit={() => setForm({ record })} onDelete={() => void deleteRules([record.id])} />
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="targetUrl" label="页面路径">
          <Input placeholder="请输入页面路径" allowClear />
        </Form.Item>
        <Form.Item name="elementKey" label="元素字段名">
          <Input placeholder="请输入字段名" allowClear />
        </Form.Item>
        <Form.Item name="pcHidden" label="隐藏">
          <Select
            allowClear
            placeholder="全部"
            style={{ minWidth: 100 }}
            options={[
              { value: 'true', label: '隐藏' },
              { value: 'false', label: '显示' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        permissions={PERMS.basic.elementDisplay}
        onAdd={() => setForm({})}
        selectedCount={selectedIds.length}
        onBatchDelete={() => void deleteRules(selectedIds)}
      />
      <ListTable<ElementDisplayRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无元素显示规则' }} />
      <ElementDisplayFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </Card>
  );
}
