/**
 * 支付与退款记录 (zsgj/PayRefundRecordList, 公交运营管理): every payment and refund with a channel,
 * read-only, for finance. The numbers a statement names (流水号, 渠道交易号) are searched and
 * exported; the list keeps the page's width.
 */
import { payRefundResource } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { payModeSearchItem } from '../../card/components/desk-selects';
import { payRefundsApi } from '../api/order-api';

const searchItems = [
  ...resourceSearchItems(payRefundResource, ['createTime', 'txnNo', 'orderNo', 'kind']),
  payModeSearchItem('支付渠道'),
  ...resourceSearchItems(payRefundResource, ['state']),
];

export default function PayRefundRecordListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={payRefundsApi}
      title={title}
      searchItems={searchItems}
      columns={['createTime', 'orderNo', 'kind', 'payMode', 'amountCents', 'state', 'reason', 'createBy']}
      emptyText="暂无支付与退款记录"
    />
  );
}
