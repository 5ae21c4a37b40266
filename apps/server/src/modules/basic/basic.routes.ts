import type { FastifyPluginAsync } from 'fastify';
import elementDisplayRoutes from './element-display/element-display.routes';
import systemSettingRoutes from './system-setting/system-setting.routes';

/** 基础管理: the system settings the login page reads and 前端元素显示. */
const basicRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(systemSettingRoutes);
  await fastify.register(elementDisplayRoutes);
};

export default basicRoutes;
