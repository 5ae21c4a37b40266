/** 月卡开通 (/isps/monthPass): the kit's list, one pass and the export; 开通月卡. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ISPS_MONTH_PASS_PERMS, monthPassOpenSchema, monthPassRecordSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { monthPassKit, openMonthPass, PassReplayed } from './month-pass.service';

const monthPassRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(monthPassKit.routes);
  fastify.post(
    '/isps/monthPass/open',
    {
      config: { permission: ISPS_MONTH_PASS_PERMS.open },
      schema: { tags: ['isps-month-pass'], summary: '开通月卡', body: monthPassOpenSchema, response: { 200: replySchema(monthPassRecordSchema) } },
    },
    async (request) => {
      try {
        return ok(await monthPassKit.service.get(request.ctx, await openMonthPass(request.ctx, request.body)), '月卡开通成功');
      } catch (error) {
        if (error instanceof PassReplayed) return ok(await monthPassKit.service.get(request.ctx, error.id), '该笔业务已办理，未重复收费');
        throw error;
      }
    },
  );
};

export default monthPassRoutes;
