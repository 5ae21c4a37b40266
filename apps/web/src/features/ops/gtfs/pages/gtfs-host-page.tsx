/**
 * A stand-in for 线路管理 (zsgj/LineList) while the real line list is built elsewhere: the GTFS
 * toolbar above a plain table of the tenant's lines. The lead drops this page when merging.
 */
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import type { OpsRouteOption } from '@bus/contracts';
import { useRouteOptions } from '../../../../components/pickers/api/get-ops-options';
import { GtfsToolbar } from '../components/gtfs-toolbar';

const STATUS_TEXT: Record<string, string> = { planning: '规划中', operating: '运营中', suspended: '停运', cancelled: '已撤销' };

const columns: TableColumnsType<OpsRouteOption> = [
  { title: '线路号', dataIndex: 'number', width: 120 },
  { title: '线路名称', dataIndex: 'name' },
  { title: 'GTFS 编号', dataIndex: 'code', width: 200 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 120,
    render: (status: string) => <Tag color={status === 'operating' ? 'green' : undefined}>{STATUS_TEXT[status] ?? status}</Tag>,
  },
];

export default function GtfsHostPage({ title }: { title: string }) {
  const routes = useRouteOptions();
  return (
    <Card title={title} extra={<GtfsToolbar onImported={() => void routes.refetch()} />}>
      <Table
        rowKey="id"
        size="middle"
        loading={routes.isPending}
        columns={columns}
        dataSource={routes.data ?? []}
        pagination={{ pageSize: 20 }}
        data-testid="gtfs-line-table"
      />
    </Card>
  );
}
