/** 新增 / 编辑驾驶员: a staff user picked with the user picker (one driver record per user). */
import { useEffect } from 'react';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { driverRecordProblems, driverSaveSchema, OPS_LICENCE_CLASSES, type DriverRecord } from '@bus/contracts';
import { recordRule, schemaRule, useFormSubmit } from '../../../../components/form-modal';
import { RouteSelect, UserSelectInput } from '../../../../components/pickers';
import { useSaveDriver } from '../api/save-driver';
import { DictSelect } from '../../../../components/dict';

interface Values {
  userId: string;
  licenceClass: string;
  licenceNo: string;
  licenceExpiry: Dayjs;
  qualificationNo?: string;
  qualificationExpiry?: Dayjs | null;
  homeRouteId?: string;
  status: string;
  hireDate?: Dayjs | null;
  remark?: string;
}

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const text = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
/** the server's checks against today, on the browser's today */
const dateRule = (field: 'licenceExpiry' | 'qualificationExpiry' | 'hireDate') =>
  recordRule<Values>(field, (values) =>
    driverRecordProblems(
      {
        status: values.status,
        licenceExpiry: text(values.licenceExpiry),
        qualificationExpiry: text(values.qualificationExpiry),
        hireDate: text(values.hireDate),
      },
      dayjs().format('YYYY-MM-DD'),
    ),
  );
const fields = driverSaveSchema.shape;

export function DriverFormModal({ open, record, onClose }: { open: boolean; record?: DriverRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDriver();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record)
      form.setFieldsValue({
        userId: record.userId,
        licenceClass: record.licenceClass,
        licenceNo: record.licenceNo,
        licenceExpiry: dayjs(record.licenceExpiry),
        qualificationNo: record.qualificationNo ?? undefined,
        qualificationExpiry: day(record.qualificationExpiry),
        homeRouteId: record.homeRouteId ?? undefined,
        status: record.status,
        hireDate: day(record.hireDate),
        remark: record.remark ?? undefined,
      });
    else form.setFieldsValue({ licenceClass: 'A1', status: 'active' });
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) =>
      save.mutateAsync({
        ...values,
        licenceClass: values.licenceClass as never,
        status: values.status as never,
        licenceExpiry: text(values.licenceExpiry) ?? '',
        qualificationExpiry: text(values.qualificationExpiry),
        hireDate: text(values.hireDate),
        ...(record ? { id: record.id, version: record.version } : {}),
      }),
    success: record ? '保存成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑驾驶员' : '新增驾驶员'}
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
      <Form form={form} name="driver-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="员工" name="userId" rules={[{ required: true, message: '请选择员工' }]} extra="职务为驾驶员的员工；一名员工只能有一份驾驶员档案">
              <UserSelectInput multiple={false} store="id" placeholder="请选择员工" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
              <DictSelect dictCode="ops_driver_status" allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="准驾车型" name="licenceClass" rules={[{ required: true, message: '请选择准驾车型' }]}>
              <Select options={OPS_LICENCE_CLASSES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="驾驶证号"
              name="licenceNo"
              rules={[{ required: true, whitespace: true, message: '请输入驾驶证号' }, schemaRule(fields.licenceNo)]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="驾驶证有效期至"
              name="licenceExpiry"
              dependencies={['status']}
              rules={[{ required: true, message: '请选择驾驶证有效期' }, dateRule('licenceExpiry')]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="所属线路" name="homeRouteId">
              <RouteSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="从业资格证号" name="qualificationNo" rules={[schemaRule(fields.qualificationNo)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="从业资格证有效期至" name="qualificationExpiry" dependencies={['status']} rules={[dateRule('qualificationExpiry')]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="入职日期" name="hireDate" rules={[dateRule('hireDate')]}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
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
