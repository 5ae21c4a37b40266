import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, dataSourceTestSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { dataSourceKit, testConnection, type DataSourceSettings } from './data-source.service';

/** 多数据源管理: the kit's routes with the server's key, and the connection check. */
const dataSourceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const settings: DataSourceSettings = { key: fastify.config.dataSourceKey, allowedHosts: fastify.config.dataSourceAllowedHosts ?? [] };
  const tags = ['dataSource'];

  await fastify.register(dataSourceKit(settings).routes);

  fastify.post(
    '/sys/dataSource/testConnection',
    {
      config: { permission: PERMS.system.dataSource.edit },
      schema: {
        tags,
        summary: '测试连接（只连接 DATA_SOURCE_ALLOWED_HOSTS 中的主机，只读，5 秒超时）',
        body: dataSourceTestSchema,
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      await testConnection(db, settings, request.body);
      return ok(null, '连接成功');
    },
  );
};

export default dataSourceRoutes;
