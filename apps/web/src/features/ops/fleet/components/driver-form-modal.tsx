/** 新增 / 编辑驾驶员: a staff user picked with the user picker (one driver record per user), the record checked against today. */
import { Col, DatePicker, Form, Modal, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { driverRecordProblems, driverResource, type DriverRecord, type DriverSave, type ResourceFields } from '@bus/contracts';
import { recordRule } from '../../../../components/form-modal';
import { fleetOptionsQueryKey, RouteSelect, UserSelectInput } from '../../../../components/pickers';
import { formFieldNames, resourceFormItem, useResourceForm, type FormItemOptions } from '../../../../components/resource-kit';
import { driversApi } from '../api/drivers-api';

/** the server's checks against today, on the browser's today */
const dateRule = (field: 'licenceExpiry' | 'qualificationExpiry' | 'hireDate') =>
  recordRule<Partial<DriverSave>>(field, (values) => driverRecordProblems(values, dayjs().format('YYYY-MM-DD')));

const items: FormItemOptions = {
  labels: { licenceExpiry: '驾驶证有效期至', qualificationExpiry: '从业资格证有效期至' },
  controls: {
    userId: <UserSelectInput multiple={false} store="id" placeholder="请选择员工" />,
    homeRouteId: <RouteSelect />,
    hireDate: <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />,
  },
  dependencies: { licenceExpiry: ['status'], qualificationExpiry: ['status'] },
  rules: { licenceExpiry: [dateRule('licenceExpiry')], qualificationExpiry: [dateRule('qualificationExpiry')], hireDate: [dateRule('hireDate')] },
};

export function DriverFormModal({ open, record, onClose }: { open: boolean; record?: DriverRecord; onClose(): void }) {
  const client = useQueryClient();
  const { form, modalProps } = useResourceForm({
    api: driversApi,
    open,
    record,
    onClose,
    blank: { licenceClass: 'A1', status: 'active' },
    // the duty pickers list the drivers too
    onSaved: () => void client.invalidateQueries({ queryKey: fleetOptionsQueryKey }),
  });

  return (
    <Modal {...modalProps} width={720}>
      <Form form={form} name="driver-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          {formFieldNames(driverResource).map((name) => (
            <Col key={name} span={(driverResource.fields as ResourceFields)[name].form?.wide ? 24 : 12}>
              {resourceFormItem(driverResource, name, items)}
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
