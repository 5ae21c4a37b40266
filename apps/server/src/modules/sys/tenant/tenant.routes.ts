import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, numericIdsQuerySchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { getUserTenants } from '../user/user.service';
import { queryTenants, tenantKit } from './tenant.service';

/** 租户管理: the kit's routes, and tenant names for pickers and the tenant switcher. */
const tenantRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const tags = ['tenant'];

  await fastify.register(tenantKit.routes);

  // AUTHENTICATED: tenant names for pickers and the tenant switcher (names only; without ids: the user's own tenants).
  fastify.get(
    '/sys/tenant/queryList',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按编号查询租户',
        querystring: numericIdsQuerySchema.partial(),
        response: { 200: replySchema(z.array(z.object({ id: z.number(), name: z.string(), status: z.number() }))) },
      },
    },
    async (request) => {
      if (request.query.ids) return ok(await queryTenants(db, request.query.ids));
      const mine = await getUserTenants(db, request.ctx.session.userId);
      return ok(
        await queryTenants(
          db,
          mine.map((t) => t.id),
        ),
      );
    },
  );
};

export default tenantRoutes;
