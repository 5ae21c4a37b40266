import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lineCheckAssignSchema,
  lineCheckCloseSchema,
  lineCheckEditSchema,
  lineCheckFixSchema,
  lineCheckRecordSchema,
  lineCheckSaveSchema,
  listQuerySchema,
  pageResultSchema,
  PERMS,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
  type LineCheckRecord,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { addDictText, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { addLineCheck, deleteLineChecks, editLineCheck, getLineCheck, lineCheckList, moveLineCheck, selectLineChecks } from './line-check.service';
import type { opsLineCheck } from './line-check.table';

const tags = ['ops-line-check'];
const nullReply = { 200: replySchema(z.null()) };
const recordReply = { 200: replySchema(lineCheckRecordSchema) };

type LineCheckRow = typeof opsLineCheck.$inferSelect & {
  routeNumber?: string | null;
  routeName?: string | null;
  stopName?: string | null;
  inspectorName?: string | null;
  assigneeName?: string | null;
} & Record<string, unknown>;

const toRecord = (row: LineCheckRow): LineCheckRecord => ({
  id: row.id,
  routeId: row.routeId,
  routeNumber: row.routeNumber ?? null,
  routeName: row.routeName ?? null,
  stopId: row.stopId,
  stopName: row.stopName ?? null,
  inspector: row.inspector,
  inspectorName: row.inspectorName ?? null,
  checkTime: formatDateTime(row.checkTime),
  category: row.category,
  category_dictText: row.category_dictText as string | undefined,
  findings: row.findings,
  photos: row.photos ?? [],
  state: row.state,
  state_dictText: row.state_dictText as string | undefined,
  assignee: row.assignee,
  assigneeName: row.assigneeName ?? null,
  resolution: row.resolution,
  closeTime: formatDateTime(row.closeTime),
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
  updateBy: row.updateBy,
  updateTime: formatDateTime(row.updateTime),
  version: row.version,
});

const EXPORT_COLUMNS: Array<[keyof LineCheckRecord & string, string, number]> = [
  ['checkTime', '巡检时间', 20],
  ['routeNumber', '线路', 10],
  ['stopName', '站点', 16],
  ['category_dictText', '问题类别', 10],
  ['findings', '巡检发现', 40],
  ['inspectorName', '巡检人', 10],
  ['state_dictText', '状态', 10],
  ['assigneeName', '整改责任人', 12],
  ['resolution', '整改情况', 30],
  ['closeTime', '关闭时间', 20],
];

/** 线路巡检 (/zsgj/lineCheck). */
const lineCheckRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  const list = (query: z.infer<typeof listQuerySchema>, ctx: Parameters<typeof runList>[2], maxPageSize?: number) =>
    runList<LineCheckRow>(lineCheckList, query, ctx, { select: selectLineChecks(ctx.db) as never, ...(maxPageSize ? { maxPageSize } : {}) });
  /** one finding as the list shows it (after a save, for the detail drawer) */
  const recordOf = async (ctx: Parameters<typeof runList>[2], id: string) => {
    const [row] = await addDictText(ctx, lineCheckList, [(await getLineCheck(db, ctx.session.tenantId, id)) as LineCheckRow]);
    return toRecord(row as LineCheckRow);
  };

  fastify.get(
    '/ops/lineCheck/list',
    {
      config: { permission: PERMS.ops.lineCheck.list },
      schema: { tags, summary: '线路巡检列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(lineCheckRecordSchema)) } },
    },
    async (request) => {
      const page = await list(request.query, request.ctx);
      return ok({ ...page, records: page.records.map(toRecord) });
    },
  );

  fastify.get(
    '/ops/lineCheck/queryById',
    { config: { permission: PERMS.ops.lineCheck.list }, schema: { tags, summary: '巡检记录详情', querystring: recordIdQuerySchema, response: recordReply } },
    async (request) => ok(await recordOf(request.ctx, request.query.id)),
  );

  fastify.post(
    '/ops/lineCheck/add',
    { config: { permission: PERMS.ops.lineCheck.add }, schema: { tags, summary: '登记巡检发现', body: lineCheckSaveSchema, response: recordReply } },
    async (request) => {
      const row = await addLineCheck(request.ctx, request.body);
      return ok(await recordOf(request.ctx, row.id), '添加成功！');
    },
  );

  fastify.put(
    '/ops/lineCheck/edit',
    { config: { permission: PERMS.ops.lineCheck.edit }, schema: { tags, summary: '编辑巡检发现', body: lineCheckEditSchema, response: recordReply } },
    async (request) => {
      const row = await editLineCheck(request.ctx, request.body);
      return ok(await recordOf(request.ctx, row.id), '编辑成功!');
    },
  );

  fastify.put(
    '/ops/lineCheck/assign',
    { config: { permission: PERMS.ops.lineCheck.assign }, schema: { tags, summary: '指派整改', body: lineCheckAssignSchema, response: recordReply } },
    async (request) => {
      const row = await moveLineCheck(request.ctx, 'assign', request.body);
      return ok(await recordOf(request.ctx, row.id), '指派成功');
    },
  );

  fastify.put(
    '/ops/lineCheck/fix',
    // recording what was done is an edit of the finding's follow-up
    { config: { permission: PERMS.ops.lineCheck.edit }, schema: { tags, summary: '登记整改', body: lineCheckFixSchema, response: recordReply } },
    async (request) => {
      const row = await moveLineCheck(request.ctx, 'fix', request.body);
      return ok(await recordOf(request.ctx, row.id), '整改已登记');
    },
  );

  fastify.put(
    '/ops/lineCheck/close',
    { config: { permission: PERMS.ops.lineCheck.close }, schema: { tags, summary: '关闭巡检记录', body: lineCheckCloseSchema, response: recordReply } },
    async (request) => {
      const row = await moveLineCheck(request.ctx, 'close', request.body);
      return ok(await recordOf(request.ctx, row.id), '已关闭');
    },
  );

  fastify.delete(
    '/ops/lineCheck/delete',
    { config: { permission: PERMS.ops.lineCheck.delete }, schema: { tags, summary: '删除巡检记录', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteLineChecks(request.ctx, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/ops/lineCheck/deleteBatch',
    {
      config: { permission: PERMS.ops.lineCheck.batch_delete },
      schema: { tags, summary: '批量删除巡检记录', querystring: recordIdsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteLineChecks(request.ctx, request.query.ids.split(',').filter(Boolean).slice(0, 1000));
      return ok(null, `已删除 ${n} 条巡检记录`);
    },
  );

  fastify.get(
    '/ops/lineCheck/exportXls',
    {
      config: { permission: PERMS.ops.lineCheck.export },
      schema: {
        tags,
        summary: '导出线路巡检（Excel）',
        querystring: listQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await list({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
      const records = selectedOnly(page.records.map(toRecord), selections);
      const buffer = await buildSheet('线路巡检', EXPORT_COLUMNS, records);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('线路巡检.xlsx')).send(buffer);
    },
  );
};

export default lineCheckRoutes;
