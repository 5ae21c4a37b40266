/** 流程详情: GET /workflow/process/detail (who may see it is decided per instance: see detail.service.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, replySchema, wfDetailQuerySchema, wfDetailSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { processDetail } from './detail.service';

const detailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/workflow/process/detail',
    {
      // the initiator, the approvers, the CC recipients and holders of workflow:ops:view: checked per instance
      config: { permission: AUTHENTICATED },
      schema: { tags: ['workflow-runtime'], summary: '流程详情', querystring: wfDetailQuerySchema, response: { 200: replySchema(wfDetailSchema) } },
    },
    async (request) => ok(await processDetail(request.ctx, request.query)),
  );
};

export default detailRoutes;
