import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  charterDemandCloseSchema,
  charterDemandRecordSchema,
  charterDemandReopenSchema,
  charterDemandResource,
  replySchema,
  type CharterDemandRecord,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { charterDemandKit, moveDemand } from './charter-demand.service';

const tags = ['bc-charter-demand'];
const recordReply = { 200: replySchema(charterDemandRecordSchema) };
const edit = charterDemandResource.permissions.edit;

/** 包车需求 (/bc/charterDemand): the kit's routes, and 关闭 / 重新打开 behind the edit code. */
const charterDemandRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(charterDemandKit.routes);
  // the record as the list shows it (dictionary texts)
  const get = (ctx: Parameters<typeof charterDemandKit.service.get>[0], id: string) => charterDemandKit.service.get(ctx, id) as Promise<CharterDemandRecord>;

  fastify.put(
    '/bc/charterDemand/close',
    { config: { permission: edit }, schema: { tags, summary: '关闭包车需求', body: charterDemandCloseSchema, response: recordReply } },
    async (request) => {
      const row = await moveDemand(request.ctx, 'close', request.body);
      return ok(await get(request.ctx, row.id), '需求已关闭');
    },
  );

  fastify.put(
    '/bc/charterDemand/reopen',
    { config: { permission: edit }, schema: { tags, summary: '重新打开包车需求', body: charterDemandReopenSchema, response: recordReply } },
    async (request) => {
      const row = await moveDemand(request.ctx, 'reopen', request.body);
      return ok(await get(request.ctx, row.id), '需求已重新打开，等待报价');
    },
  );
};

export default charterDemandRoutes;
