import type { FastifyPluginAsync } from 'fastify';
import gtfsRoutes from './gtfs/gtfs.routes';
import optionsRoutes from './network/options.routes';

/** 公交运营管理: every ops area's routes (each area registers its plugin here). */
const opsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(optionsRoutes);
  await fastify.register(gtfsRoutes);
};

export default opsRoutes;
