import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customTicketSummarySchema, listQuerySchema, PERMS, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { customTicketKit, ticketSummary } from './custom-ticket.service';

const tags = ['ops-custom'];

/** 定制客运票务 (/zsgj/customTicket): the read-only kit's list, queryById and export, and the totals with seats per day. */
const customTicketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customTicketKit.routes);

  fastify.get(
    '/ops/customTicket/summary',
    {
      config: { permission: PERMS.ops.customTicket.list },
      schema: { tags, summary: '定制客运车票合计与每日售座', querystring: listQuerySchema, response: { 200: replySchema(customTicketSummarySchema) } },
    },
    async (request) => ok(await ticketSummary(request.query, request.ctx)),
  );
};

export default customTicketRoutes;
