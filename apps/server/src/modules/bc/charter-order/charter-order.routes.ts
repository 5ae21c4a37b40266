import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  charterOrderCancelSchema,
  charterOrderMoveSchema,
  charterOrderReceiveSchema,
  charterOrderRecordSchema,
  charterOrderResource,
  charterOrderStates,
  charterOrderViewSchema,
  replySchema,
  type CharterOrderRecord,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import type { ListContext } from '../../../lib/list-query';
import type { PermissionCode } from '@bus/contracts';
import { registerCharterDiscount } from './charter-discount';
import { cancelOrder, charterOrderKit, confirmOrder, orderView, payDeposit, quoteOrder, requoteOrder, serviceMove, settleOrder } from './charter-order.service';

const tags = ['bc-charter-order'];
const recordReply = { 200: replySchema(charterOrderRecordSchema) };
const { actions } = charterOrderStates;
const get = (ctx: ListContext, id: string) => charterOrderKit.service.get(ctx, id) as Promise<CharterOrderRecord>;

/** 包车订单 (/bc/charterOrder): the kit's routes, the machine's moves (each behind its own code) and 订单查看's view. */
const charterOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  registerCharterDiscount();
  await fastify.register(charterOrderKit.routes);

  const moveRoute = <S extends z.ZodType>(
    path: string,
    permission: PermissionCode | undefined,
    summary: string,
    body: S,
    run: (ctx: ListContext, body: z.infer<S>) => Promise<{ id: string; message: string }>,
  ) =>
    fastify.put(`/bc/charterOrder/${path}`, { config: { permission }, schema: { tags, summary, body, response: recordReply } }, async (request) => {
      const { id, message } = await run(request.ctx, request.body as z.infer<S>);
      return ok(await get(request.ctx, id), message);
    });

  moveRoute('quote', actions.quote.permission, '发出报价', charterOrderMoveSchema, async (ctx, body) => ({
    id: (await quoteOrder(ctx, body)).id,
    message: '报价已发出，等待客户确认',
  }));
  moveRoute('requote', actions.requote.permission, '修改报价', charterOrderMoveSchema, async (ctx, body) => ({
    id: (await requoteOrder(ctx, body)).id,
    message: '报价已退回草稿，可以修改',
  }));
  moveRoute('confirm', actions.confirm.permission, '客户确认', charterOrderMoveSchema, async (ctx, body) => {
    const { row, approval } = await confirmOrder(ctx, body);
    return { id: row.id, message: approval ? `折扣 ${row.discountPercent}% 超过审批线，已提交折扣审批，审批通过后订单自动确认` : '订单已确认，请登记定金' };
  });
  moveRoute('payDeposit', actions.payDeposit.permission, '登记定金', charterOrderReceiveSchema, async (ctx, body) => ({
    id: (await payDeposit(ctx, body)).id,
    message: '定金已登记',
  }));
  moveRoute('start', actions.start.permission, '出车', charterOrderMoveSchema, async (ctx, body) => ({
    id: (await serviceMove(ctx, 'start', body)).id,
    message: '已出车，订单服务中',
  }));
  moveRoute('complete', actions.complete.permission, '完成服务', charterOrderMoveSchema, async (ctx, body) => ({
    id: (await serviceMove(ctx, 'complete', body)).id,
    message: '服务已完成，请结清尾款',
  }));
  moveRoute('settle', actions.settle.permission, '结清尾款', charterOrderReceiveSchema, async (ctx, body) => ({
    id: (await settleOrder(ctx, body)).id,
    message: '尾款已结清，订单已结算',
  }));
  moveRoute('cancel', actions.cancel.permission, '取消订单', charterOrderCancelSchema, async (ctx, body) => ({
    id: (await cancelOrder(ctx, body)).id,
    message: '订单已取消',
  }));

  fastify.get(
    '/bc/charterOrder/view',
    {
      config: { permission: charterOrderResource.permissions.list },
      schema: {
        tags,
        summary: '订单查看：订单与其全部记录',
        querystring: z.object({ id: z.string().min(1, '请指定订单').max(64) }),
        response: { 200: replySchema(charterOrderViewSchema) },
      },
    },
    async (request) => ok(await orderView(request.ctx, request.query.id)),
  );
};

export default charterOrderRoutes;
