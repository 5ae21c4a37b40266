/** 班次编辑: the trips of a line direction as rows with their time at every stop; generate, add, edit, delete. */
import { useState } from 'react';
import { Button, Empty, Form, Modal, Space, Spin, Table, Typography, message, type TableColumnsType } from 'antd';
import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { formatDaySeconds, PERMS, type OpsTimetableTrip } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { reportFailure } from '../../../../components/form-modal';
import { usePermission } from '../../../../lib/permissions';
import { useTimetable, type TimetableSelection } from '../api/get-timetable';
import { useAddTrip } from '../api/add-trip';
import { useDeleteTrip } from '../api/delete-trip';
import { GeneratorModal } from './generator-modal';
import { TripEditModal } from './trip-edit-modal';
import { TimeInput } from './time-input';

export function TripGrid({ selection }: { selection: TimetableSelection }) {
  const timetable = useTimetable({ ...selection, date: undefined });
  const { can } = usePermission();
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState<OpsTimetableTrip>();
  const [adding, setAdding] = useState(false);
  const [departure, setDeparture] = useState<number | null>(null);
  const add = useAddTrip();
  const remove = useDeleteTrip();

  if (!selection.routeId || !selection.calendarId) return <Empty description="请选择线路和运营日历" />;
  if (timetable.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = timetable.data;
  if (!data) return <Empty description="加载失败" />;

  const deleteTrip = async (trip: OpsTimetableTrip) => {
    if (!(await confirmAction(`确定删除班次 ${trip.code} 吗？`))) return;
    void message.success(await remove.mutateAsync(trip.id));
  };
  const addTrip = async () => {
    if (departure == null) return void message.warning('请输入发车时间');
    try {
      const trip = await add.mutateAsync({ routeId: data.route.id, directionId: data.directionId, calendarId: data.calendar.id, departure });
      void message.success(`添加成功：${trip.code}`);
      setAdding(false);
    } catch (e) {
      reportFailure(e, '添加失败');
    }
  };

  const columns: TableColumnsType<OpsTimetableTrip> = [
    { title: '班次编码', dataIndex: 'code', key: 'code', width: 170, fixed: 'left' },
    { title: '车次链', dataIndex: 'blockCode', key: 'blockCode', width: 90, render: (v: string | null) => v?.split('-').pop() ?? '—' },
    ...data.stops.map((stop, i) => ({
      title: stop.name,
      key: `stop-${stop.sequence}`,
      width: 84,
      ellipsis: true,
      render: (_: unknown, trip: OpsTimetableTrip) => formatDaySeconds(trip.times[i]),
    })),
    {
      title: '操作',
      key: 'action',
      width: 110,
      fixed: 'right',
      render: (_, trip) => (
        <Space size={4}>
          {can(PERMS.ops.timetable.edit) && (
            <Typography.Link onClick={() => setEditing(trip)} aria-label={`编辑 ${trip.code}`}>
              编辑
            </Typography.Link>
          )}
          {can(PERMS.ops.timetable.delete) && (
            <Typography.Link type="danger" onClick={() => void deleteTrip(trip)}>
              删除
            </Typography.Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space>
        {can(PERMS.ops.timetable.generate) && (
          <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => setGenerating(true)}>
            按间隔生成
          </Button>
        )}
        {can(PERMS.ops.timetable.add) && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增班次
          </Button>
        )}
        <Typography.Text type="secondary">{data.trips.length} 个班次</Typography.Text>
      </Space>
      <Table<OpsTimetableTrip>
        size="small"
        rowKey="id"
        virtual
        pagination={false}
        scroll={{ x: 400 + data.stops.length * 84, y: 520 }}
        columns={columns}
        dataSource={data.trips}
        locale={{ emptyText: '暂无班次，可「按间隔生成」' }}
      />
      <GeneratorModal
        open={generating}
        scope={{
          routeId: data.route.id,
          directionId: data.directionId,
          calendarId: data.calendar.id,
          firstDeparture: data.firstDeparture,
          lastDeparture: data.lastDeparture,
        }}
        onClose={() => setGenerating(false)}
      />
      <TripEditModal trip={editing} stops={data.stops} onClose={() => setEditing(undefined)} />
      <Modal
        title="新增班次"
        open={adding}
        okText="确定"
        cancelText="取消"
        confirmLoading={add.isPending}
        onOk={() => void addTrip()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form layout="inline">
          <Form.Item label="首站发车时间" htmlFor="tt-new-departure">
            <TimeInput id="tt-new-departure" value={departure} onChange={setDeparture} />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          各站时刻按线路的站间运行时间推算，保存后可再逐站调整。
        </Typography.Paragraph>
      </Modal>
    </Space>
  );
}
