import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replySchema, unusualTradeRecordSchema, unusualTradeResolveSchema, unusualTradeStates } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { resolveUnusualTrade, unusualTradeKit } from './unusual-trade.service';

/** 异常交易 (/isps/unusualTrade): the kit's list, one finding and the export, and 处理. */
const unusualTradeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(unusualTradeKit.routes);
  fastify.put(
    '/isps/unusualTrade/resolve',
    {
      config: { permission: unusualTradeStates.actions.resolve.permission! },
      schema: {
        tags: ['isps-unusual-trade'],
        summary: '处理异常交易',
        body: unusualTradeResolveSchema,
        response: { 200: replySchema(unusualTradeRecordSchema) },
      },
    },
    async (request) => {
      const row = await resolveUnusualTrade(request.ctx, request.body);
      return ok(await unusualTradeKit.service.get(request.ctx, row.id), '已处理');
    },
  );
};

export default unusualTradeRoutes;
