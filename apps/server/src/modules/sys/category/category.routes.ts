import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, categoryRecordSchema, categoryTreeNodeSchema, replySchema, PERMS } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { recordOf } from '../../../lib/resource-kit';
import { categoryKit, childrenOf, rootsByCode, toCategoryNode } from './category.service';

const tags = ['category'];
// the category tree picker of forms (e.g. vehicle type) needs the nodes: any signed-in user
const pickerConfig = { permission: AUTHENTICATED } as const;

/** 分类字典: the kit's routes (the roots paged by rootList), a node's children, and the tree pickers' nodes. */
const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  await fastify.register(categoryKit.routes);

  fastify.get(
    '/sys/category/childList',
    {
      config: { permission: PERMS.system.category.list },
      schema: {
        tags,
        summary: '子分类',
        querystring: z.object({ pid: z.string().min(1, '请指定父级分类') }),
        response: { 200: replySchema(z.array(categoryRecordSchema)) },
      },
    },
    async (request) => ok((await childrenOf(db, request.query.pid)).map((row) => recordOf(row))),
  );

  fastify.get(
    '/sys/category/loadTreeRoot',
    {
      config: pickerConfig,
      schema: {
        tags,
        summary: '分类树根节点（pcode 指定某个根）',
        querystring: z.object({ pcode: z.string().max(100).optional() }),
        response: { 200: replySchema(z.array(categoryTreeNodeSchema)) },
      },
    },
    async (request) => ok((await rootsByCode(db, request.query.pcode || undefined)).map(toCategoryNode)),
  );

  fastify.get(
    '/sys/category/loadTreeChildren',
    {
      config: pickerConfig,
      schema: {
        tags,
        summary: '分类树子节点',
        querystring: z.object({ pid: z.string().min(1, '请指定父级分类') }),
        response: { 200: replySchema(z.array(categoryTreeNodeSchema)) },
      },
    },
    async (request) => ok((await childrenOf(db, request.query.pid)).map(toCategoryNode)),
  );
};

export default categoryRoutes;
