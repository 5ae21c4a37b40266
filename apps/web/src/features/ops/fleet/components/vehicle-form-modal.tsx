/** 新增 / 编辑车辆: plate checked as a Chinese plate here and on the server, seats within capacity. */
import { useEffect } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { normalisePlate, PLATE_MESSAGE, type VehicleRecord } from '@bus/contracts';
import { useFormSubmit } from '../../../../components/form-modal';
import { DepartSelectInput, RouteSelect } from '../../../../components/pickers';
import { useSaveVehicle } from '../api/save-vehicle';
import { DictSelect } from '../../../../components/dict';

interface Values {
  plate: string;
  selfNo: string;
  model?: string;
  energyType: string;
  seats: number;
  capacity: number;
  departId?: string;
  routeId?: string;
  status: string;
  purchaseDate?: Dayjs | null;
  inspectionExpiry?: Dayjs | null;
  insuranceExpiry?: Dayjs | null;
  remark?: string;
}

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const text = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

export function VehicleFormModal({ open, record, onClose }: { open: boolean; record?: VehicleRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveVehicle();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record)
      form.setFieldsValue({
        ...record,
        model: record.model ?? undefined,
        departId: record.departId ?? undefined,
        routeId: record.routeId ?? undefined,
        remark: record.remark ?? undefined,
        purchaseDate: day(record.purchaseDate),
        inspectionExpiry: day(record.inspectionExpiry),
        insuranceExpiry: day(record.insuranceExpiry),
      });
    else form.setFieldsValue({ energyType: 'electric', status: 'operating' });
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) =>
      save.mutateAsync({
        ...values,
        purchaseDate: text(values.purchaseDate),
        inspectionExpiry: text(values.inspectionExpiry),
        insuranceExpiry: text(values.insuranceExpiry),
        energyType: values.energyType as never,
        status: values.status as never,
        ...(record ? { id: record.id, version: record.version } : {}),
      }),
    success: record ? '保存成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑车辆' : '新增车辆'}
      open={open}
      width={720}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="vehicle-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="车牌号"
              name="plate"
              rules={[
                { required: true, whitespace: true, message: '请输入车牌号' },
                { validator: async (_, value?: string) => (!value || normalisePlate(value) ? undefined : Promise.reject(new Error(PLATE_MESSAGE))) },
              ]}
            >
              <Input placeholder="如 鄂A·D12345" maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="自编号" name="selfNo" rules={[{ required: true, whitespace: true, message: '请输入自编号' }]}>
              <Input placeholder="车身上的编号，如 1001" maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="车型" name="model">
              <Input placeholder="如 宇通 ZK6125BEVG" maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="能源类型" name="energyType" rules={[{ required: true, message: '请选择能源类型' }]}>
              <DictSelect dictCode="ops_energy_type" placeholder="请选择能源类型" allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="座位数" name="seats" rules={[{ required: true, message: '请输入座位数' }]}>
              <InputNumber min={1} max={200} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="核载人数"
              name="capacity"
              dependencies={['seats']}
              rules={[
                { required: true, message: '请输入核载人数' },
                ({ getFieldValue }) => ({
                  validator: async (_, value?: number) =>
                    value === undefined || value === null || (getFieldValue('seats') ?? 0) <= value
                      ? undefined
                      : Promise.reject(new Error('核载人数不能少于座位数')),
                }),
              ]}
            >
              <InputNumber min={1} max={300} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="所属分公司" name="departId">
              <DepartSelectInput multiple={false} placeholder="请选择所属分公司" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="运营线路" name="routeId">
              <RouteSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="车辆状态" name="status" rules={[{ required: true, message: '请选择车辆状态' }]}>
              <DictSelect dictCode="ops_vehicle_status" placeholder="请选择车辆状态" allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="购置日期" name="purchaseDate">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="年检有效期至" name="inspectionExpiry">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="保险到期日" name="insuranceExpiry">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="备注" name="remark">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
