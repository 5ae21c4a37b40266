/** 支付记录, 退款记录 and 现金消费: one list of the cards' ledger, searched by time, card, type and pay mode. */
import type { AnyResource } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems, type ResourceApi } from '../../../../components/resource-kit';
import { payModeSearchItem } from './desk-selects';

export function LedgerList<R extends AnyResource>({ api, resource, title, emptyText }: { api: ResourceApi<R>; resource: R; title: string; emptyText: string }) {
  const searchItems = [...resourceSearchItems(resource, ['createTime', 'cardNo', 'kind']), payModeSearchItem()];
  return (
    <ResourceListPage
      api={api}
      title={title}
      searchItems={searchItems}
      advancedQuery
      columns={['createTime', 'cardNo', 'holderName', 'kind', 'amountCents', 'payMode', 'placeId', 'createBy', 'note']}
      // the columns' widths (a long note is cut with …, the page keeps its width)
      scrollX={1060}
      emptyText={emptyText}
    />
  );
}
