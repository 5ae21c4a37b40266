import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictRecordSchema, listQuerySchema, pageResultSchema, PERMS, replySchema } from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { recordOf } from '../../../lib/resource-kit';
import { dictItemKit, dictKit, dictList, isDictCodeFree, purgeDict, restoreDict } from './dict-admin.service';
import { sysDict } from './dict.table';

const tags = ['dict'];
const nullReply = { 200: replySchema(z.null()) };

/** 数据字典: the kits' routes of dictionaries and their items, and the recycle bin and code check of the page. */
const dictAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  await fastify.register(dictKit.routes);
  await fastify.register(dictItemKit.routes);

  fastify.get(
    '/sys/dict/deleteList',
    {
      config: { permission: PERMS.system.dict.list },
      schema: { tags, summary: '字典回收站', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(dictRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(dictList, request.query, request.ctx, { baseWhere: [eq(sysDict.delFlag, 1)] });
      return ok({ ...page, records: page.records.map((row) => recordOf(row as typeof sysDict.$inferSelect)) });
    },
  );

  fastify.get(
    '/sys/dict/checkDictCode',
    {
      config: { permission: PERMS.system.dict.list },
      schema: {
        tags,
        summary: '字典编码是否可用',
        querystring: z.object({ dictCode: z.string().max(100), id: z.string().optional() }),
        response: { 200: replySchema(z.boolean()) },
      },
    },
    async (request) => {
      const free = await isDictCodeFree(db, request.query.dictCode, request.query.id);
      return { ...ok(free, free ? '该值可用！' : '字典编码已存在'), success: free };
    },
  );

  fastify.put(
    '/sys/dict/back/:id',
    {
      config: { permission: PERMS.system.dict.delete },
      schema: { tags, summary: '从回收站还原字典', params: z.object({ id: z.string().min(1) }), response: nullReply },
    },
    async (request) => {
      await restoreDict(request.ctx, request.params.id);
      return ok(null, '还原成功');
    },
  );

  fastify.delete(
    '/sys/dict/deletePhysic/:id',
    {
      config: { permission: PERMS.system.dict.delete },
      schema: { tags, summary: '彻底删除字典及其字典项', params: z.object({ id: z.string().min(1) }), response: nullReply },
    },
    async (request) => {
      await purgeDict(db, request.params.id);
      return ok(null, '已彻底删除');
    },
  );
};

export default dictAdminRoutes;
