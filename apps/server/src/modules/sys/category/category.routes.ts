import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  categoryEditSchema,
  categoryRecordSchema,
  categorySaveSchema,
  categoryTreeNodeSchema,
  pageResultSchema,
  recordIdQuerySchema,
  idsQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { sysCategory } from './category.table';
import { addCategory, categoryList, childrenOf, deleteCategories, editCategory, ROOT, rootsByCode, toCategoryNode, toCategoryRecord } from './category.service';

const tags = ['category'];
const nullReply = { 200: replySchema(z.null()) };
type CategoryRow = typeof sysCategory.$inferSelect;
// the category tree picker of forms (e.g. vehicle type) needs the nodes: any signed-in user
const pickerConfig = { permission: AUTHENTICATED } as const;

const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/category/rootList',
    {
      config: { permission: PERMS.system.category.list },
      schema: { tags, summary: '分类字典（根节点分页）', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(categoryRecordSchema)) } },
    },
    async (request) => {
      // a search looks at every level; without one only the roots are paged
      const searching = ['name', 'code'].some((k) => typeof request.query[k] === 'string' && request.query[k] !== '');
      const page = await runList(categoryList, request.query, request.ctx, { baseWhere: searching ? [] : [eq(sysCategory.pid, ROOT)] });
      return ok({ ...page, records: page.records.map((r) => toCategoryRecord(r as CategoryRow)) });
    },
  );

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
    async (request) => ok((await childrenOf(db, request.query.pid)).map(toCategoryRecord)),
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

  fastify.post(
    '/sys/category/add',
    {
      config: { permission: PERMS.system.category.add },
      schema: { tags, summary: '新增分类（编码由 category_code_rule 生成）', body: categorySaveSchema, response: { 200: replySchema(categoryRecordSchema) } },
    },
    async (request) => ok(toCategoryRecord(await addCategory(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/category/edit',
    {
      config: { permission: PERMS.system.category.edit },
      schema: { tags, summary: '编辑分类', body: categoryEditSchema, response: { 200: replySchema(categoryRecordSchema) } },
    },
    async (request) => ok(toCategoryRecord(await editCategory(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/category/delete',
    {
      config: { permission: PERMS.system.category.delete },
      schema: { tags, summary: '删除分类（有子分类时拒绝）', querystring: recordIdQuerySchema, response: nullReply },
    },
    async (request) => {
      await deleteCategories(db, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/category/deleteBatch',
    {
      config: { permission: PERMS.system.category.batch_delete },
      schema: { tags, summary: '批量删除分类', querystring: idsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteCategories(db, request.query.ids);
      return ok(null, `已删除 ${n} 条`);
    },
  );
};

export default categoryRoutes;
