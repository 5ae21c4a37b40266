import type { FastifyPluginAsync } from 'fastify';
import networkRoutes from './network/network.routes';

/** 公交运营管理: every ops area's routes (each area registers its plugin here). */
const opsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(networkRoutes);
};

export default opsRoutes;
