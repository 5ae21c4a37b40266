/** 会员管理 (zsgj/MemberList): passengers registered in the app, read-only; phones masked. */
import { useState } from 'react';
import { memberResource, type MemberRecord } from '@bus/contracts';
import { SearchPhone } from '../../../../components/list-page';
import { ResourceListPage, resourceSearchItems, searchParamsOf } from '../../../../components/resource-kit';
import { membersApi } from '../api/members-api';
import { MemberDetailDrawer } from '../components/member-detail-drawer';

const searchItems = [<SearchPhone key="phone" />, ...resourceSearchItems(memberResource, ['name', 'realNameState', 'status', 'registerTime'])];

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
