/** 线路管理 (zsgj/LineList, /zsgj/line): the lines, the selected one on the map, and the line editor. */
import { useMemo, useState } from 'react';
import { Button, Card, Form, Space, Tag, Typography, message } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { PERMS, type OpsRouteRecord } from '@bus/contracts';
import {
  confirmAction,
  CrudRowActions,
  CrudToolbar,
  ListTable,
  SearchForm,
  useListPage,
  type ListColumnsType,
  SearchText,
} from '../../../../components/list-page';
import { ColorTag } from '../../../../components/color-tag';
import { DepartSelectInput } from '../../../../components/pickers';
import { mapLineOf, TransitMap, type TransitMapLine } from '../../../../components/transit-map';
import { formatMoney } from '../../../../lib/money';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteRoutes } from '../api/delete-routes';
import { useRoute } from '../api/get-route';
import { ROUTE_EXPORT_URL, ROUTE_LIST_URL, routesQueryKey } from '../api/list-routes';
import { RouteEditorDrawer } from '../components/route-editor-drawer';
import { GtfsToolbar } from '../../gtfs/components/gtfs-toolbar';
import { DictSelect } from '../../../../components/dict';

const STATUS_COLORS: Record<string, string> = { planning: 'blue', operating: 'green', suspended: 'orange', cancelled: 'default' };
const span = (first?: string | null, last?: string | null) => (first || last ? `${first ?? '--'}–${last ?? '--'}` : '—');
const small = { fontSize: 12 } as const;
const lengthText = (m?: number | null) => (m == null ? '—' : `${(m / 1000).toFixed(2)} km`);

export default function RouteListPage({ title }: { title: string }) {
  const list = useListPage<OpsRouteRecord>({
    url: ROUTE_LIST_URL,
    queryKey: routesQueryKey,
    exportUrl: ROUTE_EXPORT_URL,
    exportTitle: '线路',
    defaultSort: { column: 'numberOrder', order: 'asc' },
  });
  const remove = useDeleteRoutes();
  const [editor, setEditor] = useState<{ id?: string } | null>(null);
  const [shownId, setShownId] = useState<string>();
  const firstId = list.tableProps.dataSource?.[0]?.id;
  const selected = useRoute(shownId ?? firstId);
  const selectedIds = list.selectedRowKeys.map(String);
  const mapLines = useMemo<TransitMapLine[]>(() => (selected.data ? [mapLineOf(selected.data)] : []), [selected.data]);

  const deleteRoutes = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条线路吗？` : '确定删除该线路吗？', '线路的上下行站点与线形一并删除，不可恢复。')))
      return;
    try {
      void message.success(await remove.mutateAsync(ids));
      list.afterDelete(ids.length);
    } catch {
      // a refusal (the line has trips) was shown by the client
    }
  };

  // at 1440 px every column shows its whole text: the name fits its longest (fitContent), status and
  // effective date share a cell, and the first and last buses of both directions share one
  const columns: ListColumnsType<OpsRouteRecord> = [
    {
      title: '线路号',
      dataIndex: 'number',
      key: 'numberOrder',
      sorter: true,
      defaultSortOrder: 'ascend',
      width: 86,
      render: (number: string, record) => <ColorTag color={record.color ?? undefined}>{number}</ColorTag>,
    },
    { title: '名称', dataIndex: 'name', key: 'name', ellipsis: { showTitle: true }, fitContent: true },
    { title: '类型', dataIndex: 'lineType_dictText', key: 'lineType', width: 64 },
    { title: '运营单位', dataIndex: 'departName', key: 'departId', fitContent: true, render: (name?: string | null) => name ?? '—' },
    {
      title: '状态',
      key: 'status',
      width: 100,
      sorter: true,
      render: (_, record) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[record.status]}>{record.status_dictText || record.status}</Tag>
          {record.effectiveDate && (
            <Typography.Text type="secondary" style={small}>
              {record.effectiveDate}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '长度',
      dataIndex: 'lengthM',
      key: 'lengthM',
      sorter: true,
      width: 86,
      align: 'right',
      fitContent: { text: (r) => lengthText(r.lengthM) },
      render: lengthText,
    },
    {
      title: '票价',
      dataIndex: 'fareCents',
      key: 'fareCents',
      sorter: true,
      width: 80,
      align: 'right',
      render: (cents?: number | null) => (cents == null ? '—' : `${formatMoney(cents)} 元`),
    },
    {
      title: '首末班',
      key: 'firstLast',
      width: 140,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            <Typography.Text type="secondary" style={small}>
              上行
            </Typography.Text>{' '}
            {span(r.upFirst, r.upLast)}
          </span>
          <span>
            <Typography.Text type="secondary" style={small}>
              下行
            </Typography.Text>{' '}
            {span(r.downFirst, r.downLast)}
          </span>
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 124,
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.ops.route} onEdit={() => setEditor({ id: record.id })} onDelete={() => void deleteRoutes([record.id])} />
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="number" label="线路号" placeholder="如 1路" />
        <SearchText name="name" label="名称" placeholder="请输入线路名称" />
        <Form.Item name="lineType" label="类型">
          <DictSelect dictCode="ops_line_type" placeholder="全部" style={{ minWidth: 110 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect dictCode="ops_route_status" placeholder="全部" style={{ minWidth: 110 }} />
        </Form.Item>
        <Form.Item name="departId" label="运营单位">
          <DepartSelectInput multiple={false} placeholder="全部" />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        permissions={PERMS.ops.route}
        onAdd={() => setEditor({})}
        selectedCount={selectedIds.length}
        onBatchDelete={() => void deleteRoutes(selectedIds)}
      >
        <Authorized code={PERMS.ops.route.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
            导出
          </Button>
        </Authorized>
        <GtfsToolbar onImported={() => void list.reload()} />
      </CrudToolbar>
      <ListTable<OpsRouteRecord>
        {...list.tableProps}
        columns={columns}
        locale={{ emptyText: '暂无线路' }}
        onRow={(record) => ({ onClick: () => setShownId(record.id), style: { cursor: 'pointer' } })}
        rowClassName={(record) => (record.id === (shownId ?? firstId) ? 'ant-table-row-selected' : '')}
      />
      <Card
        size="small"
        style={{ marginTop: 16 }}
        title={selected.data ? `线路图：${selected.data.number} ${selected.data.name}（实线为上行，虚线为下行）` : '线路图'}
        extra={<Typography.Text type="secondary">点击表格中的线路在地图上查看</Typography.Text>}
      >
        <TransitMap lines={mapLines} selectedIds={shownId ? [shownId] : []} height={420} />
      </Card>
      <RouteEditorDrawer open={editor !== null} routeId={editor?.id} onClose={() => setEditor(null)} />
    </Card>
  );
}
