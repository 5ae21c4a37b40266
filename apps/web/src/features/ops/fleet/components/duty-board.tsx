/** 排班: a day's blocks (from the trips of the calendars running that day) with driver and bus, and the day's 违规检查. */
import { useState } from 'react';
import { Badge, Button, Card, Col, DatePicker, Row, Space, Table, Tag, Typography, message, type TableColumnsType } from 'antd';
import { CopyOutlined, SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PERMS, type DutyBlock } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { DutyFindingList } from '../../../../components/ops';
import { RouteSelect } from '../../../../components/pickers';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { formatServiceTime } from '../../../../lib/service-time';
import { useAssignDuty } from '../api/assign-duty';
import { useAutoAssignDuties } from '../api/auto-assign-duties';
import { useCopyLastWeek } from '../api/copy-last-week';
import { useDutyBlocks } from '../api/get-duty-blocks';
import { useDutyFindings } from '../api/get-duty-findings';
import { DutyAssignModal } from './duty-assign-modal';
import { DutyRulesModal } from './duty-rules-modal';

export function DutyBoard() {
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [routeId, setRouteId] = useState<string | undefined>();
  const blocks = useDutyBlocks(date, routeId);
  const findings = useDutyFindings(date, routeId);
  const assign = useAssignDuty();
  const auto = useAutoAssignDuties();
  const copy = useCopyLastWeek();
  const { can } = usePermission();
  const [editing, setEditing] = useState<DutyBlock | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const flagged = new Map<string, 'error' | 'warning'>();
  for (const f of findings.data ?? []) if (f.blockCode && flagged.get(f.blockCode) !== 'error') flagged.set(f.blockCode, f.severity);

  const clear = async (block: DutyBlock) => {
    if (!(await confirmAction(`确定取消车次 ${block.blockCode} 在 ${date} 的排班吗？`))) return;
    await assign.mutateAsync({ serviceDate: date, blockCode: block.blockCode, driverId: null, vehicleId: null });
    void message.success('已取消排班');
  };
  const autoAssign = async () => {
    if (!routeId) return;
    if (!(await confirmAction('自动排班', '将本线路在岗驾驶员和运营车辆依次排到未排班的车次上，已排班的不变。', '开始排班'))) return;
    void message.success(await auto.mutateAsync({ serviceDate: date, routeId }));
  };

  const copyWeek = async () => {
    const from = dayjs(date).subtract(7, 'day').format('YYYY-MM-DD');
    if (!(await confirmAction('复制上周排班', `把 ${from} 的排班复制到 ${date} 尚未排班的车次上（违反排班规则「错误」的不复制）。`, '复制'))) return;
    void message.success(await copy.mutateAsync({ serviceDate: date, ...(routeId ? { routeId } : {}) }));
  };

  const assigned = (blocks.data ?? []).filter((b) => b.driverId).length;
  const columns: TableColumnsType<DutyBlock> = [
    { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 70 },
    {
      title: '车次',
      dataIndex: 'blockCode',
      key: 'blockCode',
      width: 130,
      render: (code: string) => (
        <Space size={4}>
          {code}
          {flagged.get(code) && <Tag color={flagged.get(code) === 'error' ? 'red' : 'orange'}>{flagged.get(code) === 'error' ? '违规' : '警告'}</Tag>}
        </Space>
      ),
    },
    { title: '首发', dataIndex: 'firstDeparture', key: 'firstDeparture', width: 64, render: formatServiceTime },
    { title: '末到', dataIndex: 'lastArrival', key: 'lastArrival', width: 80, render: formatServiceTime },
    { title: '趟数', dataIndex: 'trips', key: 'trips', width: 56 },
    { title: '驾驶时长', dataIndex: 'drivingMinutes', key: 'drivingMinutes', width: 80, render: (m: number) => `${Math.floor(m / 60)} 时 ${m % 60} 分` },
    {
      title: '驾驶员',
      dataIndex: 'driverName',
      key: 'driverName',
      width: 76,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">未排</Typography.Text>,
    },
    {
      title: '车辆',
      dataIndex: 'plate',
      key: 'plate',
      width: 104,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">未排</Typography.Text>,
    },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_, block) =>
        can(PERMS.ops.driver.duty) ? (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => setEditing(block)}>
              {block.dutyId ? '调整' : '排班'}
            </Button>
            {block.dutyId && (
              <Button type="link" size="small" danger onClick={() => void clear(block)}>
                取消排班
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker allowClear={false} value={dayjs(date)} onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))} aria-label="排班日期" />
        <RouteSelect
          id="duty-route"
          aria-label="线路"
          value={routeId}
          onChange={(v) => setRouteId(typeof v === 'string' ? v : undefined)}
          placeholder="全部线路"
          style={{ width: 220 }}
        />
        <Authorized code={PERMS.ops.driver.duty}>
          <Space>
            <Button
              icon={<ThunderboltOutlined />}
              disabled={!routeId}
              loading={auto.isPending}
              onClick={() => void autoAssign()}
              title={routeId ? undefined : '先选择线路'}
            >
              自动排班
            </Button>
            <Button icon={<CopyOutlined />} loading={copy.isPending} onClick={() => void copyWeek()}>
              复制上周
            </Button>
          </Space>
        </Authorized>
        <Authorized code={PERMS.ops.driver.rule}>
          <Button icon={<SettingOutlined />} onClick={() => setRulesOpen(true)}>
            排班规则
          </Button>
        </Authorized>
        <Typography.Text type="secondary">
          共 {blocks.data?.length ?? 0} 个车次，已排 {assigned} 个
        </Typography.Text>
      </Space>
      <Row gutter={16} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Table<DutyBlock>
            rowKey="blockCode"
            size="middle"
            loading={blocks.isFetching}
            dataSource={blocks.data ?? []}
            columns={columns}
            pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 个车次` }}
            locale={{ emptyText: '这一天没有运营的车次（请先在班次管理中编制时刻表）' }}
          />
        </Col>
        <Col flex="300px">
          <Card
            size="small"
            title={
              <Space>
                违规检查
                <Badge count={findings.data?.length ?? 0} showZero color={(findings.data ?? []).some((f) => f.severity === 'error') ? 'red' : 'orange'} />
              </Space>
            }
            loading={findings.isLoading}
            styles={{ body: { maxHeight: 560, overflow: 'auto' } }}
          >
            <DutyFindingList findings={findings.data ?? []} emptyText="当天排班没有违反规则" />
          </Card>
        </Col>
      </Row>
      <DutyAssignModal date={date} block={editing} onClose={() => setEditing(null)} />
      <DutyRulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </>
  );
}
