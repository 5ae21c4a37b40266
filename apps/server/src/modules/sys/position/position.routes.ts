import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, positionRecordSchema, replySchema } from '@bus/contracts';
import { addDictText } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { recordOf } from '../../../lib/resource-kit';
import { allPositions, positionKit, positionList } from './position.service';

/** 职务管理: the kit's routes, and every position of the tenant for the user form's picker. */
const positionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(positionKit.routes);

  fastify.get(
    '/sys/position/queryAll',
    {
      // the post picker of the user form needs every position of the tenant
      config: { permission: AUTHENTICATED },
      schema: { tags: ['sys-position'], summary: '全部职务（选择器）', response: { 200: replySchema(z.array(positionRecordSchema)) } },
    },
    async (request) => {
      const rows = await addDictText(request.ctx, positionList, await allPositions(fastify.db, request.ctx.session.tenantId));
      return ok(rows.map((row) => recordOf(row)));
    },
  );
};

export default positionRoutes;
