/** 补卡管理 (isps/CardReplacementList): each replacement with the old and new card, the balance moved and the fee. */
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { cardReplacementResource } from '@bus/contracts';
import { cardReplacementsApi } from '../api/card-api';

const searchItems = resourceSearchItems(cardReplacementResource, ['cardNo', 'newCardNo', 'createTime']);

export default function CardReplacementListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={cardReplacementsApi}
      title={title}
      searchItems={searchItems}
      columns={['createTime', 'cardNo', 'newCardNo', 'holderName', 'amountCents', 'feeCents', 'placeId', 'createBy', 'note']}
      emptyText="暂无补卡记录：在办卡管理中对已挂失的卡办理补卡"
    />
  );
}
