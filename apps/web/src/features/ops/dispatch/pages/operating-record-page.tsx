/** 运营记录 (zsgj/OperatingRecordList): a day's plan per line, actuals, cancellations, 换车 and punctuality. */
import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { ExportOutlined, ScheduleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PERMS, type TripRecord } from '@bus/contracts';
import { ListTable, rowActionsColumn, useListPage, type ListColumnsType } from '../../../../components/list-page';
import { DictTag } from '../../../../components/dict';
import { RouteSelect } from '../../../../components/pickers';
import { useDictItems } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { formatRecordedTime, formatServiceTime } from '../../../../lib/service-time';
import { dispatchQueryKey, TRIP_RECORD_EXPORT_URL, TRIP_RECORD_LIST_URL } from '../api/list-trip-records';
import { DelayTag } from '../components/delay-tag';
import { PlanModal } from '../components/plan-modal';
import { PunctualitySummary } from '../components/punctuality-summary';
import { TripRecordModal, type TripRecordAction } from '../components/trip-record-modal';

const DIRECTIONS = ['上行', '下行'];

export default function OperatingRecordPage({ title }: { title: string }) {
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  // one value per day: a new one on every render resets what the user is typing into the picker
  // (rc-picker syncs its text with the value whenever the value changes)
  const day = useMemo(() => dayjs(date), [date]);
  const [routeId, setRouteId] = useState<string | undefined>();
  const [state, setState] = useState<string | undefined>();
  const states = useDictItems('ops_trip_record_state');
  const fixedParams = useMemo(() => ({ serviceDate: date, ...(routeId ? { routeId } : {}), ...(state ? { state } : {}) }), [date, routeId, state]);
  const list = useListPage<TripRecord>({
    url: TRIP_RECORD_LIST_URL,
    queryKey: dispatchQueryKey,
    fixedParams,
    defaultSort: { column: 'plannedDeparture', order: 'asc' },
    pageSize: 20,
    exportUrl: TRIP_RECORD_EXPORT_URL,
    exportTitle: `运营记录_${date}`,
  });
  const [planOpen, setPlanOpen] = useState(false);
  const [action, setAction] = useState<{ kind: TripRecordAction; record: TripRecord } | null>(null);

  // at 1440 px the whole table fits beside the menu: a wider one slid its last columns (the reason)
  // under the fixed 操作 column. The block code goes under the line, the driver under the bus.
  const secondLine = (text: string | null) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text ?? '未排'}
    </Typography.Text>
  );
  const columns: ListColumnsType<TripRecord> = [
    {
      title: '线路 / 车次',
      dataIndex: 'routeNumber',
      key: 'routeNumber',
      width: 110,
      render: (number: string | null, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>
            {number} <Typography.Text type="secondary">{DIRECTIONS[r.directionId] ?? r.directionId}</Typography.Text>
          </span>
          {secondLine(r.blockCode)}
        </Space>
      ),
    },
    {
      title: '车辆 / 驾驶员',
      dataIndex: 'plate',
      key: 'plate',
      width: 120,
      render: (plate: string | null, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <Space size={4}>
            {plate ?? <Typography.Text type="secondary">未排</Typography.Text>}
            {r.replacedPlate && (
              <Tooltip title={`原计划 ${r.replacedPlate}${r.reason ? `：${r.reason}` : ''}`}>
                <Tag color="purple">换车</Tag>
              </Tooltip>
            )}
          </Space>
          {secondLine(r.driverName)}
        </Space>
      ),
    },
    { title: '计划发车', dataIndex: 'plannedDeparture', key: 'plannedDeparture', sorter: true, width: 86, render: formatServiceTime },
    // recorded times may carry seconds (05:31:35): their columns fit them
    {
      title: '实际发车',
      dataIndex: 'actualDeparture',
      key: 'actualDeparture',
      width: 80,
      fitContent: { text: (r) => formatRecordedTime(r.actualDeparture) },
      render: formatRecordedTime,
    },
    { title: '晚点', key: 'delay', width: 80, render: (_, r) => <DelayTag plannedDeparture={r.plannedDeparture} actualDeparture={r.actualDeparture} /> },
    { title: '计划到达', dataIndex: 'plannedArrival', key: 'plannedArrival', width: 76, render: formatServiceTime },
    {
      title: '实际到达',
      dataIndex: 'actualArrival',
      key: 'actualArrival',
      width: 76,
      fitContent: { text: (r) => formatRecordedTime(r.actualArrival) },
      render: formatRecordedTime,
    },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 80,
      render: (v: string, r) => <DictTag dictCode="ops_trip_record_state" value={v} text={r.state_dictText} />,
    },
    // a column of its own, cut with an ellipsis (beside the state it ran on past the column's edge)
    {
      title: '原因',
      dataIndex: 'reason',
      key: 'reason',
      width: 150,
      render: (v: string | null) =>
        v && (
          <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 118 }}>
            {v}
          </Typography.Text>
        ),
    },
    rowActionsColumn(120, (record) => [
      { key: 'record', label: '记录', code: PERMS.ops.dispatch.record, onClick: () => setAction({ kind: 'record', record }) },
      ...(record.state !== 'cancelled' && record.state !== 'completed'
        ? [{ key: 'cancel', label: '取消', danger: true, code: PERMS.ops.dispatch.record, onClick: () => setAction({ kind: 'cancel', record }) }]
        : []),
      ...(record.state !== 'cancelled'
        ? [{ key: 'replace', label: '换车', code: PERMS.ops.dispatch.record, onClick: () => setAction({ kind: 'replace', record }) }]
        : []),
    ]),
  ];

  return (
    <Card title={title} variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker allowClear={false} value={day} onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))} aria-label="运营日期" />
        <RouteSelect
          id="dispatch-route"
          aria-label="线路"
          value={routeId}
          onChange={(v) => setRouteId(typeof v === 'string' ? v : undefined)}
          placeholder="全部线路"
          style={{ width: 220 }}
        />
        <Select
          aria-label="状态"
          allowClear
          placeholder="全部状态"
          value={state}
          onChange={setState}
          style={{ width: 120 }}
          options={(states.data ?? []).map((i) => ({ value: i.value, label: i.text }))}
        />
        <Authorized code={PERMS.ops.dispatch.plan}>
          <Button type="primary" icon={<ScheduleOutlined />} onClick={() => setPlanOpen(true)}>
            生成运营计划
          </Button>
        </Authorized>
        <Authorized code={PERMS.ops.dispatch.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
            导出
          </Button>
        </Authorized>
      </Space>
      <PunctualitySummary date={date} routeId={routeId} />
      <ListTable<TripRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '当天还没有运营记录，请先生成运营计划' }} />
      <PlanModal date={date} open={planOpen} onClose={() => setPlanOpen(false)} />
      <TripRecordModal action={action?.kind ?? 'record'} record={action?.record ?? null} onClose={() => setAction(null)} />
    </Card>
  );
}
