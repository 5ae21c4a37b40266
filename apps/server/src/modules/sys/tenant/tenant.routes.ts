import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMS,
  AUTHENTICATED,
  pageResultSchema,
  replySchema,
  tenantEditSchema,
  tenantRecordSchema,
  tenantSaveSchema,
  listQuerySchema,
  numericIdsQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { getUserTenants } from '../user/user.service';
import { addTenant, deleteTenants, editTenant, queryTenants, tenantList } from './tenant.service';

const tenantRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const tags = ['tenant'];

  fastify.get(
    '/sys/tenant/list',
    {
      config: { permission: PERMS.system.tenant.list },
      schema: { tags, summary: '租户列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(tenantRecordSchema)) } },
    },
    async (request) => ok(await runList(tenantList, request.query, request.ctx)),
  );
  fastify.post(
    '/sys/tenant/add',
    {
      config: { permission: PERMS.system.tenant.add },
      schema: { tags, summary: '新增租户', body: tenantSaveSchema, response: { 200: replySchema(tenantRecordSchema) } },
    },
    async (request) => ok(await addTenant(db, request.ctx.session, request.body, fastify.now()), '添加成功'),
  );
  fastify.put(
    '/sys/tenant/edit',
    {
      config: { permission: PERMS.system.tenant.edit },
      schema: { tags, summary: '编辑租户', body: tenantEditSchema, response: { 200: replySchema(tenantRecordSchema) } },
    },
    async (request) => ok(await editTenant(db, request.ctx.session, request.body, fastify.now()), '编辑成功'),
  );
  fastify.delete(
    '/sys/tenant/delete',
    {
      config: { permission: PERMS.system.tenant.delete },
      schema: {
        tags,
        summary: '删除租户',
        querystring: z.object({
          id: z
            .string()
            .regex(/^\d{1,15}$/, 'id 必须是租户编号')
            .transform(Number),
        }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      await deleteTenants(db, request.ctx.session, [request.query.id]);
      return ok(null, '删除成功');
    },
  );
  fastify.delete(
    '/sys/tenant/deleteBatch',
    {
      config: { permission: PERMS.system.tenant.batch_delete },
      schema: { tags, summary: '批量删除租户', querystring: numericIdsQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteTenants(db, request.ctx.session, request.query.ids);
      return ok(null, '删除成功');
    },
  );
  // AUTHENTICATED: tenant names for pickers and the tenant switcher (names only; without ids: the user's own tenants).
  fastify.get(
    '/sys/tenant/queryList',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按编号查询租户',
        querystring: numericIdsQuerySchema.partial(),
        response: { 200: replySchema(z.array(z.object({ id: z.number(), name: z.string(), status: z.number() }))) },
      },
    },
    async (request) => {
      if (request.query.ids) return ok(await queryTenants(db, request.query.ids));
      const mine = await getUserTenants(db, request.ctx.session.userId);
      return ok(
        await queryTenants(
          db,
          mine.map((t) => t.id),
        ),
      );
    },
  );
};

export default tenantRoutes;
