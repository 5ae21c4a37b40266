import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMS,
  listQuerySchema,
  opsStopEditSchema,
  opsStopRecordSchema,
  opsServiceAreaSchema,
  opsStopSaveSchema,
  pageResultSchema,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { withTimes } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { attachment, buildSheet, EXPORT_MAX_ROWS, splitIds, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { opsStop } from './network.table';
import { addStop, deleteStops, editStop, serviceAreaOf, stopList, withParentNames, type StopRow } from './stop.service';

const tags = ['ops-stop'];
const nullReply = { 200: replySchema(z.null()) };

const EXPORT_COLUMNS = [
  ['code', '站点编码', 12],
  ['name', '站点名称', 24],
  ['locationType_dictText', '类型', 10],
  ['parentName', '所属车站', 20],
  ['platformCode', '站台编号', 10],
  ['lat', '纬度(WGS84)', 12],
  ['lon', '经度(WGS84)', 12],
  ['facilities_dictText', '设施', 24],
  ['address', '地址', 30],
  ['status_dictText', '状态', 8],
  ['remark', '备注', 24],
] as const;

/** 站点管理 (/zsgj/site). */
const stopRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/ops/stop/list',
    {
      config: { permission: PERMS.ops.stop.list },
      schema: { tags, summary: '站点列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(opsStopRecordSchema)) } },
    },
    async (request) => {
      const page = await runList<StopRow>(stopList, request.query, request.ctx);
      const named = await withParentNames(db, request.ctx.session.tenantId, page.records);
      return ok({ ...page, records: named.map((row) => withTimes(row)) });
    },
  );

  fastify.get(
    '/ops/stop/service-area',
    {
      config: { permission: PERMS.ops.stop.list },
      schema: { tags, summary: '服务区域（现有站点的范围）', response: { 200: replySchema(opsServiceAreaSchema) } },
    },
    async (request) => ok(await serviceAreaOf(db, request.ctx.session.tenantId)),
  );

  fastify.post(
    '/ops/stop/add',
    {
      config: { permission: PERMS.ops.stop.add },
      schema: { tags, summary: '新增站点', body: opsStopSaveSchema, response: { 200: replySchema(opsStopRecordSchema) } },
    },
    async (request) => ok(withTimes(await addStop(request.ctx, request.body)), '添加成功'),
  );

  fastify.put(
    '/ops/stop/edit',
    {
      config: { permission: PERMS.ops.stop.edit },
      schema: { tags, summary: '编辑站点', body: opsStopEditSchema, response: { 200: replySchema(opsStopRecordSchema) } },
    },
    async (request) => ok(withTimes(await editStop(request.ctx, request.body)), '保存成功'),
  );

  fastify.delete(
    '/ops/stop/delete',
    { config: { permission: PERMS.ops.stop.delete }, schema: { tags, summary: '删除站点', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteStops(db, request.ctx.session.tenantId, [request.query.id]);
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/ops/stop/deleteBatch',
    { config: { permission: PERMS.ops.stop.batch_delete }, schema: { tags, summary: '批量删除站点', querystring: recordIdsQuerySchema, response: nullReply } },
    async (request) => {
      const n = await deleteStops(db, request.ctx.session.tenantId, splitIds(request.query.ids));
      return ok(null, `已删除 ${n} 个站点`);
    },
  );

  fastify.get(
    '/ops/stop/exportXls',
    {
      config: { permission: PERMS.ops.stop.export },
      schema: { tags, summary: '导出站点（当前筛选或所选行）', querystring: listQuerySchema, response: { 200: z.any() } },
    },
    async (request, reply) => {
      const tenantId = request.ctx.session.tenantId;
      const selections = splitIds(request.query.selections);
      const params = { ...request.query, pageNo: 1, pageSize: EXPORT_MAX_ROWS };
      const page = await runList<StopRow>(stopList, params, request.ctx, {
        maxPageSize: EXPORT_MAX_ROWS,
        baseWhere: selections.length ? [and(eq(opsStop.tenantId, tenantId), inArray(opsStop.id, selections))] : [],
      });
      const named = await withParentNames(db, tenantId, page.records);
      const facilityTexts = await request.ctx.lookups.dictTexts(db, ['ops_stop_facility']);
      const facilityText = new Map(facilityTexts.map((item) => [item.value, item.text]));
      const rows = named.map((row) => ({ ...row, facilities_dictText: row.facilities.map((code) => facilityText.get(code) ?? code).join('、') }));
      const buffer = await buildSheet('站点', EXPORT_COLUMNS, rows);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('站点.xlsx')).send(buffer);
    },
  );
};

export default stopRoutes;
