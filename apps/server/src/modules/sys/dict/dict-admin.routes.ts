import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idsQuerySchema,
  dictEditSchema,
  dictItemEditSchema,
  dictItemRecordSchema,
  dictItemSaveSchema,
  dictRecordSchema,
  dictSaveSchema,
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { withTimes } from '../../../lib/date-time';
import {
  addDict,
  addDictItem,
  deleteDictItems,
  dictItemList,
  dictList,
  editDict,
  editDictItem,
  isDictCodeFree,
  purgeDict,
  softDeleteDicts,
} from './dict-admin.service';
import { sysDict } from './dict.table';
import { eq } from 'drizzle-orm';

const tags = ['dict'];
const nullReply = { 200: replySchema(z.null()) };

const dictAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/dict/list',
    {
      config: { permission: PERMS.system.dict.list },
      schema: { tags, summary: '字典列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(dictRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(dictList, request.query, request.ctx, { baseWhere: [eq(sysDict.delFlag, 0)] });
      return ok({ ...page, records: page.records.map((r) => withTimes(r as typeof sysDict.$inferSelect)) });
    },
  );

  fastify.get(
    '/sys/dict/deleteList',
    {
      config: { permission: PERMS.system.dict.list },
      schema: { tags, summary: '字典回收站', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(dictRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(dictList, request.query, request.ctx, { baseWhere: [eq(sysDict.delFlag, 1)] });
      return ok({ ...page, records: page.records.map((r) => withTimes(r as typeof sysDict.$inferSelect)) });
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

  fastify.post(
    '/sys/dict/add',
    {
      config: { permission: PERMS.system.dict.add },
      schema: { tags, summary: '新增字典', body: dictSaveSchema, response: { 200: replySchema(dictRecordSchema) } },
    },
    async (request) => ok(withTimes(await addDict(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/dict/edit',
    {
      config: { permission: PERMS.system.dict.edit },
      schema: { tags, summary: '编辑字典', body: dictEditSchema, response: { 200: replySchema(dictRecordSchema) } },
    },
    async (request) => ok(withTimes(await editDict(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/dict/delete',
    {
      config: { permission: PERMS.system.dict.delete },
      schema: { tags, summary: '删除字典（进入回收站）', querystring: recordIdQuerySchema, response: nullReply },
    },
    async (request) => {
      await softDeleteDicts(request.ctx, [request.query.id], 1);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/dict/deleteBatch',
    {
      config: { permission: PERMS.system.dict.batch_delete },
      schema: { tags, summary: '批量删除字典（进入回收站）', querystring: idsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await softDeleteDicts(request.ctx, request.query.ids, 1);
      return ok(null, `已删除 ${n} 个字典`);
    },
  );

  fastify.put(
    '/sys/dict/back/:id',
    {
      config: { permission: PERMS.system.dict.delete },
      schema: { tags, summary: '从回收站还原字典', params: z.object({ id: z.string().min(1) }), response: nullReply },
    },
    async (request) => {
      await softDeleteDicts(request.ctx, [request.params.id], 0);
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

  fastify.get(
    '/sys/dictItem/list',
    {
      config: { permission: PERMS.system.dict.list },
      schema: {
        tags,
        summary: '字典项列表（dictId 必填）',
        querystring: listQuerySchema,
        response: { 200: replySchema(pageResultSchema(dictItemRecordSchema)) },
      },
    },
    async (request) => {
      const dictId = typeof request.query.dictId === 'string' ? request.query.dictId : '';
      if (!dictId) return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
      const page = await runList(dictItemList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => withTimes(r as never) as never) });
    },
  );

  fastify.post(
    '/sys/dictItem/add',
    {
      config: { permission: PERMS.system.dict.add },
      schema: { tags, summary: '新增字典项', body: dictItemSaveSchema, response: { 200: replySchema(dictItemRecordSchema) } },
    },
    async (request) => ok(withTimes(await addDictItem(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/dictItem/edit',
    {
      config: { permission: PERMS.system.dict.edit },
      schema: { tags, summary: '编辑字典项', body: dictItemEditSchema, response: { 200: replySchema(dictItemRecordSchema) } },
    },
    async (request) => ok(withTimes(await editDictItem(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/dictItem/delete',
    { config: { permission: PERMS.system.dict.delete }, schema: { tags, summary: '删除字典项', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteDictItems(db, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/dictItem/deleteBatch',
    {
      config: { permission: PERMS.system.dict.batch_delete },
      schema: { tags, summary: '批量删除字典项', querystring: idsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteDictItems(db, request.query.ids);
      return ok(null, `已删除 ${n} 条`);
    },
  );
};

export default dictAdminRoutes;
