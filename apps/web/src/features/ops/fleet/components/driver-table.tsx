/** 驾驶员档案: the driver list with licence and qualification expiry tags, in its tab of 驾驶员管理. */
import { Form } from 'antd';
import { driverResource } from '@bus/contracts';
import { ExpiryTag } from '../../../../components/ops';
import { RouteSelect } from '../../../../components/pickers';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { driversApi } from '../api/drivers-api';
import { DriverFormModal } from './driver-form-modal';

const searchItems = [
  ...resourceSearchItems(driverResource, ['realname', 'workNo', 'phone', 'status', 'licenceClass']),
  <Form.Item key="homeRouteId" name="homeRouteId" label="所属线路">
    <RouteSelect style={{ minWidth: 160 }} />
  </Form.Item>,
];

const expiryCell = (v: string | null) => <ExpiryTag date={v} />;

export function DriverTable() {
  return (
    <ResourceListPage
      api={driversApi}
      title="驾驶员档案"
      bare
      searchItems={searchItems}
      columns={[
        'realname',
        'workNo',
        ['phone', { sorter: false }],
        ['licenceClass', { sorter: false }],
        ['licenceExpiry', { render: expiryCell }],
        ['qualificationExpiry', { render: expiryCell }],
        'homeRouteId',
        ['status', { sorter: false }],
        'hireDate',
      ]}
      deleteNote="员工账号保留；有排班的驾驶员不能删除。"
      actionsWidth={110}
      renderForm={(dialog) => <DriverFormModal {...dialog} />}
    />
  );
}
