import type { FastifyPluginAsync } from 'fastify';
import customRoutes from './custom/custom.routes';
import dispatchRoutes from './dispatch/dispatch.routes';
import fleetRoutes from './fleet/fleet.routes';
import gtfsRoutes from './gtfs/gtfs.routes';
import memberRoutes from './member/member.routes';
import networkRoutes from './network/network.routes';
import timetableRoutes from './timetable/timetable.routes';
import lineCheckRoutes from './line-check/line-check.routes';
import passengerNoticeRoutes from './passenger-notice/passenger-notice.routes';

/** 公交运营管理: every ops area's routes (each area registers its plugin here). */
const opsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(networkRoutes);
  await fastify.register(gtfsRoutes);
  await fastify.register(timetableRoutes);
  await fastify.register(fleetRoutes);
  await fastify.register(dispatchRoutes);
  await fastify.register(lineCheckRoutes);
  await fastify.register(passengerNoticeRoutes);
  await fastify.register(memberRoutes);
  await fastify.register(customRoutes);
};

export default opsRoutes;
