/**
 * 订单明细 (/isps/order: the kit's list, one order, the export; 退款; an order's payment and
 * refunds) and 支付与退款记录 (/zsgj/payRefundRecord), and the approval of refunds above the limit:
 * its business type and end handler, registered with the routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ISPS_ORDER_PERMS, orderRecordSchema, orderRefundSchema, orderStates, payTxnRecordSchema, REFUND_BUSINESS_TYPE, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { registerBusinessType, registerEndHandler } from '../../workflow';
import { describeRefund, endRefundApproval, orderKit, orderTxns, payRefundKit, refundOrder, RefundReplayed } from './order.service';

const tags = ['isps-order'];

const orderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(orderKit.routes);
  await fastify.register(payRefundKit.routes);

  registerBusinessType(REFUND_BUSINESS_TYPE, {
    label: '退款申请',
    viewPermission: ISPS_ORDER_PERMS.list,
    describe: (db, tenantId, key) => describeRefund(db, tenantId, key),
  });
  registerEndHandler(REFUND_BUSINESS_TYPE, (ctx, end) => endRefundApproval(ctx.db, ctx, end.businessKey, end.outcome === 'approved', end.reason));

  fastify.post(
    '/isps/order/refund',
    {
      config: { permission: orderStates.actions.refund.permission! },
      schema: { tags, summary: '订单退款', body: orderRefundSchema, response: { 200: replySchema(orderRecordSchema) } },
    },
    async (request) => {
      const { ctx } = request;
      try {
        const outcome = await refundOrder(ctx, request.body);
        return ok(await orderKit.service.get(ctx, outcome.orderId), outcome.approving ? '退款金额超过审批金额，已提交退款审批，审批通过后退回' : '退款成功');
      } catch (error) {
        if (error instanceof RefundReplayed) return ok(await orderKit.service.get(ctx, error.orderId), '该笔退款已办理，未重复退款');
        throw error;
      }
    },
  );

  fastify.get(
    '/isps/order/txns',
    {
      config: { permission: ISPS_ORDER_PERMS.list },
      schema: {
        tags,
        summary: '订单的支付与退款',
        querystring: z.object({ id: z.string().min(1, '请指定订单').max(64) }),
        response: { 200: replySchema(z.array(payTxnRecordSchema)) },
      },
    },
    async (request) => {
      // the order of the company (a 404 otherwise), then its movements
      await orderKit.service.get(request.ctx, request.query.id);
      return ok(await orderTxns(request.ctx, request.query.id));
    },
  );
};

export default orderRoutes;
