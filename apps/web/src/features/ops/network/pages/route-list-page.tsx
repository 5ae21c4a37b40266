/** 线路管理 (zsgj/LineList, /zsgj/line): the lines, the selected one on the map, and the line editor. */
import { useMemo } from 'react';
import { Card, Form, Space, Tag, Typography } from 'antd';
import type { OpsRouteRecord } from '@bus/contracts';
import { SearchText } from '../../../../components/list-page';
import { ColorTag } from '../../../../components/color-tag';
import { DictSelect } from '../../../../components/dict';
import { DepartSelectInput } from '../../../../components/pickers';
import { ResourceListPage } from '../../../../components/resource-kit';
import { mapLineOf, TransitMap, type TransitMapLine } from '../../../../components/transit-map';
import { formatMoney } from '@bus/contracts';
import { useRoute } from '../api/get-route';
import { routesApi } from '../api/routes-api';
import { RouteEditorDrawer } from '../components/route-editor-drawer';
import { GtfsToolbar } from '../../gtfs/components/gtfs-toolbar';

const STATUS_COLORS: Record<string, string> = { planning: 'blue', operating: 'green', suspended: 'orange', cancelled: 'default' };
const span = (first?: string | null, last?: string | null) => (first || last ? `${first ?? '--'}–${last ?? '--'}` : '—');
const small = { fontSize: 12 } as const;
const lengthText = (m?: number | null) => (m == null ? '—' : `${(m / 1000).toFixed(2)} km`);

const searchItems = [
  <SearchText key="number" name="number" label="线路号" placeholder="如 1路" />,
  <SearchText key="name" name="name" label="名称" placeholder="请输入线路名称" />,
  <Form.Item key="lineType" name="lineType" label="类型">
    <DictSelect dictCode="ops_line_type" placeholder="全部" style={{ minWidth: 110 }} />
  </Form.Item>,
  <Form.Item key="status" name="status" label="状态">
    <DictSelect dictCode="ops_route_status" placeholder="全部" style={{ minWidth: 110 }} />
  </Form.Item>,
  <Form.Item key="departId" name="departId" label="运营单位">
    <DepartSelectInput multiple={false} placeholder="全部" />
  </Form.Item>,
];

/** The line shown on the map below the list: the row clicked, else the first. */
function RouteMap({ id, clicked }: { id?: string; clicked: boolean }) {
  const selected = useRoute(id);
  const mapLines = useMemo<TransitMapLine[]>(() => (selected.data ? [mapLineOf(selected.data)] : []), [selected.data]);
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={selected.data ? `线路图：${selected.data.number} ${selected.data.name}（实线为上行，虚线为下行）` : '线路图'}
      extra={<Typography.Text type="secondary">点击表格中的线路在地图上查看</Typography.Text>}
    >
      <TransitMap lines={mapLines} selectedIds={clicked && id ? [id] : []} height={420} />
    </Card>
  );
}

export default function RouteListPage({ title }: { title: string }) {
  const reload = routesApi.useInvalidate();
  // at 1440 px every column shows its whole text: the name fits its longest (fitContent), status and
  // effective date share a cell, and the first and last buses of both directions share one
  return (
    <ResourceListPage
      api={routesApi}
      title={title}
      searchItems={searchItems}
      columns={[
        [
          'number',
          {
            key: 'numberOrder',
            defaultSortOrder: 'ascend',
            width: 86,
            render: (number: string, record: OpsRouteRecord) => <ColorTag color={record.color ?? undefined}>{number}</ColorTag>,
          },
        ],
        ['name', { title: '名称', ellipsis: { showTitle: true }, fitContent: true }],
        ['lineType', { title: '类型', dataIndex: 'lineType_dictText', sorter: false, width: 64, render: undefined }],
        ['departId', { sorter: false, fitContent: true }],
        [
          'status',
          {
            width: 100,
            render: (_: unknown, record: OpsRouteRecord) => (
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
        ],
        ['lengthM', { title: '长度', width: 86, align: 'right', fitContent: { text: (r: OpsRouteRecord) => lengthText(r.lengthM) }, render: lengthText }],
        ['fareCents', { title: '票价', width: 80, align: 'right', render: (cents?: number | null) => (cents == null ? '—' : `${formatMoney(cents)} 元`) }],
        {
          title: '首末班',
          key: 'firstLast',
          width: 140,
          render: (_, r: OpsRouteRecord) => (
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
      ]}
      actionsWidth={124}
      deleteNote="线路的上下行站点与线形一并删除，不可恢复。"
      toolbar={<GtfsToolbar onImported={() => void reload()} />}
      rowDetail={(record, clicked) => <RouteMap id={record?.id} clicked={clicked} />}
      renderForm={({ open, record, onClose }) => <RouteEditorDrawer open={open} routeId={record?.id} onClose={onClose} />}
    />
  );
}
