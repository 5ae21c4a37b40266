/**
 * Online报表配置 (online/cgreport/OnlCgreportHeadList): the tenant's report definitions behind
 * the popup report picker. List, add, edit, delete (with confirmation) and 预览, which opens the
 * report exactly as the popup picker shows it.
 */
import { useState } from 'react';
import { Button, Card, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CgreportRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { PopupReportModal } from '../../../../components/pickers/popup-report/popup-report-modal';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteReports } from '../api/delete-reports';
import { REPORT_LIST_URL, reportsQueryKey } from '../api/list-reports';
import { ReportFormModal } from '../components/report-form-modal';

export default function CgreportListPage({ title }: { title: string }) {
  const list = useListPage<CgreportRecord>({ url: REPORT_LIST_URL, queryKey: reportsQueryKey });
  const remove = useDeleteReports();
  const [form, setForm] = useState<{ record?: CgreportRecord } | null>(null);
  const [preview, setPreview] = useState<CgreportRecord | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteReports = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 个报表吗？` : '确定删除该报表吗？', '使用它的弹窗选择将无法打开。'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<CgreportRecord> = [
    { title: '报表编码', dataIndex: 'code', key: 'code', sorter: true, width: 160, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: '报表名称', dataIndex: 'name', key: 'name', sorter: true, width: 160 },
    {
      title: '列',
      key: 'columns',
      width: 260,
      render: (_, r) =>
        r.columns
          .filter((c) => c.show !== false)
          .map((c) => c.title)
          .join('、'),
    },
    { title: '查询条件', key: 'query', width: 200, render: (_, r) => r.queryFields.map((q) => <Tag key={q.field}>{q.title}</Tag>) },
    { title: '备注', dataIndex: 'remark', ellipsis: true, width: 200 },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 160,
      render: (_, record) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setPreview(record)}>
            预览
          </Button>
          <Authorized code="online:cgreport:edit">
            <Button type="link" size="small" onClick={() => setForm({ record })}>
              编辑
            </Button>
          </Authorized>
          <Authorized code="online:cgreport:delete">
            <Button type="link" size="small" danger onClick={() => void deleteReports([record.id])}>
              删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="code" label="报表编码" />
        <SearchText name="name" label="报表名称" />
      </SearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code="online:cgreport:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增
          </Button>
        </Authorized>
        {selectedIds.length > 0 && (
          <Authorized code="online:cgreport:batch_delete">
            <Button danger icon={<DeleteOutlined />} onClick={() => void deleteReports(selectedIds)}>
              批量删除 ({selectedIds.length})
            </Button>
          </Authorized>
        )}
      </Space>
      <ListTable<CgreportRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无报表' }} />
      <ReportFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
      <PopupReportModal
        open={preview !== null}
        code={preview?.code ?? ''}
        multiple
        previewOnly
        title={preview ? `预览：${preview.name}` : undefined}
        onOk={() => setPreview(null)}
        onCancel={() => setPreview(null)}
      />
    </Card>
  );
}
