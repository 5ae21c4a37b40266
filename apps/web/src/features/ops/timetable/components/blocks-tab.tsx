/**
 * 车次链: the line's trips of both directions chained into vehicle blocks (a bus's working day, as
 * few buses as the timetable allows) with a minimum layover, each cut into crew pieces (班段) at the
 * terminals within the 排班规则's continuous-driving limits.
 */
import { useState } from 'react';
import { Button, Empty, InputNumber, Space, Table, Typography, message } from 'antd';
import { formatDaySeconds, PERMS, type OpsBlock } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { usePermission } from '../../../../lib/permissions';
import { useBlocks } from '../api/get-blocks';
import { useBuildBlocks } from '../api/build-blocks';
import type { TimetableSelection } from '../api/get-timetable';

const hours = (secs: number) => `${Math.floor(secs / 3600)} 小时 ${Math.round((secs % 3600) / 60)} 分`;

export function BlocksTab({ selection }: { selection: TimetableSelection }) {
  const blocks = useBlocks(selection.routeId, selection.calendarId);
  const build = useBuildBlocks();
  const { can } = usePermission();
  const [layover, setLayover] = useState(5);

  if (!selection.routeId || !selection.calendarId) return <Empty description="请选择线路和运营日历" />;

  const rebuild = async () => {
    const existing = blocks.data?.length ?? 0;
    if (
      existing &&
      !(await confirmAction(
        `将重新生成车次链（现有 ${existing} 个）`,
        '两个方向的全部班次按最小停站时间重新串联成车次链并切分班段，已排班的车次链和班段编号可能变化。',
        '重新生成',
      ))
    )
      return;
    const result = await build.mutateAsync({ routeId: selection.routeId!, calendarId: selection.calendarId!, minLayoverMins: layover });
    void message.success(result.message);
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <span>最小停站时间</span>
        <InputNumber id="tt-layover" min={0} max={120} value={layover} onChange={(v) => setLayover(v ?? 5)} addonAfter="分钟" style={{ width: 140 }} />
        {can(PERMS.ops.timetable.generate) && (
          <Button type="primary" loading={build.isPending} onClick={() => void rebuild()}>
            生成车次链
          </Button>
        )}
        <Typography.Text type="secondary">
          {blocks.data
            ? `${blocks.data.length} 个车次链（一辆车一天的任务，即需要的车辆数），${blocks.data.reduce((n, b) => n + b.pieceCount, 0)} 个班段（驾驶员在终点站接班）`
            : ''}
        </Typography.Text>
      </Space>
      <Table<OpsBlock>
        size="small"
        rowKey="blockCode"
        loading={blocks.isLoading}
        dataSource={blocks.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: '暂无车次链，请先生成' }}
        columns={[
          { title: '车次链', dataIndex: 'blockCode', width: 160 },
          { title: '班次数', dataIndex: 'tripCount', width: 80 },
          { title: '班段', dataIndex: 'pieceCount', width: 64 },
          { title: '首班发车', dataIndex: 'firstDeparture', width: 100, render: (v: number) => formatDaySeconds(v) },
          { title: '末班到达', dataIndex: 'lastArrival', width: 100, render: (v: number) => formatDaySeconds(v) },
          { title: '行车时长', dataIndex: 'drivingSecs', width: 130, render: (v: number) => hours(v) },
          {
            title: '班次',
            dataIndex: 'tripCodes',
            ellipsis: true,
            render: (codes: string[]) =>
              codes
                .map((c) =>
                  c
                    .split('-')
                    .slice(-1)[0]
                    .replace(/^(\d\d)(\d\d)$/, '$1:$2'),
                )
                .join(' → '),
          },
        ]}
      />
    </Space>
  );
}
