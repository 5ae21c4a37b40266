import type { FastifyPluginAsync } from 'fastify';
import optionsRoutes from './network/options.routes';
import timetableRoutes from './timetable/timetable.routes';

/** 公交运营管理: every ops area's routes (each area registers its plugin here). */
const opsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(optionsRoutes);
  await fastify.register(timetableRoutes);
};

export default opsRoutes;
