/**
 * 前端元素显示 (spec 03 section 7 'Element display configuration'). The admin screen's search,
 * create, update (versioned: a stale write is a 409) and delete are the resource kit's, behind
 * basic:elementDisplay:*; the render map and tip texts are read by every signed-in page that
 * applies the rules.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, elementRenderMapSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { elementDisplayKit, renderMap } from './element-display.service';

const BASE = '/basic-font-end-element-display';
const tags = ['elementDisplay'];

const elementDisplayRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(elementDisplayKit.routes);

  fastify.get(
    `${BASE}/find-all-for-render`,
    {
      // loaded after sign-in by every user: forms apply the rules of their tenant
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '本租户全部元素显示规则（按页面分组）', response: { 200: replySchema(elementRenderMapSchema) } },
    },
    async (request) => ok(await renderMap(db, request.ctx.session.tenantId)),
  );

  fastify.get(
    `${BASE}/find-tips-by-id/:id`,
    {
      // the help text beside a form element; tenant-scoped
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '元素提示文字', params: z.object({ id: z.string().min(1).max(64) }), response: { 200: replySchema(z.string()) } },
    },
    async (request) => {
      const row = await elementDisplayKit.service.find(db, request.ctx, request.params.id);
      return ok(row.tips ?? '');
    },
  );
};

export default elementDisplayRoutes;
