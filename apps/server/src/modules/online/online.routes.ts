import type { FastifyPluginAsync } from 'fastify';
import cgreportRoutes from './cgreport/cgreport.routes';
import codegenRoutes from './codegen/codegen.routes';

/** 在线开发: the online reports and 代码生成. */
const onlineRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cgreportRoutes);
  await fastify.register(codegenRoutes);
};

export default onlineRoutes;
