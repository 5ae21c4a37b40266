import { z } from 'zod';
import type { SessionContext } from '../../../lib/request-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { idsQuerySchema, PERMS, pageResultSchema, replySchema, userRecordSchema, listQuerySchema } from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { selectUserPage, userInTenant, userListDefinition, withUserNames } from './user-admin.list';
import { purgeUsers, recycleUsers, restoreUsers, splitIds } from './user-admin.service';
import { sysUser } from './user.table';

const tags = ['user-admin'];
const done = replySchema(z.null());

/** Deleting users moves them to the recycle bin (system/UserRecycleBinList); from there they are restored or purged. */
const userRecycleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  const recycle = async (session: SessionContext, ids: string[]) => {
    const userIds = await recycleUsers(db, session, ids, fastify.now());
    await fastify.bus.publish(BUS_CHANNELS.sessionEnded, { userIds });
  };

  fastify.delete(
    '/sys/user/delete',
    {
      config: { permission: PERMS.system.user.delete },
      schema: { tags, summary: '删除用户（进回收站）', querystring: z.object({ id: z.string().min(1, '请选择用户') }), response: { 200: done } },
    },
    async (request) => {
      await recycle(request.ctx.session, [request.query.id]);
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/sys/user/deleteBatch',
    {
      config: { permission: PERMS.system.user.batch_delete },
      schema: { tags, summary: '批量删除用户（进回收站）', querystring: idsQuerySchema, response: { 200: done } },
    },
    async (request) => {
      await recycle(request.ctx.session, request.query.ids);
      return ok(null, '批量删除成功');
    },
  );

  fastify.get(
    '/sys/user/recycleBin',
    {
      config: { permission: PERMS.system.recycleBin.list },
      schema: { tags, summary: '用户回收站', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(userRecordSchema)) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const page = await runList(userListDefinition, request.query, request.ctx, {
        baseWhere: [eq(sysUser.delFlag, 1), userInTenant(session.tenantId)],
        select: (parts) => selectUserPage(db, parts),
      });
      return ok({ ...page, records: await withUserNames(db, page.records, session.tenantId) });
    },
  );

  fastify.put(
    '/sys/user/putRecycleBin',
    {
      config: { permission: PERMS.system.recycleBin.revert },
      schema: { tags, summary: '还原用户', body: z.object({ userIds: z.string().min(1, '请选择用户') }), response: { 200: done } },
    },
    async (request) => {
      await restoreUsers(db, request.ctx.session, splitIds(request.body.userIds), fastify.now());
      return ok(null, '还原成功');
    },
  );

  fastify.delete(
    '/sys/user/deleteRecycleBin',
    {
      config: { permission: PERMS.system.recycleBin.delete },
      schema: { tags, summary: '彻底删除用户', querystring: z.object({ userIds: z.string().min(1, '请选择用户') }), response: { 200: done } },
    },
    async (request) => {
      await purgeUsers(db, request.ctx.session, splitIds(request.query.userIds));
      return ok(null, '彻底删除成功');
    },
  );
};

export default userRecycleRoutes;
