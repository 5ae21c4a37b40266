import type { FastifyPluginAsync } from 'fastify';
import customRequestRoutes from './custom-request.routes';
import customTicketRoutes from './custom-ticket.routes';

/** 企业与个人定制 and 定制客运票务. */
const customRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customRequestRoutes);
  await fastify.register(customTicketRoutes);
};

export default customRoutes;
