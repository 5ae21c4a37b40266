import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, PERMS, opsRouteDetailSchema, opsRouteEditSchema, opsRouteHistoryEntrySchema, opsRouteSaveSchema, replySchema } from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { findRoute, routeDetail } from './route-detail';
import { addRoute, editRoute, routeHistory, routeKit } from './route.service';

const tags = ['ops-route'];
const idParams = z.object({ id: z.string().min(1).max(64) });

/** 线路管理 (/zsgj/line): the kit's routes, the line saved with its directions, and the whole-line read every ops map uses. */
const routeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  await fastify.register(routeKit.routes);

  fastify.get(
    '/ops/route/:id',
    {
      // the network's geometry (numbers, stops, shapes) is what every ops page's map draws (timetables, dispatch, notices)
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '线路详情（含上下行站点与线形）', params: idParams, response: { 200: replySchema(opsRouteDetailSchema) } },
    },
    async (request) => {
      const row = await findRoute(db, request.ctx.session.tenantId, request.params.id);
      if (!row) throw new AppError(404, '线路不存在');
      return ok(await routeDetail(db, request.ctx.session.tenantId, row));
    },
  );

  fastify.get(
    '/ops/route/:id/history',
    {
      config: { permission: PERMS.ops.route.list },
      schema: { tags, summary: '线路变更历史', params: idParams, response: { 200: replySchema(z.array(opsRouteHistoryEntrySchema)) } },
    },
    async (request) => ok(await routeHistory(db, request.ctx.session.tenantId, request.params.id)),
  );

  fastify.post(
    '/ops/route/add',
    {
      config: { permission: PERMS.ops.route.add },
      schema: { tags, summary: '新增线路', body: opsRouteSaveSchema, response: { 200: replySchema(opsRouteDetailSchema) } },
    },
    async (request) => ok(await addRoute(request.ctx, request.body), '添加成功'),
  );

  fastify.put(
    '/ops/route/edit',
    {
      config: { permission: PERMS.ops.route.edit },
      schema: { tags, summary: '保存线路', body: opsRouteEditSchema, response: { 200: replySchema(opsRouteDetailSchema) } },
    },
    async (request) => ok(await editRoute(request.ctx, request.body), '保存成功'),
  );
};

export default routeRoutes;
