import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customTicketRecordSchema,
  exportColumnsOf,
  listQuerySchema,
  memberResource,
  memberRecordSchema,
  memberTicketsQuerySchema,
  pageResultSchema,
  PERMS,
  replySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { customTicketList, selectTickets, toTicketRecord, type TicketRow } from '../custom/custom-ticket.service';
import { opsCustomTicket } from '../custom/custom.table';
import { attachment, buildSheet, EXPORT_MAX_ROWS, XLSX_MIME, selectedOnly } from '../../../lib/xlsx/sheet-export';
import { memberList, toMemberRecord, type MemberRow } from './member.service';

const tags = ['ops-member'];

/** the export's columns: the catalogue's labels, dictionary texts and widths (phones masked) */
const EXPORT_COLUMNS = exportColumnsOf(memberResource.fields);

/** 会员管理 (/zsgj/member): read views and export; the card desk's actions come with the card area. */
const memberRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/ops/member/list',
    {
      config: { permission: PERMS.ops.member.list },
      schema: { tags, summary: '会员列表（手机号脱敏）', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(memberRecordSchema)) } },
    },
    async (request) => {
      const page = await runList<MemberRow>(memberList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map(toMemberRecord) });
    },
  );

  fastify.get(
    '/ops/member/tickets',
    {
      config: { permission: PERMS.ops.member.list },
      schema: {
        tags,
        summary: '会员的定制客运车票',
        querystring: listQuerySchema.extend(memberTicketsQuerySchema.shape),
        response: { 200: replySchema(pageResultSchema(customTicketRecordSchema)) },
      },
    },
    async (request) => {
      const { memberId, ...query } = request.query;
      const page = await runList<TicketRow>(customTicketList, { column: 'travelDate', order: 'desc', ...query }, request.ctx, {
        baseWhere: [eq(opsCustomTicket.memberId, memberId)],
        select: selectTickets(request.ctx.db) as never,
      });
      return ok({ ...page, records: page.records.map(toTicketRecord) });
    },
  );

  fastify.get(
    '/ops/member/exportXls',
    {
      config: { permission: PERMS.ops.member.export },
      schema: {
        tags,
        summary: '导出会员（Excel，手机号脱敏）',
        querystring: listQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const page = await runList<MemberRow>(memberList, { ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, {
        maxPageSize: EXPORT_MAX_ROWS,
      });
      const records = selectedOnly(page.records, selections).map(toMemberRecord);
      const buffer = await buildSheet(memberResource.title, EXPORT_COLUMNS, records);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachment(`${memberResource.title}.xlsx`))
        .send(buffer);
    },
  );
};

export default memberRoutes;
