import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { userRecycleBinKit } from './user-admin.kit';
import { purgeUsers, restoreUsers, splitIds } from './user-admin.service';

const tags = ['user-admin'];
const done = replySchema(z.null());

/** Deleting users moves them to the recycle bin (system/UserRecycleBinList); from there they are restored or purged. */
const userRecycleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  // the list of the recycle bin (GET /sys/user/recycleBin); deleting to it is the user kit's delete
  await fastify.register(userRecycleBinKit.routes);

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
