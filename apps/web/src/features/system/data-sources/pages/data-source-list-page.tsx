/** 多数据源管理 (system/SysDataSourceList): external PostgreSQL sources for reports. */
import { useState } from 'react';
import { Button, Card, Form, Input, Space, Tag, message, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DataSource } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteDataSources } from '../api/delete-data-sources';
import { DATA_SOURCE_LIST_URL, dataSourcesQueryKey } from '../api/list-data-sources';
import { DataSourceFormModal } from '../components/data-source-form-modal';

export default function DataSourceListPage({ title }: { title: string }) {
  const list = useListPage<DataSource>({ url: DATA_SOURCE_LIST_URL, queryKey: dataSourcesQueryKey });
  const remove = useDeleteDataSources();
  const [form, setForm] = useState<{ record?: DataSource } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteSources = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 个数据源吗？` : '确定删除该数据源吗？', '使用它的报表将无法取数。'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<DataSource> = [
    { title: '编码', dataIndex: 'code', key: 'code', sorter: true, width: 140 },
    { title: '名称', dataIndex: 'name', key: 'name', sorter: true, width: 160 },
    { title: '类型', dataIndex: 'dbType', width: 110, render: () => <Tag color="blue">PostgreSQL</Tag> },
    { title: '地址', key: 'address', width: 220, render: (_, r) => `${r.host}:${r.port}/${r.databaseName}` },
    { title: '用户名', dataIndex: 'username', width: 120 },
    { title: '密码', dataIndex: 'hasPassword', width: 90, render: (has: boolean) => (has ? '******' : <Tag>未设置</Tag>) },
    { title: '备注', dataIndex: 'remark', ellipsis: true, width: 160 },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 120,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:dataSource:edit">
            <Button type="link" size="small" onClick={() => setForm({ record })}>
              编辑
            </Button>
          </Authorized>
          <Authorized code="system:dataSource:delete">
            <Button type="link" size="small" danger onClick={() => void deleteSources([record.id])}>
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
        <Form.Item name="code" label="编码">
          <Input placeholder="请输入编码" allowClear />
        </Form.Item>
        <Form.Item name="name" label="名称">
          <Input placeholder="请输入名称" allowClear />
        </Form.Item>
        <Form.Item name="host" label="主机">
          <Input placeholder="请输入主机" allowClear />
        </Form.Item>
      </SearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code="system:dataSource:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增
          </Button>
        </Authorized>
        {selectedIds.length > 0 && (
          <Authorized code="system:dataSource:batch_delete">
            <Button danger icon={<DeleteOutlined />} onClick={() => void deleteSources(selectedIds)}>
              批量删除 ({selectedIds.length})
            </Button>
          </Authorized>
        )}
      </Space>
      <ListTable<DataSource> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无数据源' }} />
      <DataSourceFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </Card>
  );
}
