/** 记录实发/实到, 取消 (with a reason) or 换车 of one trip of the day's plan. */
import { Descriptions, Form, Input, Modal, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { notYetHappened, type TripRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { VehicleSelect } from '../../../../components/pickers';
import { formatServiceTime, serviceSecondsOf, timeOfServiceSeconds } from '../../../../lib/service-time';
import { useUpdateTripRecord } from '../api/update-trip-record';

export type TripRecordAction = 'record' | 'cancel' | 'replace';
const TITLES: Record<TripRecordAction, string> = { record: '记录实发/实到', cancel: '取消班次', replace: '换车' };

interface Values {
  actualDeparture?: Dayjs | null;
  actualArrival?: Dayjs | null;
  reason?: string;
  vehicleId?: string;
}

export function TripRecordModal({ action, record, onClose }: { action: TripRecordAction; record: TripRecord | null; onClose(): void }) {
  const update = useUpdateTripRecord();
  const { form, modalProps } = useModalForm<TripRecord, Values>({
    open: record !== null,
    record,
    title: TITLES[action],
    toValues: (trip) => ({
      actualDeparture: trip.actualDeparture !== null ? timeOfServiceSeconds(trip.actualDeparture) : null,
      actualArrival: trip.actualArrival !== null ? timeOfServiceSeconds(trip.actualArrival) : null,
    }),
    save: (values) => {
      const base = { id: record!.id, version: record!.version };
      if (action === 'cancel') return update.mutateAsync({ kind: 'cancel', body: { ...base, reason: values.reason ?? '' } });
      if (action === 'replace') return update.mutateAsync({ kind: 'replace', body: { ...base, vehicleId: values.vehicleId ?? '', reason: values.reason } });
      const departure = values.actualDeparture ? serviceSecondsOf(values.actualDeparture, record!.plannedDeparture) : null;
      const arrival = values.actualArrival ? serviceSecondsOf(values.actualArrival, record!.plannedArrival) : null;
      return update.mutateAsync({ kind: 'record', body: { ...base, actualDeparture: departure, actualArrival: arrival } });
    },
    success: action === 'cancel' ? '班次已取消' : '保存成功',
    onClose,
  });

  if (!record) return null;
  // the server refuses a time still to come; say so under the field before sending
  const happened = (label: string, planned: number) => ({
    validator: async (_: unknown, value?: Dayjs | null) => {
      const problem = value ? notYetHappened(label, record.serviceDate, serviceSecondsOf(value, planned), Date.now()) : null;
      if (problem) throw new Error(problem);
    },
  });
  return (
    <Modal {...modalProps} width={520} okButtonProps={{ danger: action === 'cancel' }}>
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="线路">{record.routeNumber}</Descriptions.Item>
        <Descriptions.Item label="车次">{record.blockCode}</Descriptions.Item>
        <Descriptions.Item label="计划发车">{formatServiceTime(record.plannedDeparture)}</Descriptions.Item>
        <Descriptions.Item label="计划到达">{formatServiceTime(record.plannedArrival)}</Descriptions.Item>
        <Descriptions.Item label="车辆">{record.plate ?? '未排'}</Descriptions.Item>
        <Descriptions.Item label="驾驶员">{record.driverName ?? '未排'}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name="trip-record-form" layout="vertical">
        {action === 'record' && (
          <>
            <Form.Item
              label="实发时间"
              name="actualDeparture"
              rules={[{ required: true, message: '请选择实发时间' }, happened('实发时间', record.plannedDeparture)]}
            >
              <TimePicker format="HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="实到时间" name="actualArrival" extra="车辆到达终点后填写" rules={[happened('实到时间', record.plannedArrival)]}>
              <TimePicker format="HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {action === 'replace' && (
          <Form.Item label="替换车辆" name="vehicleId" rules={[{ required: true, message: '请选择替换车辆' }]}>
            <VehicleSelect placeholder="选择顶替的车辆" />
          </Form.Item>
        )}
        {action !== 'record' && (
          <Form.Item
            label={action === 'cancel' ? '取消原因' : '换车原因'}
            name="reason"
            rules={action === 'cancel' ? [{ required: true, whitespace: true, message: '请填写取消原因' }] : []}
          >
            <Input.TextArea rows={2} maxLength={200} placeholder={action === 'cancel' ? '如 车辆故障、道路封闭' : '如 空调故障'} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
