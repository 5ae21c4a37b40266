import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customTicketRecordSchema, customTicketSummarySchema, listQuerySchema, pageResultSchema, PERMS, replySchema } from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { customTicketList, selectTickets, ticketSummary, toTicketRecord, type TicketRow } from './custom-ticket.service';

const tags = ['ops-custom'];

type ExportRow = Record<string, string | number | null>;
const EXPORT_COLUMNS: Array<[string, string, number]> = [
  ['orderNo', '订单号', 22],
  ['routeNumber', '线路', 10],
  ['routeName', '线路名称', 24],
  ['passengerName', '乘客', 10],
  ['phone', '手机号', 14],
  ['travelDate', '乘车日期', 12],
  ['price', '票价（元）', 10],
  ['state', '状态', 8],
  ['purchaseTime', '购票时间', 20],
];
const yuan = (cents: number) => (cents / 100).toFixed(2);

/** 定制客运票务 (/zsgj/customTicket): seats sold on custom lines, read-only (refunds belong to payments). */
const customTicketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const list = (query: z.infer<typeof listQuerySchema>, ctx: Parameters<typeof runList>[2], maxPageSize?: number) =>
    runList<TicketRow>(customTicketList, query, ctx, { select: selectTickets(ctx.db) as never, ...(maxPageSize ? { maxPageSize } : {}) });

  fastify.get(
    '/ops/customTicket/list',
    {
      config: { permission: PERMS.ops.customTicket.list },
      schema: {
        tags,
        summary: '定制客运车票（手机号脱敏）',
        querystring: listQuerySchema,
        response: { 200: replySchema(pageResultSchema(customTicketRecordSchema)) },
      },
    },
    async (request) => {
      const page = await list(request.query, request.ctx);
      return ok({ ...page, records: page.records.map(toTicketRecord) });
    },
  );

  fastify.get(
    '/ops/customTicket/summary',
    {
      config: { permission: PERMS.ops.customTicket.list },
      schema: { tags, summary: '定制客运车票合计与每日售座', querystring: listQuerySchema, response: { 200: replySchema(customTicketSummarySchema) } },
    },
    async (request) => ok(await ticketSummary(request.query, request.ctx)),
  );

  fastify.get(
    '/ops/customTicket/exportXls',
    {
      config: { permission: PERMS.ops.customTicket.export },
      schema: {
        tags,
        summary: '导出定制客运车票（Excel，手机号脱敏）',
        querystring: listQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await list({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
      const rows: ExportRow[] = selectedOnly(page.records, selections)
        .map(toTicketRecord)
        .map((r) => ({ ...r, price: yuan(r.priceCents), state: r.state_dictText || r.state }));
      const buffer = await buildSheet('定制客运票务', EXPORT_COLUMNS, rows);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment('定制客运票务.xlsx')).send(buffer);
    },
  );
};

export default customTicketRoutes;
