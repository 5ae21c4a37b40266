/**
 * 排班 of one crew piece (班段) on one date: pick an active driver and an operating bus; the duty-rule
 * checker runs first and its findings are shown before saving. An error blocks the save; warnings
 * are saved once the dispatcher confirms them.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Form, Modal, Space, message } from 'antd';
import type { DutyFinding, DutyPiece } from '@bus/contracts';
import { reportFailure, showServerFieldErrors } from '../../../../components/form-modal';
import { DutyFindingList } from '../../../../components/ops';
import { DriverSelect, VehicleSelect } from '../../../../components/pickers';
import { formatServiceTime } from '../../../../lib/service-time';
import { useAssignDuty } from '../api/assign-duty';
import { checkDuty } from '../api/check-duty';

interface Values {
  driverId?: string;
  vehicleId?: string;
}

export function DutyAssignModal({ date, block, onClose }: { date: string; block: DutyPiece | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const assign = useAssignDuty();
  const [findings, setFindings] = useState<DutyFinding[] | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!block) return;
    form.setFieldsValue({ driverId: block.driverId ?? undefined, vehicleId: block.vehicleId ?? undefined });
    setFindings(null);
  }, [block, form]);

  if (!block) return null;
  const errors = (findings ?? []).filter((f) => f.severity === 'error');

  const input = (values: Values, confirmWarnings = false) => ({
    serviceDate: date,
    dutyCode: block.dutyCode,
    driverId: values.driverId ?? null,
    vehicleId: values.vehicleId ?? null,
    confirmWarnings,
  });

  const save = async (confirmWarnings: boolean) => {
    try {
      await assign.mutateAsync(input(form.getFieldsValue(), confirmWarnings));
      void message.success('排班已保存');
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) reportFailure(error);
    }
  };

  /** first press: check; no findings saves at once, findings wait for the dispatcher */
  const check = async () => {
    const values = await form.validateFields();
    setChecking(true);
    try {
      const found = await checkDuty(input(values));
      setFindings(found);
      if (found.length === 0) await save(false);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) reportFailure(error, '检查失败');
    } finally {
      setChecking(false);
    }
  };

  const footer = (
    <Space>
      <Button onClick={onClose}>取消</Button>
      {findings && findings.length > 0 ? (
        <Button type="primary" danger disabled={errors.length > 0} loading={assign.isPending} onClick={() => void save(true)}>
          {errors.length ? '存在错误，不能保存' : '确认保存'}
        </Button>
      ) : (
        <Button type="primary" loading={checking || assign.isPending} onClick={() => void check()}>
          检查并保存
        </Button>
      )}
    </Space>
  );

  return (
    <Modal title={`排班：班段 ${block.dutyCode}`} open width={640} onCancel={onClose} footer={footer} destroyOnHidden>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="日期">{date}</Descriptions.Item>
        <Descriptions.Item label="线路">{block.routeNumber}</Descriptions.Item>
        <Descriptions.Item label="车次链">{block.blockCode}</Descriptions.Item>
        <Descriptions.Item label="班次">{block.trips} 趟</Descriptions.Item>
        <Descriptions.Item label="首发">{formatServiceTime(block.firstDeparture)}</Descriptions.Item>
        <Descriptions.Item label="末到">{formatServiceTime(block.lastArrival)}</Descriptions.Item>
        <Descriptions.Item label="驾驶">
          {Math.floor(block.drivingMinutes / 60)} 小时 {block.drivingMinutes % 60} 分
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} name="duty-form" layout="vertical" onValuesChange={() => setFindings(null)}>
        <Form.Item label="驾驶员" name="driverId" rules={[{ required: true, message: '请选择驾驶员' }]}>
          <DriverSelect usable placeholder="在岗驾驶员" />
        </Form.Item>
        <Form.Item label="车辆" name="vehicleId" rules={[{ required: true, message: '请选择车辆' }]}>
          <VehicleSelect usable placeholder="运营状态的车辆" />
        </Form.Item>
      </Form>
      {findings && findings.length > 0 && (
        <>
          <Alert
            type={errors.length ? 'error' : 'warning'}
            showIcon
            style={{ marginBottom: 8 }}
            message={errors.length ? `有 ${errors.length} 项错误，不能保存，请更换驾驶员或车辆` : `有 ${findings.length} 项排班警告，确认后仍可保存`}
          />
          <DutyFindingList findings={findings} />
        </>
      )}
    </Modal>
  );
}
