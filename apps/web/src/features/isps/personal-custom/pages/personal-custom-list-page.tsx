/** 个人定制 (isps/PersonalCustomList): passengers' requests for a custom route (where, when, how many), followed up by state. */
import { personalCustomResource } from '@bus/contracts';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';

export const personalCustomApi = resourceApi(personalCustomResource);

export default function PersonalCustomListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={personalCustomApi}
      title={title}
      columns={[['fromPlace', { width: 120 }], ['toPlace', { width: 120 }], 'travelTime', 'passengerCount', 'contactName', 'contactPhone', 'state']}
      scrollX={960}
      displayRulesOf="/isps/personalCustom"
    />
  );
}
