import type { FastifyPluginAsync } from 'fastify';
import cgreportRoutes from './cgreport/cgreport.routes';

/** 在线开发: the online reports. */
const onlineRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cgreportRoutes);
};

export default onlineRoutes;
