import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import clientErrorRoutes from './client-error.routes';
import { systemLogKit } from './log.list';

/** Login, operation and page-error log (system:log:*). Entries are written by plugins/system-log.ts, sign-in and the web's error reports. */
const logRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(clientErrorRoutes);
  await fastify.register(systemLogKit.routes);
};

export default logRoutes;
