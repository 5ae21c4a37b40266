/** 新增 / 编辑车辆: the catalogue's items in two columns, the area's pickers, seats within capacity. */
import { Col, Form, Modal, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SEATS_OVER_CAPACITY, seatsWithinCapacity, vehicleResource, type ResourceFields, type VehicleRecord } from '@bus/contracts';
import { DepartSelectInput, fleetOptionsQueryKey, RouteSelect } from '../../../../components/pickers';
import { formFieldNames, resourceFormItem, useResourceForm, type FormItemOptions } from '../../../../components/resource-kit';
import { vehiclesApi } from '../api/vehicles-api';

const items: FormItemOptions = {
  labels: { routeId: '运营线路', inspectionExpiry: '年检有效期至', insuranceExpiry: '保险到期日' },
  controls: { departId: <DepartSelectInput multiple={false} placeholder="请选择所属分公司" />, routeId: <RouteSelect /> },
  dependencies: { capacity: ['seats'] },
  rules: {
    capacity: [
      ({ getFieldValue }) => ({
        validator: async (_, capacity?: number | null) => {
          if (!seatsWithinCapacity({ seats: getFieldValue('seats') as number | null, capacity })) throw new Error(SEATS_OVER_CAPACITY);
        },
      }),
    ],
  },
};

export function VehicleFormModal({ open, record, onClose }: { open: boolean; record?: VehicleRecord; onClose(): void }) {
  const client = useQueryClient();
  const { form, modalProps } = useResourceForm({
    api: vehiclesApi,
    open,
    record,
    onClose,
    blank: { energyType: 'electric', status: 'operating' },
    // the duty and dispatch pickers list the vehicles too
    onSaved: () => void client.invalidateQueries({ queryKey: fleetOptionsQueryKey }),
  });

  return (
    <Modal {...modalProps} width={720}>
      <Form form={form} name="vehicle-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          {formFieldNames(vehicleResource).map((name) => (
            <Col key={name} span={(vehicleResource.fields as ResourceFields)[name].form?.wide ? 24 : 12}>
              {resourceFormItem(vehicleResource, name, items)}
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
