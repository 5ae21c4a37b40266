import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listQuerySchema,
  noticeActionSchema,
  noticeEditSchema,
  noticeRecordSchema,
  noticeSaveSchema,
  OPS_NOTICE_SHOWN_STATES,
  pageResultSchema,
  PERMS,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
  type NoticeRecord,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { formatDateTime } from '../../../lib/date-time';
import { addDictText, runList, type ListContext } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import {
  addNotice,
  deleteNotices,
  editNotice,
  findNotice,
  moveNotice,
  namesOf,
  noticeList,
  shownStateCondition,
  shownStateOf,
} from './passenger-notice.service';
import type { opsPassengerNotice } from './passenger-notice.table';

const tags = ['ops-notice'];
const nullReply = { 200: replySchema(z.null()) };
const recordReply = { 200: replySchema(noticeRecordSchema) };
/** `state` is the shown state (it depends on the time, so it is not a catalogue filter) */
const noticeListQuerySchema = listQuerySchema.extend({
  state: z.enum(OPS_NOTICE_SHOWN_STATES, { message: '状态只能是草稿、已发布、已过期或已撤回' }).optional(),
});

type NoticeRow = typeof opsPassengerNotice.$inferSelect & Record<string, unknown>;

/** Rows as replies: times as text, line numbers and stop names, the shown state. */
async function toRecords(db: Database, ctx: ListContext, rows: NoticeRow[]): Promise<NoticeRecord[]> {
  const names = await namesOf(db, ctx.session.tenantId, rows);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind,
    kind_dictText: row.kind_dictText as string | undefined,
    content: row.content,
    routeIds: row.routeIds ?? [],
    stopIds: row.stopIds ?? [],
    routeNumbers: names.routeNumbers(row.routeIds ?? []),
    stopNames: names.stopNames(row.stopIds ?? []),
    validFrom: formatDateTime(row.validFrom),
    validTo: formatDateTime(row.validTo),
    state: row.state,
    shownState: shownStateOf(row, ctx.now),
    publishTime: formatDateTime(row.publishTime),
    publishBy: row.publishBy,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    version: row.version,
  }));
}

const SHOWN_STATE_TEXT = { draft: '草稿', published: '已发布', expired: '已过期', withdrawn: '已撤回' } as const;
type ExportRow = NoticeRecord & { shownStateText: string; routes: string; stops: string };
const EXPORT_COLUMNS: Array<[keyof ExportRow & string, string, number]> = [
  ['title', '标题', 30],
  ['kind_dictText', '公告类型', 10],
  ['routes', '线路', 20],
  ['stops', '站点', 24],
  ['validFrom', '生效时间', 20],
  ['validTo', '失效时间', 20],
  ['shownStateText', '状态', 10],
  ['publishTime', '发布时间', 20],
  ['publishBy', '发布人', 12],
  ['content', '公告内容', 60],
];

/** 公告管理 (/zsgj/notice). */
const passengerNoticeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  const list = async (query: z.infer<typeof noticeListQuerySchema>, ctx: ListContext, maxPageSize?: number) => {
    const { state, ...rest } = query;
    const page = await runList<NoticeRow>(noticeList, rest, ctx, {
      baseWhere: [state ? shownStateCondition(state, ctx.now) : undefined],
      ...(maxPageSize ? { maxPageSize } : {}),
    });
    return { ...page, records: await toRecords(db, ctx, page.records) };
  };
  const recordOf = async (ctx: ListContext, id: string) => {
    const rows = await addDictText(ctx, noticeList, [(await findNotice(db, ctx.session.tenantId, id)) as NoticeRow]);
    return (await toRecords(db, ctx, rows as NoticeRow[]))[0];
  };

  fastify.get(
    '/ops/notice/list',
    {
      config: { permission: PERMS.ops.notice.list },
      schema: { tags, summary: '乘客公告列表', querystring: noticeListQuerySchema, response: { 200: replySchema(pageResultSchema(noticeRecordSchema)) } },
    },
    async (request) => ok(await list(request.query, request.ctx)),
  );

  fastify.get(
    '/ops/notice/queryById',
    { config: { permission: PERMS.ops.notice.list }, schema: { tags, summary: '公告详情', querystring: recordIdQuerySchema, response: recordReply } },
    async (request) => ok(await recordOf(request.ctx, request.query.id)),
  );

  fastify.post(
    '/ops/notice/add',
    { config: { permission: PERMS.ops.notice.add }, schema: { tags, summary: '新增公告（草稿）', body: noticeSaveSchema, response: recordReply } },
    async (request) => {
      const row = await addNotice(request.ctx, request.body);
      return ok(await recordOf(request.ctx, row.id), '添加成功！');
    },
  );

  fastify.put(
    '/ops/notice/edit',
    { config: { permission: PERMS.ops.notice.edit }, schema: { tags, summary: '编辑公告（仅草稿）', body: noticeEditSchema, response: recordReply } },
    async (request) => {
      const row = await editNotice(request.ctx, request.body);
      return ok(await recordOf(request.ctx, row.id), '编辑成功!');
    },
  );

  fastify.put(
    '/ops/notice/release',
    { config: { permission: PERMS.ops.notice.release }, schema: { tags, summary: '发布公告', body: noticeActionSchema, response: recordReply } },
    async (request) => {
      const row = await moveNotice(request.ctx, 'release', request.body);
      return ok(await recordOf(request.ctx, row.id), '公告已发布');
    },
  );

  fastify.put(
    '/ops/notice/revoke',
    { config: { permission: PERMS.ops.notice.revoke }, schema: { tags, summary: '撤回公告', body: noticeActionSchema, response: recordReply } },
    async (request) => {
      const row = await moveNotice(request.ctx, 'revoke', request.body);
      return ok(await recordOf(request.ctx, row.id), '公告已撤回');
    },
  );

  fastify.delete(
    '/ops/notice/delete',
    { config: { permission: PERMS.ops.notice.delete }, schema: { tags, summary: '删除公告（仅草稿）', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteNotices(request.ctx, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/ops/notice/deleteBatch',
    {
      config: { permission: PERMS.ops.notice.batch_delete },
      schema: { tags, summary: '批量删除公告（仅草稿）', querystring: recordIdsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteNotices(request.ctx, request.query.ids.split(',').filter(Boolean).slice(0, 1000));
      return ok(null, `已删除 ${n} 条公告`);
    },
  );

  fastify.get(
    '/ops/notice/exportXls',
    {
      config: { permission: PERMS.ops.notice.export },
      schema: {
        tags,
        summary: '导出乘客公告（Excel）',
        querystring: noticeListQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await list({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
      const rows: ExportRow[] = selectedOnly(page.records, selections).map((r) => ({
        ...r,
        shownStateText: SHOWN_STATE_TEXT[r.shownState],
        routes: r.routeNumbers.join('、'),
        stops: r.stopNames.join('、'),
      }));
      const buffer = await buildSheet('乘客公告', EXPORT_COLUMNS, rows);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('乘客公告.xlsx')).send(buffer);
    },
  );
};

export default passengerNoticeRoutes;
