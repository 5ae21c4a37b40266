/** 站点管理 (zsgj/SiteList, /zsgj/site). */
import { useState } from 'react';
import { Badge, Button, Card, Form, Input, Select, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { PERMS, type OpsStopRecord } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, ListTable, SearchForm, useListPage } from '../../../../components/list-page';
import { dictText, useDictItems } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteStops } from '../api/delete-stops';
import { STOP_EXPORT_URL, STOP_LIST_URL, stopsQueryKey } from '../api/list-stops';
import { StopFormModal } from '../components/stop-form-modal';

export default function StopListPage({ title }: { title: string }) {
  const list = useListPage<OpsStopRecord>({
    url: STOP_LIST_URL,
    queryKey: stopsQueryKey,
    exportUrl: STOP_EXPORT_URL,
    exportTitle: '站点',
    defaultSort: { column: 'code', order: 'asc' },
  });
  const facilities = useDictItems('ops_stop_facility');
  const remove = useDeleteStops();
  const [form, setForm] = useState<{ record?: OpsStopRecord } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteStops = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 个站点吗？` : '确定删除该站点吗？', '线路或班次正在使用的站点不能删除。'))) return;
    try {
      void message.success(await remove.mutateAsync(ids));
      list.afterDelete(ids.length);
    } catch {
      // the refusal (lines using the stop) was shown by the client
    }
  };

  const columns: TableColumnsType<OpsStopRecord> = [
    { title: '站点编码', dataIndex: 'code', key: 'code', sorter: true, width: 100, defaultSortOrder: 'ascend' },
    {
      title: '站点名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      width: 230,
      render: (name: string, record) => (
        <Space size={4} wrap={false}>
          {name}
          {record.locationType === 1 && <Tag color="purple">车站</Tag>}
          {record.parentName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {record.platformCode ? `${record.platformCode} 站台` : '站台'}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '坐标（WGS84）',
      key: 'coords',
      width: 176,
      render: (_, record) => <span style={{ whiteSpace: 'nowrap' }}>{`${record.lat.toFixed(5)}, ${record.lon.toFixed(5)}`}</span>,
    },
    {
      title: '设施',
      dataIndex: 'facilities',
      key: 'facilities',
      width: 220,
      ellipsis: true,
      render: (codes: string[]) => (codes.length ? codes.map((code) => dictText(facilities.data, code) || code).join('、') : '—'),
    },
    { title: '地址', dataIndex: 'address', key: 'address', ellipsis: true, width: 160 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 90,
      render: (status: string, record) => <Badge status={status === 'active' ? 'success' : 'default'} text={record.status_dictText || status} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_, record) => <CrudRowActions permissions={PERMS.ops.stop} onEdit={() => setForm({ record })} onDelete={() => void deleteStops([record.id])} />,
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="name" label="站点名称">
          <Input placeholder="请输入站点名称" allowClear />
        </Form.Item>
        <Form.Item name="code" label="站点编码">
          <Input placeholder="请输入站点编码" allowClear />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ minWidth: 100 }}
            options={[
              { value: 'active', label: '启用' },
              { value: 'inactive', label: '停用' },
            ]}
          />
        </Form.Item>
        <Form.Item name="facility" label="设施">
          <Select allowClear placeholder="全部" style={{ minWidth: 120 }} options={(facilities.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 0 }} align="start">
        <CrudToolbar
          permissions={PERMS.ops.stop}
          onAdd={() => setForm({})}
          selectedCount={selectedIds.length}
          onBatchDelete={() => void deleteStops(selectedIds)}
        />
        <Authorized code={PERMS.ops.stop.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
            导出
          </Button>
        </Authorized>
      </Space>
      <ListTable<OpsStopRecord> {...list.tableProps} columns={columns} scroll={{ x: 1100 }} locale={{ emptyText: '暂无站点' }} />
      <StopFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </Card>
  );
}
