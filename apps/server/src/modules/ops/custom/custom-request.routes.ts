import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customDemandSchema, customRequestRecordSchema, customRequestStateSchema, PERMS, replySchema } from '@bus/contracts';
import { addDictText } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { customDemand, customRequestKit, customRequestList, moveCustomRequest, requestsWithApprovals, toRequestRecord } from './custom-request.service';
import { registerCustomEvaluation } from './custom-evaluation';

const tags = ['ops-custom'];
const STATE_DONE: Record<string, string> = { evaluating: '已开始评估，等待审批', opened: '已开线', rejected: '已答复未通过' };

/** 企业与个人定制 (/zsgj/customization): the requests, their states and the demand still open. */
const customRequestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // 开始评估's approval and what its end does to the request
  registerCustomEvaluation();
  // the list and its export
  await fastify.register(customRequestKit.routes);

  fastify.get(
    '/ops/customization/demand',
    {
      config: { permission: PERMS.ops.customization.list },
      schema: { tags, summary: '待处理定制需求的起讫点人数', response: { 200: replySchema(z.array(customDemandSchema)) } },
    },
    async (request) => ok(await customDemand(request.ctx.db, request.ctx.session.tenantId)),
  );

  fastify.put(
    '/ops/customization/state',
    {
      config: { permission: PERMS.ops.customization.edit },
      schema: { tags, summary: '定制需求转评估、开线或不通过', body: customRequestStateSchema, response: { 200: replySchema(customRequestRecordSchema) } },
    },
    async (request) => {
      const row = await moveCustomRequest(request.ctx, request.body);
      const [withText] = await addDictText(request.ctx, customRequestList, [row]);
      const [record] = await requestsWithApprovals(request.ctx, [toRequestRecord(withText)]);
      return ok(record, STATE_DONE[request.body.state]);
    },
  );
};

export default customRequestRoutes;
