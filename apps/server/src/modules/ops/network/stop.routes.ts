import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, opsServiceAreaSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { serviceAreaOf, stopKit } from './stop.service';

const tags = ['ops-stop'];

/** 站点管理 (/zsgj/site): the kit's routes and the service area the stop form asks about. */
const stopRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(stopKit.routes);

  fastify.get(
    '/ops/stop/service-area',
    {
      config: { permission: PERMS.ops.stop.list },
      schema: { tags, summary: '服务区域（现有站点的范围）', response: { 200: replySchema(opsServiceAreaSchema) } },
    },
    async (request) => ok(await serviceAreaOf(db, request.ctx.session.tenantId)),
  );
};

export default stopRoutes;
