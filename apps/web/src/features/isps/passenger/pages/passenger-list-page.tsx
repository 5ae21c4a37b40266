/**
 * 乘客信息 (isps/UserInfoList): the passengers of 会员管理 as the card desk sees them, searched by name,
 * phone (the whole number or its last digits), real-name and member state; the phone and ID card
 * masked, the cards they hold and what is on them.
 */
import { Form, Input } from 'antd';
import { passengerResource } from '@bus/contracts';
import { resourceApi, ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';

export const passengersApi = resourceApi(passengerResource);

const searchItems = [
  ...resourceSearchItems(passengerResource, ['name']),
  <Form.Item key="phone" name="phone" label="手机号">
    <Input allowClear maxLength={11} placeholder="完整号码或后 4 位以上" />
  </Form.Item>,
  ...resourceSearchItems(passengerResource, ['realNameState', 'status', 'registerTime']),
];

export default function PassengerListPage({ title }: { title: string }) {
  return (
    <ResourceListPage api={passengersApi} title={title} searchItems={searchItems} emptyText="暂无乘客：乘客在 App 注册后即在这里（与会员管理为同一份记录）" />
  );
}
