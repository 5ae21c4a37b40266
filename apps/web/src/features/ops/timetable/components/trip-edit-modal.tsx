/**
 * 编辑班次: shift the whole trip by some minutes, or change the time at single stops. The server
 * refuses times that go back along the trip and names the trip and stop.
 */
import { useEffect, useState } from 'react';
import { Alert, Form, InputNumber, Modal, Space, Table, message } from 'antd';
import { type OpsPatternStop, type OpsTimetableTrip } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { useEditTrip } from '../api/edit-trip';
import { TimeInput } from './time-input';

interface Props {
  trip?: OpsTimetableTrip;
  stops: OpsPatternStop[];
  onClose(): void;
}

export function TripEditModal({ trip, stops, onClose }: Props) {
  const [times, setTimes] = useState<Array<number | null>>([]);
  const [shift, setShift] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditTrip();

  useEffect(() => {
    setTimes(trip?.times ?? []);
    setShift(0);
    setError(null);
  }, [trip]);

  const shifted = times.map((t) => (t == null ? null : t + shift * 60));
  const save = async () => {
    if (!trip) return;
    try {
      await edit.mutateAsync({ id: trip.id, version: trip.version, times: shifted });
      void message.success('保存成功');
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : '保存失败');
    }
  };

  return (
    <Modal
      title={trip ? `编辑班次 ${trip.code}` : '编辑班次'}
      open={!!trip}
      width={560}
      okText="保存"
      cancelText="取消"
      confirmLoading={edit.isPending}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Form layout="inline">
          <Form.Item label="整体平移（分钟）" htmlFor="tt-shift">
            <InputNumber id="tt-shift" value={shift} min={-180} max={180} onChange={(v) => setShift(v ?? 0)} />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon message={error} />}
        <Table
          size="small"
          rowKey="sequence"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={stops.map((stop, i) => ({ ...stop, index: i }))}
          columns={[
            { title: '序号', dataIndex: 'sequence', width: 60 },
            { title: '站点', dataIndex: 'name' },
            {
              title: '时刻',
              width: 120,
              render: (_, row) => (
                <TimeInput
                  aria-label={`${row.name}时刻`}
                  value={shifted[row.index]}
                  onChange={(value) => setTimes((current) => current.map((t, i) => (i === row.index ? (value == null ? null : value - shift * 60) : t)))}
                />
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
