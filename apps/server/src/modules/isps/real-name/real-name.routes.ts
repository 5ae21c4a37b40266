/** 实名认证 (/isps/realNameAuth): the kit's list, one submission and the export; 审核 (通过 / 驳回). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ISPS_REAL_NAME_PERMS, realNameRecordSchema, realNameReviewSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { realNameKit, reviewRealName } from './real-name.service';

const realNameRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(realNameKit.routes);
  fastify.put(
    '/isps/realNameAuth/review',
    {
      config: { permission: ISPS_REAL_NAME_PERMS.review },
      schema: { tags: ['isps-real-name'], summary: '实名审核', body: realNameReviewSchema, response: { 200: replySchema(realNameRecordSchema) } },
    },
    async (request) => {
      const id = await reviewRealName(request.ctx, request.body);
      return ok(await realNameKit.service.get(request.ctx, id), request.body.approve ? '已通过，乘客已实名' : '已驳回，乘客将看到驳回原因');
    },
  );
};

export default realNameRoutes;
