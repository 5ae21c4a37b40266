/** 会员管理 (zsgj/MemberList): passengers registered in the app, read-only; phones masked. */
import { useState } from 'react';
import { Form, Input } from 'antd';
import { memberResource, parsePhoneSearch, PHONE_SEARCH_MESSAGE, type MemberRecord } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems, searchParamsOf } from '../../../../components/resource-kit';
import { membersApi } from '../api/members-api';
import { MemberDetailDrawer } from '../components/member-detail-drawer';

const searchItems = [
  <Form.Item
    key="phone"
    name="phone"
    label="手机号"
    rules={[
      {
        validator: async (_, value?: string) => (!value?.trim() || parsePhoneSearch(value) ? undefined : Promise.reject(new Error(PHONE_SEARCH_MESSAGE))),
      },
    ]}
  >
    <Input placeholder="完整号码或后 4 位" allowClear inputMode="numeric" />
  </Form.Item>,
  ...resourceSearchItems(memberResource, ['name', 'realNameState', 'status', 'registerTime']),
];

/** the search's values as list parameters: the phone as typed, without spaces around it */
const toParams = (values: Record<string, unknown>) => {
  const params = searchParamsOf(values);
  return { ...params, phone: typeof params.phone === 'string' ? params.phone.trim() : undefined };
};

export default function MemberListPage({ title }: { title: string }) {
  const [detail, setDetail] = useState<MemberRecord | null>(null);
  return (
    <ResourceListPage
      api={membersApi}
      title={title}
      searchItems={searchItems}
      toParams={toParams}
      columns={['phone', 'nickname', 'realName', 'realNameState', ['cardCount', { align: 'right' }], 'status', 'registerTime', 'lastActiveTime']}
      rowActions={(record) => [{ key: 'detail', label: '详情', onClick: () => setDetail(record) }]}
      actionsWidth={80}
    >
      <MemberDetailDrawer member={detail} onClose={() => setDetail(null)} />
    </ResourceListPage>
  );
}
