/** 广告接入 (isps/AdvertAccessList): the campaigns in the app's ad slots, each with its advertiser, picture, link, dates and state. */
import { advertAccessResource } from '@bus/contracts';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';

export const advertAccessApi = resourceApi(advertAccessResource);

export default function AdvertAccessListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={advertAccessApi}
      title={title}
      columns={['slot', ['name', { width: 150 }], ['advertiser', { width: 130 }], 'image', 'startDate', 'endDate', 'state']}
      scrollX={960}
      displayRulesOf="/isps/advertAccess"
    />
  );
}
