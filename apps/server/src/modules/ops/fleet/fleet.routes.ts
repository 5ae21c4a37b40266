import type { FastifyPluginAsync } from 'fastify';
import driverRoutes from './driver.routes';
import dutyRoutes from './duty.routes';
import vehicleRoutes from './vehicle.routes';

/** 车辆管理 and 驾驶员管理 (with duties and duty rules). */
const fleetRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(vehicleRoutes);
  await fastify.register(driverRoutes);
  await fastify.register(dutyRoutes);
};

export default fleetRoutes;
