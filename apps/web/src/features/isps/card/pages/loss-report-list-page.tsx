/** 挂失管理 (isps/LossReportList): every 挂失 and 解挂 at the desk, newest first, with who, where and the balance then. */
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { lossReportResource } from '@bus/contracts';
import { lossReportsApi } from '../api/card-api';

const searchItems = resourceSearchItems(lossReportResource, ['cardNo', 'action', 'createTime']);

export default function LossReportListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={lossReportsApi}
      title={title}
      searchItems={searchItems}
      columns={['createTime', 'cardNo', 'action', 'holderName', 'amountCents', 'placeId', 'createBy', 'note']}
      emptyText="暂无挂失记录：在办卡管理中对记名卡办理挂失"
    />
  );
}
