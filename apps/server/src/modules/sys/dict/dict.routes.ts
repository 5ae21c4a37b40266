import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allDictItemsSchema, AUTHENTICATED, dictItemSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import dictAdminRoutes from './dict-admin.routes';
import dictWidgetRoutes from './dict-widget.routes';
import { getAllDictItems, getDictItems } from './dict.service';

const dictConfig = { permission: AUTHENTICATED, allowedBeforePasswordChange: true } as const;

const dictRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sys/dict/getDictItems/:dictCode',
    {
      config: dictConfig,
      schema: {
        tags: ['dict'],
        summary: '按字典编码取启用的字典项',
        params: z.object({ dictCode: z.string().min(1).max(100) }),
        response: { 200: replySchema(z.array(dictItemSchema)) },
      },
    },
    async (request) => ok(await getDictItems(fastify.db, request.params.dictCode)),
  );

  fastify.get(
    '/sys/dict/refleshCache',
    {
      config: dictConfig,
      schema: { tags: ['dict'], summary: '刷新字典缓存（服务端不缓存字典，直接成功）', response: { 200: replySchema(z.null()) } },
    },
    async () => ok(null, '刷新缓存完成！'),
  );

  fastify.get(
    '/sys/dict/queryAllDictItems',
    {
      config: dictConfig,
      schema: { tags: ['dict'], summary: '全部字典项（按字典编码）', response: { 200: replySchema(allDictItemsSchema) } },
    },
    async () => ok(await getAllDictItems(fastify.db)),
  );

  await fastify.register(dictAdminRoutes);
  await fastify.register(dictWidgetRoutes);
};

export default dictRoutes;
