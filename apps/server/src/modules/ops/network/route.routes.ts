import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  PERMS,
  listQuerySchema,
  opsRouteDetailSchema,
  opsRouteEditSchema,
  opsRouteHistoryEntrySchema,
  opsRouteRecordSchema,
  opsRouteSaveSchema,
  pageResultSchema,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
} from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, buildSheet, EXPORT_MAX_ROWS, splitIds, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { opsRoute } from './network.table';
import { findRoute, routeDetail, withListColumns, type RouteRow } from './route-detail';
import { addRoute, deleteRoutes, editRoute, routeHistory, routeList } from './route.service';

const tags = ['ops-route'];
const nullReply = { 200: replySchema(z.null()) };
const idParams = z.object({ id: z.string().min(1).max(64) });

const EXPORT_COLUMNS = [
  ['number', '线路号', 10],
  ['name', '线路名称', 28],
  ['lineType_dictText', '线路类型', 10],
  ['departName', '运营单位', 18],
  ['status_dictText', '状态', 8],
  ['effectiveDate', '生效日期', 12],
  ['lengthKm', '长度(km)', 10],
  ['fare', '票价(元)', 10],
  ['fareRule', '票制', 10],
  ['upFirst', '上行首班', 10],
  ['upLast', '上行末班', 10],
  ['downFirst', '下行首班', 10],
  ['downLast', '下行末班', 10],
  ['remark', '备注', 24],
] as const;

/** 线路管理 (/zsgj/line) and the whole-line read every ops map uses. */
const routeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/ops/route/list',
    {
      config: { permission: PERMS.ops.route.list },
      schema: { tags, summary: '线路列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(opsRouteRecordSchema)) } },
    },
    async (request) => {
      const page = await runList<RouteRow>(routeList, request.query, request.ctx);
      return ok({ ...page, records: await withListColumns(db, request.ctx.session.tenantId, page.records) });
    },
  );

  fastify.get(
    '/ops/route/exportXls',
    {
      config: { permission: PERMS.ops.route.export },
      schema: { tags, summary: '导出线路（当前筛选或所选行）', querystring: listQuerySchema, response: { 200: z.any() } },
    },
    async (request, reply) => {
      const tenantId = request.ctx.session.tenantId;
      const selections = splitIds(request.query.selections);
      const page = await runList<RouteRow>(routeList, { ...request.query, pageNo: 1, pageSize: EXPORT_MAX_ROWS }, request.ctx, {
        maxPageSize: EXPORT_MAX_ROWS,
        baseWhere: selections.length ? [and(eq(opsRoute.tenantId, tenantId), inArray(opsRoute.id, selections))] : [],
      });
      const rows = (await withListColumns(db, tenantId, page.records)).map((row) => ({
        ...row,
        lengthKm: row.lengthM == null ? '' : (row.lengthM / 1000).toFixed(2),
        fare: row.fareCents == null ? '' : (row.fareCents / 100).toFixed(2),
      }));
      const buffer = await buildSheet('线路', EXPORT_COLUMNS, rows);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('线路.xlsx')).send(buffer);
    },
  );

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

  fastify.delete(
    '/ops/route/delete',
    { config: { permission: PERMS.ops.route.delete }, schema: { tags, summary: '删除线路', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteRoutes(db, request.ctx.session.tenantId, [request.query.id]);
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/ops/route/deleteBatch',
    { config: { permission: PERMS.ops.route.batch_delete }, schema: { tags, summary: '批量删除线路', querystring: recordIdsQuerySchema, response: nullReply } },
    async (request) => {
      const n = await deleteRoutes(db, request.ctx.session.tenantId, splitIds(request.query.ids));
      return ok(null, `已删除 ${n} 条线路`);
    },
  );
};

export default routeRoutes;
