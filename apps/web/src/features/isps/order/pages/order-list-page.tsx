/**
 * 订单明细 (isps/OrderDetailList): what passengers bought in the app through a channel, searched by
 * number, time, type, card, the passenger's phone, channel, amount (高级查询) and state; 退款 on a
 * paid order (above the limit through 退款审批) and its payment and refunds.
 */
import { useState } from 'react';
import { Form, Input } from 'antd';
import { orderResource, type OrderRecord } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { payModeSearchItem } from '../../card/components/desk-selects';
import { ordersApi } from '../api/order-api';
import { OrderTxnsDrawer } from '../components/order-txns-drawer';
import { RefundModal } from '../components/refund-modal';

const searchItems = [
  ...resourceSearchItems(orderResource, ['orderNo', 'createTime', 'cardNo']),
  <Form.Item key="holderPhone" name="holderPhone" label="乘客手机">
    <Input allowClear maxLength={11} placeholder="完整号码或后 4 位以上" />
  </Form.Item>,
  ...resourceSearchItems(orderResource, ['kind']),
  payModeSearchItem('支付渠道'),
  ...resourceSearchItems(orderResource, ['state']),
];

export default function OrderListPage({ title }: { title: string }) {
  const [refunding, setRefunding] = useState<OrderRecord | null>(null);
  const [txnsOf, setTxnsOf] = useState<OrderRecord | null>(null);
  return (
    <ResourceListPage
      api={ordersApi}
      title={title}
      searchItems={searchItems}
      columns={[
        'orderNo',
        'createTime',
        'kind',
        // the card is in the search, the export and a top-up's 商品; the list keeps the page's width
        ['memberId', { render: (name: string | null, order: OrderRecord) => `${name ?? ''} ${order.holderPhone ?? ''}`.trim() || '—' }],
        'payMode',
        'amountCents',
        'refundedCents',
        'state',
      ]}
      rowActions={(order) => [{ key: 'txns', label: '收退款', onClick: () => setTxnsOf(order) }]}
      onStateAction={(_action, order) => setRefunding(order)}
      actionsWidth={120}
      emptyText="暂无订单：乘客在 App 内充值、购买日票与月卡的订单会记在这里"
    >
      <RefundModal order={refunding} onClose={() => setRefunding(null)} />
      <OrderTxnsDrawer order={txnsOf} onClose={() => setTxnsOf(null)} />
    </ResourceListPage>
  );
}
