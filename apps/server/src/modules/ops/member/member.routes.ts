import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customTicketRecordSchema, listQuerySchema, memberTicketsQuerySchema, pageResultSchema, PERMS, replySchema } from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { customTicketList, selectTickets, toTicketRecord, type TicketRow } from '../custom/custom-ticket.service';
import { opsCustomTicket } from '../custom/custom.table';
import { memberKit } from './member.service';

const tags = ['ops-member'];

/** 会员管理 (/zsgj/member): the read-only kit's list, queryById and export, and a member's tickets; the card desk's actions come with the card area. */
const memberRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(memberKit.routes);

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
};

export default memberRoutes;
