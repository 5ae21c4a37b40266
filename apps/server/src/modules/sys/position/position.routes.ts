import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  pageResultSchema,
  positionEditSchema,
  positionRecordSchema,
  positionSaveSchema,
  recordIdQuerySchema,
  recordIdsQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { addDictText, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { withTimes } from '../../../lib/date-time';
import { addPosition, deletePositions, editPosition, positionList } from './position.service';
import { sysPosition } from './position.table';

const tags = ['position'];
type PositionRow = typeof sysPosition.$inferSelect;
const nullReply = { 200: replySchema(z.null()) };

const positionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/position/list',
    {
      config: { permission: PERMS.system.position.list },
      schema: { tags, summary: '职务列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(positionRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(positionList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => ({ ...withTimes(r as PositionRow), postRank_dictText: String(r.postRank_dictText ?? '') })) });
    },
  );

  fastify.get(
    '/sys/position/queryAll',
    {
      // the post picker of the user form needs every position of the tenant
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '全部职务（选择器）', response: { 200: replySchema(z.array(positionRecordSchema)) } },
    },
    async (request) => {
      const rows = await db.select().from(sysPosition).where(eq(sysPosition.tenantId, request.ctx.session.tenantId)).orderBy(asc(sysPosition.code));
      const withText = await addDictText(request.ctx, positionList, rows);
      return ok(withText.map((r) => ({ ...withTimes(r), postRank_dictText: String(r.postRank_dictText ?? '') })));
    },
  );

  fastify.post(
    '/sys/position/add',
    {
      config: { permission: PERMS.system.position.add },
      schema: { tags, summary: '新增职务', body: positionSaveSchema, response: { 200: replySchema(positionRecordSchema) } },
    },
    async (request) => ok(withTimes(await addPosition(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/position/edit',
    {
      config: { permission: PERMS.system.position.edit },
      schema: { tags, summary: '编辑职务', body: positionEditSchema, response: { 200: replySchema(positionRecordSchema) } },
    },
    async (request) => ok(withTimes(await editPosition(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/position/delete',
    { config: { permission: PERMS.system.position.delete }, schema: { tags, summary: '删除职务', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deletePositions(db, request.ctx.session.tenantId, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/position/deleteBatch',
    {
      config: { permission: PERMS.system.position.batch_delete },
      schema: { tags, summary: '批量删除职务', querystring: recordIdsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deletePositions(db, request.ctx.session.tenantId, request.query.ids.split(',').filter(Boolean));
      return ok(null, `已删除 ${n} 条`);
    },
  );
};

export default positionRoutes;
