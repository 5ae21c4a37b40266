import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customDemandSchema,
  customRequestRecordSchema,
  customRequestStateSchema,
  formatWeekdays,
  listQuerySchema,
  pageResultSchema,
  PERMS,
  replySchema,
} from '@bus/contracts';
import { addDictText, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { customDemand, customRequestList, moveCustomRequest, selectRequests, toRequestRecord, withApprovals, type RequestRow } from './custom-request.service';
import { registerCustomEvaluation } from './custom-evaluation';

const tags = ['ops-custom'];
const STATE_DONE: Record<string, string> = { evaluating: '已开始评估，等待审批', opened: '已开线', rejected: '已答复未通过' };

type ExportRow = Record<string, string | number | null>;
const EXPORT_COLUMNS: Array<[string, string, number]> = [
  ['kind', '定制类型', 8],
  ['company', '单位名称', 22],
  ['contactName', '联系人', 10],
  ['contactPhone', '联系电话', 14],
  ['fromPlace', '出发地', 18],
  ['toPlace', '目的地', 18],
  ['departTime', '出发时间', 10],
  ['returnTime', '返程时间', 10],
  ['passengers', '乘车人数', 10],
  ['weekdays', '运行日', 14],
  ['state', '状态', 8],
  ['routeNumber', '开通线路', 12],
  ['reply', '答复', 30],
  ['submitTime', '提交时间', 20],
];

/** 企业与个人定制 (/zsgj/customization): the requests, their states and the demand still open. */
const customRequestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // 开始评估's approval and what its end does to the request
  registerCustomEvaluation();
  const list = (query: z.infer<typeof listQuerySchema>, ctx: Parameters<typeof runList>[2], maxPageSize?: number) =>
    runList<RequestRow>(customRequestList, query, ctx, { select: selectRequests(ctx.db) as never, ...(maxPageSize ? { maxPageSize } : {}) });

  fastify.get(
    '/ops/customization/list',
    {
      config: { permission: PERMS.ops.customization.list },
      schema: { tags, summary: '定制需求列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(customRequestRecordSchema)) } },
    },
    async (request) => {
      const page = await list(request.query, request.ctx);
      return ok({ ...page, records: await withApprovals(request.ctx, page.records.map(toRequestRecord)) });
    },
  );

  fastify.get(
    '/ops/customization/demand',
    {
      config: { permission: PERMS.ops.customization.list },
      schema: { tags, summary: '待处理定制需求的起讫点人数', response: { 200: replySchema(z.array(customDemandSchema)) } },
    },
    async (request) => ok(await customDemand(request.ctx.db, request.ctx.session.tenantId)),
  );

  fastify.put(
    '/ops/customization/state',
    {
      config: { permission: PERMS.ops.customization.edit },
      schema: { tags, summary: '定制需求转评估、开线或不通过', body: customRequestStateSchema, response: { 200: replySchema(customRequestRecordSchema) } },
    },
    async (request) => {
      const row = await moveCustomRequest(request.ctx, request.body);
      const [withText] = await addDictText(request.ctx, customRequestList, [row]);
      const [record] = await withApprovals(request.ctx, [toRequestRecord(withText)]);
      return ok(record, STATE_DONE[request.body.state]);
    },
  );

  fastify.get(
    '/ops/customization/exportXls',
    {
      config: { permission: PERMS.ops.customization.export },
      schema: {
        tags,
        summary: '导出定制需求（Excel）',
        querystring: listQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await list({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
      const rows: ExportRow[] = selectedOnly(page.records, selections)
        .map(toRequestRecord)
        .map(({ approval: _approval, ...r }) => ({
          ...r,
          kind: r.kind_dictText || r.kind,
          state: r.state_dictText || r.state,
          weekdays: formatWeekdays(r.weekdays),
          routeNumber: r.routeNumber ? `${r.routeNumber} ${r.routeName ?? ''}`.trim() : null,
        }));
      const buffer = await buildSheet('定制需求', EXPORT_COLUMNS, rows);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('定制需求.xlsx')).send(buffer);
    },
  );
};

export default customRequestRoutes;
