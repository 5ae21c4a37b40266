/**
 * 订单明细's api (issue 24): the kit's list from the contracts declaration, 退款 (refreshing the
 * orders and 支付与退款记录) and one order's payment and refunds.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderResource, payRefundResource, type ApiReply, type OrderRecord, type OrderRefund, type PayTxnRecord } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, http, unwrap } from '../../../../lib/http';

export const ordersApi = resourceApi(orderResource);
export const payRefundsApi = resourceApi(payRefundResource);

/** POST /isps/order/refund: the order as it now is and what the server said (booked, sent for approval, or already booked) */
export function useOrderRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderRefund) => {
      const reply = (await http.post<ApiReply<OrderRecord>>('/isps/order/refund', body, { skipErrorHandler: true })).data;
      return { order: unwrap(reply), message: reply.message };
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ordersApi.queryKey }),
        client.invalidateQueries({ queryKey: payRefundsApi.queryKey }),
        client.invalidateQueries({ queryKey: ['isps-order-txns'] }),
      ]);
    },
  });
}

export function useOrderTxns(id: string | null) {
  return useQuery({
    queryKey: ['isps-order-txns', id],
    enabled: id !== null,
    queryFn: async () => unwrap(await getReply<PayTxnRecord[]>('/isps/order/txns', { params: { id } })),
  });
}
