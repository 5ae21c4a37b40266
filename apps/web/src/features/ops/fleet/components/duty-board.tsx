/**
 * 排班: a day's crew pieces (班段: the stretches of a bus's day, its vehicle block, one driver drives)
 * with driver and bus, whether the fleet and the crew cover the day, and the day's 违规检查.
 */
import { useState, useMemo } from 'react';
import { Badge, Button, Card, Col, DatePicker, Row, Space, Table, Tag, Typography, message, type TableColumnsType } from 'antd';
import { CopyOutlined, SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PERMS, type DutyPiece } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { CoverageNotice, DutyFindingList } from '../../../../components/ops';
import { RouteSelect } from '../../../../components/pickers';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { formatServiceTime } from '../../../../lib/service-time';
import { useAssignDuty } from '../api/assign-duty';
import { useAutoAssignDuties } from '../api/auto-assign-duties';
import { useCopyLastWeek } from '../api/copy-last-week';
import { useDutyBlocks } from '../api/get-duty-blocks';
import { useDutyCoverage } from '../api/get-duty-coverage';
import { useDutyFindings } from '../api/get-duty-findings';
import { DutyAssignModal } from './duty-assign-modal';
import { DutyRulesModal } from './duty-rules-modal';

export function DutyBoard() {
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  // one value per day: a new one on every render resets what the user is typing into the picker
  // (rc-picker syncs its text with the value whenever the value changes)
  const day = useMemo(() => dayjs(date), [date]);
  const [routeId, setRouteId] = useState<string | undefined>();
  const blocks = useDutyBlocks(date, routeId);
  const findings = useDutyFindings(date, routeId);
  const coverage = useDutyCoverage(date, routeId);
  const assign = useAssignDuty();
  const auto = useAutoAssignDuties();
  const copy = useCopyLastWeek();
  const { can } = usePermission();
  const [editing, setEditing] = useState<DutyPiece | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const flagged = new Map<string, 'error' | 'warning'>();
  for (const f of findings.data ?? []) if (f.dutyCode && flagged.get(f.dutyCode) !== 'error') flagged.set(f.dutyCode, f.severity);

  const clear = async (piece: DutyPiece) => {
    if (!(await confirmAction(`确定取消班段 ${piece.dutyCode} 在 ${date} 的排班吗？`))) return;
    await assign.mutateAsync({ serviceDate: date, dutyCode: piece.dutyCode, driverId: null, vehicleId: null });
    void message.success('已取消排班');
  };
  const autoAssign = async () => {
    if (!routeId) return;
    if (
      !(await confirmAction(
        '自动排班',
        '将本线路在岗驾驶员排到未排班的班段上（按排班规则合成每人一天的班），车次链的车辆由本线路运营车辆担任；已排班的不变。',
        '开始排班',
      ))
    )
      return;
    void message.success(await auto.mutateAsync({ serviceDate: date, routeId }));
  };

  const copyWeek = async () => {
    const from = dayjs(date).subtract(7, 'day').format('YYYY-MM-DD');
    if (!(await confirmAction('复制上周排班', `把 ${from} 的排班复制到 ${date} 尚未排班的班段上（违反排班规则「错误」的不复制）。`, '复制'))) return;
    void message.success(await copy.mutateAsync({ serviceDate: date, ...(routeId ? { routeId } : {}) }));
  };

  const assigned = (blocks.data ?? []).filter((b) => b.driverId).length;
  const vehicleBlocks = new Set((blocks.data ?? []).map((b) => b.blockCode)).size;
  const columns: TableColumnsType<DutyPiece> = [
    { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 64 },
    { title: '车次链', dataIndex: 'blockCode', key: 'blockCode', width: 112 },
    {
      title: '班段',
      dataIndex: 'dutyCode',
      key: 'dutyCode',
      width: 96,
      render: (code: string, piece) => (
        <Space size={4} title={code} style={{ whiteSpace: 'nowrap' }}>
          {code === piece.blockCode ? '全程' : `第 ${code.slice(piece.blockCode.length + 1)} 段`}
          {flagged.get(code) && <Tag color={flagged.get(code) === 'error' ? 'red' : 'orange'}>{flagged.get(code) === 'error' ? '违规' : '警告'}</Tag>}
        </Space>
      ),
    },
    {
      title: '首发—末到',
      key: 'span',
      width: 108,
      render: (_, piece) => `${formatServiceTime(piece.firstDeparture)}–${formatServiceTime(piece.lastArrival)}`,
    },
    { title: '趟数', dataIndex: 'trips', key: 'trips', width: 52 },
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
      width: 100,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">未排</Typography.Text>,
    },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_, piece) =>
        can(PERMS.ops.driver.duty) ? (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => setEditing(piece)}>
              {piece.dutyId ? '调整' : '排班'}
            </Button>
            {piece.dutyId && (
              <Button type="link" size="small" danger onClick={() => void clear(piece)}>
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
        <DatePicker allowClear={false} value={day} onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))} aria-label="排班日期" />
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
          共 {blocks.data?.length ?? 0} 个班段（{vehicleBlocks} 个车次链），已排 {assigned} 个
        </Typography.Text>
      </Space>
      <CoverageNotice coverage={coverage.data} style={{ marginBottom: 16 }} />
      {/* side by side where there is room, the checks below the table on a phone */}
      <Row gutter={[16, 16]}>
        <Col flex="1 1 640px" style={{ minWidth: 0 }}>
          <Table<DutyPiece>
            rowKey="dutyCode"
            scroll={{ x: 'max-content' }}
            size="middle"
            loading={blocks.isFetching}
            dataSource={blocks.data ?? []}
            columns={columns}
            pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 个班段` }}
            locale={{ emptyText: '这一天没有运营的班段（请先在班次管理中编制时刻表并生成车次链）' }}
          />
        </Col>
        <Col flex="0 1 280px" style={{ minWidth: 0 }}>
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
