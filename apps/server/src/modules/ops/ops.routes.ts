import type { FastifyPluginAsync } from 'fastify';
import dispatchRoutes from './dispatch/dispatch.routes';
import fleetRoutes from './fleet/fleet.routes';
import optionsRoutes from './network/options.routes';

/** 公交运营管理: every ops area's routes (each area registers its plugin here). */
const opsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(optionsRoutes);
  await fastify.register(fleetRoutes);
  await fastify.register(dispatchRoutes);
};

export default opsRoutes;
