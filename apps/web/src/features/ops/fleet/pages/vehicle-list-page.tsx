/** 车辆管理 (zsgj/VehicleList): the fleet with 年检 / 保险 warnings 30 days ahead. */
import { Alert, Button, Checkbox, Form } from 'antd';
import { vehicleResource, type VehicleRecord } from '@bus/contracts';
import { ExpiryTag } from '../../../../components/ops';
import { DepartSelectInput, RouteSelect } from '../../../../components/pickers';
import { ResourceListPage, resourceSearchItems, searchParamsOf } from '../../../../components/resource-kit';
import { useVehicleExpiring, vehiclesApi } from '../api/vehicles-api';
import { VehicleFormModal } from '../components/vehicle-form-modal';

const searchItems = [
  ...resourceSearchItems(vehicleResource),
  <Form.Item key="departId" name="departId" label="所属分公司">
    <DepartSelectInput multiple={false} placeholder="请选择分公司" />
  </Form.Item>,
  <Form.Item key="routeId" name="routeId" label="线路">
    <RouteSelect style={{ minWidth: 160 }} />
  </Form.Item>,
  <Form.Item
    key="expiring"
    name="expiring"
    label="即将到期"
    valuePropName="checked"
    getValueProps={(v) => ({ checked: v === '1' })}
    getValueFromEvent={(e: { target: { checked: boolean } }) => (e.target.checked ? '1' : undefined)}
  >
    <Checkbox>30 天内年检/保险到期</Checkbox>
  </Form.Item>,
];

const expiryCell = (v: string | null) => <ExpiryTag date={v} />;

export default function VehicleListPage({ title }: { title: string }) {
  const expiring = useVehicleExpiring();
  const [searchForm] = Form.useForm();
  const warn = expiring.data;

  return (
    <ResourceListPage
      api={vehiclesApi}
      title={title}
      searchForm={searchForm}
      searchItems={searchItems}
      // 即将到期 counts even while its box is folded away under 展开
      toParams={(values) => ({ ...searchParamsOf(values), expiring: searchForm.getFieldValue('expiring') as string | undefined })}
      banner={
        warn &&
        warn.vehicles > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={`${warn.vehicles} 辆车 ${warn.days} 天内年检或保险到期（年检 ${warn.inspection} 辆，保险 ${warn.insurance} 辆）`}
            action={
              <Button
                size="small"
                onClick={() => {
                  searchForm.setFieldsValue({ expiring: '1' });
                  searchForm.submit();
                }}
              >
                只看这些车辆
              </Button>
            }
          />
        )
      }
      columns={[
        'plate',
        'selfNo',
        ['model', { sorter: false }],
        ['energyType', { title: '能源', sorter: false }],
        { title: '座位/核载', key: 'seats', width: 76, render: (_, r: VehicleRecord) => `${r.seats} / ${r.capacity}` },
        'routeId',
        ['status', { title: '状态', sorter: false }],
        ['inspectionExpiry', { render: expiryCell }],
        ['insuranceExpiry', { render: expiryCell }],
      ]}
      deleteNote="有排班的车辆不能删除。"
      actionsWidth={100}
      renderForm={(dialog) => <VehicleFormModal {...dialog} />}
    />
  );
}
