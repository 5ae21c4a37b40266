/**
 * 前端元素显示 (spec 03 section 7 'Element display configuration'). The admin screen's search,
 * create, update (versioned: a stale write is a 409) and delete need basic:elementDisplay:*;
 * the render map and tip texts are read by every signed-in page that applies the rules.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  elementDisplayEditSchema,
  elementDisplayRecordSchema,
  elementDisplaySaveSchema,
  elementRenderMapSchema,
  pageResultSchema,
  recordIdQuerySchema,
  idsQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import {
  createElementDisplay,
  deleteElementDisplays,
  elementDisplayList,
  findInTenant,
  renderMap,
  toElementDisplayRecord,
  updateElementDisplay,
} from './element-display.service';
import type { basicElementDisplay } from './element-display.table';

const BASE = '/basic-font-end-element-display';
const tags = ['elementDisplay'];
const nullReply = { 200: replySchema(z.null()) };
const recordReply = { 200: replySchema(elementDisplayRecordSchema) };

const elementDisplayRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    `${BASE}/search`,
    {
      config: { permission: PERMS.basic.elementDisplay.list },
      schema: { tags, summary: '元素显示规则列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(elementDisplayRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(elementDisplayList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => toElementDisplayRecord(r as typeof basicElementDisplay.$inferSelect)) });
    },
  );

  fastify.post(
    `${BASE}/create`,
    {
      config: { permission: PERMS.basic.elementDisplay.add },
      schema: { tags, summary: '新增元素显示规则', body: elementDisplaySaveSchema, response: recordReply },
    },
    async (request) => ok(toElementDisplayRecord(await createElementDisplay(request.ctx, request.body)), '添加成功！'),
  );

  fastify.post(
    `${BASE}/update`,
    {
      config: { permission: PERMS.basic.elementDisplay.edit },
      schema: { tags, summary: '编辑元素显示规则（带版本号，过期写入 409）', body: elementDisplayEditSchema, response: recordReply },
    },
    async (request) => ok(toElementDisplayRecord(await updateElementDisplay(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    `${BASE}/delete`,
    {
      config: { permission: PERMS.basic.elementDisplay.delete },
      schema: { tags, summary: '删除元素显示规则', querystring: recordIdQuerySchema, response: nullReply },
    },
    async (request) => {
      await deleteElementDisplays(db, request.ctx.session.tenantId, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    `${BASE}/deleteBatch`,
    {
      config: { permission: PERMS.basic.elementDisplay.batch_delete },
      schema: { tags, summary: '批量删除元素显示规则', querystring: idsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteElementDisplays(db, request.ctx.session.tenantId, request.query.ids);
      return ok(null, `已删除 ${n} 条`);
    },
  );

  fastify.get(
    `${BASE}/find-all-for-render`,
    {
      // loaded after sign-in by every user: forms apply the rules of their tenant
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '本租户全部元素显示规则（按页面分组）', response: { 200: replySchema(elementRenderMapSchema) } },
    },
    async (request) => ok(await renderMap(db, request.ctx.session.tenantId)),
  );

  fastify.get(
    `${BASE}/find-tips-by-id/:id`,
    {
      // the help text beside a form element; tenant-scoped
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '元素提示文字', params: z.object({ id: z.string().min(1).max(64) }), response: { 200: replySchema(z.string()) } },
    },
    async (request) => {
      const row = await findInTenant(db, request.ctx.session.tenantId, request.params.id);
      return ok(row.tips ?? '');
    },
  );
};

export default elementDisplayRoutes;
